import { afterEach, describe, expect, it, vi } from "vitest";
import type { CatalogueQuery, Category, CoursePage } from "#shared/api/catalogue.ts";
import { ApiError } from "#shared/api/errors.ts";
import { pageOf } from "#tests/support/catalogue-fixtures.ts";
import {
  type CatalogueSources,
  CourseCatalogueModel,
  cleanSearch,
  NO_FILTERS,
  normalizeFilters,
  parseId,
  SEARCH_DEBOUNCE_MS,
  sameFilters,
  toQuery,
} from "./course-catalogue-model.ts";

/** A controllable server: every courses call waits until the test answers it. */
function fakeSources(categories: Category[] = []) {
  const calls: { query: CatalogueQuery; resolve: (p: CoursePage) => void; reject: (e: unknown) => void }[] = [];
  const sources: CatalogueSources = {
    courses: (query) => new Promise((resolve, reject) => calls.push({ query, resolve, reject })),
    categories: async () => ({ data: categories }),
    organizations: async () => ({ data: [{ id: 5, name: "Buea Academy" }] }),
  };
  return { sources, calls, last: () => calls[calls.length - 1] };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe("filters", () => {
  it("keep only valid values, in one order, without repeats", () => {
    const f = normalizeFilters({
      q: "  python  ",
      categories: [7, 3, 7, -1, 0, 1.5, 1e12] as number[],
      difficulty: ["advanced", "expert", "beginner", "advanced"] as never,
      pricing: ["paid", "free", "cheap"] as never,
      organizationId: 0,
      language: "de" as never,
    });
    expect(f).toEqual({
      q: "python",
      categories: [3, 7],
      difficulty: ["beginner", "advanced"],
      pricing: ["free", "paid"],
      organizationId: null,
      language: null,
    });
    expect(normalizeFilters({ language: "fr" }).language).toBe("fr");
  });

  it("compare equal whatever order they were chosen in", () => {
    expect(sameFilters(normalizeFilters({ categories: [2, 1] }), normalizeFilters({ categories: [1, 2] }))).toBe(true);
    expect(sameFilters(normalizeFilters({ categories: [1] }), normalizeFilters({ categories: [1, 2] }))).toBe(false);
    expect(sameFilters(normalizeFilters({ q: "a" }), NO_FILTERS)).toBe(false);
    expect(sameFilters(normalizeFilters({ language: "fr" }), NO_FILTERS)).toBe(false);
    expect(sameFilters(normalizeFilters({ language: "fr" }), normalizeFilters({ language: "en" }))).toBe(false);
  });

  it("become the courses call's query, with the page", () => {
    const f = normalizeFilters({ q: "data", categories: [4, 2], difficulty: ["intermediate"], pricing: ["free"], organizationId: 9, language: "fr" });
    expect(toQuery(f, 3)).toEqual({
      page: 3,
      q: "data",
      categories: [2, 4],
      difficulty: ["intermediate"],
      pricing: ["free"],
      organization_id: 9,
      language: "fr",
    });
    expect(toQuery(NO_FILTERS, 1)).toEqual({ page: 1, q: undefined, categories: [], difficulty: [], pricing: [], organization_id: null, language: null });
  });

  it("read ids as whole numbers of at most nine digits", () => {
    expect(parseId("42")).toBe(42);
    expect(parseId(" 42 ")).toBe(42);
    expect(parseId("0")).toBeNull();
    expect(parseId("-3")).toBeNull();
    expect(parseId("4e2")).toBeNull();
    expect(parseId("1234567890")).toBeNull();
    expect(parseId("12abc")).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });

  it("cut a search to 100 characters without splitting one", () => {
    expect(cleanSearch("x".repeat(150))).toHaveLength(100);
    const emoji = "😀".repeat(120);
    expect(Array.from(cleanSearch(emoji))).toHaveLength(100);
    expect(cleanSearch("   ")).toBe("");
  });
});

describe("CourseCatalogueModel", () => {
  it("loads page 1 of the initial filters and shows its meta", async () => {
    const server = fakeSources();
    const model = new CourseCatalogueModel({ organizationId: 5 }, server.sources);
    expect(model.status.value).toBe("loading");
    expect(server.calls[0].query).toMatchObject({ page: 1, organization_id: 5 });
    server.last().resolve(pageOf([1, 2], 1, 3, 6));
    await flush();
    expect(model.status.value).toBe("ready");
    expect(model.courses.value.map((c) => c.id)).toEqual([1, 2]);
    expect(model.page.value).toEqual({ current_page: 1, total: 6 });
    expect(model.hasMore.value).toBe(true);
  });

  it("appends the next page on Load More and stops offering it on the last page", async () => {
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    server.last().resolve(pageOf([1, 2], 1, 2, 4));
    await flush();
    const [first, second] = model.courses.value;
    void model.loadMore();
    expect(model.more.value).toBe("loading");
    expect(server.last().query.page).toBe(2);
    // Course 2 slid onto page 2 meanwhile: listed once, at its first place, as the same object.
    server.last().resolve(pageOf([2, 3, 4], 2, 2, 4));
    await flush();
    expect(model.courses.value.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(model.courses.value[0]).toBe(first);
    expect(model.courses.value[1]).toBe(second);
    expect(model.hasMore.value).toBe(false);
    const before = server.calls.length;
    await model.loadMore();
    expect(server.calls).toHaveLength(before);
  });

  it("asks for the next page once however often Load More is pressed", async () => {
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    server.last().resolve(pageOf([1], 1, 5, 5));
    await flush();
    void model.loadMore();
    void model.loadMore();
    void model.loadMore();
    expect(server.calls).toHaveLength(2);
  });

  it("goes back to page 1 and replaces the list when a filter changes", async () => {
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    server.last().resolve(pageOf([1, 2], 1, 3, 6));
    await flush();
    void model.loadMore();
    server.last().resolve(pageOf([3, 4], 2, 3, 6));
    await flush();
    expect(model.page.value?.current_page).toBe(2);

    model.toggleDifficulty("advanced", true);
    expect(server.last().query).toMatchObject({ page: 1, difficulty: ["advanced"] });
    expect(model.status.value).toBe("loading");
    server.last().resolve(pageOf([9], 1, 1, 1));
    await flush();
    expect(model.courses.value.map((c) => c.id)).toEqual([9]);
    expect(model.page.value).toEqual({ current_page: 1, total: 1 });
  });

  it("narrows to one language, and All takes every language again, each from page 1", async () => {
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    server.last().resolve(pageOf([1, 2], 1, 3, 6));
    await flush();
    model.setLanguage("fr");
    expect(model.filters.value.language).toBe("fr");
    expect(server.last().query).toMatchObject({ page: 1, language: "fr" });
    server.last().resolve(pageOf([4], 1, 1, 1));
    await flush();
    expect(model.courses.value.map((c) => c.id)).toEqual([4]);
    model.setLanguage(null);
    expect(server.last().query).toMatchObject({ page: 1, language: null });
    expect(server.calls).toHaveLength(3);
    // Choosing it again asks nothing.
    model.setLanguage(null);
    expect(server.calls).toHaveLength(3);
    model.setLanguage("en");
    model.clearFilters();
    expect(model.filters.value.language).toBeNull();
  });

  it("'All' clears its group; unticking the last box is the same as All", async () => {
    const server = fakeSources();
    const model = new CourseCatalogueModel({ difficulty: ["beginner", "advanced"], pricing: ["free"] }, server.sources);
    model.clearDifficulty();
    expect(model.filters.value.difficulty).toEqual([]);
    model.togglePricing("free", false);
    expect(model.filters.value.pricing).toEqual([]);
    model.togglePricing("paid", true);
    model.clearPricing();
    expect(model.filters.value.pricing).toEqual([]);
  });

  it("does not ask again when a change leaves the filters as they were", () => {
    const server = fakeSources();
    const model = new CourseCatalogueModel({ categories: [3] }, server.sources);
    model.toggleCategory(3, true);
    model.clearDifficulty();
    model.setOrganization(null);
    // Only page 1 of the first filters.
    expect(server.calls).toHaveLength(1);
  });

  it("ignores the answer of a filter that was changed meanwhile", async () => {
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    const stale = server.last();
    model.togglePricing("free", true);
    const fresh = server.last();
    fresh.resolve(pageOf([7], 1, 1, 1));
    await flush();
    stale.resolve(pageOf([1, 2, 3], 1, 1, 3));
    await flush();
    expect(model.courses.value.map((c) => c.id)).toEqual([7]);
    expect(model.page.value?.total).toBe(1);
  });

  it("drops a pending Load More when the filters change", async () => {
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    server.last().resolve(pageOf([1], 1, 2, 2));
    await flush();
    void model.loadMore();
    const staleMore = server.last();
    model.toggleCategory(4, true);
    server.last().resolve(pageOf([8], 1, 1, 1));
    await flush();
    staleMore.resolve(pageOf([2], 2, 2, 2));
    await flush();
    expect(model.courses.value.map((c) => c.id)).toEqual([8]);
    expect(model.more.value).toBe("idle");
  });

  it("keeps the server's message, or none for the page to say in its own words, and retries page 1", async () => {
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    server.last().reject(new ApiError("Database unavailable", 503, {}, true));
    await flush();
    expect(model.status.value).toBe("error");
    expect(model.error.value).toBe("Database unavailable");
    model.retry();
    expect(server.calls).toHaveLength(2);
    server.last().reject(new TypeError("boom"));
    await flush();
    expect(model.error.value).toBe(null);
    expect(model.status.value).toBe("error");
    model.retry();
    server.last().reject(new ApiError("An unexpected error occurred.", 0)); // the client's own default
    await flush();
    expect(model.error.value).toBe(null);
    model.retry();
    server.last().resolve(pageOf([1], 1, 1, 1));
    await flush();
    expect(model.status.value).toBe("ready");
  });

  it("keeps the list when a later page fails, and retries that page", async () => {
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    server.last().resolve(pageOf([1], 1, 2, 2));
    await flush();
    void model.loadMore();
    server.last().reject(new ApiError("Timeout", 504, {}, true));
    await flush();
    expect(model.more.value).toBe("error");
    expect(model.moreError.value).toBe("Timeout");
    expect(model.courses.value.map((c) => c.id)).toEqual([1]);
    model.retry();
    expect(server.last().query.page).toBe(2);
  });

  it("drops categories from a link that no longer exist", async () => {
    const server = fakeSources([{ id: 3, name: "Business", fields: [] }]);
    const model = new CourseCatalogueModel({ categories: [3, 99] }, server.sources);
    await flush();
    expect(model.filters.value.categories).toEqual([3]);
    expect(server.last().query.categories).toEqual([3]);
  });
});

describe("search debounce (the model reads page 1 of its first filters as it is made)", () => {
  it("searches 400 ms after the last keystroke, once", async () => {
    vi.useFakeTimers();
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    model.setSearch("p");
    await vi.advanceTimersByTimeAsync(300);
    model.setSearch("py");
    await vi.advanceTimersByTimeAsync(300);
    model.setSearch("pyt");
    expect(model.searchText.value).toBe("pyt");
    expect(model.filters.value.q).toBe("");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    expect(server.last().query).toMatchObject({ page: 1, q: "pyt" });
  });

  it("does not search again when the text comes back to what was searched", async () => {
    vi.useFakeTimers();
    const server = fakeSources();
    const model = new CourseCatalogueModel({ q: "java" }, server.sources);
    model.setSearch("jav");
    model.setSearch("java ");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(server.calls).toHaveLength(1);
  });

  it("searches at once on Enter, and the pause then adds nothing", async () => {
    vi.useFakeTimers();
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    model.setSearch("excel");
    model.commitSearch();
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(server.calls).toHaveLength(2);
  });

  it("takes a pending search along with a filter change, in one request", async () => {
    vi.useFakeTimers();
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    model.setSearch("design");
    model.togglePricing("free", true);
    expect(server.calls).toHaveLength(2);
    expect(server.last().query).toMatchObject({ q: "design", pricing: ["free"] });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(server.calls).toHaveLength(2);
  });

  it("stops a stale search from replacing a newer one", async () => {
    vi.useFakeTimers();
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    model.setSearch("py");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const stale = server.last();
    model.setSearch("python");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    server.last().resolve(pageOf([2], 1, 1, 1));
    stale.resolve(pageOf([1], 1, 1, 1));
    await vi.advanceTimersByTimeAsync(0);
    expect(model.courses.value.map((c) => c.id)).toEqual([2]);
  });

  it("cancels the pending search when disposed", async () => {
    vi.useFakeTimers();
    const server = fakeSources();
    const model = new CourseCatalogueModel({}, server.sources);
    model.setSearch("x");
    model[Symbol.dispose]();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(server.calls).toHaveLength(1);
  });
});
