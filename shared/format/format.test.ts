import { afterEach, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { formatDate, formatDuration, formatMoney, formatNumber, formatSince, truncate } from "./format.ts";

afterEach(() => {
  locale.value = "en";
});

/** The thousands separators French uses: a (narrow) no-break space, never a plain space. */
const FR_GROUP = /^[\u202f\u00a0]$/;

describe("formatMoney", () => {
  it("shows whole XAF with comma thousands separators in English", () => {
    expect(formatMoney(1234567, "en")).toBe("1,234,567 XAF");
    expect(formatMoney(25000, "en")).toBe("25,000 XAF");
    expect(formatMoney(0, "en")).toBe("0 XAF");
  });

  it("rounds to whole francs", () => {
    expect(formatMoney(2499.5, "en")).toBe("2,500 XAF");
    expect(formatMoney(2499.4, "en")).toBe("2,499 XAF");
  });

  it("groups thousands with a no-break space in French, so the amount never wraps", () => {
    const text = formatMoney(1234567, "fr");
    const match = /^1(.)234(.)567 XAF$/u.exec(text);
    expect(match, text).not.toBeNull();
    expect(match![1]).toMatch(FR_GROUP);
    expect(match![2]).toBe(match![1]);
    expect(text).not.toContain(",");
  });

  it("follows the page language when none is given", () => {
    locale.value = "fr";
    expect(formatMoney(15000)).toMatch(/^15[\u202f\u00a0]000 XAF$/u);
    locale.value = "en";
    expect(formatMoney(15000)).toBe("15,000 XAF");
  });

  it("formats plain numbers the same way", () => {
    expect(formatNumber(1000, "en")).toBe("1,000");
    expect(formatNumber(999, "fr")).toBe("999");
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [59, "59 s"],
    [59.4, "59 s"],
    [60, "1 m"],
    [119, "1 m"],
    [3599, "59 m"],
    [3600, "1 h"],
    [3660, "1 h 1 m"],
    [5400, "1 h 30 m"],
    [7200, "2 h"],
  ])("%d s → %s", (seconds, shown) => {
    expect(formatDuration(seconds, "en")).toBe(shown);
  });

  it("never shows a negative duration", () => {
    expect(formatDuration(-5, "en")).toBe("0 s");
  });

  it("groups large hour counts by locale", () => {
    expect(formatDuration(1000 * 3600, "en")).toBe("1,000 h");
    expect(formatDuration(1000 * 3600, "fr")).toMatch(/^1[\u202f\u00a0]000 h$/u);
  });
});

describe("truncate", () => {
  const lesson = (title: string) => truncate(title, 45, 42);

  it("keeps a lesson title of 45 characters whole", () => {
    const title = "a".repeat(45);
    expect(lesson(title)).toBe(title);
  });

  it("cuts a lesson title of 46 characters to 42 plus an ellipsis", () => {
    const title = "b".repeat(46);
    expect(lesson(title)).toBe(`${"b".repeat(42)}…`);
    expect([...lesson(title)]).toHaveLength(43);
  });

  it("cuts card text to 30 characters plus an ellipsis", () => {
    expect(truncate("x".repeat(30), 30)).toBe("x".repeat(30));
    expect(truncate("y".repeat(31), 30)).toBe(`${"y".repeat(30)}…`);
  });

  it("does not leave a space before the ellipsis", () => {
    const title = `${"w".repeat(41)} ${"z".repeat(10)}`;
    expect(lesson(title)).toBe(`${"w".repeat(41)}…`);
  });

  it("counts accented letters as one character each", () => {
    const title = "é".repeat(45);
    expect(lesson(title)).toBe(title);
    expect(lesson("é".repeat(46))).toBe(`${"é".repeat(42)}…`);
  });

  it("counts an emoji as one character and never splits it", () => {
    const title = "🎓".repeat(45); // 90 UTF-16 units, 45 characters
    expect(lesson(title)).toBe(title);
    const cut = lesson("🎓".repeat(50));
    expect(cut).toBe(`${"🎓".repeat(42)}…`);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it("does not split a flag emoji at the cut", () => {
    // 41 letters then the Cameroon flag (two regional-indicator code points) straddling the cut.
    const title = `${"c".repeat(41)}🇨🇲 Introduction à la programmation`;
    const cut = lesson(title);
    expect(cut.endsWith("…")).toBe(true);
    // Either the whole flag is kept or none of it: half a flag renders as a stray letter box.
    const keptWholeFlag = cut.includes("🇨🇲");
    const keptNoPart = !/[\u{1F1E6}-\u{1F1FF}]/u.test(cut);
    expect(keptWholeFlag || keptNoPart, JSON.stringify(cut)).toBe(true);
  });

  it("does not separate a letter from its combining accent at the cut", () => {
    // "é" written as e + U+0301 (as some keyboards and copy-paste produce it).
    const title = `${"d".repeat(41)}e\u0301${"f".repeat(10)}`;
    const cut = lesson(title);
    expect(cut.endsWith("e…")).toBe(false);
  });
});

describe("formatSince", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  it("says how long ago in the learner's language", () => {
    expect(formatSince("2026-11-22T09:00:00Z", "3 hours ago", "en", now)).toBe("3 hours ago");
    expect(formatSince("2026-11-22T09:00:00Z", "3 hours ago", "fr", now)).toBe("il y a 3 heures");
    expect(formatSince("2026-11-08T12:00:00Z", null, "fr", now)).toBe("il y a 2 semaines");
    expect(formatSince("2026-11-21T12:00:00Z", null, "en", now)).toBe("yesterday");
    expect(formatSince("2026-11-22T12:00:00Z", null, "en", now)).toBe("now");
  });

  it("falls back to the server's words without a usable date", () => {
    expect(formatSince(null, "1 week ago", "fr", now)).toBe("1 week ago");
    expect(formatSince("not a date", "1 week ago", "fr", now)).toBe("1 week ago");
    expect(formatSince(undefined, undefined, "en", now)).toBe("");
  });
});

describe("formatDate", () => {
  it("shows a day with no time as that day in any zone, and an instant in the zone asked for", () => {
    expect(formatDate("2025-06-14", "en")).toBe("14 June 2025");
    expect(formatDate("2025-06-14", "en", "America/New_York")).toBe("14 June 2025");
    expect(formatDate("2026-03-01T23:30:00Z", "en", "UTC")).toBe("1 March 2026");
    expect(formatDate("2026-03-01T23:30:00Z", "en", "Africa/Douala")).toBe("2 March 2026");
    expect(formatDate("2026-03-01T23:30:00Z", "fr", "Africa/Douala")).toBe("2 mars 2026");
    expect(formatDate("not a date", "en")).toBe("");
  });
});
