import * as v from "valibot";
import { request } from "#shared/api/client.ts";
import { count, PageMetaSchema, text } from "#shared/api/schemas.ts";

/** The contract names only `name` for categories, fields and organizations in exam answers. */
const named = v.object({ id: v.optional(v.number()), name: v.string() });

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
