import { describe, expect, it } from "vitest";
import { OPENING, remaining } from "./countdown.ts";

describe("the coming-soon countdown", () => {
  it("counts days, hours, minutes and seconds to the opening", () => {
    const now = OPENING - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    expect(remaining(OPENING, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it("stops at the opening and never counts below zero", () => {
    expect(remaining(OPENING, OPENING - 999)).toBeNull();
    expect(remaining(OPENING, OPENING)).toBeNull();
    expect(remaining(OPENING, Date.parse("2026-11-26T10:00:00Z"))).toBeNull();
  });

  it("is midnight of 31 December 2025 in Cameroon", () => {
    expect(new Date(OPENING).toISOString()).toBe("2025-12-30T23:00:00.000Z");
  });
});
