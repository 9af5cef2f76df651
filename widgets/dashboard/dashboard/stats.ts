import type { LearnerStats } from "#shared/api/learner.ts";
import { formatNumber } from "#shared/format/format.ts";
import { type Locale, locale } from "#shared/i18n/locale.ts";
import { formatMinutes } from "./learning-time.ts";

type StatKey = "my-courses" | "my-exams" | "courses-completed" | "exams-completed" | "assessments-completed" | "certificates-earned" | "points" | "study-time";

/** The stats card's figures in reading order: whole numbers with separators, the week's seconds as minutes. */
export function statFigures(s: LearnerStats, l: Locale = locale.value): { key: StatKey; value: string }[] {
  const n = (value: number) => formatNumber(value, l);
  return [
    { key: "my-courses", value: n(s.enrolled_courses) },
    { key: "my-exams", value: n(s.enrolled_exams) },
    { key: "courses-completed", value: n(s.completed_courses) },
    { key: "exams-completed", value: n(s.exams_completed) },
    { key: "assessments-completed", value: n(s.assessments_completed) },
    { key: "certificates-earned", value: n(s.certificates_earned) },
    { key: "points", value: n(s.points) },
    { key: "study-time", value: formatMinutes(s.time_this_week, l) },
  ];
}
