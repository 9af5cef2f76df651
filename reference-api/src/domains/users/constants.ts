/** The onboarding choices the learner area offers, as stored values. */
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

export const LANGUAGES = ["en", "fr"] as const;

export const MIN_AGE = 10;
export const PASSWORD_MIN = 8;
export const RESET_LINK_MINUTES = 60;

/** Whole years between a birth date (YYYY-MM-DD) and `today`. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}
