import { describe, expect, it, vi } from "vitest";
import { registeredCatalogues } from "#shared/i18n/messages.ts";
import "../components/auth.messages.ts";
import { checkSignUp, fieldErrors, newVerificationCode, PASSWORD_MIN, type SignUpForm, wellFormedEmail } from "./signup-rules.ts";

const valid: SignUpForm = {
  first_name: "Awa",
  last_name: "Nkemdirim",
  email: "awa@example.cm",
  password: "secret12",
  password_confirmation: "secret12",
  terms: true,
};

const english = (key: string) => registeredCatalogues().en[key];

describe("checkSignUp", () => {
  it("accepts a complete form", () => {
    expect(checkSignUp(valid)).toBeNull();
  });

  it.each(["first_name", "last_name", "email", "password", "password_confirmation"] as const)("asks to fill all fields when %s is empty", (field) => {
    expect(checkSignUp({ ...valid, [field]: "" })).toBe("auth.fill-all");
    expect(checkSignUp({ ...valid, [field]: "   " })).toBe("auth.fill-all");
  });

  it("asks to fill all fields when the terms are not accepted", () => {
    expect(checkSignUp({ ...valid, terms: false })).toBe("auth.fill-all");
    expect(english("auth.fill-all")).toBe("Please fill all fields");
  });

  it("rejects a password under 8 characters, and says 8", () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(checkSignUp({ ...valid, password: "1234567", password_confirmation: "1234567" })).toBe("auth.password-short");
    expect(english("auth.password-short")).toBe("Password must be at least 8 characters long");
    expect(checkSignUp({ ...valid, password: "12345678", password_confirmation: "12345678" })).toBeNull();
  });

  it("rejects, before any code is sent, a password made of one character or of the learner's name or address", () => {
    for (const password of ["aaaaaaaa", "awa-nkemdirim", "Nkemdirim2026"])
      expect(checkSignUp({ ...valid, password, password_confirmation: password }), password).toBe("auth.password-guessable");
    expect(fieldErrors({ ...valid, password: "Nkemdirim2026", password_confirmation: "Nkemdirim2026" }).password).toBe(
      "The password must not contain your name or your e-mail address.",
    );
    expect(english("auth.password-guessable")).toBe("Choose a password that is harder to guess.");
  });

  it("rejects an address the platform would refuse as malformed, before any code is sent", () => {
    for (const email of ["awa@gmail", "awa@gmail.c", "awa.gmail.com", "awa@@gmail.com", "awa @gmail.com", `${"a".repeat(250)}@gmail.com`]) {
      expect(wellFormedEmail(email), email).toBe(false);
      expect(checkSignUp({ ...valid, email }), email).toBe("auth.email-invalid");
      expect(fieldErrors({ ...valid, email }).email, email).toBe("Enter a valid email address, such as name@example.com.");
    }
    for (const email of ["awa@gmail.com", "awa.nkemdirim+cours@univ-yaounde1.cm", "  awa@example.cm  "]) {
      expect(wellFormedEmail(email), email).toBe(true);
      expect(fieldErrors({ ...valid, email }).email, email).toBeUndefined();
    }
  });

  it("rejects a confirmation that does not match", () => {
    expect(checkSignUp({ ...valid, password_confirmation: "secret13" })).toBe("auth.password-mismatch");
    expect(english("auth.password-mismatch")).toBe("Passwords do not match");
  });

  it("reports the rules in order: fill all, then length, then mismatch", () => {
    expect(checkSignUp({ ...valid, first_name: "", password: "short", password_confirmation: "other" })).toBe("auth.fill-all");
    expect(checkSignUp({ ...valid, password: "short", password_confirmation: "other" })).toBe("auth.password-short");
    expect(checkSignUp({ ...valid, password: "longenough", password_confirmation: "different!" })).toBe("auth.password-mismatch");
  });

  it("counts spaces in a password (a password is not trimmed)", () => {
    // 6 letters and 2 spaces make 8 characters: accepted as typed.
    expect(checkSignUp({ ...valid, password: " secret ", password_confirmation: " secret " })).toBeNull();
    expect(checkSignUp({ ...valid, password: " secre ", password_confirmation: " secre " })).toBe("auth.password-short");
  });
});

describe("newVerificationCode", () => {
  const LIMIT = Math.floor(0x100000000 / 900000) * 900000;

  it("is always 6 digits between 100000 and 999999", () => {
    for (let i = 0; i < 2000; i++) {
      const code = newVerificationCode();
      expect(code).toMatch(/^\d{6}$/);
      expect(Number(code)).toBeGreaterThanOrEqual(100000);
      expect(Number(code)).toBeLessThanOrEqual(999999);
    }
  });

  it("maps the injected random value onto the range", () => {
    expect(newVerificationCode(() => 0)).toBe("100000");
    expect(newVerificationCode(() => 899999)).toBe("999999");
    expect(newVerificationCode(() => 900000)).toBe("100000");
    expect(newVerificationCode(() => 123456)).toBe("223456");
    expect(newVerificationCode(() => LIMIT - 1)).toBe(String(100000 + ((LIMIT - 1) % 900000)));
  });

  it("draws again for values above the unbiased limit", () => {
    const values = [0xffffffff, LIMIT, 42];
    const random = vi.fn(() => values.shift()!);
    expect(newVerificationCode(random)).toBe("100042");
    expect(random).toHaveBeenCalledTimes(3);
  });

  it("uses the platform's cryptographic random source by default", () => {
    const spy = vi.spyOn(crypto, "getRandomValues");
    newVerificationCode();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("does not repeat the same code every time", () => {
    const codes = new Set(Array.from({ length: 50 }, () => newVerificationCode()));
    expect(codes.size).toBeGreaterThan(40);
  });
});
