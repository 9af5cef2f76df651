import type { Database } from "../../db/connection.ts";
import { addSeconds, clock } from "../../time.ts";
import type { TestRow } from "./test-row.ts";

export type AttemptStatus = "in_progress" | "submitted" | "abandoned";

export interface AttemptRow {
  id: number;
  test_id: number;
  user_id: number;
  number: number;
  status: AttemptStatus;
  question_order_json: string;
  started_at: string;
  deadline_at: string;
  submitted_at: string | null;
  time_taken: number | null;
  correct: number | null;
  total: number | null;
  score: number | null;
  passed: number | null;
  result_json: string | null;
  saved_json: string | null;
  saved_revision: number;
}

/**
 * What `question_order_json` holds: the questions in the order this learner sees them, each with
 * its answers in the order shown. Fixed when the attempt starts, so a resume shows the same
 * paper and grading only counts the questions that were actually given.
 */
export type QuestionOrder = { question_id: number; answer_ids: number[] }[];

export const orderOf = (attempt: AttemptRow): QuestionOrder => JSON.parse(attempt.question_order_json) as QuestionOrder;

/**
 * When an attempt ended. An abandoned attempt ended when its time ran out (the deadline), not
 * when somebody noticed, so the retake wait does not depend on when the learner came back.
 */
export const endedAt = (attempt: AttemptRow): string => attempt.submitted_at ?? attempt.deadline_at;

/**
 * Marks the learner's open attempts whose deadline and grace have passed as abandoned. There is
 * no background job: every read of a learner's state for a test calls this first, so the state
 * is right whenever anybody looks.
 */
export function closeExpiredAttempts(db: Database, graceSeconds: number, userId: number, test: TestRow): void {
  const cutoff = addSeconds(clock.iso(), -graceSeconds);
  const expired = db
    .prepare("SELECT * FROM attempts WHERE user_id = ? AND test_id = ? AND status = 'in_progress' AND deadline_at < ?")
    .all(userId, test.id, cutoff) as AttemptRow[];
  if (expired.length === 0) return;
  const abandon = db.prepare(
    `UPDATE attempts SET status = 'abandoned', correct = 0, total = ?, score = 0, passed = 0, time_taken = ?
     WHERE id = ? AND status = 'in_progress'`,
  );
  db.transaction(() => {
    for (const a of expired) abandon.run(orderOf(a).length, test.duration * 60, a.id);
  })();
}

export function findAttempt(db: Database, userId: number, testId: number, attemptId: number): AttemptRow | null {
  return (db.prepare("SELECT * FROM attempts WHERE id = ? AND user_id = ? AND test_id = ?").get(attemptId, userId, testId) as AttemptRow | undefined) ?? null;
}

export function openAttempt(db: Database, userId: number, testId: number): AttemptRow | null {
  return (
    (db.prepare("SELECT * FROM attempts WHERE user_id = ? AND test_id = ? AND status = 'in_progress' ORDER BY number DESC LIMIT 1").get(userId, testId) as
      | AttemptRow
      | undefined) ?? null
  );
}

/** Submitted and abandoned attempts, newest first. */
export function endedAttempts(db: Database, userId: number, testId: number): AttemptRow[] {
  return db
    .prepare("SELECT * FROM attempts WHERE user_id = ? AND test_id = ? AND status != 'in_progress' ORDER BY number DESC")
    .all(userId, testId) as AttemptRow[];
}

export function latestEnded(db: Database, userId: number, testId: number): AttemptRow | null {
  return (
    (db.prepare("SELECT * FROM attempts WHERE user_id = ? AND test_id = ? AND status != 'in_progress' ORDER BY number DESC LIMIT 1").get(userId, testId) as
      | AttemptRow
      | undefined) ?? null
  );
}

export function latestSubmitted(db: Database, userId: number, testId: number): AttemptRow | null {
  return (
    (db.prepare("SELECT * FROM attempts WHERE user_id = ? AND test_id = ? AND status = 'submitted' ORDER BY number DESC LIMIT 1").get(userId, testId) as
      | AttemptRow
      | undefined) ?? null
  );
}

/** A retake opens `retake_delay_seconds` after the last attempt ended, whether it was submitted or abandoned. */
export function nextAttemptAt(test: TestRow, lastEnded: AttemptRow | null): string | null {
  return lastEnded ? addSeconds(endedAt(lastEnded), test.retake_delay_seconds) : null;
}
