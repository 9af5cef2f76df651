import type { Database } from "../../db/connection.ts";
import type { QuestionOrder } from "./attempt-store.ts";

/** Questions without a topic are reported under this name, in results and in the paper alike. */
export const GENERAL_TOPIC = "General";

export interface PaperQuestion {
  id: number;
  text: string;
  explanation: string | null;
  topic_id: number | null;
  topic_name: string;
}

export interface PaperAnswer {
  id: number;
  question_id: number;
  text: string;
  is_correct: number;
}

const marks = (n: number) => Array.from({ length: n }, () => "?").join(",");

/** The questions of an attempt, keyed by id (the attempt's order lives in its QuestionOrder). */
export function loadQuestions(db: Database, order: QuestionOrder): Map<number, PaperQuestion> {
  const ids = order.map((o) => o.question_id);
  if (ids.length === 0) return new Map();
  const rows = db
    .prepare(
      `SELECT q.id, q.text, q.explanation, q.topic_id, COALESCE(tp.name, '${GENERAL_TOPIC}') AS topic_name
       FROM questions q LEFT JOIN topics tp ON tp.id = q.topic_id WHERE q.id IN (${marks(ids.length)})`,
    )
    .all(...ids) as PaperQuestion[];
  return new Map(rows.map((q) => [q.id, q]));
}

/** The answers of an attempt's questions, keyed by answer id. Correctness stays on the server until review. */
export function loadAnswers(db: Database, order: QuestionOrder): Map<number, PaperAnswer> {
  const ids = order.map((o) => o.question_id);
  if (ids.length === 0) return new Map();
  const rows = db.prepare(`SELECT id, question_id, text, is_correct FROM answers WHERE question_id IN (${marks(ids.length)})`).all(...ids) as PaperAnswer[];
  return new Map(rows.map((a) => [a.id, a]));
}

/** The attempt's questions in the order sat, each with its answers in the order shown. */
export function paperInOrder(db: Database, order: QuestionOrder): { question: PaperQuestion; answers: PaperAnswer[] }[] {
  const questions = loadQuestions(db, order);
  const answers = loadAnswers(db, order);
  return order.flatMap((o) => {
    const question = questions.get(o.question_id);
    return question ? [{ question, answers: o.answer_ids.flatMap((id) => answers.get(id) ?? []) }] : [];
  });
}

/**
 * The paper as a learner sits it: no `is_correct`, no explanation. Built field by field from
 * whitelisted columns rather than by deleting keys, so a new column can never leak.
 */
export function paperForTaking(db: Database, order: QuestionOrder) {
  return paperInOrder(db, order).map(({ question: q, answers }) => ({
    id: q.id,
    text: q.text,
    topic: { name: q.topic_name },
    answers: answers.map((a) => ({ id: a.id, text: a.text })),
    explanation: null,
  }));
}
