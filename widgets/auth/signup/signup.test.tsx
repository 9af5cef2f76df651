import { act } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { showFlashed } from "#shared/ui/flash.ts";
import { button, byLabel, click, mount, shadow, submit, toastText, type, until } from "#tests/support/dom.ts";
import { aUser, json, mockFetch, type RecordedCall } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

const page = freshPageEachTest("/signup");

beforeAll(async () => {
  await import("../define.ts");
});

const details = { first_name: "Awa", last_name: "Nkemdirim", email: "awa@example.cm", password: "secret123", password_confirmation: "secret123" };

/** The platform API for the sign-up flow; `register` decides the answer to POST /register. */
function api(
  register: (call: RecordedCall) => Response = () => json({ user: aUser({ date_of_birth: null, why_join: null }), authorization: { token: "new-tok" } }),
) {
  return mockFetch((call) => {
    if (call.url.pathname.endsWith("/send-verification-email")) return json({ message: "sent" });
    if (call.url.pathname.endsWith("/register")) return register(call);
    return json({}, 404);
  });
}

async function fillDetails(values: Partial<typeof details> & { terms?: boolean } = {}) {
  const v = { ...details, terms: true, ...values };
  const el = await mount("lp-signup");
  const root = shadow(el);
  await type(byLabel(root, "First name"), v.first_name);
  await type(byLabel(root, "Last name"), v.last_name);
  await type(byLabel(root, "Email"), v.email);
  await type(byLabel(root, "Password"), v.password);
  await type(byLabel(root, "Confirm password"), v.password_confirmation);
  if (v.terms) await click(root.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
  await click(button(root, "Sign up"));
  return root;
}

/** The contract's own flow, where the page makes the code: the configuration's `verification: "client"`. */
function clientMadeCodes() {
  beforeEach(() => {
    window.lpConfig = { verification: "client" };
    resetConfig();
  });
  afterEach(() => {
    delete window.lpConfig;
    resetConfig();
  });
}

/** Fills the form, lets the code be sent, and returns it as the e-mail would carry it. */
async function toVerification(net: ReturnType<typeof api>) {
  const root = await fillDetails();
  await until(() => expect(root.querySelector("h1")?.textContent).toBe("Verify your email"));
  const sent = net.to("/send-verification-email");
  expect(sent).toHaveLength(1);
  return { root, code: (sent[0].body as { code: string }).code };
}

describe("<lp-signup> details step", () => {
  it("asks to fill all fields when the terms are not accepted", async () => {
    const net = api();
    await fillDetails({ terms: false });
    await until(() => expect(toastText()).toContain("Please fill all fields"));
    expect(net.calls).toHaveLength(0);
  });

  it("asks to fill all fields when a field is empty", async () => {
    const net = api();
    await fillDetails({ last_name: "" });
    await until(() => expect(toastText()).toContain("Please fill all fields"));
    expect(net.calls).toHaveLength(0);
  });

  it("rejects a password under 8 characters, saying 8", async () => {
    const net = api();
    await fillDetails({ password: "1234567", password_confirmation: "1234567" });
    await until(() => expect(toastText()).toContain("Password must be at least 8 characters long"));
    expect(net.calls).toHaveLength(0);
  });

  it("rejects a confirmation that does not match", async () => {
    const net = api();
    await fillDetails({ password_confirmation: "secret124" });
    await until(() => expect(toastText()).toContain("Passwords do not match"));
    expect(net.calls).toHaveLength(0);
  });

  it("tells each field what it lacks, marks it invalid and takes the focus to the first", async () => {
    const net = api();
    const root = await fillDetails({ first_name: "", password: "short", password_confirmation: "short", terms: false });
    const first = byLabel(root, "First name");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(root.querySelector(`[id="${first.getAttribute("aria-describedby")}"]`)?.textContent).toBe("This field is required.");
    expect(root.activeElement).toBe(first);
    const password = byLabel(root, "Password");
    expect(root.querySelector(`[id="${password.getAttribute("aria-describedby")}"]`)?.textContent).toBe("Password must be at least 8 characters long");
    const terms = root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    expect(toastText()).toContain("Please fill all fields");
    expect(net.calls).toHaveLength(0);
    await type(first, "Awa");
    expect(first.hasAttribute("aria-invalid")).toBe(false);
  });

  it("says the password rule up front", async () => {
    const root = shadow(await mount("lp-signup"));
    const password = byLabel(root, "Password");
    expect(root.querySelector(`[id="${password.getAttribute("aria-describedby")}"]`)?.textContent).toBe("At least 8 characters.");
  });
});

describe("<lp-signup> sending the code the page makes (the contract's flow)", () => {
  clientMadeCodes();

  it("e-mails a 6-digit code to the learner and moves to the verification step", async () => {
    const net = api();
    const { root, code } = await toVerification(net);
    const [sent] = net.to("/send-verification-email");
    expect(sent.method).toBe("POST");
    expect(sent.body).toMatchObject({ name: "Awa Nkemdirim", email: "awa@example.cm" });
    expect(code).toMatch(/^[1-9]\d{5}$/);
    expect(root.textContent).toContain("awa@example.cm");
    await until(() => expect(toastText()).toContain("Verification email sent successfully!"));
  });
});

describe("<lp-signup> sending the code", () => {
  it("stays on the form and says why when the code cannot be sent", async () => {
    mockFetch(() => json({ message: "Mail server unavailable" }, 503));
    const root = await fillDetails();
    await until(() => expect(toastText()).toContain("Failed to send verification email: Mail server unavailable"));
    expect(root.querySelector("h1")?.textContent).toBe("Create your account");
  });
});

describe("<lp-signup> verification step, with the code the page makes (the contract's flow)", () => {
  clientMadeCodes();

  it("enables Verify only at 6 digits, and accepts digits only", async () => {
    const net = api();
    const { root } = await toVerification(net);
    const field = byLabel(root, "Verification code");
    const verify = button(root, "Verify");
    expect(verify.disabled).toBe(true);
    await type(field, "12345");
    expect(verify.disabled).toBe(true);
    await type(field, "12a34b5");
    expect(field.value).toBe("12345");
    expect(verify.disabled).toBe(true);
    await type(field, "123456");
    expect(verify.disabled).toBe(false);
    await type(field, "1234567");
    expect(field.value).toBe("123456");
  });

  it("refuses a wrong code and creates no account", async () => {
    const net = api();
    const { root, code } = await toVerification(net);
    const wrong = code === "111111" ? "222222" : "111111";
    await type(byLabel(root, "Verification code"), wrong);
    await click(button(root, "Verify"));
    await until(() => expect(toastText()).toContain("Invalid verification code"));
    expect(net.to("/register")).toHaveLength(0);
    expect(page.go).not.toHaveBeenCalled();
  });

  it("asks for the code when it is submitted empty", async () => {
    const net = api();
    const { root } = await toVerification(net);
    await submit(root.querySelector("form")!);
    await until(() => expect(toastText()).toContain("Please enter the verification code"));
    expect(net.to("/register")).toHaveLength(0);
  });

  it("creates the account with the right code: the five fields, no terms, then onboarding", async () => {
    const net = api();
    const { root, code } = await toVerification(net);
    await type(byLabel(root, "Verification code"), code);
    await click(button(root, "Verify"));
    await until(() => expect(page.go).toHaveBeenCalled());
    expect(toastText()).toContain("Verification successful! Creating account...");
    // The success message is for the page the learner lands on (or shown at once).
    await showFlashed();
    expect(toastText()).toContain("Registration successful!");
    const [registration] = net.to("/register");
    expect(registration.method).toBe("POST");
    expect(registration.body).toEqual(details);
    expect(registration.body).not.toHaveProperty("terms");
    expect(sessionStorage.getItem("authToken")).toBe("new-tok");
    expect(page.go).toHaveBeenCalledWith("/account/onboarding");
  });

  it("says why when the account cannot be created", async () => {
    const net = api(() => json({ message: "The email has already been taken.", errors: { email: ["The email has already been taken."] } }, 422));
    const { root, code } = await toVerification(net);
    await type(byLabel(root, "Verification code"), code);
    await click(button(root, "Verify"));
    await until(() => expect(toastText()).toContain("Registration failed: The email has already been taken."));
    expect(sessionStorage.getItem("authToken")).toBeNull();
    expect(page.go).not.toHaveBeenCalled();
  });

  it("lets the learner page.go back and change the details", async () => {
    const net = api();
    const { root } = await toVerification(net);
    await click(button(root, "Change my details"));
    expect(root.querySelector("h1")?.textContent).toBe("Create your account");
    expect(byLabel(root, "Email").value).toBe("awa@example.cm");
  });
});

describe("<lp-signup> verification by the server (the default)", () => {
  /** Fills the form and lets the server make and send the code. */
  async function toServerVerification(net: ReturnType<typeof api>) {
    const root = await fillDetails();
    await until(() => expect(root.querySelector("h1")?.textContent).toBe("Verify your email"));
    const [sent] = net.to("/send-verification-email");
    expect(sent.body).toEqual({ name: "Awa Nkemdirim", email: "awa@example.cm" });
    return root;
  }

  it("asks the server to send its code, and registers with the code typed", async () => {
    const net = api();
    const root = await toServerVerification(net);
    await type(byLabel(root, "Verification code"), "482913");
    await click(button(root, "Verify"));
    await until(() => expect(page.go).toHaveBeenCalledWith("/account/onboarding"));
    expect(net.to("/register")[0].body).toEqual({ ...details, code: "482913" });
    expect(toastText()).toContain("Verification successful! Creating account...");
  });

  it("says in French that the account was created, in words no enrolment uses", async () => {
    const net = api();
    const root = await toServerVerification(net);
    await act(async () => {
      locale.value = "fr";
    });
    await type(byLabel(root, "Code de vérification"), "482913");
    await click(button(root, "Vérifier"));
    await until(() => expect(page.go).toHaveBeenCalledWith("/account/onboarding"));
    await showFlashed();
    expect(toastText()).toContain("Compte créé avec succès !");
    // "Inscription réussie !" is what an exam's enrolment says.
    expect(toastText()).not.toContain("Inscription réussie");
  });

  it("shows the server's refusal of the code at the field, and keeps the learner on it", async () => {
    const refusal = "The verification code is invalid or has expired.";
    const net = api(() => json({ message: refusal, errors: { code: [refusal] } }, 422));
    const root = await toServerVerification(net);
    const field = byLabel(root, "Verification code");
    await type(field, "000000");
    await click(button(root, "Verify"));
    await until(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(root.querySelector(`[id="${field.getAttribute("aria-describedby")}"]`)?.textContent).toBe(refusal);
    expect(root.querySelector("h1")?.textContent).toBe("Verify your email");
    expect(page.go).not.toHaveBeenCalled();
  });

  it("offers sign-in and a reset for an address that already has an account, the reset for that address", async () => {
    const taken = "The email has already been taken.";
    mockFetch(() => json({ message: taken, errors: { email: [taken] } }, 422));
    const root = await fillDetails();
    await until(() => expect(byLabel(root, "Email").getAttribute("aria-invalid")).toBe("true"));
    const links = [...root.querySelectorAll<HTMLAnchorElement>(".auth-taken a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Sign in", "/signin"],
      ["Forgot password?", "/forgot-password?email=awa%40example.cm"],
    ]);
  });
});

describe("<lp-signup> the server's messages at the fields", () => {
  const TAKEN = "The email has already been taken.";
  const COMMON = "This password is one of the most common: choose one that is harder to guess.";
  const noteOf = (root: ShadowRoot, input: HTMLInputElement) =>
    input.hasAttribute("aria-describedby") ? (root.querySelector(`[id="${input.getAttribute("aria-describedby")}"]`)?.textContent ?? null) : null;

  /** The reference API's answers: a registered address is taken, one without a dot after the @ is malformed. */
  function platform() {
    return mockFetch((call) => {
      const { email } = call.body as { email: string };
      if (!/@[^@]+\.[^@]{2,}$/.test(email)) {
        const malformed = "The email field must be a valid email address.";
        return json({ message: malformed, errors: { email: [malformed] } }, 422);
      }
      if (email === "awa@example.cm") return json({ message: TAKEN, errors: { email: [TAKEN], password: [COMMON] } }, 422);
      return json({ message: "sent" });
    });
  }

  it("drops the e-mail's message as soon as the e-mail changes, and keeps the password's until the password changes", async () => {
    platform();
    const root = await fillDetails();
    const email = byLabel(root, "Email");
    const password = byLabel(root, "Password");
    await until(() => expect(noteOf(root, email)).toBe(TAKEN));
    expect(root.querySelector(".auth-taken")?.textContent).toContain("This email address already has an account.");
    expect(noteOf(root, password)).toBe(COMMON);

    await type(email, "awa@gmail");
    expect(email.hasAttribute("aria-invalid")).toBe(false);
    expect(noteOf(root, email)).toBeNull();
    expect(root.querySelector(".auth-taken")).toBeNull();
    expect(noteOf(root, password)).toBe(COMMON);

    await type(password, "mango tree by the river");
    expect(password.hasAttribute("aria-invalid")).toBe(false);
    expect(noteOf(root, password)).toBe("At least 8 characters.");
  });

  it("says a malformed address is malformed, never that it already has an account", async () => {
    const net = platform();
    const root = await fillDetails();
    const email = byLabel(root, "Email");
    await until(() => expect(root.querySelector(".auth-taken")).not.toBeNull());

    await type(email, "awa@gmail");
    await click(button(root, "Sign up"));
    await until(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(noteOf(root, email)).toBe("Enter a valid email address, such as name@example.com.");
    expect(root.querySelector(".auth-taken")).toBeNull();
    expect(root.textContent).not.toContain("already has an account");
    // The password the server refused is still the one in the field: its message stays.
    expect(noteOf(root, byLabel(root, "Password"))).toBe(COMMON);
    // Said at once: no code asked for an address that cannot receive it.
    expect(net.to("/send-verification-email")).toHaveLength(1);
    expect(toastText()).toContain("Enter a valid email address, such as name@example.com.");
  });

  it("pins no answer on an address typed after the request left", async () => {
    let answer!: (r: Response) => void;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const root = await fillDetails();
    const email = byLabel(root, "Email");
    await type(email, "awa.n@example.cm");
    answer(json({ message: TAKEN, errors: { email: [TAKEN] } }, 422));
    await until(() => expect(toastText()).toContain(TAKEN));
    expect(email.hasAttribute("aria-invalid")).toBe(false);
    expect(root.querySelector(".auth-taken")).toBeNull();
  });

  it("leaves the focus in the field the learner is typing in", async () => {
    api();
    const root = await fillDetails({ first_name: "", password: "short", password_confirmation: "short" });
    expect(root.activeElement).toBe(byLabel(root, "First name"));
    const password = byLabel(root, "Password");
    password.focus();
    await type(password, "longer but");
    expect(root.activeElement).toBe(password);
    const first = byLabel(root, "First name");
    first.focus();
    await type(first, "Awa");
    expect(root.activeElement).toBe(first);
  });

  it("hands the page's redirect on to its sign-in links", async () => {
    history.replaceState(null, "", `/signup?redirect=${encodeURIComponent("/courses/intro-python")}`);
    mockFetch(() => json({ message: TAKEN, errors: { email: [TAKEN] } }, 422));
    const root = await fillDetails();
    await until(() => expect(root.querySelector(".auth-taken")).not.toBeNull());
    const signIns = [...root.querySelectorAll<HTMLAnchorElement>("a")].filter((a) => a.textContent === "Sign in");
    expect(signIns).toHaveLength(2);
    for (const a of signIns) expect(a.getAttribute("href")).toBe("/signin?redirect=%2Fcourses%2Fintro-python");
  });
});
