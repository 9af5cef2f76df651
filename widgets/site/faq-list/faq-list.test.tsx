import { beforeAll, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/");

beforeAll(async () => {
  await import("../define.ts");
});

describe("<lp-faq-list>", () => {
  it("lists ten questions, closed, each opening on its own", async () => {
    const r = shadow(await mount("lp-faq-list"));
    const items = [...r.querySelectorAll("details")];
    expect(items).toHaveLength(10);
    expect(items.every((d) => !d.open)).toBe(true);
    expect(items[1].querySelector("summary")?.textContent).toBe("How do I pay for a course or an exam?");
    await click(items[1].querySelector("summary")!);
    expect(items.map((d) => d.open)).toEqual([false, true, false, false, false, false, false, false, false, false]);
  });

  it("speaks French", async () => {
    locale.value = "fr";
    const r = shadow(await mount("lp-faq-list"));
    expect(r.querySelector("h2")?.textContent).toBe("Questions fréquentes");
  });
});
