import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchSize } from "./watch-size.ts";

/** A ResizeObserver the test drives: `resize(width)` reports a new size to every observer. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  watching = new Set<Element>();
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watching.add(element);
  }
  disconnect() {
    this.watching.clear();
  }
  static resize(width: number) {
    for (const o of FakeResizeObserver.all)
      if (o.watching.size) o.callback([{ contentRect: { width } } as ResizeObserverEntry], o as unknown as ResizeObserver);
  }
}

describe("watchSize", () => {
  beforeEach(() => {
    FakeResizeObserver.all = [];
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reports a new width in the next frame, not inside the observer's callback, once for a burst", () => {
    const widths: number[] = [];
    watchSize(document.createElement("div"), (w) => widths.push(w));
    FakeResizeObserver.resize(300);
    FakeResizeObserver.resize(320);
    expect(widths).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(widths).toEqual([320]);
  });

  it("stops watching, and drops a width still waiting for its frame", () => {
    const widths: number[] = [];
    const stop = watchSize(document.createElement("div"), (w) => widths.push(w));
    FakeResizeObserver.resize(300);
    stop();
    vi.advanceTimersToNextFrame();
    FakeResizeObserver.resize(400);
    vi.advanceTimersToNextFrame();
    expect(widths).toEqual([]);
  });

  it("watches nothing where the browser has no ResizeObserver", () => {
    vi.stubGlobal("ResizeObserver", undefined);
    expect(() => watchSize(document.createElement("div"), () => undefined)()).not.toThrow();
  });
});
