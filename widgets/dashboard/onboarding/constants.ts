import type { Locale } from "#shared/i18n/locale.ts";

/** Steps 0 to 5: birth date, interests, education, language, reason for joining, picture. */
export const STEP_COUNT = 6;
export const LAST_STEP = STEP_COUNT - 1;

export const MIN_AGE = 10;
/** The server refuses earlier birth dates. */
export const EARLIEST_BIRTH_DATE = "1900-01-01";

/** Stored values, as the server checks them; each has its label in the message catalogue. */
export const EDUCATION_LEVELS = [
  "Preschool/Nursery/Kindergarten",
  "Primary/Elementary",
  "Lower Secondary/Junior High",
  "Upper Secondary/High/Senior High",
  "Vocational/Technical",
  "Undergraduate/Bachelor's",
  "Postgraduate/Master's",
  "Doctorate/Ph.D.",
] as const;

export const WHY_JOIN = ["learn", "career", "explore", "organization", "network", "practice", "other"] as const;

export const LANGUAGES: readonly Locale[] = ["en", "fr"];
