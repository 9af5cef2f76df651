import { useEffect, useState } from "react";
import { storage } from "#shared/browser/storage.ts";

/*
 * "Brand new", for the dashboard's greeting, is a flag the onboarding leaves in the tab's session
 * storage, keyed by learner, which the dashboard takes on its next visit. Every new account, made
 * with an e-mail or with Google, goes through the onboarding before anything else (nextPage()
 * sends a learner without a date of birth or a reason there), so its end is the one moment all new
 * learners share. Figures at zero would also greet as new a learner back after months without
 * learning, and would change the greeting after it shows. Session storage carries the flag past
 * the pages in between (the course the learner came to enrol in) and no further than the tab.
 */
const KEY = "lpJustJoined";

/** Tells the dashboard that this learner has just joined. */
export function markJoined(learnerId: number): void {
  storage.session.set(KEY, String(learnerId));
}

/** Whether the dashboard will welcome this learner as new. */
export const hasJustJoined = (learnerId: number): boolean => storage.session.get(KEY) === String(learnerId);

/**
 * Whether the learner shown has just joined: read when the dashboard opens and kept while it stays
 * open. The flag then goes, so the next visit says "Welcome back".
 */
export function useJustJoined(learnerId: number | null): boolean {
  const [joined] = useState(() => storage.session.get(KEY));
  const isNew = learnerId !== null && joined === String(learnerId);
  useEffect(() => {
    if (isNew) storage.session.remove(KEY);
  }, [isNew]);
  return isNew;
}
