import { describe, expect, it } from "vitest";
import { manualClock } from "#tests/support/manual-clock.ts";
import { ReadTimer, readMinutes, readThresholdMs, wordCount } from "./read-timer.ts";

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
