import * as v from "valibot";
import { request } from "#shared/api/client.ts";
import { AnySchema, count, during, text } from "#shared/api/schemas.ts";
import { DEFAULT_PASSING_SCORE, resultEntries } from "./exams.ts";

/** Exams and assessments are taken through the same calls under their own paths. */
export type TestPath = "exams" | "assessments";

const noun = (path: TestPath) => (path === "exams" ? "exam" : "assessment");

export const ResultSchema = v.object(resultEntries);
export type Result = v.InferOutput<typeof ResultSchema>;

/** A course's assessment: what it is and where the learner stands. */
export const AssessmentSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: text,
  duration: count,
  total_questions: count,
  ...resultEntries,
});
export type Assessment = v.InferOutput<typeof AssessmentSchema>;

/** A question's text is HTML; `is_correct` is read only when an API sends it, never needed. */
export const QuestionSchema = v.object({
  id: v.number(),
  text: v.string(),
  topic: v.nullish(v.object({ name: v.string() }), null),
  answers: v.array(v.object({ id: v.number(), text: v.string(), is_correct: v.optional(v.nullable(v.boolean())) })),
  explanation: text,
  user_answer: v.nullish(v.object({ answer_id: v.nullish(v.number(), null), is_correct: v.optional(v.boolean(), false), time_taken: count }), null),
});
export type Question = v.InferOutput<typeof QuestionSchema>;

/** One answer as a device saves it and a submission sends it. */
const SavedResponseSchema = v.object({ question_id: v.number(), answer_id: v.nullable(v.number()), time_taken: count });

/**
 * Beyond the contract, where the API tells it: the attempt the questions started or resumed, with
 * the server's clock (the time left never depends on the device's) and, where the API keeps them
 * (`saved` present, even null), the answers saved from any device.
 */
const AttemptSchema = v.object({
  id: v.number(),
  number: v.optional(v.number()),
  started_at: v.string(),
  deadline_at: v.string(),
  server_time: v.string(),
  saved: v.optional(v.nullable(v.object({ revision: v.number(), responses: v.array(SavedResponseSchema), current_question_id: v.nullish(v.number(), null) }))),
});
export type ServerAttempt = v.InferOutput<typeof AttemptSchema>;

const PaperSchema = v.object({ data: v.array(QuestionSchema), attempt: v.nullish(AttemptSchema, null) });
export type Paper = v.InferOutput<typeof PaperSchema>;

export const HistoryItemSchema = v.object({
  number: count,
  date: text,
  time_taken: count,
  correct: count,
  total: count,
  score: count,
  passing_score: v.pipe(
    v.optional(v.nullable(v.number()), DEFAULT_PASSING_SCORE),
    v.transform((score) => score ?? DEFAULT_PASSING_SCORE),
  ),
  status: text,
  results: v.optional(v.array(v.object({ topic_name: v.string(), score: count })), []),
});
export type HistoryItem = v.InferOutput<typeof HistoryItemSchema>;

/** One response item of a submission. `is_correct` only when the API gave it: the server grades. */
export interface ResponseItem {
  question_id: number;
  answer_id: number;
  time_taken: number;
  is_correct?: boolean;
}

export const getAssessment = (id: number, signal?: AbortSignal) =>
  request(v.object({ data: AssessmentSchema }), `/assessments/${id}`, { signal, needsSession: true, fallback: during("while fetching the assessment") }).then(
    ({ data }) => data,
  );

/**
 * The contract names the result call but shows no reply: a `data` carrying none of the result
 * fields is no result (a malformed answer), and a passing score it leaves out is the test's own
 * (undefined here), not the default.
 */
const ResultReplySchema = v.object({
  data: v.pipe(
    v.looseObject({}),
    v.check((data) => Object.keys(resultEntries).some((field) => field in data)),
    v.object({ ...resultEntries, passing_score: v.nullish(v.number()) }),
  ),
});

export const getResult = (path: TestPath, id: number, signal?: AbortSignal) =>
  request(ResultReplySchema, `/${path}/${id}/result`, { signal, needsSession: true, fallback: during(`while fetching the ${noun(path)}`) }).then(
    ({ data }) => data,
  );

/** Starts the attempt, or resumes the one in progress. */
export const getPaper = (path: TestPath, id: number) =>
  request(PaperSchema, `/${path}/${id}/questions`, { needsSession: true, fallback: during("while fetching the questions") });

export const getHistory = (path: TestPath, id: number, signal?: AbortSignal) =>
  request(v.object({ data: v.array(HistoryItemSchema) }), `/${path}/${id}/history`, {
    signal,
    needsSession: true,
    fallback: during("while fetching the history"),
  }).then(({ data }) => data);

export const getSolution = (path: TestPath, id: number, signal?: AbortSignal) =>
  request(v.object({ data: v.array(QuestionSchema) }), `/${path}/${id}/solution`, {
    signal,
    needsSession: true,
    fallback: during("while fetching the solution"),
  }).then(({ data }) => data);

/** Form data: the responses as a JSON list and the total seconds; the attempt, where the API named one, so a repeat is known as one. */
export function postSubmit(path: TestPath, id: number, submission: { responses: ResponseItem[]; timeTaken: number; attemptId: number | null }) {
  const body = new FormData();
  body.set("responses", JSON.stringify(submission.responses));
  body.set("time_taken", String(submission.timeTaken));
  if (submission.attemptId !== null) body.set("attempt_id", String(submission.attemptId));
  return request(v.object({ message: v.optional(v.string(), ""), data: ResultSchema }), `/${path}/${id}/submit`, {
    method: "POST",
    body,
    needsSession: true,
    fallback: during(`while submitting the ${noun(path)}`),
  });
}

/** Beyond the contract: the answers so far, whole, with a rising revision (a late save never wins over a newer one). */
export const postAutosave = (
  path: TestPath,
  id: number,
  save: {
    attemptId: number;
    revision: number;
    responses: { question_id: number; answer_id: number | null; time_taken: number }[];
    currentQuestionId: number | null;
  },
) =>
  request(AnySchema, `/${path}/${id}/autosave`, {
    method: "POST",
    body: { attempt_id: save.attemptId, revision: save.revision, responses: save.responses, current_question_id: save.currentQuestionId },
    needsSession: true,
    fallback: during("while saving your answers"),
  });
