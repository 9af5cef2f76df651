import { beforeAll, describe, expect, it } from "vitest";
import { button, byLabel, click, mount, shadow, toastText, type, until } from "#tests/support/dom.ts";
import { json, mockFetch, networkError } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/forgot-password");

beforeAll(async () => {
  await import("../define.ts");
});

async function forgotForm() {
  const root = shadow(await mount("lp-forgot-password"));
  return { root, email: byLabel(root, "Email"), send: button(root, "Send reset link") };
}

describe("<lp-forgot-password>", () => {
  it.each([[""], ["   "]])("asks for the email address when it is %j", async (value) => {
    const net = mockFetch();
    const f = await forgotForm();
    await type(f.email, value);
    await click(f.send);
    await until(() => expect(toastText()).toContain("Please enter your email address"));
    expect(net.calls).toHaveLength(0);
  });

  it("starts with the address a used or expired reset link carried", async () => {
    history.replaceState(null, "", "/forgot-password?email=awa%2Btag%40example.cm");
    const net = mockFetch(() => json({ message: "sent" }));
    const f = await forgotForm();
    expect(f.email.value).toBe("awa+tag@example.cm");
    await click(f.send);
    await until(() => expect(net.to("/forgot-password")).toHaveLength(1));
    expect(net.to("/forgot-password")[0].body).toEqual({ email: "awa+tag@example.cm" });
  });

  it("asks for a reset link for the trimmed address and confirms it was sent", async () => {
    const net = mockFetch(() => json({ message: "We have emailed your password reset link." }));
    const f = await forgotForm();
    await type(f.email, "  awa@example.cm ");
    await click(f.send);
    await until(() => expect(toastText()).toContain("Password reset link sent successfully."));
    const [call] = net.to("/forgot-password");
    expect(call.method).toBe("POST");
    expect(call.body).toEqual({ email: "awa@example.cm" });
  });

  it("shows the server's reason when the link cannot be sent", async () => {
    mockFetch(() => json({ message: "We can't find a user with that email address." }, 422));
    const f = await forgotForm();
    await type(f.email, "nobody@example.cm");
    await click(f.send);
    await until(() => expect(toastText()).toContain("Failed to send password reset link: We can't find a user with that email address."));
  });

  it("shows the default reason when the network fails", async () => {
    mockFetch(networkError);
    const f = await forgotForm();
    await type(f.email, "awa@example.cm");
    await click(f.send);
    await until(() => expect(toastText()).toContain("Failed to send password reset link: An error occurred while sending password reset link"));
  });

  it("blocks repeats while the request is under way", async () => {
    let answer!: (r: Response) => void;
    const net = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const f = await forgotForm();
    await type(f.email, "awa@example.cm");
    await click(f.send);
    await until(() => expect(f.send.disabled).toBe(true));
    await click(f.send);
    expect(net.calls).toHaveLength(1);
    answer(json({}));
    await until(() => expect(f.root.querySelector("h1")?.textContent).toBe("Check your inbox"));
  });

  it("then says where the link went, with a way to send it again or to another address", async () => {
    const net = mockFetch(() => json({ message: "sent" }));
    const f = await forgotForm();
    await type(f.email, "awa@example.cm");
    await click(f.send);
    await until(() => expect(f.root.querySelector("h1")?.textContent).toBe("Check your inbox"));
    expect(f.root.activeElement).toBe(f.root.querySelector("h1"));
    expect(f.root.textContent).toContain("If awa@example.cm has an account");
    await click(button(f.root, "Send the link again"));
    await until(() => expect(net.calls).toHaveLength(2));
    await click(button(f.root, "Use another address"));
    expect(byLabel(f.root, "Email").value).toBe("awa@example.cm");
  });

  it("says at the field that the address is missing", async () => {
    const f = await forgotForm();
    await click(f.send);
    expect(f.email.getAttribute("aria-invalid")).toBe("true");
    expect(f.root.activeElement).toBe(f.email);
  });

  it("links back to sign-in", async () => {
    const f = await forgotForm();
    const back = [...f.root.querySelectorAll("a")].find((a) => a.textContent === "Back to sign in");
    expect(back?.getAttribute("href")).toBe("/signin");
  });
});
