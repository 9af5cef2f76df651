import type { LearnerStats } from "#shared/api/learner.ts";
import { localeTag } from "#shared/format/format.ts";
import { type Locale, locale } from "#shared/i18n/locale.ts";
import { t } from "./dashboard.messages.ts";

const unit = (value: number, name: "hour" | "minute", l: Locale) =>
  new Intl.NumberFormat(localeTag(l), { style: "unit", unit: name, unitDisplay: "short", maximumFractionDigits: 0 }).format(value);

/** Whole minutes in a number of seconds (the API counts seconds, the learner reads minutes). */
export const minutesOf = (seconds: number): number => Math.round(Math.max(0, seconds) / 60);

/** A duration as whole hours and the minutes left over, rounded to the nearest minute. */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const total = minutesOf(seconds);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** "125 mins" / "125 min", with the locale's thousands separators. */
export const formatMinutes = (seconds: number, l: Locale = locale.value): string => unit(minutesOf(seconds), "minute", l);

/** "2 hrs 5 mins" / "2 h 5 min": both parts always, as the chart's tooltip reads. */
export function formatHoursAndMinutes(seconds: number, l: Locale = locale.value): string {
  const { hours, minutes } = hoursAndMinutes(seconds);
  return `${unit(hours, "hour", l)} ${unit(minutes, "minute", l)}`;
}

/**
 * What the learning-time chart draws: one bar per course, in the server's order. A course with
 * 0 s keeps its (empty) bar, as the contract's chart does: the learner sees every course they
 * could spend time in, not only the ones they did.
 */
export interface ChartBars {
  names: string[];
  seconds: number[];
  /** Bar heights: exact minutes, so a few seconds still show as a sliver. */
  minutes: number[];
}

export function chartBars(courses: LearnerStats["course_learning_time"]): ChartBars {
  return {
    names: courses.map((c) => c.course_name),
    seconds: courses.map((c) => c.time),
    minutes: courses.map((c) => c.time / 60),
  };
}

/** The tooltip of a course's bar: its name, then its time in hours and minutes. */
export function tooltipText(course: string, seconds: number, l: Locale = locale.value): string {
  return t("learner.dashboard.chart.tooltip", { course, time: formatHoursAndMinutes(seconds, l) });
}
