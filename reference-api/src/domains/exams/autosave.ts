import type { Database } from "../../db/connection.ts";
import { conflict, type FieldErrors, invalid, invalidField } from "../../http/errors.ts";
import type { Input } from "../../http/input.ts";
import { type AttemptRow, closeExpiredAttempts, findAttempt, orderOf } from "./attempt-store.ts";
import { checkAgainstPaper, type ResponseItem, readSubmission } from "./submission-input.ts";
import type { TestKind } from "./test-kinds.ts";
import type { TestRow } from "./test-row.ts";

/** An attempt's answers as the device saved them, and where the learner was. */
export interface SavedAnswers {
  revision: number;
  responses: ResponseItem[];
  current_question_id: number | null;
}

const MAX_REVISION = Number.MAX_SAFE_INTEGER;

function readRevision(raw: unknown): number | null {
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d{1,16}\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_REVISION ? n : null;
}

/** What the questions response carries back on a resume: null when nothing was saved yet. */
export function savedAnswers(attempt: AttemptRow): SavedAnswers | null {
  return attempt.saved_json ? (JSON.parse(attempt.saved_json) as SavedAnswers) : null;
}

/**
 * Keeps the answers of an attempt in progress (beyond the contract). Idempotent and ordered: the
 * whole answer set is sent each time with a rising revision; a save whose revision is not above the
 * stored one changes nothing and is answered with the stored revision. Nothing is graded here.
 */
export function autosave(db: Database, graceSeconds: number, kind: TestKind, userId: number, test: TestRow, input: Input): { revision: number } {
  const submission = readSubmission(input);
  const errors: FieldErrors = {};
  const revision = readRevision(input.revision);
  if (revision === null) errors.revision = ["The revision field must be a positive integer."];
  if (submission.attemptId === null) errors.attempt_id = ["The attempt id field is required."];
  let current: number | null = null;
  if (input.current_question_id !== undefined && input.current_question_id !== null && input.current_question_id !== "") {
    current = readRevision(input.current_question_id);
    if (current === null) errors.current_question_id = ["The current question id field must be an integer."];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  closeExpiredAttempts(db, graceSeconds, userId, test);
  const attempt = findAttempt(db, userId, test.id, submission.attemptId!);
  if (!attempt) throw invalidField("attempt_id", "The selected attempt id is invalid.");
  if (attempt.status !== "in_progress") throw conflict(`This ${kind.noun} attempt has ended.`);
  const order = orderOf(attempt);
  checkAgainstPaper(submission, order);
  if (current !== null && !order.some((o) => o.question_id === current))
    throw invalidField("current_question_id", "The selected current question id is invalid.");

  const saved: SavedAnswers = { revision: revision!, responses: submission.responses, current_question_id: current };
  const changed = db
    .prepare("UPDATE attempts SET saved_json = ?, saved_revision = ? WHERE id = ? AND status = 'in_progress' AND saved_revision < ?")
    .run(JSON.stringify(saved), revision, attempt.id, revision).changes;
  if (changed === 1) return { revision: revision! };
  const stored = db.prepare("SELECT saved_revision FROM attempts WHERE id = ?").get(attempt.id) as { saved_revision: number };
  return { revision: stored.saved_revision };
}
