import { beforeEach, describe, expect, it, vi } from "vitest";
import { NO_FILTERS, normalizeFilters } from "./course-catalogue-model.ts";
import { filtersFromSearch, searchWithFilters, writeFiltersToUrl } from "./url.ts";

describe("catalogue filters in the page address", () => {
  it("reads every filter", () => {
    expect(filtersFromSearch("?q=python%20basics&categories=3,1&difficulty=beginner,advanced&pricing=free&language=fr&organization_id=5")).toEqual({
      q: "python basics",
      categories: [1, 3],
      difficulty: ["beginner", "advanced"],
      pricing: ["free"],
      organizationId: 5,
      language: "fr",
    });
    expect(filtersFromSearch("")).toEqual(NO_FILTERS);
  });

  it("accepts lists repeated, spaced or in capitals", () => {
    expect(filtersFromSearch("?categories=2&categories=%204%20&difficulty=Intermediate&pricing=PAID&language=%20FR%20")).toMatchObject({
      categories: [2, 4],
      difficulty: ["intermediate"],
      pricing: ["paid"],
      language: "fr",
    });
  });

  it("drops hostile and malformed values instead of sending them", () => {
    const f = filtersFromSearch(
      "?q=" +
        encodeURIComponent("<img src=x onerror=alert(1)>") +
        "&categories=1,abc,-2,0,1e3,12345678901,3,__proto__" +
        "&difficulty=expert,beginner;drop table" +
        "&pricing=all,free,javascript:alert(1)" +
        "&organization_id=javascript:alert(1)" +
        "&language=fr;drop table",
    );
    expect(f).toEqual({
      q: "<img src=x onerror=alert(1)>",
      categories: [1, 3],
      difficulty: [],
      pricing: ["free"],
      organizationId: null,
      language: null,
    });
    for (const language of ["de", "all", "fr,en", "__proto__", ""]) expect(filtersFromSearch(`?language=${language}`).language, language).toBeNull();
  });

  it("cuts an overlong search and caps the number of categories", () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1).join(",");
    const f = filtersFromSearch(`?q=${"a".repeat(5000)}&categories=${ids}`);
    expect(f.q).toHaveLength(100);
    expect(f.categories).toHaveLength(100);
  });

  it("survives broken percent-encoding", () => {
    expect(() => filtersFromSearch("?q=%E0%A4%A&categories=%ZZ")).not.toThrow();
    expect(searchWithFilters("?%ZZ=1", NO_FILTERS)).toBe("?%ZZ=1");
  });

  it("uses the element's organization unless the address names one", () => {
    expect(filtersFromSearch("", 8).organizationId).toBe(8);
    expect(filtersFromSearch("?organization_id=3", 8).organizationId).toBe(3);
    expect(filtersFromSearch("?organization_id=all", 8).organizationId).toBeNull();
    expect(filtersFromSearch("?organization_id=nope", 8).organizationId).toBe(8);
  });

  it("writes the filters, with readable commas, keeping the page's own parameters", () => {
    const f = normalizeFilters({ q: "C# & .NET", categories: [7, 2], difficulty: ["advanced"], pricing: ["paid"], organizationId: 4, language: "fr" });
    expect(searchWithFilters("?ref=home&q=old&language=en&page=2", f)).toBe(
      "?ref=home&page=2&q=C%23%20%26%20.NET&categories=2,7&difficulty=advanced&pricing=paid&language=fr&organization_id=4",
    );
    expect(searchWithFilters("?ref=home&categories=1", NO_FILTERS)).toBe("?ref=home");
    expect(searchWithFilters("?ref=home&language=fr", NO_FILTERS)).toBe("?ref=home");
    expect(searchWithFilters("?categories=1", NO_FILTERS)).toBe("");
  });

  it("remembers All Organizations on a catalogue preset to one", () => {
    expect(searchWithFilters("", NO_FILTERS, 8)).toBe("?organization_id=all");
    expect(filtersFromSearch(searchWithFilters("", NO_FILTERS, 8), 8).organizationId).toBeNull();
  });

  it("round-trips any filters, hostile text included", () => {
    const samples = [
      normalizeFilters({
        q: "a&b=c#d?e%f+g",
        categories: [1, 99],
        difficulty: ["beginner", "intermediate"],
        pricing: ["free", "paid"],
        organizationId: 999_999_999,
        language: "en",
      }),
      normalizeFilters({ language: "fr" }),
      normalizeFilters({ q: "élève 😀 ,,, \"'<>", organizationId: null }),
      normalizeFilters({ q: "organization_id=5&categories=9" }),
      NO_FILTERS,
    ];
    for (const f of samples) expect(filtersFromSearch(searchWithFilters("?x=1", f))).toEqual(f);
  });

  describe("writeFiltersToUrl", () => {
    beforeEach(() => history.replaceState(null, "", "/courses?ref=mail#list"));

    it("replaces the address without a new history entry and keeps the hash", () => {
      const length = history.length;
      writeFiltersToUrl(normalizeFilters({ pricing: ["free"] }));
      expect(location.pathname + location.search + location.hash).toBe("/courses?ref=mail&pricing=free#list");
      expect(history.length).toBe(length);
    });

    it("leaves the address alone when it already says the same", () => {
      history.replaceState({ marker: 1 }, "", "/courses?pricing=free");
      const replace = vi.spyOn(history, "replaceState");
      writeFiltersToUrl(normalizeFilters({ pricing: ["free"] }));
      expect(replace).not.toHaveBeenCalled();
      writeFiltersToUrl(normalizeFilters({ pricing: ["paid"] }));
      expect(replace).toHaveBeenCalledTimes(1);
      expect(history.state).toEqual({ marker: 1 });
      replace.mockRestore();
    });
  });
});
