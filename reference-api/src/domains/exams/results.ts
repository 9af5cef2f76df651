import type { Database } from "../../db/connection.ts";
import { forbidden } from "../../http/errors.ts";
import {
  type AttemptRow,
  closeExpiredAttempts,
  endedAt,
  endedAttempts,
  latestEnded,
  latestSubmitted,
  nextAttemptAt,
  openAttempt,
  orderOf,
} from "./attempt-store.ts";
import { paperInOrder } from "./paper.ts";
import type { TestKind } from "./test-kinds.ts";
import { passingScore, type TestRow } from "./test-row.ts";

export interface TopicResult {
  topic_id: number | null;
  topic_name: string;
  correct: number;
  total: number;
}

export interface Stats {
  time_taken: number;
  total: number;
  correct: number;
  wrong: number;
  score: number;
}

/** The learner's standing on a test: the answer of submit, of GET result, and the result fields of a detail. */
export interface LearnerResult {
  submitted_before: boolean;
  passed: boolean;
  show_solution: boolean;
  abandoned_last_attempt: boolean;
  next_attempt_at: string | null;
  last_attempted_at: string | null;
  topics: TopicResult[];
  stats: Stats | null;
  passing_score: number;
  attempt: { id: number; number: number } | null;
}

/** Percentages keep two decimals: 2 of 3 is 66.67. */
export const percent = (correct: number, total: number): number => (total > 0 ? Math.round((correct * 10000) / total) / 100 : 0);

/** A pass is strictly above the passing score: exactly the passing score fails. */
export const isPass = (score: number, passing: number): boolean => score > passing;

export const storedResult = (attempt: AttemptRow): LearnerResult => JSON.parse(attempt.result_json!) as LearnerResult;

function emptyResult(test: TestRow): LearnerResult {
  return {
    submitted_before: false,
    passed: false,
    show_solution: false,
    abandoned_last_attempt: false,
    next_attempt_at: null,
    last_attempted_at: null,
    topics: [],
    stats: null,
    passing_score: passingScore(test),
    attempt: null,
  };
}

/**
 * Scores come from the latest submitted attempt; the timing flags from the latest attempt that
 * ended, submitted or abandoned. So an abandoned retake keeps the earlier score on show, flags
 * `abandoned_last_attempt` and starts the retake wait, until a later attempt is submitted.
 */
export function learnerResult(db: Database, graceSeconds: number, userId: number | null, test: TestRow): LearnerResult {
  if (userId === null) return emptyResult(test);
  closeExpiredAttempts(db, graceSeconds, userId, test);
  const submitted = latestSubmitted(db, userId, test.id);
  const ended = latestEnded(db, userId, test.id);
  const graded = submitted ? storedResult(submitted) : null;
  const passed = graded?.passed ?? false;
  return {
    submitted_before: submitted !== null,
    passed,
    show_solution: test.show_solution === 1 && passed,
    abandoned_last_attempt: ended?.status === "abandoned",
    next_attempt_at: nextAttemptAt(test, ended),
    last_attempted_at: ended ? endedAt(ended) : null,
    topics: graded?.topics ?? [],
    stats: graded?.stats ?? null,
    passing_score: graded?.passing_score ?? passingScore(test),
    attempt: submitted ? { id: submitted.id, number: submitted.number } : null,
  };
}

/** The result fields a detail page carries (its own passing_score is the test's). */
export function resultFields(result: LearnerResult) {
  const { attempt: _attempt, passing_score: _passing, ...fields } = result;
  return fields;
}

/** Every ended attempt, newest first; abandoned ones included, with nothing to their credit. */
export function history(db: Database, graceSeconds: number, userId: number, test: TestRow) {
  closeExpiredAttempts(db, graceSeconds, userId, test);
  return endedAttempts(db, userId, test.id).map((a) => {
    const graded = a.status === "submitted" && a.result_json ? storedResult(a) : null;
    return {
      number: a.number,
      date: endedAt(a),
      time_taken: a.time_taken ?? 0,
      correct: a.correct ?? 0,
      total: a.total ?? 0,
      score: a.score ?? 0,
      passing_score: graded?.passing_score ?? passingScore(test),
      status: a.status === "abandoned" ? "abandoned" : a.passed ? "passed" : "failed",
      results: (graded?.topics ?? []).map((t) => ({ topic_name: t.topic_name, score: percent(t.correct, t.total) })),
    };
  });
}

/**
 * The review of the latest submitted attempt, in the order it was sat. Only for a pass on a test
 * that shows solutions, and never while a new attempt is open: a learner who passed must not be
 * able to read the key in one tab while retaking in another.
 */
export function solution(db: Database, graceSeconds: number, kind: TestKind, userId: number, test: TestRow) {
  closeExpiredAttempts(db, graceSeconds, userId, test);
  if (test.show_solution !== 1) throw forbidden(`Solutions are not available for this ${kind.noun}.`);
  if (openAttempt(db, userId, test.id)) throw forbidden(`The solution is not available while an attempt is in progress. Submit the ${kind.noun} first.`);
  const attempt = latestSubmitted(db, userId, test.id);
  if (attempt?.passed !== 1) throw forbidden(`You can view the solution only after passing the ${kind.noun}.`);

  const responses = new Map(
    (
      db.prepare("SELECT question_id, answer_id, is_correct, time_taken FROM attempt_responses WHERE attempt_id = ?").all(attempt.id) as {
        question_id: number;
        answer_id: number | null;
        is_correct: number;
        time_taken: number;
      }[]
    ).map((r) => [r.question_id, r]),
  );
  return paperInOrder(db, orderOf(attempt)).map(({ question: q, answers }) => {
    const r = responses.get(q.id);
    return {
      id: q.id,
      text: q.text,
      topic: { name: q.topic_name },
      explanation: q.explanation,
      answers: answers.map((a) => ({ id: a.id, text: a.text, is_correct: a.is_correct === 1 })),
      user_answer: r && r.answer_id !== null ? { answer_id: r.answer_id, is_correct: r.is_correct === 1, time_taken: r.time_taken } : null,
    };
  });
}
