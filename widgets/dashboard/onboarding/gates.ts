import { ageOn } from "./age.ts";
import { MIN_AGE } from "./constants.ts";
import type { Draft } from "./draft.ts";

/** Why a step cannot be left yet, or null when it can. */
export type Block = "birth-missing" | "too-young" | "no-field" | "no-choice" | "no-picture" | null;

/**
 * Each step's condition for going on: an age of at least 10, one field or more, one education
 * level, one language, one reason, and a cropped picture ready on the last step.
 */
export function blockAt(step: number, draft: Draft, today: Date, pictureReady: boolean): Block {
  switch (step) {
    case 0: {
      const age = ageOn(draft.dateOfBirth, today);
      if (age === null) return "birth-missing";
      return age < MIN_AGE ? "too-young" : null;
    }
    case 1:
      return draft.fields.length > 0 ? null : "no-field";
    case 2:
      return draft.level ? null : "no-choice";
    case 3:
      return draft.language ? null : "no-choice";
    case 4:
      return draft.whyJoin ? null : "no-choice";
    default:
      return pictureReady ? null : "no-picture";
  }
}

/**
 * Where a restored draft may resume: its own step, unless an earlier step's answer no longer
 * holds (a birthday check on another day, a damaged entry), in which case that earlier step.
 */
export function resumeStep(draft: Draft, today: Date): number {
  for (let step = 0; step < draft.step; step++) if (blockAt(step, draft, today, false)) return step;
  return draft.step;
}
