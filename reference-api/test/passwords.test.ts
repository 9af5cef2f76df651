import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commonPasswords, TOO_COMMON, TOO_PERSONAL } from "../src/domains/users/password-policy.ts";
import { startTestApi, type TestApi } from "./harness.ts";

/** A new password is refused when it is one of the most common, or made of the account's name or address. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let n = 0;
async function register(password: string, person: { first_name?: string; last_name?: string; local?: string } = {}, lang = "en") {
  const email = `${person.local ?? `pw${++n}`}@example.cm`;
  const code = await api.verificationCode(email);
  return api.call("POST", "/api/register", {
    json: { first_name: person.first_name ?? "Ada", last_name: person.last_name ?? "Test", email, password, password_confirmation: password, code },
    headers: { "Accept-Language": lang },
  });
}

describe("the list of common passwords", () => {
  it("ships with the code, with more than 10,000 that pass the length rule", () => {
    expect(commonPasswords().size).toBeGreaterThan(10_000);
  });
});

describe("a new password", () => {
  it.each(["12345678", "aaaaaaaa", "password1", "Qwertyuiop", "iloveyou1", "11111111"])(
    "%s is refused at the password field as too common",
    async (password) => {
      const r = await register(password);
      expect(r.status).toBe(422);
      expect(r.body.errors.password).toEqual([TOO_COMMON]);
    },
  );

  it("made of the learner's name or address is refused", async () => {
    expect((await register("ngozi-2026!", { first_name: "Ngozi" })).body.errors.password).toEqual([TOO_PERSONAL]);
    expect((await register("xx-MBAH-xx-99", { last_name: "Mbah" })).body.errors.password).toEqual([TOO_PERSONAL]);
    expect((await register("awa.fotso.cm", { local: "awa.fotso" })).body.errors.password).toEqual([TOO_PERSONAL]);
  });

  it("is refused in the reader's language", async () => {
    const r = await register("12345678", {}, "fr");
    expect(r.body.errors.password).toEqual(["Ce mot de passe est parmi les plus courants : choisissez-en un plus difficile à deviner."]);
    const personal = await register("ngozi-2026!", { first_name: "Ngozi" }, "fr");
    expect(personal.body.errors.password).toEqual(["Le mot de passe ne doit contenir ni votre nom ni votre adresse e-mail."]);
  });

  it("of any other kind passes on length alone", async () => {
    for (const password of ["mango tree by the river", "Yaoundé-2026-lune", "kp8#Lw2z"]) expect((await register(password)).status, password).toBe(201);
  });

  it("is checked when changed and when reset too", async () => {
    const { token, user } = await api.register();
    const change = await api.post(
      "/api/settings/change-password",
      { current_password: "a-good-pass", new_password: "qwerty123", new_password_confirmation: "qwerty123" },
      token,
    );
    expect(change.status).toBe(422);
    expect(change.body.errors.new_password).toEqual([TOO_COMMON]);
    await api.post("/api/forgot-password", { email: user.email });
    const mail = (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(user.email)}`)).body.data[0];
    const resetToken = /reset-password\/([^?\s]+)/.exec(mail.text)![1];
    const reset = await api.post("/api/reset-password", { token: resetToken, email: user.email, password: "football", password_confirmation: "football" });
    expect(reset.status).toBe(422);
    expect(reset.body.errors.password).toEqual([TOO_COMMON]);
    // The link was not spent on a refused password.
    const again = await api.post("/api/reset-password", {
      token: resetToken,
      email: user.email,
      password: "mango tree by the river",
      password_confirmation: "mango tree by the river",
    });
    expect(again.status).toBe(200);
  });
});
