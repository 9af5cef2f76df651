import { type RefObject, useEffect, useState } from "react";

/** Popular courses on the dashboard: a new slide every 3 s, unless a carousel says otherwise. */
const AUTOPLAY_INTERVAL_MS = 3000;

/**
 * Whether the carousel turns by itself now, and the reader's own stop: it turns while it may
 * (autoplay asked, motion allowed, somewhere to go), unless stopped, hovered or focused (other
 * than its play/pause button). `advance` is called every interval meanwhile.
 */
export function useAutoplay(
  region: RefObject<HTMLElement | null>,
  rotation: RefObject<HTMLButtonElement | null>,
  { autoplay, canPlay, step, advance }: { autoplay: boolean | number; canPlay: boolean; step: unknown; advance: () => void },
) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const playing = canPlay && !stopped && !hovered && !focused;

  useEffect(() => {
    const node = region.current;
    if (!node) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = (e: FocusEvent) => setFocused(e.target !== rotation.current);
    const focusOut = (e: FocusEvent) => {
      const next = e.relatedTarget;
      if (!(next instanceof Node && node.contains(next)) || next === rotation.current) setFocused(false);
    };
    node.addEventListener("mouseenter", enter);
    node.addEventListener("mouseleave", leave);
    node.addEventListener("focusin", focusIn);
    node.addEventListener("focusout", focusOut);
    return () => {
      node.removeEventListener("mouseenter", enter);
      node.removeEventListener("mouseleave", leave);
      node.removeEventListener("focusin", focusIn);
      node.removeEventListener("focusout", focusOut);
    };
  }, []);

  // `step` (the position, the layout) restarts the wait: each slide is shown for a whole interval.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(advance, typeof autoplay === "number" ? autoplay : AUTOPLAY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, step]);

  return { playing, stopped, toggleStopped: () => setStopped((s) => !s) };
}
