import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { CourseSummary } from "#shared/api/catalogue.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { aCourse } from "#tests/support/catalogue-fixtures.ts";
import { byLabel, click, mount, settle, shadow, type, until } from "#tests/support/dom.ts";
import { json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as courseCatalogueTag } from "./course-catalogue.api.ts";
import * as courseCatalogueRoot from "./course-catalogue.tsx";

/** Counts every render of a course card, through the real card. */
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("../components/course-card.tsx", async (importOriginal) => {
  const real = await importOriginal<typeof import("../components/course-card.tsx")>();
  return {
    ...real,
    CourseCard: (props: Parameters<typeof real.CourseCard>[0]) => {
      cardRenders.count++;
      return real.CourseCard(props);
    },
  };
});

freshPageEachTest("/courses");

beforeAll(() => {
  defineWidget(courseCatalogueTag, courseCatalogueRoot);
});

const TOTAL = 2000;
const PER_PAGE = 100;
/** Every tenth course is about Python. */
const COURSES: CourseSummary[] = Array.from({ length: TOTAL }, (_, i) => aCourse(i + 1, { title: i % 10 === 0 ? `Python ${i + 1}` : `Course ${i + 1}` }));

function serve() {
  return mockFetch((call) => {
    const p = call.url.searchParams;
    if (call.url.pathname.endsWith("/categories")) return json({ data: [] });
    if (call.url.pathname.endsWith("/organizations/list")) return json({ data: [] });
    const q = (p.get("q") ?? "").toLowerCase();
    const found = q ? COURSES.filter((c) => c.title.toLowerCase().includes(q)) : COURSES;
    const page = Number(p.get("page") ?? 1);
    return json({
      data: found.slice((page - 1) * PER_PAGE, page * PER_PAGE),
      meta: { current_page: page, last_page: Math.ceil(found.length / PER_PAGE), total: found.length },
    });
  });
}

const cards = (root: ShadowRoot) => root.querySelectorAll(".catalogue-list .course-card").length;
const loadMore = (root: ShadowRoot) => [...root.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Load More");

describe("<lp-course-catalogue> with 2,000 courses shown", () => {
  it("renders only the new cards on Load More, none on a keystroke, and updates the results quickly", { timeout: 120_000 }, async () => {
    serve();
    const root = shadow(await mount("lp-course-catalogue"));
    await until(() => expect(cards(root)).toBe(PER_PAGE), 10_000);

    for (let shown = PER_PAGE; shown < TOTAL; shown += PER_PAGE) {
      const before = cardRenders.count;
      await click(loadMore(root)!);
      await until(() => expect(cards(root)).toBe(shown + PER_PAGE), 10_000);
      // Appending a page renders that page's cards; the ones already shown stay as they are.
      expect(cardRenders.count - before).toBe(PER_PAGE);
    }
    expect(loadMore(root)).toBeUndefined();

    // Typing: the search box re-renders, no card does.
    const search = byLabel(root, "Search courses");
    const rendersBefore = cardRenders.count;
    const keystrokes: number[] = [];
    for (const text of ["p", "py", "pyt", "pyth", "pytho", "python"]) {
      const start = performance.now();
      await type(search, text);
      keystrokes.push(performance.now() - start);
    }
    expect(cardRenders.count).toBe(rendersBefore);
    expect(cards(root)).toBe(TOTAL);

    // The pause: the 2,000 cards give way to the first page of results.
    const paused = performance.now();
    await until(() => expect(cards(root)).toBe(PER_PAGE), 10_000);
    const untilResults = performance.now() - paused;
    expect(root.querySelector(".catalogue-list .course-card h3")?.textContent).toBe("Python 1");
    await settle();

    // The same, without the debounce wait: Enter runs the search at once.
    await type(search, "python 1");
    const expectedMatches = COURSES.filter((c) => c.title.toLowerCase().includes("python 1")).length;
    const entered = performance.now();
    await act(async () => {
      search.form!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    await until(() => expect(root.querySelector(".catalogue-count")?.textContent).toBe(`${expectedMatches} courses found`), 10_000);
    const enterToResults = performance.now() - entered;

    const worst = Math.max(...keystrokes);
    console.info(
      `[catalogue perf] ${TOTAL} cards shown: keystroke render worst ${worst.toFixed(1)} ms (mean ${(keystrokes.reduce((a, b) => a + b, 0) / keystrokes.length).toFixed(1)} ms); ` +
        `typing pause → results ${untilResults.toFixed(0)} ms (includes the 400 ms debounce); Enter → results ${enterToResults.toFixed(0)} ms`,
    );
    // Loose bounds for a slow machine; the render counts above are the exact check.
    expect(worst).toBeLessThan(100);
    expect(enterToResults).toBeLessThan(1500);
  });
});
