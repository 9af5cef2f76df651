import { describe, expect, it } from "vitest";
import { mergePage } from "./paging.ts";

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe("paged lists", () => {
  it("appends a later page of the same list", () => {
    expect(mergePage(items(1, 2), items(3, 4), 2, true)).toEqual(items(1, 2, 3, 4));
  });

  it("replaces the list on page 1, or when the filters changed", () => {
    expect(mergePage(items(1, 2), items(5), 1, true)).toEqual(items(5));
    expect(mergePage(items(1, 2), items(5), 2, false)).toEqual(items(5));
  });

  it("shows an item that slid onto the next page only once", () => {
    expect(mergePage(items(1, 2), items(2, 3), 2, true)).toEqual(items(1, 2, 3));
  });
});
