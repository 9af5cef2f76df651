import * as v from "valibot";
import { request } from "#shared/api/client.ts";
import { AnySchema, during, text } from "#shared/api/schemas.ts";

/** What the player knows of a learner's progress in one course; the server's answer always replaces it. */
export const ProgressSchema = v.object({
  progress_percent: v.optional(v.number(), 0),
  lessons_completed: v.optional(v.array(v.number()), []),
});
export type Progress = v.InferOutput<typeof ProgressSchema>;

/**
 * A lesson as the contract names it. Its `data` differs by type and is read by the lesson's own
 * view, so one malformed lesson shows its own error instead of failing the whole course.
 */
export const LessonSchema = v.object({
  id: v.number(),
  module_id: v.optional(v.number()),
  type: v.string(),
  title: v.string(),
  description: text,
  data: v.optional(v.unknown()),
});
export type Lesson = v.InferOutput<typeof LessonSchema>;

export const ModuleSchema = v.object({ id: v.optional(v.number()), title: v.string(), lessons: v.optional(v.array(LessonSchema), []) });
export type Module = v.InferOutput<typeof ModuleSchema>;

export const ResourceSchema = v.object({
  type: v.optional(v.string(), "file"),
  name: v.string(),
  file_size: v.nullish(v.union([v.number(), v.string()]), null),
  url: v.string(),
});
export type Resource = v.InferOutput<typeof ResourceSchema>;

export const CourseContentSchema = v.object({
  id: v.number(),
  slug: text,
  title: v.string(),
  organization: v.nullish(v.object({ name: v.string() }), null),
  instructors: v.optional(v.array(v.object({ name: v.string(), title: text, profile: text })), []),
  resources: v.optional(v.array(ResourceSchema), []),
  curriculum: v.optional(v.array(ModuleSchema), []),
  assessment: v.nullish(v.object({ id: v.number() }), null),
  learning_progress: v.optional(ProgressSchema, { progress_percent: 0, lessons_completed: [] }),
});
export type CourseContent = v.InferOutput<typeof CourseContentSchema>;

/** The content call's address: the page knows its course by slug; the contract's `{id}` accepts it, as the course page's own call does. */
export const courseContentPath = (key: string) => `/courses/${encodeURIComponent(key)}/content`;

export const getCourseContent = (key: string) =>
  request(v.object({ data: CourseContentSchema }), courseContentPath(key), {
    needsSession: true,
    fallback: during("while fetching course content"),
  }).then(({ data }) => data);

export const postLessonCompleted = (courseId: number, lessonId: number) =>
  request(v.object({ data: v.optional(ProgressSchema) }), `/course-content/${courseId}/mark-as-completed`, {
    method: "POST",
    body: { lesson_id: lessonId },
    needsSession: true,
    fallback: during("while marking lesson as completed"),
  }).then(({ data }) => data ?? null);

/**
 * Multipart, addressed by the quiz's id. The key makes a resend after a lost answer safe where the
 * API honours it; the contract itself does not promise that.
 */
export const postQuizAttempt = (quizId: number, attempt: { lessonId: number; correct: number; total: number }, idempotencyKey: string) => {
  const body = new FormData();
  body.set("lesson_id", String(attempt.lessonId));
  body.set("correct_answers", String(attempt.correct));
  body.set("total_questions", String(attempt.total));
  return request(AnySchema, `/course-content/${quizId}/quiz-attempt`, {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
    needsSession: true,
    fallback: during("while recording quiz attempt"),
  });
};

/** Form-encoded, as the contract says: seconds=30. */
export const postLearningPing = (courseId: number, seconds: number) =>
  request(AnySchema, `/courses/${courseId}/ping`, {
    method: "POST",
    body: new URLSearchParams({ seconds: String(seconds) }),
    needsSession: true,
    fallback: during("while pinging the server"),
  });
