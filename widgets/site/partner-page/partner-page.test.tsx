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
  it("shows the spec's three plans with their terms, each leading to the external dashboard's sign-in", async () => {
    window.lpConfig = { dashboardLoginUrl: "https://dashboard.learning.cm/login" };
    const r = shadow(await mount("lp-partner-page"));
    const plans = [...r.querySelectorAll("#pricing .plan")];
    expect(plans.map((p) => text(p.querySelector(".plan-name")))).toEqual(["Creator Plan", "Premium Plan", "Revenue Share"]);
    expect(plans.map((p) => text(p.querySelector(".plan-price")))).toEqual(["Free", "Contact us", "20% per sale"]);
    const terms = (plan: Element) => [...plan.querySelectorAll(".plan-terms li")].map(text);
    expect(terms(plans[0])).toEqual(["Unlimited course creation", "Sell courses and exams", "Secure payments", "Standard enrollment", "Community support"]);
    expect(terms(plans[1])).toEqual([
      "Everything in the Creator Plan",
      "Student performance tracking",
      "Priority support",
      "Bulk staff import",
      "Analytics dashboard Coming soon",
      "Internal messaging Coming soon",
    ]);
    expect(terms(plans[2])).toEqual(["20% commission per sale", "3% payment processing fee", "The creator keeps 80% after the fee"]);
    expect(plans.map((p) => p.querySelector("a")?.getAttribute("href"))).toEqual(Array(3).fill("https://dashboard.learning.cm/login"));
  });

  it("speaks to the spec's partners and promises what the spec promises", async () => {
    const r = shadow(await mount("lp-partner-page"));
    const sections = [...r.querySelectorAll("section")];
    const titles = (heading: string) =>
      [...(sections.find((s) => text(s.querySelector("h2")) === heading)?.querySelectorAll(".mk-cards .mk-card-title") ?? [])].map(text);
    expect(titles("Who it is for")).toEqual(["Community leaders", "Marketers and influencers", "Connectors", "Aspiring entrepreneurs"]);
    expect(titles("Why partner with us")).toEqual([
      "A guaranteed 10% commission",
      "No limit on referrals",
      "Your own referral link",
      "A dashboard for your earnings",
    ]);
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
    expect([...r.querySelectorAll("#pricing .plan-name")].map(text)).toEqual(["Offre Créateur", "Offre Premium", "Partage des revenus"]);
    expect(text(r.querySelector("#pricing .plan-soon"))).toBe("Bientôt disponible");
  });
});
