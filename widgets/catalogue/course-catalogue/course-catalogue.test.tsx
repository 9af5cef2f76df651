import { act } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import type { CourseSummary } from "#shared/api/catalogue.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { aCourse } from "#tests/support/catalogue-fixtures.ts";
import { button, byLabel, click, mount, settle, shadow, type, until } from "#tests/support/dom.ts";
import { type Handler, json, mockFetch, type RecordedCall } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as courseCatalogueTag } from "./course-catalogue.api.ts";
import * as courseCatalogueRoot from "./course-catalogue.tsx";

freshPageEachTest("/courses");

beforeAll(() => {
  defineWidget(courseCatalogueTag, courseCatalogueRoot);
});

const CATEGORIES = [
  {
    id: 1,
    name: "Technology",
    fields: [
      { id: 1, name: "Web" },
      { id: 2, name: "Data" },
      { id: 3, name: "Cloud" },
    ],
  },
  { id: 2, name: "Business", fields: [{ id: 4, name: "Marketing" }] },
];
const ORGANIZATIONS = [
  { id: 5, name: "Buea Academy" },
  { id: 6, name: "Douala Tech Hub" },
];

/** 30 courses: every third advanced, odd ids free, ids above 20 in Business from Douala Tech Hub, every fourth taught in French. */
const COURSES: CourseSummary[] = Array.from({ length: 30 }, (_, i) => {
  const id = i + 1;
  return aCourse(id, {
    title: id % 10 === 0 ? `Python ${id}` : `Course ${id}`,
    difficulty_level: id % 3 === 0 ? "advanced" : "beginner",
    pricing: id % 2 ? "free" : "paid",
    category: id > 20 ? { id: 2, name: "Business" } : { id: 1, name: "Technology" },
    organization: id > 20 ? { id: 6, slug: "dth", name: "Douala Tech Hub", logo: null } : { id: 5, slug: "ba", name: "Buea Academy", logo: null },
    language: id % 4 === 0 ? "fr" : "en",
  });
});

const list = (p: URLSearchParams, key: string) => (p.get(key) ?? "").split(",").filter(Boolean);

/** The catalogue call as a server answers it: filtered, 12 a page. */
function catalogue(call: RecordedCall, courses = COURSES, perPage = 12): Response {
  const p = call.url.searchParams;
  const q = (p.get("q") ?? "").toLowerCase();
  const found = courses.filter(
    (c) =>
      (!q || c.title.toLowerCase().includes(q)) &&
      (!p.get("categories") || list(p, "categories").includes(String(c.category?.id))) &&
      (!p.get("difficulty") || list(p, "difficulty").includes(c.difficulty_level)) &&
      (!p.get("pricing") || list(p, "pricing").includes(c.pricing)) &&
      (!p.get("organization_id") || String(c.organization?.id) === p.get("organization_id")) &&
      (!p.get("language") || c.language === p.get("language")),
  );
  const page = Number(p.get("page") ?? 1);
  return json({
    data: found.slice((page - 1) * perPage, page * perPage),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(found.length / perPage)), total: found.length },
  });
}

function api(courses: Handler = (call) => catalogue(call)) {
  return mockFetch((call) => {
    const path = call.url.pathname;
    if (path.endsWith("/categories")) return json({ data: CATEGORIES });
    if (path.endsWith("/organizations/list")) return json({ data: ORGANIZATIONS });
    if (path.endsWith("/courses")) return courses(call);
    return json({ message: "Not found" }, 404);
  });
}

async function open(attributes: Record<string, string> = {}) {
  const el = await mount("lp-course-catalogue", attributes);
  const root = shadow(el);
  return { el, root };
}

const cards = (root: ShadowRoot) => [...root.querySelectorAll(".catalogue-list .course-card")];
const titles = (root: ShadowRoot) => cards(root).map((c) => c.querySelector("h3")?.textContent);
const countText = (root: ShadowRoot) => root.querySelector(".catalogue-count")?.textContent ?? "";
const loadMore = (root: ShadowRoot) => [...root.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Load More") ?? null;
/** The sidebar's controls (the drawer, when open, has the same ones). */
const sidebar = (root: ShadowRoot) => root.querySelector<HTMLElement>(".catalogue-sidebar")!;
const group = (root: ParentNode, legend: string) => [...root.querySelectorAll("fieldset")].find((f) => f.querySelector("legend")?.textContent === legend)!;
const pages = (calls: RecordedCall[]) => calls.map((c) => Object.fromEntries(c.url.searchParams));
/** What each card's language badge says to a screen reader ("" where a card has none). */
const taughtIn = (root: ShadowRoot) => cards(root).map((c) => c.querySelector(".media-card-language .lp-visually-hidden")?.textContent ?? "");

async function ready(root: ShadowRoot, count = 12) {
  await until(() => expect(cards(root)).toHaveLength(count));
}

describe("<lp-course-catalogue>", () => {
  it("shows six placeholders while page 1 loads, then the courses and their number", async () => {
    let answer!: (r: Response) => void;
    api(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { root } = await open();
    expect(root.querySelector("h1")?.textContent).toBe("Explore Our Course Catalog");
    expect(root.querySelectorAll(".lp-skeleton")).toHaveLength(6);
    expect(cards(root)).toHaveLength(0);

    answer(catalogue({ url: new URL("http://x/api/courses?page=1") } as RecordedCall));
    await ready(root);
    expect(root.querySelectorAll(".lp-skeleton")).toHaveLength(0);
    expect(countText(root)).toBe("30 courses found");
    expect(root.querySelector(".catalogue-count")?.getAttribute("aria-live")).toBe("polite");
    expect(titles(root).slice(0, 2)).toEqual(["Course 1", "Course 2"]);
    // Each card is a real link to the platform's course page.
    expect(cards(root)[0].querySelector("a")?.getAttribute("href")).toBe("/courses/course-1");
  });

  it("appends the next page with Load More, and removes the button after the last page", async () => {
    const net = api();
    const { root } = await open();
    await ready(root);
    const firstCard = cards(root)[0];
    expect(loadMore(root)).not.toBeNull();

    await click(loadMore(root)!);
    await ready(root, 24);
    expect(cards(root)[0]).toBe(firstCard);
    expect(titles(root)[12]).toBe("Course 13");
    expect(root.querySelector(".lp-load-more-shown")?.textContent).toBe("Showing 24 of 30 courses");

    await click(loadMore(root)!);
    await ready(root, 30);
    expect(loadMore(root)).toBeNull();
    expect(pages(net.to("/courses")).map((q) => q.page)).toEqual(["1", "2", "3"]);
  });

  it("never shows a course twice when the list shifted between pages", async () => {
    api((call) => {
      const page = Number(call.url.searchParams.get("page"));
      // Page 2 starts with the last course of page 1 again (a course was published meanwhile).
      const ids = page === 1 ? [1, 2, 3] : [3, 4, 5];
      return json({ data: ids.map((id) => aCourse(id)), meta: { current_page: page, last_page: 2, total: 6 } });
    });
    const { root } = await open();
    await ready(root, 3);
    await click(loadMore(root)!);
    await ready(root, 5);
    expect(titles(root)).toEqual(["Course 1", "Course 2", "Course 3", "Course 4", "Course 5"]);
  });

  it("goes back to page 1 and replaces the list when a filter changes; All clears the group", async () => {
    const net = api();
    const { root } = await open();
    await ready(root);
    await click(loadMore(root)!);
    await ready(root, 24);

    const difficulty = group(sidebar(root), "Difficulty");
    await click(byLabel(difficulty, "Advanced"));
    await ready(root, 10);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1", difficulty: "advanced" });
    expect(titles(root)).toEqual(COURSES.filter((c) => c.difficulty_level === "advanced").map((c) => c.title));
    expect(countText(root)).toBe("10 courses found");
    expect(loadMore(root)).toBeNull();
    expect(byLabel(difficulty, "All").checked).toBe(false);

    await click(byLabel(difficulty, "All"));
    await ready(root, 12);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1" });
    expect(byLabel(difficulty, "Advanced").checked).toBe(false);
    expect(byLabel(difficulty, "All").checked).toBe(true);
    expect(loadMore(root)).not.toBeNull();
  });

  it("lists categories with their number of fields and filters by them", async () => {
    const net = api();
    const { root } = await open();
    await ready(root);
    const categories = group(sidebar(root), "Categories");
    expect([...categories.querySelectorAll("label")].map((l) => l.textContent)).toEqual(["Technology (3)", "Business (1)"]);
    await click(byLabel(categories, "Business (1)"));
    await ready(root, 10);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1", categories: "2" });
    await click(byLabel(group(sidebar(root), "Pricing"), "Free"));
    await ready(root, 5);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1", categories: "2", pricing: "free" });
  });

  it("filters by organization from the dropdown", async () => {
    const net = api();
    const { root } = await open();
    await ready(root);
    const select = byLabel(sidebar(root), "Organization") as unknown as HTMLSelectElement;
    await until(() => expect([...select.options].map((o) => o.text)).toEqual(["All Organizations", "Buea Academy", "Douala Tech Hub"]));
    await act(async () => {
      select.value = "6";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await ready(root, 10);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1", organization_id: "6" });
  });

  it("narrows to the courses taught in French from 'Taught in', and All takes every language back", async () => {
    const net = api();
    const { root } = await open();
    await ready(root);
    const taught = group(sidebar(root), "Taught in");
    expect([...taught.querySelectorAll("label")].map((l) => l.textContent)).toEqual(["All", "English", "Français"]);
    expect(byLabel(taught, "All").checked).toBe(true);

    await click(byLabel(taught, "Français"));
    await ready(root, 7);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1", language: "fr" });
    expect(taughtIn(root)).toEqual(Array(7).fill("Taught in French"));
    expect(cards(root)[0].querySelector(".media-card-language")?.textContent).toContain("FR");
    expect(countText(root)).toBe("7 courses found");
    expect(location.search).toBe("?language=fr");
    expect(byLabel(taught, "Français").checked).toBe(true);
    expect(byLabel(taught, "All").checked).toBe(false);

    // The drawer shows the same choice and changes it for both.
    await click(button(root, "Filters"));
    const dialog = root.querySelector("dialog")!;
    expect(byLabel(group(dialog, "Taught in"), "Français").checked).toBe(true);
    await click(byLabel(group(dialog, "Taught in"), "English"));
    await ready(root, 12);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1", language: "en" });
    expect(byLabel(taught, "English").checked).toBe(true);
    expect(byLabel(group(dialog, "Taught in"), "English").checked).toBe(true);
    await click(button(dialog, "Show results"));

    await click(byLabel(taught, "All"));
    await ready(root, 12);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1" });
    expect(location.search).toBe("");
    expect(countText(root)).toBe("30 courses found");
  });

  it("restores the language from the address, and Clear all filters lets it go", async () => {
    history.replaceState(null, "", "/courses?language=fr&pricing=free");
    const net = api();
    const { root } = await open();
    await until(() => expect(root.textContent).toContain("No courses found."));
    expect(pages(net.to("/courses"))[0]).toEqual({ page: "1", pricing: "free", language: "fr" });
    expect(byLabel(group(sidebar(root), "Taught in"), "Français").checked).toBe(true);
    await click(button(root, "Clear all filters"));
    await ready(root);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1" });
    expect(byLabel(group(sidebar(root), "Taught in"), "All").checked).toBe(true);
  });

  it("shows the list unfiltered, without badges, against an API that knows no language", async () => {
    const net = api((call) => {
      const url = new URL(call.url);
      url.searchParams.delete("language");
      const plain = COURSES.map(({ language: _, ...course }) => course);
      return catalogue({ ...call, url } as RecordedCall, plain as CourseSummary[]);
    });
    const { root } = await open();
    await ready(root);
    await click(byLabel(group(sidebar(root), "Taught in"), "Français"));
    await until(() => expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1", language: "fr" }));
    await ready(root, 12);
    expect(countText(root)).toBe("30 courses found");
    expect(root.querySelector(".lp-error")).toBeNull();
    expect(root.querySelector(".media-card-language")).toBeNull();
    expect(byLabel(group(sidebar(root), "Taught in"), "Français").checked).toBe(true);
  });

  it("searches once typing pauses for 400 ms, with one request for many keystrokes", async () => {
    const net = api();
    const { root } = await open();
    await ready(root);
    const search = byLabel(root, "Search courses");
    const started = Date.now();
    await type(search, "py");
    await type(search, "pyth");
    await type(search, "python");
    await settle();
    expect(net.to("/courses")).toHaveLength(1);
    expect(cards(root)).toHaveLength(12);

    await ready(root, 3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(pages(net.to("/courses"))).toEqual([{ page: "1" }, { page: "1", q: "python" }]);
    expect(countText(root)).toBe("3 courses found");
    expect(search.value).toBe("python");
  });

  it("searches at once on Enter", async () => {
    const net = api();
    const { root } = await open();
    await ready(root);
    const search = byLabel(root, "Search courses");
    await type(search, "python 20");
    await act(async () => {
      search.form!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    await ready(root, 1);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1", q: "python 20" });
  });

  it("shows the server's message with a retry that loads the courses", async () => {
    let fail = true;
    api((call) => (fail ? json({ message: "The catalogue is being updated." }, 422) : catalogue(call)));
    const { root } = await open();
    await until(() => expect(root.textContent).toContain("Error loading courses: The catalogue is being updated."));
    expect(root.querySelector('[role="alert"]')).not.toBeNull();
    fail = false;
    await click(button(root, "Try again"));
    await ready(root);
    expect(root.textContent).not.toContain("Error loading courses");
  });

  it("shows the default sentence when the answer is unusable", async () => {
    api(() => json({ unexpected: true }));
    const { root } = await open();
    await until(() => expect(root.textContent).toContain("Error loading courses: An unexpected error occurred."));
  });

  it("shows the default sentence in the learner's language", async () => {
    locale.value = "fr";
    api(() => json({ unexpected: true }));
    const { root } = await open();
    await until(() => expect(root.textContent).toContain("Erreur lors du chargement des cours : Une erreur inattendue s’est produite."));
  });

  it("says so when nothing matches, and offers to clear the filters", async () => {
    history.replaceState(null, "", "/courses?q=cobol");
    const net = api();
    const { root } = await open();
    await until(() => expect(root.textContent).toContain("No courses found."));
    expect(countText(root)).toBe("0 courses found");
    await click(button(root, "Clear all filters"));
    await ready(root);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1" });
    expect(byLabel(root, "Search courses").value).toBe("");
  });

  it("keeps the filters in the page address and restores them on load", async () => {
    history.replaceState(null, "", "/courses?ref=newsletter&difficulty=advanced&pricing=paid");
    const net = api();
    const { root } = await open();
    await ready(root, 5);
    expect(pages(net.to("/courses"))[0]).toEqual({ page: "1", difficulty: "advanced", pricing: "paid" });
    expect(byLabel(group(sidebar(root), "Difficulty"), "Advanced").checked).toBe(true);
    expect(byLabel(group(sidebar(root), "Pricing"), "Paid").checked).toBe(true);

    await click(byLabel(group(sidebar(root), "Categories"), "Technology (3)"));
    await ready(root, 3);
    expect(location.search).toBe("?ref=newsletter&categories=1&difficulty=advanced&pricing=paid");

    await type(byLabel(root, "Search courses"), "python");
    await until(() => expect(location.search).toBe("?ref=newsletter&q=python&categories=1&difficulty=advanced&pricing=paid"));
  });

  it("ignores hostile values in the address", async () => {
    history.replaceState(null, "", "/courses?categories=1,abc,-1&difficulty=<script>&pricing=free;drop&organization_id=javascript:alert(1)");
    const net = api();
    const { root } = await open();
    await ready(root, 12);
    expect(pages(net.to("/courses"))[0]).toEqual({ page: "1", categories: "1" });
    expect(titles(root)).toEqual(COURSES.slice(0, 12).map((c) => c.title));
  });

  it("leaves the address alone with sync-url=false", async () => {
    history.replaceState(null, "", "/courses?pricing=free");
    const net = api();
    const { root } = await open({ "sync-url": "false" });
    await ready(root);
    expect(pages(net.to("/courses"))[0]).toEqual({ page: "1" });
    await click(byLabel(group(sidebar(root), "Pricing"), "Paid"));
    await until(() => expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1", pricing: "paid" }));
    expect(location.search).toBe("?pricing=free");
  });

  it("leaves a partner site's address alone unless sync-url is set", async () => {
    window.lpConfig = { platformUrl: "https://learn.example.cm" };
    try {
      history.replaceState(null, "", "/partner?pricing=free");
      api();
      const { root } = await open();
      await ready(root);
      await click(byLabel(group(sidebar(root), "Pricing"), "Paid"));
      await ready(root, 12);
      expect(location.search).toBe("?pricing=free");
      expect(cards(root)[0].querySelector("a")?.getAttribute("href")).toBe("https://learn.example.cm/courses/course-2");

      // With the attribute, the address is read and written there too.
      await act(async () => document.body.replaceChildren());
      const net = api();
      const second = await open({ "sync-url": "" });
      await ready(second.root, 12);
      expect(pages(net.to("/courses"))[0]).toEqual({ page: "1", pricing: "free" });
      await click(byLabel(group(sidebar(second.root), "Difficulty"), "Advanced"));
      await until(() => expect(location.search).toBe("?difficulty=advanced&pricing=free"));
    } finally {
      delete window.lpConfig;
    }
  });

  it("starts on the organization given by organization-id", async () => {
    const net = api();
    const { root } = await open({ "organization-id": "6" });
    await ready(root, 10);
    expect(pages(net.to("/courses"))[0]).toEqual({ page: "1", organization_id: "6" });
    const select = byLabel(sidebar(root), "Organization") as unknown as HTMLSelectElement;
    await until(() => expect(select.selectedOptions[0]?.text).toBe("Douala Tech Hub"));

    // Choosing All Organizations is kept in the address, so a refresh does not bring the preset back.
    await act(async () => {
      select.value = "";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await ready(root, 12);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1" });
    expect(location.search).toBe("?organization_id=all");
  });

  it("takes the organization from the address (/courses?organization_id=…)", async () => {
    history.replaceState(null, "", "/courses?organization_id=5");
    const net = api();
    const { root } = await open();
    await ready(root, 12);
    expect(pages(net.to("/courses"))[0]).toEqual({ page: "1", organization_id: "5" });
  });

  it("keeps the focus on Load More, then moves it to the first new course after the last page", async () => {
    api();
    const { root } = await open();
    await ready(root);
    const more = loadMore(root)!;
    more.focus();
    await click(more);
    await ready(root, 24);
    expect(root.activeElement).toBe(more);
    expect(more.disabled).toBe(false);

    await click(more);
    await ready(root, 30);
    await until(() => expect(root.activeElement).toBe(cards(root)[24].querySelector("a")));
  });

  it("takes the fixed style after the page scrolls past 380 px", async () => {
    api();
    const { root } = await open();
    await ready(root);
    expect(sidebar(root).classList.contains("is-fixed")).toBe(false);
    await act(async () => {
      window.scrollTo(0, 381);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(window.scrollY).toBe(381);
    expect(sidebar(root).classList.contains("is-fixed")).toBe(true);
    await act(async () => {
      window.scrollTo(0, 380);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(sidebar(root).classList.contains("is-fixed")).toBe(false);
  });

  it("opens the filters in a drawer from the Filters button", async () => {
    const net = api();
    const { root } = await open();
    await ready(root);
    const dialog = root.querySelector("dialog")!;
    expect(dialog.open).toBe(false);
    await click(button(root, "Filters"));
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector("h2")?.textContent).toBe("Filters");
    await click(byLabel(group(dialog, "Pricing"), "Free"));
    await ready(root, 12);
    expect(pages(net.to("/courses")).at(-1)).toEqual({ page: "1", pricing: "free" });
    // The sidebar shows the same choice.
    expect(byLabel(group(sidebar(root), "Pricing"), "Free").checked).toBe(true);
    await click(button(dialog, "Show results"));
    expect(dialog.open).toBe(false);
  });

  it("hides the sidebar and shows the Filters button under 768 px of its own width", () => {
    expect(courseCatalogueRoot.styles.join("\n")).toMatch(/\.catalogue-sidebar\s*\{\s*display:\s*none;/);
    expect(courseCatalogueRoot.styles.join("\n")).toMatch(
      /@container lp-catalogue \(min-width: 768px\)\s*\{[^@]*\.catalogue-sidebar\s*\{\s*display:\s*block;[^@]*\.catalogue-filters-toggle\s*\{\s*display:\s*none;/,
    );
    expect(courseCatalogueRoot.styles.join("\n")).toMatch(/\.catalogue-sidebar\.is-fixed\s*\{\s*position:\s*sticky;/);
    // The card styles come along.
    expect(courseCatalogueRoot.styles.join("\n")).toContain(".media-card-title");
  });

  it("speaks French", async () => {
    locale.value = "fr";
    api();
    const { root } = await open();
    await ready(root);
    expect(root.querySelector("h1")?.textContent).toBe("Explorez notre catalogue de cours");
    expect(countText(root)).toBe("30 cours trouvés");
    expect(button(root, "Charger plus")).toBeTruthy();
    const select = byLabel(sidebar(root), "Organisation") as unknown as HTMLSelectElement;
    expect(select.options[0].text).toBe("Toutes les organisations");
    const taught = group(sidebar(root), "Langue d’enseignement");
    expect([...taught.querySelectorAll("label")].map((l) => l.textContent)).toEqual(["Toutes", "English", "Français"]);
    expect(taughtIn(root).slice(2, 4)).toEqual(["Cours en anglais", "Cours en français"]);
  });
});
