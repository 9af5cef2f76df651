import { type FieldErrors, invalid } from "../../http/errors.ts";
import type { Input } from "../../http/input.ts";
import type { QuestionOrder } from "./attempt-store.ts";

/** One answered (or deliberately blank) question. A posted `is_correct` is never read. */
export interface ResponseItem {
  question_id: number;
  /** null: the learner left the question unanswered; it counts as wrong. */
  answer_id: number | null;
  time_taken: number;
}

export interface Submission {
  attemptId: number | null;
  /** Seconds the client says the whole attempt took; null when not sent. */
  timeTaken: number | null;
  responses: ResponseItem[];
}

/** Far above any real paper; a longer list is refused before it is looked at item by item. */
const MAX_RESPONSES = 500;

const MAX_ID = 2_147_483_647;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Laravel's `integer`: a whole JSON number or a string of digits (form data is all strings). */
function asId(v: unknown): number | null {
  if (typeof v === "number") return Number.isInteger(v) && v >= 1 && v <= MAX_ID ? v : null;
  if (typeof v === "string" && /^\s*\d{1,10}\s*$/.test(v)) {
    const n = Number(v);
    return n >= 1 && n <= MAX_ID ? n : null;
  }
  return null;
}

/** Seconds: a finite non-negative number; fractions are dropped. Returns an error message or the value. */
function asSeconds(v: unknown, label: string): { value: number } | { error: string } {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isFinite(n)) return { error: `The ${label} field must be a number.` };
  if (n < 0) return { error: `The ${label} field must be at least 0.` };
  return { value: Math.floor(n) };
}

function parseList(raw: unknown, errors: FieldErrors): unknown[] | null {
  if (isBlank(raw)) {
    errors.responses = ["The responses field is required."];
    return null;
  }
  let list = raw;
  // The client posts form data, where the list arrives as a JSON string.
  if (typeof raw === "string") {
    try {
      list = JSON.parse(raw);
    } catch {
      errors.responses = ["The responses field must be a valid JSON string."];
      return null;
    }
  }
  if (!Array.isArray(list)) {
    errors.responses = ["The responses field must be an array."];
    return null;
  }
  if (list.length > MAX_RESPONSES) {
    errors.responses = [`The responses field must not have more than ${MAX_RESPONSES} items.`];
    return null;
  }
  return list;
}

/**
 * Checks the shape of a submission: every value has the right type, no question appears twice.
 * Whether the ids belong to the attempt is checked later, once the attempt is known.
 */
export function readSubmission(input: Input): Submission {
  const errors: FieldErrors = {};

  let attemptId: number | null = null;
  if (!isBlank(input.attempt_id)) {
    attemptId = asId(input.attempt_id);
    if (attemptId === null) errors.attempt_id = ["The attempt id field must be an integer."];
  }

  let timeTaken: number | null = null;
  if (!isBlank(input.time_taken)) {
    const t = asSeconds(input.time_taken, "time taken");
    if ("error" in t) errors.time_taken = [t.error];
    else timeTaken = t.value;
  }

  const responses: ResponseItem[] = [];
  const list = parseList(input.responses, errors);
  const seen = new Set<number>();
  list?.forEach((item, i) => {
    const at = `responses.${i}`;
    if (item === null || typeof item !== "object" || Array.isArray(item)) {
      errors[at] = [`The ${at} field must be an object.`];
      return;
    }
    const fields = item as Record<string, unknown>;

    const questionId = asId(fields.question_id);
    if (isBlank(fields.question_id)) errors[`${at}.question_id`] = [`The ${at}.question_id field is required.`];
    else if (questionId === null) errors[`${at}.question_id`] = [`The ${at}.question_id field must be an integer.`];
    else if (seen.has(questionId)) errors[`${at}.question_id`] = [`The ${at}.question_id field has a duplicate value.`];
    else seen.add(questionId);

    let answerId: number | null = null;
    if (!isBlank(fields.answer_id)) {
      answerId = asId(fields.answer_id);
      if (answerId === null) errors[`${at}.answer_id`] = [`The ${at}.answer_id field must be an integer.`];
    }

    let seconds = 0;
    if (!isBlank(fields.time_taken)) {
      const t = asSeconds(fields.time_taken, `${at}.time_taken`);
      if ("error" in t) errors[`${at}.time_taken`] = [t.error];
      else seconds = t.value;
    }

    if (questionId !== null) responses.push({ question_id: questionId, answer_id: answerId, time_taken: seconds });
  });

  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { attemptId, timeTaken, responses };
}

/** Every response must name a question of this attempt and, when answered, one of that question's answers. */
export function checkAgainstPaper(submission: Submission, order: QuestionOrder): void {
  const answersOf = new Map(order.map((o) => [o.question_id, new Set(o.answer_ids)]));
  const errors: FieldErrors = {};
  submission.responses.forEach((r, i) => {
    const answers = answersOf.get(r.question_id);
    if (!answers) errors[`responses.${i}.question_id`] = [`The selected responses.${i}.question_id is invalid.`];
    else if (r.answer_id !== null && !answers.has(r.answer_id)) errors[`responses.${i}.answer_id`] = [`The selected responses.${i}.answer_id is invalid.`];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
