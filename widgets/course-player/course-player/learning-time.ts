import { postLearningPing } from "#shared/api/learning.ts";
import { type Clock, wallClock } from "./clock.ts";

/** The spec's rhythm: a ping with seconds=30 every 30 s while the course is in view. */
export const PING_SECONDS = 30;
const PING_MS = PING_SECONDS * 1000;
/** A tick this late means the phone slept or the tab was frozen: that time was not spent learning. */
const LATE_MS = 2 * PING_MS;

/**
 * Counts learning time for one course: a ping every 30 s of visible time, none while hidden, and
 * no catch-up burst after a hidden tab or a sleeping phone: the count starts afresh when the page
 * is seen again. Returns the stop function.
 */
export function startLearningTime(
  courseId: number,
  {
    send = postLearningPing,
    doc = document,
    clock = wallClock,
  }: { send?: (courseId: number, seconds: number) => Promise<unknown>; doc?: Document; clock?: Clock } = {},
): () => void {
  let handle: unknown = null;
  let due = 0;

  const schedule = () => {
    clock.clearTimeout(handle);
    due = clock.now() + PING_MS;
    handle = clock.setTimeout(tick, PING_MS);
  };
  const tick = () => {
    handle = null;
    if (doc.visibilityState !== "visible") return;
    const late = clock.now() - due > LATE_MS - PING_MS;
    if (!late) send(courseId, PING_SECONDS).catch(() => {});
    schedule();
  };
  const onVisibility = () => {
    if (doc.visibilityState === "visible") schedule();
    else {
      clock.clearTimeout(handle);
      handle = null;
    }
  };

  doc.addEventListener("visibilitychange", onVisibility);
  if (doc.visibilityState === "visible") schedule();
  return () => {
    doc.removeEventListener("visibilitychange", onVisibility);
    clock.clearTimeout(handle);
  };
}
