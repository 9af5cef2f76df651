import { beforeAll, describe, expect, it } from "vitest";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { button, byLabel, mount, shadow, submit, toastText, type, until } from "#tests/support/dom.ts";
import { json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag } from "./partner-form.api.ts";
import * as root from "./partner-form.tsx";

freshPageEachTest("/partner-program");

beforeAll(() => {
  defineWidget(tag, root);
});

async function open() {
  return shadow(await mount("lp-partner-form"));
}

describe("<lp-partner-form>", () => {
  it("asks for name, e-mail and phone with 'Please fill in all required fields', and sends nothing", async () => {
    const net = mockFetch(() => json({}));
    const r = await open();
    await type(byLabel(r, "Full name"), "Jean Mbarga");
    await submit(r.querySelector("form")!);
    await until(() => expect(toastText()).toContain("Please fill in all required fields"));
    expect(net.calls).toHaveLength(0);
    expect(["Email", "Phone number"].map((l) => byLabel(r, l).getAttribute("aria-invalid"))).toEqual(["true", "true"]);
    expect(byLabel(r, "About you (optional)").getAttribute("aria-invalid")).toBeNull();
  });

  it("goes idle, sending, submitted: the about line optional, the fields cleared, the thanks said", async () => {
    let answer!: (r: Response) => void;
    const net = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const r = await open();
    await type(byLabel(r, "Full name"), "Jean Mbarga");
    await type(byLabel(r, "Email"), "jean@example.cm");
    await type(byLabel(r, "Phone number"), "699000111");
    await submit(r.querySelector("form")!);
    await until(() => button(r, "Submitting…").disabled);
    expect(Object.fromEntries(net.calls[0].body as FormData)).toEqual({ name: "Jean Mbarga", email: "jean@example.cm", phone: "699000111", about: "" });
    answer(json({ message: "Your application has been submitted successfully!" }, 201));
    await until(() => expect(toastText()).toContain("Your application has been submitted successfully!"));
    expect(r.querySelector(".form-sent")?.textContent).toBe("Thank you! We have your application and will write to you soon.");
    expect(["Full name", "Email", "Phone number"].map((l) => byLabel(r, l).value)).toEqual(["", "", ""]);
    expect(button(r, "Submit Application").disabled).toBe(false);
  });
});
