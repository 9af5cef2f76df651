import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { mount, shadow } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/contact");

beforeAll(async () => {
  await import("../define.ts");
});

afterEach(() => {
  delete window.lpConfig;
});

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("<lp-contact-page>", () => {
  it("shows the breadcrumb, the channels from the configuration, and the contact form", async () => {
    window.lpConfig = { support: { contact: "hello@learning.cm", email: "help@learning.cm", whatsapp: "+237 677 12 34 56" } };
    const r = shadow(await mount("lp-contact-page"));
    expect([...r.querySelectorAll("nav li")].map(text)).toEqual(["Home", "Contact us"]);
    expect(r.querySelector("nav a")?.getAttribute("href")).toBe("/");
    expect(r.querySelector("nav [aria-current=page]")).not.toBeNull();
    const channels = [...r.querySelectorAll(".channel a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(channels).toEqual([
      ["hello@learning.cm", "mailto:hello@learning.cm"],
      ["help@learning.cm", "mailto:help@learning.cm"],
      ["+237 677 12 34 56", "https://wa.me/237677123456"],
    ]);
    expect(r.querySelector("lp-contact-form")).not.toBeNull();
  });

  it("speaks French", async () => {
    locale.value = "fr";
    const r = shadow(await mount("lp-contact-page"));
    expect(text(r.querySelector("h1"))).toBe("Contactez-nous");
  });
});
