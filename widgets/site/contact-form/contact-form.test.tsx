import { beforeAll, describe, expect, it } from "vitest";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { button, byLabel, click, mount, shadow, submit, toastText, type, until } from "#tests/support/dom.ts";
import { heard } from "#tests/support/events.ts";
import { json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag } from "./contact-form.api.ts";
import * as root from "./contact-form.tsx";

freshPageEachTest("/contact");

beforeAll(() => {
  defineWidget(tag, root);
});

const LABELS = ["Full name", "Email", "Phone number", "Subject", "Message"];
const FILLED = ["Amina Njoya", "amina@example.cm", "670000123", "Certificates", "How do I print my certificate?"];

async function open() {
  return shadow(await mount("lp-contact-form"));
}
async function fill(r: ShadowRoot, values = FILLED) {
  for (const [i, label] of LABELS.entries()) await type(byLabel(r, label), values[i]);
}

describe("<lp-contact-form>", () => {
  it("sends nothing while a field is empty, and says 'Please fill all fields'", async () => {
    const net = mockFetch(() => json({ message: "Your message has been sent successfully!" }));
    const r = await open();
    await fill(r, [...FILLED.slice(0, 4), "   "]);
    await submit(r.querySelector("form")!);
    await until(() => expect(toastText()).toContain("Please fill all fields"));
    expect(net.calls).toHaveLength(0);
    expect(byLabel(r, "Message").getAttribute("aria-invalid")).toBe("true");
    expect(r.activeElement).toBe(byLabel(r, "Message"));
  });

  it("sends once as form data, the button off meanwhile, then clears the fields and says so", async () => {
    let answer!: (r: Response) => void;
    const net = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const sent = heard("lp-form-send");
    const r = await open();
    await fill(r);
    const form = r.querySelector("form")!;
    await submit(form);
    await submit(form);
    await until(() => net.calls.length === 1);
    expect(button(r, "Sending…").disabled).toBe(true);
    expect(Object.fromEntries(net.calls[0].body as FormData)).toEqual({
      name: FILLED[0],
      email: FILLED[1],
      phone: FILLED[2],
      subject: FILLED[3],
      message: FILLED[4],
    });
    answer(json({ message: "Your message has been sent successfully!" }, 201));
    await until(() => expect(toastText()).toContain("Your message has been sent successfully!"));
    expect(net.calls).toHaveLength(1);
    // The page hears of it once, out of the widget's shadow root.
    expect(sent.map((e) => [e.detail, e.bubbles, e.composed])).toEqual([[{ form: "contact" }, true, true]]);
    expect(LABELS.map((l) => byLabel(r, l).value)).toEqual(["", "", "", "", ""]);
    expect(localStorage.getItem("lpContactDraft")).toBeNull();
  });

  it("keeps the draft across a reload until it is sent", async () => {
    let r = await open();
    await fill(r);
    r.host.remove();
    r = await open();
    expect(LABELS.map((l) => byLabel(r, l).value)).toEqual(FILLED);
  });

  it("keeps everything when sending fails, with the server's words for the field it names", async () => {
    mockFetch(() =>
      json({ message: "The email field must be a valid email address.", errors: { email: ["The email field must be a valid email address."] } }, 422),
    );
    const r = await open();
    await fill(r);
    await submit(r.querySelector("form")!);
    await until(() => expect(toastText()).toContain("The email field must be a valid email address."));
    expect(LABELS.map((l) => byLabel(r, l).value)).toEqual(FILLED);
    expect(byLabel(r, "Email").getAttribute("aria-invalid")).toBe("true");
    expect(button(r, "Send Message").disabled).toBe(false);
  });

  it("says 'An error occurred while sending your message' when the network fails, in French too", async () => {
    locale.value = "fr";
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const r = await open();
    for (const [i, label] of ["Nom complet", "Adresse e-mail", "Numéro de téléphone", "Objet", "Message"].entries()) await type(byLabel(r, label), FILLED[i]);
    await click(button(r, "Envoyer le message"));
    await until(() => expect(toastText()).toContain("Une erreur s’est produite lors de l’envoi de votre message"));
  });
});
