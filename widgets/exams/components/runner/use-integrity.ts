import { useEffect, useRef, useState } from "react";
import type { AttemptSession } from "./attempt-session.ts";
import { AWAY_LIMIT_MS, awayEndsAttempt, windowTooSmall } from "./rules.ts";

/** The history entry the Start click adds, so that the browser's back button asks before leaving. */
const GUARD = { lpExamGuard: true };

/**
 * Pushes the back-button guard. Called in the Start (or Retake) click: browsers skip history
 * entries made without a user gesture, and on Android back would then close the tab.
 */
export function armBackGuard(): void {
  if (!(history.state as typeof GUARD | null)?.lpExamGuard) history.pushState(GUARD, "");
}

/** Takes the guard entry away once the attempt is over, so back works as usual again. */
function disarmBackGuard(): void {
  if ((history.state as typeof GUARD | null)?.lpExamGuard) history.back();
}

/**
 * The spec's integrity rules while an attempt is being taken: the tab hidden for 30 s ends it
 * (measured between timestamps, and kept on the device so a reload does not reset it), a shorter
 * absence draws a warning, back asks before leaving, refresh, print and F5 are held back with a
 * before-unload warning, and a window made smaller than 600 x 400 during the attempt draws one
 * warning an attempt (a reload does not repeat it). Call it after useSignals().
 */
export function useIntegrity(session: AttemptSession, active: boolean) {
  const [awaySeconds, setAwaySeconds] = useState<number | null>(null);
  const [resized, setResized] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leaveWhenSent = useRef(false);
  const sent = session.phase.value.name === "submitted";

  // Leaving waits for the server to have the answers: until then they are still being sent from here.
  useEffect(() => {
    if (sent && leaveWhenSent.current) history.back();
  }, [sent]);

  useEffect(() => {
    if (!active) return;
    let awayTimer: ReturnType<typeof setTimeout> | undefined;
    const onVisibility = () => {
      const now = Date.now();
      if (document.visibilityState === "hidden") {
        session.hidden(now);
        // Where the browser still runs timers in a hidden tab; the return below decides in any case.
        awayTimer = setTimeout(() => {
          if (document.visibilityState === "hidden") void session.submit("away");
        }, AWAY_LIMIT_MS);
        return;
      }
      clearTimeout(awayTimer);
      const away = session.visible(now);
      if (away === null) return;
      if (awayEndsAttempt(now - away, now)) void session.submit("away");
      else if (away >= 1000) setAwaySeconds(Math.round(away / 1000));
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const onKey = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if (event.key === "F5" || ((event.ctrlKey || event.metaKey) && (key === "r" || key === "p"))) event.preventDefault();
    };
    const onBack = () => setLeaving(true);
    // A phone's window is always under the limit: the warning is for a window made smaller during the attempt.
    let size = { width: window.innerWidth, height: window.innerHeight };
    const onResize = () => {
      const next = { width: window.innerWidth, height: window.innerHeight };
      const shrunk = next.width < size.width || next.height < size.height;
      size = next;
      if (shrunk && windowTooSmall(next.width, next.height) && session.warnOfSize()) setResized(true);
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("keydown", onKey, true);
    window.addEventListener("popstate", onBack);
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(awayTimer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("keydown", onKey, true);
      window.removeEventListener("popstate", onBack);
      window.removeEventListener("resize", onResize);
      disarmBackGuard();
    };
  }, [active, session]);

  return {
    awaySeconds,
    resized,
    leaving,
    dismissAway: () => setAwaySeconds(null),
    dismissResize: () => setResized(false),
    /** "No, stay here": the guard goes back in its place (this click is the gesture it needs). */
    stay() {
      setLeaving(false);
      armBackGuard();
    },
    /** "Yes, leave and submit!": the answers are submitted, then the page the learner came from. */
    leave() {
      setLeaving(false);
      leaveWhenSent.current = true;
      void session.submit("left");
    },
  };
}
