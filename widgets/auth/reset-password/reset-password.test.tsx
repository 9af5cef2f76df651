import { beforeAll, describe, expect, it } from "vitest";
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
