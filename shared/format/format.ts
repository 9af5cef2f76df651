import { type Locale, locale } from "#shared/i18n/locale.ts";

/** The language tag every number, date and unit on the platform is formatted with. */
export const localeTag = (l: Locale = locale.value) => (l === "fr" ? "fr-CM" : "en-CM");
const tag = localeTag;

/**
 * Each formatter made once per language and options: making one costs far more than using it (a
 * catalogue formats a price per card, a list a date per row), and the first of a kind loads the
 * language's data.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function once<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  Kind: new (tag: string, options: object) => F,
  l: Locale,
  options: Record<string, string | number | undefined>,
): F {
  const key = `${Kind.name} ${tag(l)} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as F | undefined;
  if (!formatter) made.set(key, (formatter = new Kind(tag(l), options)));
  return formatter;
}

/** Whole numbers with the locale's thousands separators. */
export function formatNumber(n: number, l: Locale = locale.value): string {
  return once(Intl.NumberFormat, l, { maximumFractionDigits: 0 }).format(Math.round(n));
}

/** A rating or a zoom: one decimal, with the locale's separator ("4.5", "4,5"). */
export function formatOneDecimal(n: number, l: Locale = locale.value): string {
  return once(Intl.NumberFormat, l, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
}

/** XAF amounts: whole francs, thousands separated, currency code after the number. */
export function formatMoney(amount: number, l: Locale = locale.value): string {
  return `${formatNumber(amount, l)} XAF`;
}

/** A short duration: seconds under a minute, minutes under an hour, hours (and minutes) above. */
export function formatDuration(seconds: number, l: Locale = locale.value): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} m`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const hours = `${formatNumber(h, l)} h`;
  return m ? `${hours} ${m} m` : hours;
}

/** A file's size from its bytes, in the unit that reads best ("850 kB", "2.4 MB"). */
export function formatFileSize(bytes: number, l: Locale = locale.value): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return once(Intl.NumberFormat, l, { style: "unit", unit: units[unit], unitDisplay: "short", maximumFractionDigits: unit < 2 ? 0 : 1 }).format(value);
}

const graphemes = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;

/**
 * Cuts text longer than `limit` to `keep` characters plus an ellipsis (lesson titles: over 45,
 * cut to 42; card text: 30). Counts what a reader sees as one character, so a flag or an accent
 * typed as two code points is never split.
 */
export function truncate(text: string, limit: number, keep: number = limit): string {
  const chars = graphemes ? Array.from(graphemes.segment(text), (s) => s.segment) : [...text];
  return chars.length > limit ? `${chars.slice(0, keep).join("").trimEnd()}…` : text;
}

/** A day with no time: a day on the calendar, not an instant. */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the locale's long form, in `timeZone` (the reader's by default). A day with no time
 * ("2025-06-14") is that day wherever it is read: JavaScript reads it as midnight UTC, which the
 * Americas' zones would show as the day before.
 */
export function formatDate(iso: string, l: Locale = locale.value, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return once(Intl.DateTimeFormat, l, { dateStyle: "long", timeZone: DAY_ONLY.test(iso) ? "UTC" : timeZone }).format(d);
}

/** A time of day in the locale's short form ("3:05 PM", "15:05"). */
export const formatTime = (at: Date, l: Locale = locale.value, timeZone?: string): string =>
  once(Intl.DateTimeFormat, l, { timeStyle: "short", timeZone }).format(at);

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["week", 604_800],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
];

/**
 * How long ago `iso` was, in the learner's language ("3 hours ago", "il y a 3 heures"). The
 * server's own `since` is English only: it serves when there is no usable date.
 */
export function formatSince(iso: string | null | undefined, fallback: string | null | undefined, l: Locale = locale.value, now: number = Date.now()): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return fallback ?? "";
  const seconds = Math.round((at - now) / 1000);
  const format = once(Intl.RelativeTimeFormat, l, { numeric: "auto" });
  const [unit, size] = RELATIVE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ["second", 1];
  return format.format(Math.trunc(seconds / size), unit);
}
