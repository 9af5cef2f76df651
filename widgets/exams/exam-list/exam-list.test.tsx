import { beforeAll, describe, expect, it } from "vitest";
import { saveToken } from "#shared/api/token.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { formatMoney } from "#shared/format/format.ts";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow, until } from "#tests/support/dom.ts";
import { json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as examListTag } from "./exam-list.api.ts";
import * as examListRoot from "./exam-list.tsx";

freshPageEachTest("/account/exams");

beforeAll(() => {
  defineWidget(examListTag, examListRoot);
});

const anExam = (i: number, overrides: Record<string, unknown> = {}) => ({
  id: i,
  slug: `exam-${i}`,
  title: `Exam ${i}`,
  duration: 30,
  total_questions: 20,
  difficulty: "intermediate",
  category: { name: "Technology" },
  pricing: "paid",
  price: 5000,
  has_enrolled: false,
  ...overrides,
});
const exams = (n: number, from = 1) => Array.from({ length: n }, (_, i) => anExam(from + i));

type Lists = Partial<Record<"my-exams" | "recommended" | "popular" | "explore", (page: number) => Response>>;
/** Answers the four lists (a page of the contract's shape: data and meta.current_page); anything else is a 404. */
function lists(answers: Lists) {
  return mockFetch((call) => {
    const path = call.url.pathname;
    const page = Number(call.url.searchParams.get("page") ?? "1");
    const kind = path.endsWith("/exams/my-exams")
      ? "my-exams"
      : path.endsWith("/exams/recommended")
        ? "recommended"
        : path.endsWith("/exams/popular")
          ? "popular"
          : path.endsWith("/exams")
            ? "explore"
            : null;
    const answer = kind && answers[kind];
    return answer ? answer(page) : json({ message: "Not found." }, 404);
  });
}
const page = (data: unknown[], current = 1) => json({ data, meta: { current_page: current } });

async function examList() {
  saveToken("learner-token");
  const el = await mount("lp-exam-list");
  await until(() => shadow(el).querySelectorAll(".carousel-skeleton").length === 0);
  return el;
}
const section = (el: Element, title: string) =>
  [...shadow(el).querySelectorAll<HTMLElement>("section.carousel")].find((s) => s.querySelector("h2")?.textContent === title) ?? null;
const cards = (s: Element | null) => [...(s?.querySelectorAll(".exam-card") ?? [])];

describe("<lp-exam-list>", () => {
  it("shows the four carousels in the spec's order, each named by its heading", async () => {
    const net = lists({
      "my-exams": () => page(exams(2)),
      recommended: () => page(exams(3, 10)),
      popular: () => page(exams(4, 20)),
      explore: () => page(exams(5, 30)),
    });
    const el = await examList();
    expect([...shadow(el).querySelectorAll("section.carousel h2")].map((h) => h.textContent)).toEqual([
      "My Exams",
      "Recommended for You",
      "Popular Exams",
      "Explore Exams",
    ]);
    expect(cards(section(el, "Popular Exams"))).toHaveLength(4);
    expect(net.to("/exams/my-exams")[0].url.searchParams.get("limit")).toBe("20");
    const region = section(el, "My Exams")!;
    expect(region.getAttribute("aria-labelledby")).toBe(region.querySelector("h2")!.id);
  });

  it("links each card to the exam's page and shows its price, or that the learner is enrolled", async () => {
    lists({ "my-exams": () => page([anExam(1, { has_enrolled: true })]), explore: () => page([anExam(2), anExam(3, { pricing: "free", price: 0 })]) });
    const el = await examList();
    const mine = cards(section(el, "My Exams"))[0];
    expect(mine.querySelector("a")?.getAttribute("href")).toBe("/account/exams/exam-1");
    expect(mine.querySelector(".exam-card-enrolled")?.textContent).toBe("Enrolled");
    const [paid, free] = cards(section(el, "Explore Exams"));
    expect(paid.querySelector(".exam-card-price")?.textContent).toBe(formatMoney(5000));
    expect(free.querySelector(".exam-card-price")?.textContent).toBe("FREE");
    expect(paid.querySelector(".exam-card-meta")?.textContent).toBe("30 min · 20 questions · Intermediate");
  });

  it("cuts a card's text at 30 characters, keeping the whole for screen readers", async () => {
    const title = "Advanced Financial Accounting and Reporting Standards";
    lists({ explore: () => page([anExam(1, { title })]) });
    const el = await examList();
    const heading = cards(section(el, "Explore Exams"))[0].querySelector("h3")!;
    const shown = heading.querySelector("[aria-hidden=true]")!.textContent!;
    expect(shown).toBe(`${title.slice(0, 30).trimEnd()}…`);
    expect(heading.querySelector(".lp-visually-hidden")?.textContent).toBe(title);
  });

  it("says the learner has no exams yet and takes them to Explore Exams", async () => {
    lists({ "my-exams": () => page([]), explore: () => page(exams(2)) });
    const el = await examList();
    const mine = section(el, "My Exams")!;
    expect(mine.querySelector(".lp-empty")?.textContent).toContain("You have not enrolled in any exams yet.");
    const explore = shadow(el).querySelector<HTMLElement>(".exam-list-explore")!;
    explore.scrollIntoView = () => undefined;
    await click([...mine.querySelectorAll("button")].find((b) => b.textContent === "Explore Exams")!);
    expect(shadow(el).activeElement).toBe(explore);
  });

  it("leaves out recommendations and popular exams when there are none", async () => {
    lists({ "my-exams": () => page(exams(1)), recommended: () => page([]), popular: () => page([]), explore: () => page(exams(1, 5)) });
    const el = await examList();
    expect(section(el, "Recommended for You")).toBeNull();
    expect(section(el, "Popular Exams")).toBeNull();
  });

  it("says 'Error loading exams' with 'Please try again later' in a list that fails, and retries it", async () => {
    let fail = true;
    lists({
      "my-exams": () => page(exams(1)),
      popular: () => (fail ? json({ message: "Server down" }, 500) : page(exams(2, 40))),
      explore: () => page(exams(1, 9)),
    });
    const el = await examList();
    const failed = section(el, "Popular Exams")!;
    expect(failed.querySelector("[role=alert]")?.textContent).toContain("Error loading exams. Please try again later.");
    expect(cards(section(el, "My Exams"))).toHaveLength(1);
    fail = false;
    await click(failed.querySelector<HTMLButtonElement>("[role=alert] button")!);
    await until(() => expect(cards(section(el, "Popular Exams"))).toHaveLength(2));
  });

  it("reads Explore Exams page by page while pages come back full, as the contract's meta has no last page", async () => {
    const net = lists({ explore: (n) => (n === 1 ? page(exams(20), 1) : page(exams(3, 21), 2)) });
    const el = await examList();
    const explore = () => section(el, "Explore Exams");
    expect(cards(explore())).toHaveLength(20);
    const more = shadow(el).querySelector<HTMLButtonElement>(".lp-load-more-button")!;
    expect(more.textContent).toBe("Load more");
    await click(more);
    await until(() => expect(cards(explore())).toHaveLength(23));
    expect(net.to("/exams").map((c) => c.url.searchParams.get("page"))).toEqual(["1", "2"]);
    expect(shadow(el).querySelector(".lp-load-more-button")).toBeNull();
    // The first exam the page added is brought into view and takes the focus.
    const first = cards(explore())[20].closest("li")!;
    await until(() => expect(first.hasAttribute("inert")).toBe(false));
    await until(() => expect(shadow(el).activeElement).toBe(first.querySelector("a")));
  });

  it("speaks French on a French page", async () => {
    locale.value = "fr";
    lists({ "my-exams": () => page([]), explore: () => page([anExam(1, { pricing: "free", price: 0 })]) });
    const el = await examList();
    expect(section(el, "Mes examens")?.querySelector(".lp-empty")?.textContent).toContain("Vous n’êtes encore inscrit à aucun examen.");
    expect(cards(section(el, "Découvrir les examens"))[0].querySelector(".exam-card-price")?.textContent).toBe("GRATUIT");
  });
});
