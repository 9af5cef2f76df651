import type { Clock } from "../../widgets/course-player/course-player/clock.ts";

/**
 * A clock a test moves by hand. `advance` runs every timer that falls due, in order; with
 * `frozen` it stands for a sleeping phone: no timer runs until the end, then the late ones run once.
 */
export function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = next++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number, { frozen = false } = {}) => {
    const end = now + ms;
    if (frozen) {
      now = end;
      const late = timers.filter((t) => t.at <= end);
      timers = timers.filter((t) => t.at > end);
      for (const t of late) t.run();
      return;
    }
    for (;;) {
      const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.run();
    }
    now = end;
  };
  return { clock, advance };
}
