import { describe, expect, it } from "vitest";
import { mergePage } from "./paged-list.ts";

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe("paged lists", () => {
  it("appends a page that continues the list", () => {
    expect(mergePage(items(1, 2), items(3, 4), true)).toEqual(items(1, 2, 3, 4));
  });

  it("starts again with a first page or another filter's page", () => {
    expect(mergePage(items(1, 2), items(5), false)).toEqual(items(5));
  });

  it("shows an item that slid onto the next page only once", () => {
    expect(mergePage(items(1, 2), items(2, 3), true)).toEqual(items(1, 2, 3));
  });
});
