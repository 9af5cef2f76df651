import type { Result, TestPath } from "#shared/api/exam-taking.ts";

/** Where an attempt stands, and what the learner sees: the paper loading, failed, being taken, sent, answered. */
export type Phase =
  | { name: "starting" }
  /** `step` says which call failed, for the sentence shown when the server gave none. */
  | { name: "failed"; error: unknown; step: "paper" | "submit" }
  | { name: "taking" }
  | { name: "submitting"; reason: SubmitReason }
  | { name: "submitted"; result: Result; reason: SubmitReason }
  | { name: "abandoned" };

/** Why the attempt was submitted: the learner finished, the time ran out, the tab was left, the learner left the page. */
export type SubmitReason = "finished" | "time-up" | "away" | "left";

export interface AttemptTarget {
  path: TestPath;
  testId: number;
  /** The test as the page names it (an exam's slug, an assessment's id): the device copy's key. */
  scope: string;
  learnerId: number;
  durationMinutes: number;
}
