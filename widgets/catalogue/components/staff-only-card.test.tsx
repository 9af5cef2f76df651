import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { type CardCourse, CourseCard } from "./course-card.tsx";

freshPageEachTest("/courses");

let root: Root | null = null;

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
});

async function card(over: Partial<CardCourse> = {}): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  const course: CardCourse = {
    slug: "sales-excellence",
    title: "Sales and Customer Service Excellence",
    pricing: "paid",
    price: 15000,
    sale_price: 0,
    reviews_count: 0,
    avg_rating: 0,
    ...over,
  };
  await act(async () => {
    root = createRoot(host);
    root.render(<CourseCard course={course} />);
  });
  return host;
}

const priceLine = (host: HTMLElement) => host.querySelector(".course-card-price")?.textContent;

describe("CourseCard's price line", () => {
  it("says 'Staff only' instead of a price for a course an organization buys for its staff", async () => {
    const host = await card({ pricing_model: "bulk", price: 15000, sale_price: 12000 });
    expect(priceLine(host)).toBe("Staff only");
    expect(host.querySelector(".course-card-tag")?.textContent).toBe("Staff only");
    expect(host.textContent).not.toContain("XAF");
  });

  it("says it in French on a French page", async () => {
    locale.value = "fr";
    const host = await card({ pricing_model: "bulk" });
    expect(priceLine(host)).toBe("Réservé au personnel");
  });

  it("keeps the price of an open course, and FREE for a free bulk-model one (anyone may join it)", async () => {
    expect(priceLine(await card({ pricing_model: "open_purchase" }))).toMatch(/^15,000\sXAF$/);
    await act(async () => root?.unmount());
    expect(priceLine(await card({ pricing: "free", pricing_model: "bulk", price: 0 }))).toBe("FREE");
  });
});
