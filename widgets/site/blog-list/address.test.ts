import { describe, expect, it } from "vitest";
import { hasNextPage, lastPage, readAddress, searchFor } from "./address.ts";

describe("the blog list's address", () => {
  it("reads the page and the category, and ignores what is not a positive whole number", () => {
    expect(readAddress("")).toEqual({ page: 1, category: null });
    expect(readAddress("?page=3&category=7")).toEqual({ page: 3, category: 7 });
    for (const bad of ["0", "-2", "1.5", "2e3", "abc", "<script>", "999999999999"]) {
      expect(readAddress(`?page=${encodeURIComponent(bad)}&category=${encodeURIComponent(bad)}`).page).toBe(1);
    }
    expect(readAddress("?category=x").category).toBeNull();
  });

  it("writes page 1 and all categories as nothing, and keeps the page's other parameters", () => {
    expect(searchFor("?page=4&category=2", { page: 1, category: null })).toBe("");
    expect(searchFor("?utm_source=mail&page=4", { page: 2, category: 5 })).toBe("?utm_source=mail&category=5&page=2");
    expect(searchFor("", { page: 3, category: null })).toBe("?page=3");
  });

  it("knows whether a next page exists from whatever the answer says about its paging", () => {
    expect(hasNextPage(1, 9, { last_page: 2 })).toBe(true);
    expect(hasNextPage(2, 2, { last_page: 2 })).toBe(false);
    expect(hasNextPage(1, 9, { total: 18, per_page: 9 })).toBe(true);
    expect(hasNextPage(2, 9, { total: 18, per_page: 9 })).toBe(false);
    expect(hasNextPage(1, 4, { per_page: 9 })).toBe(false);
    expect(hasNextPage(3, 5, { current_page: 3 })).toBe(true);
    expect(hasNextPage(4, 0, { current_page: 4 })).toBe(false);
    expect(lastPage({ total: 19, per_page: 9 })).toBe(3);
    expect(lastPage({ current_page: 1 })).toBeNull();
  });
});
