import { describe, expect, it } from "vitest";
import { manualClock } from "#tests/support/manual-clock.ts";
import { startLearningTime } from "./learning-time.ts";

function setup() {
  const { clock, advance } = manualClock();
  const doc = new EventTarget() as Document & { visibilityState: DocumentVisibilityState };
  Object.defineProperty(doc, "visibilityState", { value: "visible", writable: true });
  const setVisible = (visible: boolean) => {
    doc.visibilityState = visible ? "visible" : "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
  };
  const pings: number[] = [];
  const stop = startLearningTime(9, { send: async (_course, seconds) => pings.push(seconds), doc, clock });
  return { advance, setVisible, pings, stop };
}

describe("learning time", () => {
  it("pings seconds=30 every 30 s while the course is in view", () => {
    const { advance, pings } = setup();
    advance(29_999);
    expect(pings).toEqual([]);
    advance(1);
    expect(pings).toEqual([30]);
    advance(90_000);
    expect(pings).toEqual([30, 30, 30, 30]);
  });

  it("sends nothing while hidden, and starts a fresh 30 s when seen again", () => {
    const { advance, setVisible, pings } = setup();
    advance(20_000);
    setVisible(false);
    advance(10 * 60_000);
    expect(pings).toEqual([]);
    setVisible(true);
    advance(29_000);
    expect(pings).toEqual([]);
    advance(1_000);
    expect(pings).toEqual([30]);
  });

  it("sends no burst of catch-up pings after a sleeping phone", () => {
    const { advance, pings } = setup();
    advance(30_000);
    expect(pings).toHaveLength(1);
    advance(15 * 60_000, { frozen: true });
    expect(pings).toHaveLength(1);
    advance(30_000);
    expect(pings).toHaveLength(2);
  });

  it("stops when the course closes", () => {
    const { advance, pings, stop } = setup();
    stop();
    advance(120_000);
    expect(pings).toEqual([]);
  });
});
