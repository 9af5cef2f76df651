import { describe, expect, it } from "vitest";
import {
  awayEndsAttempt,
  clock,
  countdown,
  gradingSystem,
  letterGrade,
  passBadge,
  perQuestionSeconds,
  questionClock,
  resultTier,
  retakeOpen,
  scoreBand,
  timerLevel,
  topicClass,
  windowTooSmall,
} from "./rules.ts";

describe("timers", () => {
  it("shares the duration out per question", () => {
    expect(perQuestionSeconds(20, 10)).toBe(120);
    expect(perQuestionSeconds(15, 12)).toBe(75);
  });

  it.each([
    [120, 120, "full"],
    [81, 120, "full"],
    [80, 120, "two-thirds"],
    [31, 120, "two-thirds"],
    [30, 120, "quarter"],
    [1, 120, "quarter"],
    [0, 120, "zero"],
    [-5, 120, "zero"],
  ])("%is left of %is is %s", (left, allowed, level) => {
    expect(timerLevel(left, allowed)).toBe(level);
  });

  it("counts a question down, then up the extra time", () => {
    expect(questionClock(0, 60)).toEqual({ seconds: 60, overtime: false, level: "full" });
    expect(questionClock(45, 60)).toEqual({ seconds: 15, overtime: false, level: "quarter" });
    expect(questionClock(60, 60)).toEqual({ seconds: 0, overtime: true, level: "zero" });
    expect(questionClock(75, 60)).toEqual({ seconds: 15, overtime: true, level: "zero" });
  });

  it("writes clocks as h:mm:ss, under an hour too", () => {
    expect(clock(0)).toBe("0:00:00");
    expect(clock(75.9)).toBe("0:01:15");
    expect(clock(200)).toBe("0:03:20");
    expect(clock(3600)).toBe("1:00:00");
    expect(clock(36_000 + 61)).toBe("10:01:01");
    expect(clock(-3)).toBe("0:00:00");
  });
});

describe("results", () => {
  it.each([
    [51, 50, "passed"],
    [50, 50, null],
    [49.99, 50, "failed"],
    [100, 100, null],
    [70, 60, "passed"],
  ])("a score of %d against %d shows %s", (score, passing, badge) => {
    expect(passBadge(score, passing)).toBe(badge);
  });

  it.each([
    [100, "outstanding"],
    [90, "outstanding"],
    [89.9, "great"],
    [80, "great"],
    [70, "good"],
    [60, "fair"],
    [51, "fair"],
    [50, "fair"],
    [49, "poor"],
    [0, "poor"],
  ])("a score of %d against the default 50 is %s", (score, band) => {
    expect(scoreBand(score, 50)).toBe(band);
  });

  it.each([
    [90, "A"],
    [89, "B"],
    [80, "B"],
    [79, "C"],
    [70, "C"],
    [60, "D"],
    [50, "E"],
    [49, "F"],
  ])("a topic at %d%% against the default 50 is graded %s", (percent, grade) => {
    expect(letterGrade(percent, 50)).toBe(grade);
  });

  it("sorts results and history topics into their tiers against the default 50", () => {
    expect([95, 80, 60, 10].map((score) => resultTier(score, 50))).toEqual(["excellent", "good", "needs-improvement", "poor"]);
    expect([90, 75, 50, 49].map((score) => topicClass(score, 50))).toEqual(["excellent", "good", "average", "poor"]);
  });

  // The badge decides: a pass never reads as poor or F, a fail never reads as good, whatever the passing score.
  it.each([
    // score, passing score, badge, completion message, result tier
    [55, 40, "passed", "fair", "needs-improvement"],
    [45, 30, "passed", "fair", "needs-improvement"],
    [78, 80, "failed", "poor", "poor"],
    [88, 90, "failed", "poor", "poor"],
    [92, 95, "failed", "poor", "poor"],
    [80, 80, null, "fair", "needs-improvement"],
    [95, 95, null, "fair", "needs-improvement"],
    [85, 80, "passed", "great", "good"],
    [96, 95, "passed", "outstanding", "excellent"],
  ])("a score of %d against %d: %s, '%s', tier %s", (score, passing, badge, band, tier) => {
    expect(passBadge(score, passing)).toBe(badge);
    expect(scoreBand(score, passing)).toBe(band);
    expect(resultTier(score, passing)).toBe(tier);
  });

  it("grades topics against the passing score: F only below it", () => {
    expect([45, 30, 29].map((percent) => letterGrade(percent, 30))).toEqual(["E", "E", "F"]);
    expect([95, 85, 80, 79, 65].map((percent) => letterGrade(percent, 80))).toEqual(["A", "B", "B", "F", "F"]);
    expect([40, 29].map((score) => topicClass(score, 30))).toEqual(["average", "poor"]);
    expect([85, 79].map((score) => topicClass(score, 80))).toEqual(["good", "poor"]);
  });

  it("describes the grading system around the passing score", () => {
    expect(gradingSystem(50)).toEqual([
      { band: "excellent", from: 90, to: 100 },
      { band: "good", from: 80, to: 89 },
      { band: "satisfactory", from: 70, to: 79 },
      { band: "needs-improvement", from: 50, to: 69 },
      { band: "fail", from: 0, to: 49 },
    ]);
    expect(gradingSystem(75).map((r) => [r.band, r.from, r.to])).toEqual([
      ["excellent", 90, 100],
      ["good", 80, 89],
      ["satisfactory", 75, 79],
      ["fail", 0, 74],
    ]);
  });
});

describe("retakes", () => {
  const now = Date.parse("2026-11-25T10:00:00Z");

  it("counts down in days and hh:mm:ss", () => {
    expect(countdown(now + (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({ days: 2, time: "03:04:05", over: false });
    expect(countdown(now + 59_500, now)).toEqual({ days: 0, time: "00:01:00", over: false });
    expect(countdown(now - 1000, now)).toEqual({ days: 0, time: "00:00:00", over: true });
  });

  it("opens a retake once next_attempt_at has passed", () => {
    expect(retakeOpen(null, now)).toBe(true);
    expect(retakeOpen("2026-11-25T10:00:01Z", now)).toBe(false);
    expect(retakeOpen("2026-11-25T10:00:00Z", now)).toBe(true);
    expect(retakeOpen("not a date", now)).toBe(true);
  });
});

describe("integrity", () => {
  it("ends the attempt after 30 s away, not 29", () => {
    expect(awayEndsAttempt(0, 29_000)).toBe(false);
    expect(awayEndsAttempt(0, 29_999)).toBe(false);
    expect(awayEndsAttempt(0, 30_000)).toBe(true);
    expect(awayEndsAttempt(0, 31_000)).toBe(true);
  });

  it("finds a window under 600 x 400 too small", () => {
    expect(windowTooSmall(600, 400)).toBe(false);
    expect(windowTooSmall(599, 800)).toBe(true);
    expect(windowTooSmall(1200, 399)).toBe(true);
  });
});
