import { beforeAll, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { mount, shadow } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/organizations");

beforeAll(async () => {
  await import("../define.ts");
});

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const open = async (tag: string) => shadow(await mount(tag));

describe("<lp-organizations-page>", () => {
  it("For Organizations: six features under the features anchor, the five publishing steps, the terms, the tutor sign-up", async () => {
    window.lpConfig = { tutorUrl: "https://dashboard.learning.cm/register" };
    const r = await open("lp-organizations-page");
    expect(r.querySelectorAll("#features .mk-card")).toHaveLength(6);
    expect([...r.querySelectorAll(".mk-step h3")].map(text)).toEqual([
      "Sign up",
      "Create a course",
      "Upload your content",
      "Structure your lessons",
      "Publish",
    ]);
    expect(r.querySelector(".mk-hero a")?.getAttribute("href")).toBe("https://dashboard.learning.cm/register");
    expect(text(r.querySelector(".mk-page"))).toContain("you receive 80% of the sale");
    delete window.lpConfig;
  });

  it("speaks French", async () => {
    locale.value = "fr";
    expect(text((await open("lp-organizations-page")).querySelector(".mk-step h3"))).toBe("Inscrivez-vous");
  });
});
