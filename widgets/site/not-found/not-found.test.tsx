import { beforeAll, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { mount, shadow } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/no-such-page");

beforeAll(async () => {
  await import("../define.ts");
});

describe("<lp-not-found>", () => {
  it("says the page does not exist and offers the catalogue, then home", async () => {
    const r = shadow(await mount("lp-not-found"));
    expect(r.querySelector("h1")?.textContent).toBe("Page not found");
    expect([...r.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Browse courses", "/courses"],
      ["Go to the home page", "/"],
    ]);
  });

  it("speaks the reader's language", async () => {
    locale.value = "fr";
    const r = shadow(await mount("lp-not-found"));
    expect(r.querySelector("h1")?.textContent).toBe("Page introuvable");
  });
});
