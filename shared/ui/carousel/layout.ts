import { type RefObject, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { watchSize } from "#shared/browser/watch-size.ts";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

const reducedMotionQuery = () => (typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION) : null);
const onReducedMotionChange = (changed: () => void) => {
  const media = reducedMotionQuery();
  media?.addEventListener?.("change", changed);
  return () => media?.removeEventListener?.("change", changed);
};

/**
 * Whether the person asked for less motion, kept up to date. The server's drawing cannot know:
 * taking it over, the widget renders as the server did (no motion asked), then as the person asks.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    onReducedMotionChange,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * The width the breakpoints read, kept up to date: the element's own or the window's; 0 until
 * known. `readFirst`: the window's width may be read for the first render (not where that render
 * must match one the server made without it).
 */
export function useWidth(node: RefObject<HTMLElement | null>, of: "carousel" | "window", readFirst = true): number {
  // The window's width is known before the first render: no second render to learn it.
  const [width, setWidth] = useState(() => (of === "window" && readFirst ? Math.round(window.innerWidth) : 0));
  useLayoutEffect(() => {
    const read = (w: number) => {
      if (w > 0) setWidth(Math.round(w));
    };
    if (of === "window") {
      const update = () => read(window.innerWidth);
      update();
      window.addEventListener("resize", update);
      return () => window.removeEventListener("resize", update);
    }
    const element = node.current;
    if (!element) return;
    read(element.getBoundingClientRect().width);
    return watchSize(element, read);
  }, [of]);
  return width;
}
