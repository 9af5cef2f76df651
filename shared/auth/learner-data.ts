/**
 * What a learner keeps on this device besides the session (the courses they save for offline,
 * shared/offline): named with these prefixes it is theirs alone, and it goes when they sign out or
 * another learner signs in here. The session owns the rule; what keeps such data names it so.
 */
import { signal } from "@preact/signals-react";
import { LAST_SCREENS_KEY, LEARNER_KEY_PREFIX, LEARNER_OWNER_KEY as OWNER_KEY } from "#shared/browser/device-keys.ts";
import { storage } from "#shared/browser/storage.ts";

/** Caches of the learner's (a saved course's files and answers). */
export const LEARNER_CACHE_PREFIX = "lp-learner-";

/** Counts the times the device's learner data was forgotten, so what shows it reads it again. */
export const learnerDataForgotten = signal(0, { name: "learnerData.forgotten" });

/** A learner signed in: the device's learner data becomes theirs, and another learner's goes. */
export function claimLearnerData(learner: number): void {
  // Data of no known learner (a sign-out cut short) is forgotten too.
  if (storage.local.get(OWNER_KEY) !== String(learner)) forgetLearnerData();
  storage.local.set(OWNER_KEY, String(learner));
}

/** Sign-out: nothing of the learner's stays on the device. */
export function forgetLearnerData(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((key) => key?.startsWith(LEARNER_KEY_PREFIX));
    for (const key of keys) if (key) storage.local.remove(key);
    // A session kept to the tab keeps its copies of the learner's last screens there.
    storage.session.remove(LAST_SCREENS_KEY);
  } catch {
    // Storage refused: it holds nothing of ours.
  }
  learnerDataForgotten.value++;
  if (typeof caches === "undefined") return;
  void caches
    .keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith(LEARNER_CACHE_PREFIX)).map((name) => caches.delete(name))))
    // The site's worker stops looking in them.
    .then(() => navigator.serviceWorker?.controller?.postMessage({ type: "saved-changed" }))
    .catch(() => undefined);
}
