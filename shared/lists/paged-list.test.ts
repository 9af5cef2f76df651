import { describe, expect, it } from "vitest";
import { mergePage, pagedList } from "./paged-list.ts";

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

describe("pagedList", () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  type Meta = { current_page?: number; last_page?: number; total?: number };
  function listOf(pages: Record<number, { data: { id: number }[]; meta: Meta }>) {
    const asked: number[] = [];
    const list = pagedList((page: number) => {
      asked.push(page);
      return Promise.resolve(pages[page]);
    }, null);
    return { list, asked };
  }

  it("continues while the server's total is not reached", async () => {
    const { list, asked } = listOf({ 1: { data: items(1, 2), meta: { total: 3 } }, 2: { data: items(3), meta: { total: 3 } } });
    await flush();
    expect(list.view.value).toMatchObject({ total: 3, hasMore: true });
    list.loadMore();
    await flush();
    expect(asked).toEqual([1, 2]);
    expect(list.view.value.items).toEqual(items(1, 2, 3));
    expect(list.view.value.hasMore).toBe(false);
  });

  it("continues by the last page when the answer has no total, as some of the contract's lists do", async () => {
    const { list } = listOf({ 1: { data: items(1), meta: { last_page: 2 } }, 2: { data: items(2), meta: { last_page: 2 } } });
    await flush();
    expect(list.view.value).toMatchObject({ total: 1, hasMore: true });
    list.loadMore();
    await flush();
    expect(list.view.value).toMatchObject({ items: items(1, 2), hasMore: false });
  });

  it("with neither, continues while pages come full, as the contract's payments and exams lists say only their page", async () => {
    const full = Array.from({ length: 20 }, (_, i) => i + 1);
    const { list } = listOf({ 1: { data: items(...full), meta: { current_page: 1 } }, 2: { data: items(21), meta: { current_page: 2 } } });
    await flush();
    expect(list.view.value).toMatchObject({ status: "ready", hasMore: true });
    list.loadMore();
    await flush();
    expect(list.view.value.items).toHaveLength(21);
    expect(list.view.value.hasMore).toBe(false);
  });
});
