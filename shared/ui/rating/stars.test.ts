import { describe, expect, it } from "vitest";
import { starFill } from "./stars.tsx";

describe("starFill", () => {
  it.each([
    [0, ["empty", "empty", "empty", "empty", "empty"]],
    [3, ["full", "full", "full", "empty", "empty"]],
    [3.5, ["full", "full", "full", "half", "empty"]],
    [4.26, ["full", "full", "full", "full", "half"]],
    [4.76, ["full", "full", "full", "full", "full"]],
    [7, ["full", "full", "full", "full", "full"]],
    [-1, ["empty", "empty", "empty", "empty", "empty"]],
  ])("%s stars", (rating, expected) => {
    expect(starFill(rating)).toEqual(expected);
  });
});
