import { describe, expect, it } from "vitest";
import { ageOn, localDay, parseDay } from "./age.ts";

/** A local date and time, as the learner's clock shows it. */
const on = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe("ageOn", () => {
  it("counts whole years, turning a year older on the birthday itself", () => {
    expect(ageOn("2010-06-15", on(2020, 6, 14))).toBe(9);
    expect(ageOn("2010-06-15", on(2020, 6, 15))).toBe(10);
    expect(ageOn("2010-06-15", on(2020, 6, 16))).toBe(10);
  });

  it("compares months before days", () => {
    expect(ageOn("2010-12-01", on(2020, 11, 30))).toBe(9);
    expect(ageOn("2010-01-31", on(2020, 2, 1))).toBe(10);
  });

  it("uses the learner's local day, from the first to the last minute of the birthday", () => {
    expect(ageOn("2010-06-15", new Date(2020, 5, 15, 0, 0))).toBe(10);
    expect(ageOn("2010-06-15", new Date(2020, 5, 14, 23, 59))).toBe(9);
  });

  it("born on 29 February: a year older on 1 March in other years, on 29 February in leap years", () => {
    expect(ageOn("2012-02-29", on(2022, 2, 28))).toBe(9);
    expect(ageOn("2012-02-29", on(2022, 3, 1))).toBe(10);
    expect(ageOn("2012-02-29", on(2024, 2, 28))).toBe(11);
    expect(ageOn("2012-02-29", on(2024, 2, 29))).toBe(12);
  });

  it("is 0 on the day of birth and null for a date still to come", () => {
    expect(ageOn("2024-05-01", on(2024, 5, 1))).toBe(0);
    expect(ageOn("2024-05-02", on(2024, 5, 1))).toBeNull();
    expect(ageOn("2025-01-01", on(2024, 5, 1))).toBeNull();
  });

  it("refuses dates that are not real days, are badly written or are before 1900", () => {
    for (const bad of ["", "2011-02-29", "2010-13-01", "2010-04-31", "15/06/2010", "2010-6-15", "1899-12-31", "abcd-ef-gh"])
      expect(ageOn(bad, on(2024, 5, 1))).toBeNull();
    expect(ageOn("1900-01-01", on(2024, 5, 1))).toBe(124);
  });
});

describe("parseDay and localDay", () => {
  it("reads YYYY-MM-DD and writes the local day the same way", () => {
    expect(parseDay("2012-02-29")).toEqual({ year: 2012, month: 2, day: 29 });
    expect(parseDay("2013-02-29")).toBeNull();
    expect(localDay(new Date(2024, 0, 5, 23, 30))).toBe("2024-01-05");
  });
});
