import { beforeAll, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { mount, shadow } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

// The worker shows it in place of any address it has no copy of.
freshPageEachTest("/courses/networks");

beforeAll(async () => {
  await import("../define.ts");
});

describe("<lp-offline-page>", () => {
  it("says the page needs a connection, offers Try again, and the learner's pages that open offline", async () => {
    const r = shadow(await mount("lp-offline-page"));
    expect(r.querySelector("h1")?.textContent).toBe("You are offline");
    expect(r.querySelector("button")?.textContent).toBe("Try again");
    expect([...r.querySelectorAll("nav a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["My courses", "/account/courses"],
      ["Dashboard", "/account/dashboard"],
    ]);
  });

  it("speaks the reader's language", async () => {
    locale.value = "fr";
    const r = shadow(await mount("lp-offline-page"));
    expect(r.querySelector("h1")?.textContent).toBe("Vous êtes hors ligne");
    expect(r.querySelector("button")?.textContent).toBe("Réessayer");
  });
});
