import type { ExamCard } from "#shared/api/exams.ts";

/** An exam costs nothing when it says it is free or has no price. */
export const isFree = (exam: Pick<ExamCard, "pricing" | "price">): boolean => exam.pricing === "free" || exam.price <= 0;
