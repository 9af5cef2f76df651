import { useEffect, useRef } from "react";
import { discoverWidgets } from "#shared/element/discover.ts";

/**
 * The dashboard's carousels, top to bottom. Each says when it fails; Popular Courses turns on its own.
 * Titles, sub-lines, the empty state and the breakpoints are the carousel element's defaults; the
 * breakpoints read the window's width, as the dashboard's layout is given by screen size.
 */
const DASHBOARD_CAROUSELS: readonly { kind: string; autoplay?: boolean }[] = [
  { kind: "my-learning" },
  { kind: "recommended" },
  { kind: "popular", autoplay: true },
  { kind: "trending" },
];

/** How long the carousels wait for the figures above them: a call that hangs does not hide them. */
export const CAROUSELS_WAIT_MS = 2000;

/**
 * The four course carousels as <lp-course-carousel> elements. They live in the dashboard's shadow
 * root, where the page's loader cannot see them, so the loader is told about them once rendered,
 * and once `after` says the learner's figures above them are drawn (or CAROUSELS_WAIT_MS have
 * passed): their code, which comes then, would hold the figures' paint back on a slow phone.
 */
export function CourseCarousels({ container, label, after }: { container?: ShadowRoot; label: string; after: boolean }) {
  const list = useRef<HTMLElement>(null);
  useEffect(() => {
    const discover = () => discoverWidgets(container ?? list.current);
    if (after) return discover();
    const late = setTimeout(discover, CAROUSELS_WAIT_MS);
    return () => clearTimeout(late);
  }, [container, after]);
  return (
    <section ref={list} className="dash-carousels" aria-label={label}>
      {DASHBOARD_CAROUSELS.map(({ kind, autoplay }) => (
        <lp-course-carousel key={kind} kind={kind} show-errors="" width-of="window" autoplay={autoplay ? "" : undefined} />
      ))}
    </section>
  );
}
