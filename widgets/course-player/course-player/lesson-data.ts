import * as v from "valibot";
import type { Lesson } from "#shared/api/learning.ts";
import { truncate } from "#shared/format/format.ts";

/** The lesson types the contract names; anything else is shown as not available. */
export const LESSON_TYPES = ["video", "article", "assignment", "flashcard", "quiz", "worksheet", "casestudy", "slide"] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

const text = v.string();
const url = v.pipe(v.string(), v.trim(), v.minLength(1));

export const QuizQuestionSchema = v.object({
  id: v.optional(v.union([v.number(), v.string()])),
  text,
  explanation: v.nullish(v.string(), null),
  options: v.array(v.object({ id: v.union([v.number(), v.string()]), text, is_correct: v.optional(v.boolean(), false) })),
});
export type QuizQuestion = v.InferOutput<typeof QuizQuestionSchema>;

const DATA = {
  article: v.object({ content: v.optional(text, "") }),
  assignment: v.object({ content: v.optional(text, "") }),
  video: v.object({ url }),
  worksheet: v.object({ url }),
  casestudy: v.object({ summary: v.nullish(text, null), url: v.nullish(url, null) }),
  slide: v.object({ url: v.nullish(v.string(), null) }),
  flashcard: v.object({ items: v.optional(v.array(v.object({ front: text, back: text })), []) }),
  quiz: v.object({ id: v.number(), questions: v.optional(v.array(QuizQuestionSchema), []) }),
} satisfies Record<LessonType, v.GenericSchema>;

export type LessonData = { [T in LessonType]: { type: T; data: v.InferOutput<(typeof DATA)[T]> } }[LessonType];

/** A lesson's data read for its view; null when its type is unknown or its data does not fit the type. */
export function readLesson(lesson: Lesson): LessonData | null {
  const type = lesson.type as LessonType;
  if (!LESSON_TYPES.includes(type)) return null;
  const parsed = v.safeParse(DATA[type], lesson.data ?? {});
  return parsed.success ? ({ type, data: parsed.output } as LessonData) : null;
}

export const isLessonType = (type: string): type is LessonType => (LESSON_TYPES as readonly string[]).includes(type);

/** Quiz and flashcard lessons complete themselves; every other type has Mark as Complete. */
export const completesItself = (type: string) => type === "quiz" || type === "flashcard";

/** The spec's outline rule: a title over 45 characters is cut to 42 plus an ellipsis. */
export const outlineTitle = (title: string): string => truncate(title, 45, 42);

/**
 * A lesson's file or page as a link: an absolute http(s) address, or a path on the API's host
 * (the contract allows either). Anything else (javascript:, data:) is no link at all.
 */
export function webUrl(raw: string | null | undefined, apiBase: string): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value, new URL(apiBase, document.baseURI).origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
