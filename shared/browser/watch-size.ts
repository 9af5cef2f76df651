/**
 * Calls `measure` with the element's new width whenever it changes size, in the next animation
 * frame, once for a burst of changes. Inside ResizeObserver's own callback, a change that moves
 * the layout again is a loop the browser reports as an error, and Preact (the light flavour)
 * renders a state change at once, in a microtask. Returns what stops watching; without
 * ResizeObserver, nothing is watched.
 */
export function watchSize(element: Element, measure: (width: number) => void): () => void {
  if (typeof ResizeObserver !== "function") return () => undefined;
  let frame = 0;
  const observer = new ResizeObserver((entries) => {
    const width = entries[entries.length - 1]?.contentRect.width ?? 0;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => measure(width));
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
