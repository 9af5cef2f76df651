import { beforeAll, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { mount, shadow } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/students");

beforeAll(async () => {
  await import("../define.ts");
});

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const open = async (tag: string) => shadow(await mount(tag));

describe("<lp-students-page>", () => {
  it("For Students: six benefits, four steps, and the way in", async () => {
    const r = await open("lp-students-page");
    expect(r.querySelectorAll(".mk-cards .mk-card")).toHaveLength(6);
    expect(r.querySelectorAll(".mk-steps .mk-step")).toHaveLength(4);
    expect([...r.querySelectorAll(".mk-hero a")].map((a) => a.getAttribute("href"))).toEqual(["/courses", "/signup"]);
  });

  it("speaks French", async () => {
    locale.value = "fr";
    expect(text((await open("lp-students-page")).querySelector("h1"))).toBe("Apprenez ce qui vous fait avancer");
  });
});
