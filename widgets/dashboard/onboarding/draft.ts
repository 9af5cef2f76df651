import { storage } from "#shared/browser/storage.ts";
import type { Locale } from "#shared/i18n/locale.ts";
import { EDUCATION_LEVELS, LANGUAGES, LAST_STEP, WHY_JOIN } from "./constants.ts";

/** The learner's answers so far, and where they are. The picture is not part of it. */
export interface Draft {
  step: number;
  /** YYYY-MM-DD, or "" before one is entered. */
  dateOfBirth: string;
  /** Chosen field ids, in the order they were chosen. */
  fields: number[];
  level: string;
  language: Locale | "";
  whyJoin: string;
}

export const EMPTY_DRAFT: Draft = { step: 0, dateOfBirth: "", fields: [], level: "", language: "", whyJoin: "" };

// One draft per learner: someone else signing in on this tab never sees it.
const key = (userId: number) => `lpOnboarding:${userId}`;

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | "" => (allowed.includes(value as T) ? (value as T) : "");

/** Whatever was stored, reduced to answers that are still possible; anything else starts empty. */
export function readDraft(raw: string | null): Draft {
  if (!raw) return EMPTY_DRAFT;
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return EMPTY_DRAFT;
    data = parsed as Record<string, unknown>;
  } catch {
    return EMPTY_DRAFT;
  }
  const step = Number.isInteger(data.step) ? Math.min(Math.max(data.step as number, 0), LAST_STEP) : 0;
  const fields = Array.isArray(data.fields) ? [...new Set(data.fields.filter((id): id is number => Number.isInteger(id) && id > 0))] : [];
  return {
    step,
    dateOfBirth: typeof data.dateOfBirth === "string" ? data.dateOfBirth.slice(0, 10) : "",
    fields,
    level: oneOf(EDUCATION_LEVELS, data.level),
    language: oneOf(LANGUAGES, data.language),
    whyJoin: oneOf(WHY_JOIN, data.whyJoin),
  };
}

export const loadDraft = (userId: number): Draft => readDraft(storage.session.get(key(userId)));

export const saveDraft = (userId: number, draft: Draft): void => storage.session.set(key(userId), JSON.stringify(draft));

export const clearDraft = (userId: number): void => storage.session.remove(key(userId));
