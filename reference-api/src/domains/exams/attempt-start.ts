import type { Database } from "../../db/connection.ts";
import { conflict, forbidden, HttpError } from "../../http/errors.ts";
import { addSeconds, clock } from "../../time.ts";
import type { UserRow } from "../users/user-row.ts";
import { type AttemptRow, closeExpiredAttempts, latestEnded, nextAttemptAt, openAttempt, orderOf, type QuestionOrder } from "./attempt-store.ts";
import { savedAnswers } from "./autosave.ts";
import { paperForTaking } from "./paper.ts";
import { shuffled } from "./shuffle.ts";
import type { TestKind } from "./test-kinds.ts";
import type { TestRow } from "./test-row.ts";

/** Refusal while the retake wait runs: the client shows a countdown to `next_attempt_at`. */
function retakeLocked(kind: TestKind, nextAt: string): HttpError {
  const seconds = Math.max(1, Math.ceil((Date.parse(nextAt) - clock.now().getTime()) / 1000));
  const body = {
    message: `You cannot retake this ${kind.noun} yet. Your next attempt opens at ${nextAt}.`,
    next_attempt_at: nextAt,
  };
  return new HttpError(403, body, { "Retry-After": String(seconds) });
}

function newOrder(db: Database, test: TestRow): QuestionOrder {
  const questions = db.prepare("SELECT id FROM questions WHERE test_id = ? ORDER BY position, id").all(test.id) as { id: number }[];
  const answers = db
    .prepare(
      `SELECT a.id, a.question_id FROM answers a JOIN questions q ON q.id = a.question_id
       WHERE q.test_id = ? ORDER BY a.position, a.id`,
    )
    .all(test.id) as { id: number; question_id: number }[];
  return shuffled(questions).map((q) => ({
    question_id: q.id,
    answer_ids: shuffled(answers.filter((a) => a.question_id === q.id).map((a) => a.id)),
  }));
}

/**
 * Gives the learner their paper: the open attempt if there is one (same questions, same order,
 * same deadline: reloading the page never buys time or a new draw), otherwise a new attempt once
 * any retake wait is over. One synchronous transaction, so two tabs starting at once get one attempt.
 */
export function startOrResume(db: Database, graceSeconds: number, kind: TestKind, user: UserRow, test: TestRow): { attempt: AttemptRow; resumed: boolean } {
  if (!kind.canTake(db, user.id, test)) throw forbidden(kind.notEnrolledMessage);
  closeExpiredAttempts(db, graceSeconds, user.id, test);
  return db.transaction(() => {
    const open = openAttempt(db, user.id, test.id);
    if (open) return { attempt: open, resumed: true };

    const nextAt = nextAttemptAt(test, latestEnded(db, user.id, test.id));
    if (nextAt && Date.parse(nextAt) > clock.now().getTime()) throw retakeLocked(kind, nextAt);

    const order = newOrder(db, test);
    if (order.length === 0) throw conflict(`This ${kind.noun} has no questions yet.`);
    const last = db.prepare("SELECT MAX(number) n FROM attempts WHERE user_id = ? AND test_id = ?").get(user.id, test.id) as {
      n: number | null;
    };
    const startedAt = clock.iso();
    const id = db
      .prepare(
        `INSERT INTO attempts (test_id, user_id, number, status, question_order_json, started_at, deadline_at)
         VALUES (?, ?, ?, 'in_progress', ?, ?, ?)`,
      )
      .run(test.id, user.id, (last.n ?? 0) + 1, JSON.stringify(order), startedAt, addSeconds(startedAt, test.duration * 60)).lastInsertRowid as number;
    return { attempt: db.prepare("SELECT * FROM attempts WHERE id = ?").get(id) as AttemptRow, resumed: false };
  })();
}

/** The questions response: the paper without correctness, and the attempt's server-side clock. */
export function takingView(db: Database, test: TestRow, attempt: AttemptRow) {
  const order = orderOf(attempt);
  return {
    data: paperForTaking(db, order),
    attempt: {
      id: attempt.id,
      number: attempt.number,
      started_at: attempt.started_at,
      deadline_at: attempt.deadline_at,
      duration: test.duration,
      total_questions: order.length,
      // The client counts down from deadline_at - server_time, so a skewed device clock does not matter.
      server_time: clock.iso(),
      // Beyond the contract: the answers the learner's device saved (POST …/autosave), null when none.
      saved: savedAnswers(attempt),
    },
  };
}
