import * as v from "valibot";
import { request } from "#shared/api/client.ts";
import { EnrolAnswerSchema, enrolRequest, type Payer } from "#shared/api/enrolment.ts";
import { count, during, PageMetaSchema, text } from "#shared/api/schemas.ts";

/** The contract names only `name` for categories, fields and organizations in exam answers. */
const named = v.object({ id: v.optional(v.number()), name: v.string() });

/** The spec's default when an exam or assessment does not say its passing score. */
export const DEFAULT_PASSING_SCORE = 50;

const TopicResultSchema = v.object({ topic_id: v.nullish(v.number(), null), topic_name: v.string(), correct: count, total: count });
export type TopicResult = v.InferOutput<typeof TopicResultSchema>;

const StatsSchema = v.object({ time_taken: count, total: count, correct: count, wrong: count, score: count });
export type Stats = v.InferOutput<typeof StatsSchema>;

/** Where the learner stands on an exam or an assessment: the result fields both carry. */
export const resultEntries = {
  passing_score: v.pipe(
    v.optional(v.nullable(v.number()), DEFAULT_PASSING_SCORE),
    v.transform((score) => score ?? DEFAULT_PASSING_SCORE),
  ),
  submitted_before: v.optional(v.boolean(), false),
  passed: v.optional(v.boolean(), false),
  show_solution: v.optional(v.boolean(), false),
  abandoned_last_attempt: v.optional(v.boolean(), false),
  next_attempt_at: text,
  last_attempted_at: text,
  topics: v.optional(v.array(TopicResultSchema), []),
  stats: v.nullish(StatsSchema, null),
};

/** An exam in a carousel or the paged list. */
export const ExamCardSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  description: text,
  image: text,
  duration: count,
  total_questions: v.optional(v.number()),
  questions_count: v.optional(v.number()),
  difficulty: text,
  category: v.nullish(named, null),
  field: v.nullish(named, null),
  pricing: v.optional(v.picklist(["free", "paid"]), "paid"),
  price: count,
  has_enrolled: v.optional(v.boolean(), false),
  organization: v.nullish(v.object({ name: v.string(), slug: text, logo: text }), null),
});
export type ExamCard = v.InferOutput<typeof ExamCardSchema>;

/** How many questions an exam has: the contract names both counts; either may be missing. */
export const questionCount = (exam: Pick<ExamCard, "total_questions" | "questions_count">): number => exam.total_questions ?? exam.questions_count ?? 0;

/** Other lists carry `meta.current_page` only: the next page is asked for while a page comes back full. */
const ExamPageSchema = v.object({ data: v.array(ExamCardSchema), meta: v.optional(PageMetaSchema, {}) });
export type ExamPage = v.InferOutput<typeof ExamPageSchema>;

/** The spec's page size for exam lists. */
export const EXAM_PAGE_SIZE = 20;

export type ExamListKind = "explore" | "popular" | "recommended" | "my-exams";
const LIST_PATH: Record<ExamListKind, string> = {
  explore: "/exams",
  popular: "/exams/popular",
  recommended: "/exams/recommended",
  "my-exams": "/exams/my-exams",
};

export const getExamList = (kind: ExamListKind, page = 1, signal?: AbortSignal) =>
  request(ExamPageSchema, LIST_PATH[kind], {
    signal,
    query: { page, limit: EXAM_PAGE_SIZE },
    needsSession: kind === "my-exams",
    fallback: "Error loading exams",
  });

/** The exam page: the card, what the exam covers, who made it, and where the learner stands. */
export const ExamDetailSchema = v.object({
  ...ExamCardSchema.entries,
  whats_included: text,
  requirements: text,
  creator: v.nullish(
    v.object({ name: v.string(), logo: text, motto: text, exams_count: count, courses_count: count, reviews_count: count, followers_count: count }),
    null,
  ),
  ...resultEntries,
});
export type ExamDetail = v.InferOutput<typeof ExamDetailSchema>;

export const getExam = (slug: string, signal?: AbortSignal) =>
  request(v.object({ data: ExamDetailSchema }), `/exams/${encodeURIComponent(slug)}`, { signal, fallback: during("while fetching the exam") }).then(
    ({ data }) => data,
  );

/** Form data; the payer only for a paid exam. */
export const postExamEnrol = (examId: number, payer?: Payer, idempotencyKey?: string) =>
  request(EnrolAnswerSchema, `/exams/${examId}/enroll`, {
    ...enrolRequest(payer, idempotencyKey),
    needsSession: true,
    fallback: during("while enrolling to the exam"),
  });
