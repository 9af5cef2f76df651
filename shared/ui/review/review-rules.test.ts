import { describe, expect, it } from "vitest";
import { canSubmitReview, clampRating, clampReview, REVIEW_MAX, ratingFromKey, ratingFromPointer } from "./review-rules.ts";

describe("ratingFromPointer", () => {
  it("gives a half star for a click on the left half of a star, the full star on the right half", () => {
    expect(ratingFromPointer(0, 5, 40)).toBe(0.5);
    expect(ratingFromPointer(0, 19.9, 40)).toBe(0.5);
    expect(ratingFromPointer(0, 20, 40)).toBe(1);
    expect(ratingFromPointer(2, 10, 40)).toBe(2.5);
    expect(ratingFromPointer(2, 35, 40)).toBe(3);
    expect(ratingFromPointer(4, 1, 40)).toBe(4.5);
    expect(ratingFromPointer(4, 39, 40)).toBe(5);
  });

  it("gives the full star when the star has no size (no layout)", () => {
    expect(ratingFromPointer(3, 0, 0)).toBe(4);
  });
});

describe("ratingFromKey", () => {
  it("moves by half a star with the arrow keys", () => {
    expect(ratingFromKey(0, "ArrowRight")).toBe(0.5);
    expect(ratingFromKey(3, "ArrowRight")).toBe(3.5);
    expect(ratingFromKey(3, "ArrowUp")).toBe(3.5);
    expect(ratingFromKey(3, "ArrowLeft")).toBe(2.5);
    expect(ratingFromKey(3, "ArrowDown")).toBe(2.5);
  });

  it("stays within half a star and five stars", () => {
    expect(ratingFromKey(5, "ArrowRight")).toBe(5);
    expect(ratingFromKey(0.5, "ArrowLeft")).toBe(0.5);
    expect(ratingFromKey(2, "Home")).toBe(0.5);
    expect(ratingFromKey(2, "End")).toBe(5);
  });

  it("ignores other keys", () => {
    expect(ratingFromKey(2, "Enter")).toBeNull();
    expect(ratingFromKey(2, "a")).toBeNull();
  });
});

describe("clampRating", () => {
  it("snaps to halves between 0.5 and 5", () => {
    expect(clampRating(3.3)).toBe(3.5);
    expect(clampRating(3.2)).toBe(3);
    expect(clampRating(0)).toBe(0.5);
    expect(clampRating(9)).toBe(5);
  });
});

describe("clampReview", () => {
  it("keeps text up to 500 characters as it is", () => {
    const text = "x".repeat(REVIEW_MAX);
    expect(REVIEW_MAX).toBe(500);
    expect(clampReview(text)).toBe(text);
  });

  it("stops the text at 500 characters", () => {
    expect(clampReview("y".repeat(501))).toBe("y".repeat(500));
    expect(clampReview("z".repeat(2000))).toHaveLength(500);
  });

  it("does not leave half of an emoji at the cut", () => {
    const text = "a".repeat(499) + "😀";
    expect(clampReview(text)).toBe("a".repeat(499));
  });
});

describe("canSubmitReview", () => {
  it("needs a rating and text that is not only spaces", () => {
    expect(canSubmitReview(0, "Great course")).toBe(false);
    expect(canSubmitReview(4, "")).toBe(false);
    expect(canSubmitReview(4, "   \n\t ")).toBe(false);
    expect(canSubmitReview(0.5, "ok")).toBe(true);
  });
});
