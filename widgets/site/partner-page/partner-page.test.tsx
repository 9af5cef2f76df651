import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow, until } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/partner-program");

beforeAll(async () => {
  await import("../define.ts");
});
afterEach(() => {
  delete window.lpConfig;
});

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("<lp-partner-page>", () => {
  it("shows the three plans with the spec's terms, each leading to the external dashboard's sign-in", async () => {
    window.lpConfig = { dashboardLoginUrl: "https://dashboard.learning.cm/login" };
    const r = shadow(await mount("lp-partner-page"));
    const plans = [...r.querySelectorAll("#pricing .plan")];
    expect(plans.map((p) => text(p.querySelector(".plan-name")))).toEqual(["Partner", "Creator Plan", "Premium"]);
    expect(text(plans[0])).toContain("10% commission on the first 100 sales of each referred creator's course");
    expect([...plans[1].querySelectorAll(".plan-terms li")].map(text)).toEqual([
      "20% platform commission on sales",
      "3% payment processing fee",
      "The creator receives 80% after the fee",
    ]);
    expect(text(plans[1].querySelector(".plan-price"))).toBe("Free");
    expect(text(plans[2].querySelector(".plan-price"))).toBe("By contact");
    expect(plans.map((p) => p.querySelector("a")?.getAttribute("href"))).toEqual(Array(3).fill("https://dashboard.learning.cm/login"));
  });

  it("shows eight testimonials, each opening its story in a dialog, and the application form under join", async () => {
    const r = shadow(await mount("lp-partner-page"));
    const cards = [...r.querySelectorAll<HTMLButtonElement>("#testimonials .testimonial")];
    expect(cards).toHaveLength(8);
    await click(cards[2]);
    const dialog = r.querySelector("dialog")!;
    await until(() => dialog.open);
    expect(text(dialog.querySelector("h2"))).toBe("Grace Ndive");
    expect(text(dialog)).toContain("Five of them now teach short courses");
    expect(r.querySelector("#join lp-partner-form")).not.toBeNull();
    expect([...r.querySelectorAll(".mk-hero a")].map((a) => a.getAttribute("href"))).toEqual(["#join", "#pricing"]);
  });

  it("speaks French", async () => {
    locale.value = "fr";
    const r = shadow(await mount("lp-partner-page"));
    expect(text(r.querySelector("h1"))).toBe("Programme partenaire");
    expect(text(r.querySelector("#pricing .plan-price"))).toBe("Adhésion gratuite");
  });
});
