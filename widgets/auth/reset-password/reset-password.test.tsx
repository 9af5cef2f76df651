import { beforeAll, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { showFlashed } from "#shared/ui/flash.ts";
import { button, byLabel, click, mount, shadow, toastText, type, until } from "#tests/support/dom.ts";
import { json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

const page = freshPageEachTest("/reset-password/reset-tok-123?email=awa%40example.cm");

beforeAll(async () => {
  await import("../define.ts");
});

async function resetForm(attributes: Record<string, string> = {}) {
  const root = shadow(await mount("lp-reset-password", attributes));
  return {
    root,
    password: byLabel(root, "New password"),
    confirmation: byLabel(root, "Confirm password"),
    send: button(root, "Reset password"),
  };
}

describe("<lp-reset-password>", () => {
  it("asks to fill all fields", async () => {
    const net = mockFetch();
    const f = await resetForm();
    await type(f.password, "newsecret1");
    await click(f.send);
    await until(() => expect(toastText()).toContain("Please fill all fields"));
    expect(net.calls).toHaveLength(0);
  });

  it("refuses a confirmation that does not match", async () => {
    const net = mockFetch();
    const f = await resetForm();
    await type(f.password, "newsecret1");
    await type(f.confirmation, "newsecret2");
    await click(f.send);
    await until(() => expect(toastText()).toContain("Passwords do not match"));
    expect(net.calls).toHaveLength(0);
  });

  it("sends the token from the /reset-password/{token} path and the email from the query, then goes to sign-in", async () => {
    const net = mockFetch(() => json({ message: "Your password has been reset." }));
    const f = await resetForm();
    await type(f.password, "newsecret1");
    await type(f.confirmation, "newsecret1");
    await click(f.send);
    await until(() => expect(page.go).toHaveBeenCalled());
    const [call] = net.to("/reset-password");
    expect(call.method).toBe("POST");
    expect(call.body).toEqual({ password: "newsecret1", password_confirmation: "newsecret1", token: "reset-tok-123", email: "awa@example.cm" });
    expect(page.go).toHaveBeenCalledWith("/signin");
    // The success message is for the sign-in page the learner lands on (or shown at once).
    await showFlashed();
    expect(toastText()).toContain("Password reset successfully.");
  });

  it("decodes an encoded token in the path", async () => {
    history.replaceState(null, "", "/reset-password/a%2Bb%3Dc?email=awa%2Btag%40example.cm");
    const net = mockFetch(() => json({}));
    const f = await resetForm();
    await type(f.password, "newsecret1");
    await type(f.confirmation, "newsecret1");
    await click(f.send);
    await until(() => expect(net.to("/reset-password")).toHaveLength(1));
    expect(net.to("/reset-password")[0].body).toMatchObject({ token: "a+b=c", email: "awa+tag@example.cm" });
  });

  it("explains a link whose token is not valid percent-encoding, instead of crashing", async () => {
    history.replaceState(null, "", "/reset-password/%E0%A4%A?email=awa%40example.cm");
    const root = shadow(await mount("lp-reset-password"));
    expect(root.querySelector(".lp-crashed")).toBeNull();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe("This reset link is incomplete. Ask for a new one.");
  });

  it("takes the token and email from attributes when the page gives them", async () => {
    history.replaceState(null, "", "/account/help");
    const net = mockFetch(() => json({}));
    const f = await resetForm({ token: "attr-tok", email: "kofi@example.cm" });
    await type(f.password, "newsecret1");
    await type(f.confirmation, "newsecret1");
    await click(f.send);
    await until(() => expect(net.to("/reset-password")).toHaveLength(1));
    expect(net.to("/reset-password")[0].body).toMatchObject({ token: "attr-tok", email: "kofi@example.cm" });
  });

  it("explains an incomplete link instead of showing a form that cannot work", async () => {
    history.replaceState(null, "", "/reset-password/reset-tok-123");
    const root = shadow(await mount("lp-reset-password"));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe("This reset link is incomplete. Ask for a new one.");
    expect(root.querySelector("form")).toBeNull();
    expect(root.querySelector("a")?.getAttribute("href")).toBe("/forgot-password");
  });

  it("shows the server's reason when the reset fails and stays on the page", async () => {
    mockFetch(() => json({ message: "This password reset token is invalid." }, 422));
    const f = await resetForm();
    await type(f.password, "newsecret1");
    await type(f.confirmation, "newsecret1");
    await click(f.send);
    await until(() => expect(toastText()).toContain("Failed to reset password: This password reset token is invalid."));
    expect(page.go).not.toHaveBeenCalled();
  });
});

/** The words tied to a field (its hint or its error), as assistive technology reads them. */
const noteOf = (root: ShadowRoot, input: HTMLInputElement) =>
  input.hasAttribute("aria-describedby") ? (root.querySelector(`[id="${input.getAttribute("aria-describedby")}"]`)?.textContent ?? null) : null;

describe("<lp-reset-password>: the rule and the errors, at the fields", () => {
  it("says the password rule up front, as the sign-up does", async () => {
    const f = await resetForm();
    expect(noteOf(f.root, f.password)).toBe("At least 8 characters.");
    expect(f.password.hasAttribute("aria-invalid")).toBe(false);
  });

  it("marks each empty field, under it, and takes the focus there", async () => {
    const net = mockFetch();
    const f = await resetForm();
    await type(f.password, "newsecret1");
    await click(f.send);
    expect(f.confirmation.getAttribute("aria-invalid")).toBe("true");
    expect(noteOf(f.root, f.confirmation)).toBe("This field is required.");
    expect(f.root.activeElement).toBe(f.confirmation);
    expect(f.password.hasAttribute("aria-invalid")).toBe(false);
    expect(toastText()).toContain("Please fill all fields");
    expect(net.calls).toHaveLength(0);
    await type(f.confirmation, "n");
    expect(f.confirmation.hasAttribute("aria-invalid")).toBe(false);
  });

  it.each([
    ["too short", "short12", "Password must be at least 8 characters long"],
    ["one character repeated", "aaaaaaaaaa", "This password is one of the most common: choose one that is harder to guess."],
  ])("refuses a password %s under the field, before sending it", async (_, password, message) => {
    const net = mockFetch();
    const f = await resetForm();
    await type(f.password, password);
    await type(f.confirmation, password);
    await click(f.send);
    expect(f.password.getAttribute("aria-invalid")).toBe("true");
    expect(noteOf(f.root, f.password)).toBe(message);
    expect(net.calls).toHaveLength(0);
  });

  it("refuses a password made of the account's address, as the server would", async () => {
    history.replaceState(null, "", "/reset-password/reset-tok-123?email=amina.njoya%40example.cm");
    const net = mockFetch();
    const f = await resetForm();
    await type(f.password, "Njoya-2026");
    await type(f.confirmation, "Njoya-2026");
    await click(f.send);
    expect(noteOf(f.root, f.password)).toBe("The password must not contain your name or your e-mail address.");
    expect(toastText()).toContain("Choose a password that is harder to guess.");
    expect(net.calls).toHaveLength(0);
  });

  it("says under the confirmation that it does not match", async () => {
    mockFetch();
    const f = await resetForm();
    await type(f.password, "newsecret1");
    await type(f.confirmation, "newsecret2");
    await click(f.send);
    expect(f.confirmation.getAttribute("aria-invalid")).toBe("true");
    expect(noteOf(f.root, f.confirmation)).toBe("Passwords do not match");
  });

  it("shows the server's refusal of the password under it, until the password changes", async () => {
    const common = "This password is one of the most common: choose one that is harder to guess.";
    mockFetch(() => json({ message: common, errors: { password: [common] } }, 422));
    const f = await resetForm();
    await type(f.password, "iloveyou123");
    await type(f.confirmation, "iloveyou123");
    await click(f.send);
    await until(() => expect(f.password.getAttribute("aria-invalid")).toBe("true"));
    expect(noteOf(f.root, f.password)).toBe(common);
    expect(f.root.activeElement).toBe(f.password);
    expect(page.go).not.toHaveBeenCalled();
    await type(f.password, "mango tree by the river");
    expect(f.password.hasAttribute("aria-invalid")).toBe(false);
    expect(noteOf(f.root, f.password)).toBe("At least 8 characters.");
  });
});

describe("<lp-reset-password>: a link that no longer works", () => {
  const INVALID = "This password reset token is invalid.";

  it.each([
    ["at the token, as the reference API answers", { token: [INVALID] }],
    ["at the e-mail, as Laravel's password broker answers", { email: [INVALID] }],
  ])("says so, and offers a new link for the same address, when the server refuses the link %s", async (_, errors) => {
    mockFetch(() => json({ message: INVALID, errors }, 422));
    const f = await resetForm();
    await type(f.password, "newsecret1");
    await type(f.confirmation, "newsecret1");
    await click(f.send);
    await until(() => expect(f.root.querySelector("h1")?.textContent).toBe("This link has expired or was already used."));
    expect(f.root.activeElement).toBe(f.root.querySelector("h1"));
    expect(f.root.querySelector("form")).toBeNull();
    const again = [...f.root.querySelectorAll<HTMLAnchorElement>("a")].find((a) => a.textContent === "Request a new link")!;
    expect(again.getAttribute("href")).toBe("/forgot-password?email=awa%40example.cm");
    expect(page.go).not.toHaveBeenCalled();
  });

  it("offers the new link for the address the page gave", async () => {
    history.replaceState(null, "", "/account/help");
    mockFetch(() => json({ message: INVALID, errors: { token: [INVALID] } }, 422));
    const f = await resetForm({ token: "attr-tok", email: "kofi@example.cm" });
    await type(f.password, "newsecret1");
    await type(f.confirmation, "newsecret1");
    await click(f.send);
    await until(() => expect(f.root.querySelector("h1")?.textContent).toBe("This link has expired or was already used."));
    expect([...f.root.querySelectorAll("a")].find((a) => a.textContent === "Request a new link")?.getAttribute("href")).toBe(
      "/forgot-password?email=kofi%40example.cm",
    );
  });

  it("says so in French", async () => {
    locale.value = "fr";
    mockFetch(() =>
      json({ message: "Ce lien de réinitialisation n’est pas valide.", errors: { token: ["Ce lien de réinitialisation n’est pas valide."] } }, 422),
    );
    const root = shadow(await mount("lp-reset-password"));
    await type(byLabel(root, "Nouveau mot de passe"), "newsecret1");
    await type(byLabel(root, "Confirmer le mot de passe"), "newsecret1");
    await click(button(root, "Réinitialiser le mot de passe"));
    await until(() => expect(root.querySelector("h1")?.textContent).toBe("Ce lien a expiré ou a déjà été utilisé."));
    expect([...root.querySelectorAll("a")].some((a) => a.textContent === "Demander un nouveau lien")).toBe(true);
  });
});
