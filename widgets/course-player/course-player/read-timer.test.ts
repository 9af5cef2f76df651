import { describe, expect, it } from "vitest";
import { ReadTimer, readMinutes, readThresholdMs, type TimerClock, wordCount } from "./read-timer.ts";

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 1;
  const clock: TimerClock = {
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
  const advance = (ms: number) => {
    const end = now + ms;
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

describe("the reading rule", () => {
  it("counts words in the text, not in the markup", () => {
    expect(wordCount("<p>Hello <strong>brave</strong> new&nbsp;world</p><ul><li>one</li></ul>")).toBe(5);
  });

  it("asks 80% of the estimate rounded down to whole minutes, and never under 20 s", () => {
    expect(readThresholdMs(100)).toBe(20_000); // under a minute: the 20 s floor
    expect(readThresholdMs(259)).toBe(20_000);
    expect(readThresholdMs(600)).toBe(96_000); // 2.3 min → 2 min → 96 s
    expect(readThresholdMs(780)).toBe(144_000); // 3 min → 144 s
    expect(readMinutes(100)).toBe(1);
    expect(readMinutes(600)).toBe(3);
  });

  it("completes once, after the threshold of time really in view", () => {
    const { clock, advance } = manualClock();
    let read = 0;
    const timer = new ReadTimer(20_000, () => read++, clock);
    timer.run();
    advance(19_999);
    expect(read).toBe(0);
    advance(1);
    expect(read).toBe(1);
    timer.run();
    advance(60_000);
    expect(read).toBe(1);
  });

  it("does not count the time the tab is hidden, and goes on where it paused", () => {
    const { clock, advance } = manualClock();
    let read = 0;
    const timer = new ReadTimer(20_000, () => read++, clock);
    timer.run();
    advance(15_000);
    timer.pause();
    advance(10 * 60_000);
    expect(read).toBe(0);
    expect(timer.elapsed()).toBe(15_000);
    timer.run();
    advance(4_999);
    expect(read).toBe(0);
    advance(1);
    expect(read).toBe(1);
  });

  it("counts nothing before the learner is there (no focus, no scroll)", () => {
    const { clock, advance } = manualClock();
    let read = 0;
    new ReadTimer(20_000, () => read++, clock);
    advance(60_000);
    expect(read).toBe(0);
  });
});
