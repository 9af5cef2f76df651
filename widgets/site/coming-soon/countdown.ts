/** The spec's planned opening: 31 December 2025, at midnight in Cameroon (UTC+1). */
export const OPENING = Date.parse("2025-12-31T00:00:00+01:00");

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `target`; null once it has passed (never a count below zero). */
export function remaining(target: number, now: number): Remaining | null {
  const left = Math.floor((target - now) / 1000);
  if (left <= 0) return null;
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}
