import { describe, expect, it } from "vitest";
import { shuffled } from "./shuffled.ts";

describe("shuffled", () => {
  it("reorders without losing or repeating an item, and leaves the original alone", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const out = shuffled(items);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(out).not.toEqual(items);
    expect(items[0]).toBe(0);
  });

  it("follows the random source it is given", () => {
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });
});
