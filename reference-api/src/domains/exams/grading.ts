import type { Database } from "../../db/connection.ts";
import { conflict, forbidden, HttpError, invalidField } from "../../http/errors.ts";
import { addSeconds, clock } from "../../time.ts";
import { awardPoints, notify } from "../learners/effects.ts";
import { completeCourseIfEarned } from "../learning/progress.ts";
import { escapeHtml } from "../mail/mailbox.ts";
import type { UserRow } from "../users/user-row.ts";
import { type AttemptRow, closeExpiredAttempts, findAttempt, latestEnded, nextAttemptAt, openAttempt, orderOf, type QuestionOrder } from "./attempt-store.ts";
import { GENERAL_TOPIC, loadAnswers, loadQuestions } from "./paper.ts";
import { isPass, type LearnerResult, percent, storedResult, type TopicResult } from "./results.ts";
import { checkAgainstPaper, type ResponseItem, type Submission } from "./submission-input.ts";
import type { TestKind } from "./test-kinds.ts";
import { passingScore, type TestRow } from "./test-row.ts";

const ABANDONED_MESSAGE = "You have abandoned the test. Please try again later.";

function abandonedError(test: TestRow, attempt: AttemptRow): HttpError {
  const body = { message: ABANDONED_MESSAGE, next_attempt_at: nextAttemptAt(test, attempt) };
  return new HttpError(409, body);
}

/** The attempt a submit is about: the one named, else the open one, else the last one that ended (a repeat). */
function targetAttempt(db: Database, kind: TestKind, userId: number, test: TestRow, attemptId: number | null): AttemptRow {
  if (attemptId !== null) {
    const named = findAttempt(db, userId, test.id, attemptId);
    if (!named) throw invalidField("attempt_id", "The selected attempt id is invalid.");
    return named;
  }
  const attempt = openAttempt(db, userId, test.id) ?? latestEnded(db, userId, test.id);
  if (!attempt) throw conflict(`You have no ${kind.noun} in progress. Load the questions to start one.`);
  return attempt;
}

interface Graded {
  rows: { question_id: number; answer_id: number | null; is_correct: boolean; time_taken: number }[];
  topics: TopicResult[];
  correct: number;
  total: number;
}

/** Grades from answer ids alone: correctness is looked up here, whatever the client claimed. */
function grade(db: Database, order: QuestionOrder, responses: ResponseItem[], maxSeconds: number): Graded {
  const questions = loadQuestions(db, order);
  const answers = loadAnswers(db, order);
  const given = new Map(responses.map((r) => [r.question_id, r]));
  const topics = new Map<string, TopicResult>();
  const rows = order.map((o) => {
    const r = given.get(o.question_id);
    const answer = r?.answer_id != null ? answers.get(r.answer_id) : undefined;
    const isCorrect = answer !== undefined && answer.question_id === o.question_id && answer.is_correct === 1;
    const q = questions.get(o.question_id);
    const key = String(q?.topic_id ?? "none");
    const topic = topics.get(key) ?? { topic_id: q?.topic_id ?? null, topic_name: q?.topic_name ?? GENERAL_TOPIC, correct: 0, total: 0 };
    topic.total++;
    if (isCorrect) topic.correct++;
    topics.set(key, topic);
    return {
      question_id: o.question_id,
      answer_id: r?.answer_id ?? null,
      is_correct: isCorrect,
      time_taken: Math.min(r?.time_taken ?? 0, maxSeconds),
    };
  });
  const correct = rows.filter((r) => r.is_correct).length;
  return {
    rows,
    topics: [...topics.values()].sort((a, b) => a.topic_name.localeCompare(b.topic_name)),
    correct,
    total: rows.length,
  };
}

/**
 * The total time the attempt took. The client's figure is trusted only downwards: it may not
 * exceed the time the server saw pass since the attempt started, nor the time allowed plus grace.
 */
function totalSeconds(attempt: AttemptRow, test: TestRow, graceSeconds: number, claimed: number | null, now: Date): number {
  const elapsed = Math.max(0, Math.ceil((now.getTime() - Date.parse(attempt.started_at)) / 1000));
  const ceiling = Math.min(elapsed, test.duration * 60 + graceSeconds);
  return claimed === null ? ceiling : Math.min(claimed, ceiling);
}

/**
 * Submits an attempt once. A repeat (double click, retry, auto-submit racing a manual submit)
 * gets the stored first result and never regrades: the check and the grading run in one
 * synchronous transaction, and the status update only applies to an attempt still in progress.
 * A submit after the deadline and grace finds the attempt abandoned.
 */
export function submitAttempt(db: Database, graceSeconds: number, kind: TestKind, user: UserRow, test: TestRow, submission: Submission): LearnerResult {
  if (!kind.canTake(db, user.id, test)) throw forbidden(kind.notEnrolledMessage);
  closeExpiredAttempts(db, graceSeconds, user.id, test);
  const target = targetAttempt(db, kind, user.id, test, submission.attemptId);
  if (target.status === "submitted") return storedResult(target);
  if (target.status === "abandoned") throw abandonedError(test, target);
  checkAgainstPaper(submission, orderOf(target));

  return db.transaction((): LearnerResult => {
    const attempt = db.prepare("SELECT * FROM attempts WHERE id = ?").get(target.id) as AttemptRow;
    if (attempt.status === "submitted") return storedResult(attempt);
    if (attempt.status === "abandoned") throw abandonedError(test, attempt);

    const now = clock.now();
    const submittedAt = now.toISOString();
    const maxSeconds = test.duration * 60 + graceSeconds;
    const graded = grade(db, orderOf(attempt), submission.responses, maxSeconds);
    const score = percent(graded.correct, graded.total);
    const passing = passingScore(test);
    const passed = isPass(score, passing);
    const result: LearnerResult = {
      submitted_before: true,
      passed,
      show_solution: test.show_solution === 1 && passed,
      abandoned_last_attempt: false,
      next_attempt_at: addSeconds(submittedAt, test.retake_delay_seconds),
      last_attempted_at: submittedAt,
      topics: graded.topics,
      stats: {
        time_taken: totalSeconds(attempt, test, graceSeconds, submission.timeTaken, now),
        total: graded.total,
        correct: graded.correct,
        wrong: graded.total - graded.correct,
        score,
      },
      passing_score: passing,
      attempt: { id: attempt.id, number: attempt.number },
    };

    const updated = db
      .prepare(
        `UPDATE attempts SET status = 'submitted', submitted_at = ?, time_taken = ?, correct = ?, total = ?, score = ?,
           passed = ?, result_json = ?
         WHERE id = ? AND status = 'in_progress'`,
      )
      .run(submittedAt, result.stats!.time_taken, graded.correct, graded.total, score, passed ? 1 : 0, JSON.stringify(result), attempt.id);
    if (updated.changes !== 1) return storedResult(db.prepare("SELECT * FROM attempts WHERE id = ?").get(attempt.id) as AttemptRow);

    const insert = db.prepare("INSERT INTO attempt_responses (attempt_id, question_id, answer_id, is_correct, time_taken) VALUES (?, ?, ?, ?, ?)");
    for (const r of graded.rows) insert.run(attempt.id, r.question_id, r.answer_id, r.is_correct ? 1 : 0, r.time_taken);

    if (passed) awardPoints(db, user.id, kind.points, kind.pointsReason, test.id);
    // A course with a final assessment is completed by its pass, when every lesson is done too.
    if (passed && test.kind === "assessment" && test.course_id !== null) completeCourseIfEarned(db, user.id, test.course_id);
    notify(db, user.id, {
      type: "exam_result",
      en: {
        title: passed ? `${kind.Noun} passed` : `${kind.Noun} result`,
        message: passed
          ? `<p>You scored <strong>${score}%</strong> in <strong>${escapeHtml(test.title)}</strong> and passed. Well done!</p>`
          : `<p>You scored <strong>${score}%</strong> in <strong>${escapeHtml(test.title)}</strong>. A pass needs more than ${passing}%.</p>`,
      },
      fr: {
        title: passed ? `${kind.nounFr} : réussite` : `${kind.nounFr} : résultat`,
        message: passed
          ? `<p>Vous avez obtenu <strong>${score} %</strong> à <strong>${escapeHtml(test.title)}</strong> : c’est réussi. Bravo !</p>`
          : `<p>Vous avez obtenu <strong>${score} %</strong> à <strong>${escapeHtml(test.title)}</strong>. Il faut plus de ${passing} % pour réussir.</p>`,
      },
    });
    return result;
  })();
}
