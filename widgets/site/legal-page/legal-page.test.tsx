import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatDate } from "#shared/format/format.ts";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/terms-of-service");

beforeAll(async () => {
  await import("../define.ts");
});

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const open = async (document: string) => shadow(await mount("lp-legal-page", { document }));

describe("<lp-legal-page>", () => {
  it("shows the privacy policy's ten sections, its date and a Home breadcrumb", async () => {
    const r = await open("privacy");
    expect(text(r.querySelector("h1"))).toBe("Privacy Policy");
    expect(text(r.querySelector(".legal-updated"))).toBe(`Last updated: ${formatDate("2025-06-14", "en")}`);
    expect([...r.querySelectorAll("nav.crumbs li")].map(text)).toEqual(["Home", "Privacy Policy"]);
    expect(r.querySelector("nav.crumbs a")?.getAttribute("href")).toBe("/");
    const titles = [...r.querySelectorAll(".legal-section h2")].map(text);
    expect(titles).toHaveLength(10);
    expect(titles[6]).toBe("7. Children under 13");
    expect(text(r.querySelector("#section-7"))).toContain("consent of a parent or guardian");
    expect(r.querySelector("#section-10 a")?.getAttribute("href")).toBe("mailto:support@learning.cm");
  });

  it("shows the terms' thirteen sections with the spec's terms: 18 and older, the law of Cameroon and the courts of Buea, 30 days' notice", async () => {
    const r = await open("terms");
    expect([...r.querySelectorAll(".legal-section")]).toHaveLength(13);
    expect(text(r.querySelector("#section-2"))).toContain("18 or older");
    expect(text(r.querySelector("#section-11"))).toContain("the law of the Republic of Cameroon");
    expect(text(r.querySelector("#section-11"))).toContain("courts of Buea");
    expect(text(r.querySelector("#section-12"))).toContain("at least 30 days' notice");
  });

  it("goes to a section from the contents, and keeps it in the address", async () => {
    const r = await open("terms");
    const scroll = vi.fn();
    r.querySelector<HTMLElement>("#section-5")!.scrollIntoView = scroll;
    await click(r.querySelector<HTMLAnchorElement>('.legal-contents a[href="#section-5"]')!);
    expect(scroll).toHaveBeenCalledOnce();
    expect(location.hash).toBe("#section-5");
  });

  it("lands at once on the section the address names, and has the loader hold it there while the page grows", async () => {
    history.replaceState(null, "", "/terms-of-service#section-11");
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => undefined);
    const hold = vi.fn();
    window.lpWidgets = { discover: vi.fn(), hold, held: vi.fn(), drawn: false };
    try {
      const r = await open("terms");
      await vi.waitFor(() => expect(scroll).toHaveBeenCalled());
      const section = r.querySelector("#section-11");
      expect(scroll.mock.contexts[0]).toBe(section);
      // Not "auto": on a page with scroll-behavior: smooth that would glide, and a glide is cut short.
      expect(scroll.mock.calls[0][0]).toEqual({ behavior: "instant", block: "start" });
      expect(hold).toHaveBeenCalledWith(section);
    } finally {
      scroll.mockRestore();
      delete window.lpWidgets;
    }
  });

  it("speaks French", async () => {
    locale.value = "fr";
    const r = await open("terms");
    expect(text(r.querySelector("h1"))).toBe("Conditions d’utilisation");
    expect(text(r.querySelector("#section-11"))).toContain("juridictions compétentes de Buea");
  });

  it("says so for a document it does not have", async () => {
    const r = await open("cookies");
    expect(text(r.querySelector("[role=status]"))).toBe("This document does not exist.");
  });
});
