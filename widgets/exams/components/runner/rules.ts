/**
 * The spec's rules for taking an exam or an assessment and for reading its results, as pure
 * functions of their inputs (times in milliseconds or seconds as named), so each is tested alone.
 */

/** Away from the tab this long ends the attempt (measured between timestamps, never by a throttled timer). */
export const AWAY_LIMIT_MS = 30_000;
/** A window smaller than this in either direction draws the one-time warning. */
export const MIN_WINDOW = { width: 600, height: 400 } as const;

/** Seconds allowed per question: the duration shared out evenly. */
export const perQuestionSeconds = (durationMinutes: number, totalQuestions: number): number =>
  totalQuestions > 0 ? (durationMinutes * 60) / totalQuestions : durationMinutes * 60;

export type TimerLevel = "full" | "two-thirds" | "quarter" | "zero";

/** The timer's colour step from the share of its time left: full, then at two thirds, a quarter and zero. */
export function timerLevel(leftSeconds: number, allowedSeconds: number): TimerLevel {
  if (allowedSeconds <= 0 || leftSeconds <= 0) return "zero";
  const share = leftSeconds / allowedSeconds;
  if (share <= 0.25) return "quarter";
  if (share <= 2 / 3) return "two-thirds";
  return "full";
}

/** The per-question clock: counting down the time allowed, then up the extra time taken. */
export function questionClock(spentSeconds: number, allowedSeconds: number): { seconds: number; overtime: boolean; level: TimerLevel } {
  const left = allowedSeconds - spentSeconds;
  return left > 0
    ? { seconds: left, overtime: false, level: timerLevel(left, allowedSeconds) }
    : { seconds: Math.max(0, -left), overtime: true, level: "zero" };
}

/** Passed only strictly above the passing score, Failed below, nothing when equal. */
export function passBadge(score: number, passingScore: number): "passed" | "failed" | null {
  if (score > passingScore) return "passed";
  if (score < passingScore) return "failed";
  return null;
}

/*
 * One grading language. The spec gives the pass rule (strictly above the passing score, no badge
 * when equal) and, apart from it, feedback bands, result tiers and letter grades on fixed numbers
 * whose floor is 50: the default passing score. Read as written, they contradict the badge on any
 * other passing score (a pass at 55 of 40 "Poor performance."; a fail at 78 of 80 "Good effort!",
 * in green). So the passing score takes the place of that floor everywhere, and the badge decides:
 *   - below the passing score (Failed): the lowest step of each scale (poor, F);
 *   - equal to it (no badge, and the API does not count it a pass): a neutral step (fair, needs improvement);
 *   - above it (Passed): the spec's steps, but never the lowest one.
 * The Grading System card (gradingSystem) already draws its Fail row at the passing score.
 */

export type ScoreBand = "outstanding" | "great" | "good" | "fair" | "poor";

/** The completion card's message: the spec's score feedback bands 90, 80, 70, 60, agreeing with the badge. */
export function scoreBand(score: number, passingScore: number): ScoreBand {
  const badge = passBadge(score, passingScore);
  if (badge === "failed") return "poor";
  if (badge === null) return "fair";
  if (score >= 90) return "outstanding";
  if (score >= 80) return "great";
  if (score >= 70) return "good";
  return "fair";
}

export type ResultTier = "excellent" | "good" | "needs-improvement" | "poor";

/** The result card's tier: 90+ excellent, 75+ good, needs improvement down to the passing score, poor below it. */
export function resultTier(score: number, passingScore: number): ResultTier {
  const badge = passBadge(score, passingScore);
  if (badge === "failed") return "poor";
  if (badge === null) return "needs-improvement";
  if (score >= 90) return "excellent";
  if (score >= 75) return "good";
  return "needs-improvement";
}

/**
 * A topic's letter grade: A 90+, B 80+, C 70+, D 60+, E from the passing score, F below it. A
 * topic is not passed or failed on its own, so a pass may still show an F on the topic it missed;
 * but a topic at or above the passing score never reads as failed.
 */
export function letterGrade(percent: number, passingScore: number): "A" | "B" | "C" | "D" | "E" | "F" {
  if (percent < passingScore) return "F";
  if (percent >= 90) return "A";
  if (percent >= 80) return "B";
  if (percent >= 70) return "C";
  if (percent >= 60) return "D";
  return "E";
}

/** A history entry's topic score class: 90 excellent, 75 good, average down to the passing score, poor below it. */
export function topicClass(score: number, passingScore: number): "excellent" | "good" | "average" | "poor" {
  if (score < passingScore) return "poor";
  if (score >= 90) return "excellent";
  if (score >= 75) return "good";
  return "average";
}

export type GradingBand = "excellent" | "good" | "satisfactory" | "needs-improvement" | "fail";

/**
 * The Grading System: Excellent 90-100, Good 80-89, Satisfactory 70-79, Needs Improvement from the
 * passing score to 69, Fail below the passing score. A passing score of 70 or more leaves no room
 * for the bands it covers, which are then left out.
 */
export function gradingSystem(passingScore: number): { band: GradingBand; from: number; to: number }[] {
  const rows: { band: GradingBand; from: number; to: number }[] = [
    { band: "excellent", from: 90, to: 100 },
    { band: "good", from: 80, to: 89 },
    { band: "satisfactory", from: 70, to: 79 },
    { band: "needs-improvement", from: passingScore, to: 69 },
  ];
  const kept = rows.filter((row) => row.from <= row.to).map((row) => ({ ...row, from: Math.max(row.from, passingScore) }));
  return passingScore > 0 ? [...kept.filter((row) => row.from <= row.to), { band: "fail", from: 0, to: passingScore - 1 }] : kept;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Whole seconds as h:mm:ss, hours shown even at zero: the spec's one clock format for the dials, the result and the history. */
export function clock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The wait until the next attempt: whole days, and the rest as hh:mm:ss. Zero once it has passed. */
export function countdown(untilMs: number, nowMs: number): { days: number; time: string; over: boolean } {
  const left = Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
  const days = Math.floor(left / 86_400);
  const rest = left % 86_400;
  return { days, time: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`, over: left === 0 };
}

/** Whether a retake is open: no waiting time, or it has passed. An unreadable date does not lock the learner out. */
export function retakeOpen(nextAttemptAt: string | null, nowMs: number): boolean {
  if (!nextAttemptAt) return true;
  const at = Date.parse(nextAttemptAt);
  return !Number.isFinite(at) || at <= nowMs;
}

/** Whether an absence from the tab, from when it was hidden to now, ends the attempt. */
export const awayEndsAttempt = (hiddenAtMs: number, nowMs: number): boolean => nowMs - hiddenAtMs >= AWAY_LIMIT_MS;

/** Whether the window is below the spec's minimum in either direction. */
export const windowTooSmall = (width: number, height: number): boolean => width < MIN_WINDOW.width || height < MIN_WINDOW.height;

/** A score as a whole percentage of correct answers. */
export const percentOf = (correct: number, total: number): number => (total > 0 ? Math.round((correct / total) * 100) : 0);
