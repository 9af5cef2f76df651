import { EARLIEST_BIRTH_DATE } from "./constants.ts";

interface Day {
  year: number;
  month: number;
  day: number;
}

/** A real calendar day written YYYY-MM-DD (what a date input gives), or null. */
export function parseDay(value: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The learner's local calendar day. */
export function localDay(now: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whole years from a birth date to the learner's local `today`. The birthday counts from its own
 * day; someone born on 29 February turns a year older on 1 March in other years, as the server
 * counts it. Null when the date is not a real day, is before 1900 or is still to come.
 */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const birth = parseDay(dateOfBirth);
  if (!birth || dateOfBirth.trim() < EARLIEST_BIRTH_DATE) return null;
  const now = parseDay(localDay(today))!;
  let years = now.year - birth.year;
  if (now.month < birth.month || (now.month === birth.month && now.day < birth.day)) years--;
  return years < 0 ? null : years;
}
