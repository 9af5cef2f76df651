import { type RefObject, useEffect, useRef } from "react";
import { ReadTimer } from "./read-timer.ts";

/**
 * Runs the reading rule for an open article: counting starts when the learner is there (the page
 * has the focus, or they scroll), pauses while the tab is hidden, and calls `onRead` once.
 */
export function useReadTimer(thresholdMs: number, onRead: () => void, active: boolean, area: RefObject<HTMLElement | null>) {
  const latest = useRef(onRead);
  latest.current = onRead;

  useEffect(() => {
    if (!active) return;
    const timer = new ReadTimer(thresholdMs, () => latest.current());
    const visible = () => document.visibilityState === "visible";
    const start = () => {
      if (visible()) timer.run();
    };
    const onVisibility = () => (visible() && document.hasFocus() ? timer.run() : timer.pause());
    // Scrolling inside the widget does not leave its shadow root: listen there as well as on the page.
    const root = area.current?.getRootNode() ?? document;
    window.addEventListener("focus", start);
    window.addEventListener("scroll", start, { passive: true });
    root.addEventListener("scroll", start, { passive: true, capture: true });
    document.addEventListener("visibilitychange", onVisibility);
    if (document.hasFocus()) start();
    return () => {
      timer.dispose();
      window.removeEventListener("focus", start);
      window.removeEventListener("scroll", start);
      root.removeEventListener("scroll", start, { capture: true });
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [thresholdMs, active, area]);
}
