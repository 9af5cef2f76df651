/** The spec's planned opening day, and its start: midnight in Cameroon (UTC+1). */
export const OPENING_DAY = "2025-12-31";
export const OPENING = Date.parse(`${OPENING_DAY}T00:00:00+01:00`);

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
