import { startOrResume } from "../../domains/exams/attempt-start.ts";
import { orderOf } from "../../domains/exams/attempt-store.ts";
import { submitAttempt } from "../../domains/exams/grading.ts";
import { EXAM } from "../../domains/exams/test-kinds.ts";
import { findExam } from "../../domains/exams/test-row.ts";
import type { UserRow } from "../../domains/users/user-row.ts";
import { clock } from "../../time.ts";
import type { Database } from "../connection.ts";

/**
 * Sits an exam for a seeded learner through the real engine, `daysAgo` days back, answering
 * `share` of the questions correctly: the stored result is the engine's own grading.
 */
export function sitExam(db: Database, graceSeconds: number, userId: number, slug: string, share: number, daysAgo: number): void {
  const user = db.prepare("SELECT * FROM users WHERE id = ?").get(userId) as UserRow;
  const exam = findExam(db, slug)!;
  let moved = -daysAgo * 86400_000;
  clock.advance(moved);
  try {
    const { attempt } = startOrResume(db, graceSeconds, EXAM, user, exam);
    const order = orderOf(attempt);
    const rightCount = Math.round(order.length * share);
    const responses = order.map((q, i) => {
      const answers = db.prepare("SELECT id, is_correct FROM answers WHERE question_id = ? ORDER BY position").all(q.question_id) as {
        id: number;
        is_correct: number;
      }[];
      const pick = i < rightCount ? answers.find((a) => a.is_correct) : answers.find((a) => !a.is_correct);
      return { question_id: q.question_id, answer_id: pick!.id, time_taken: 20 + ((i * 37) % 40) };
    });
    const spent = Math.min(exam.duration * 60, responses.length * 40) * 1000;
    clock.advance(spent);
    moved += spent;
    submitAttempt(db, graceSeconds, EXAM, user, exam, { attemptId: attempt.id, timeTaken: null, responses });
  } finally {
    clock.advance(-moved);
  }
}
