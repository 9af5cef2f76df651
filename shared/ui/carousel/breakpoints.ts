/**
 * How many items a carousel shows side by side, by the carousel's own width (not the window's),
 * so it behaves the same in a full-width section, a sidebar or a partner's column.
 */

/** From `minWidth` px upwards, show `perView` items. */
export interface Breakpoint {
  minWidth: number;
  perView: number;
}

/** The learner dashboard: 4 at 1440 or more, 3 at 1024, 2 at 464, otherwise 1. */
export const DASHBOARD_BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 1440, perView: 4 },
  { minWidth: 1024, perView: 3 },
  { minWidth: 464, perView: 2 },
];

/** The public site's course carousels: 4, 3, 2 or 1 at 1654, 1200 and 768. */
export const PUBLIC_SITE_BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 1654, perView: 4 },
  { minWidth: 1200, perView: 3 },
  { minWidth: 768, perView: 2 },
];

const MAX_PER_VIEW = 12;

/**
 * Reads a `breakpoints` attribute: comma-separated `minWidth:perView` pairs, in any order, such as
 * "1654:4,1200:3,768:2". Below the smallest width one item shows. Anything malformed gives
 * `fallback`, so a typo on a host page never leaves a carousel without a layout.
 */
export function parseBreakpoints(value: string | null | undefined, fallback: readonly Breakpoint[] = DASHBOARD_BREAKPOINTS): readonly Breakpoint[] {
  if (!value?.trim()) return fallback;
  const parsed: Breakpoint[] = [];
  for (const part of value.split(",")) {
    const match = /^\s*(\d{1,5})\s*:\s*(\d{1,2})\s*$/.exec(part);
    if (!match) return fallback;
    const minWidth = Number(match[1]);
    const perView = Number(match[2]);
    if (perView < 1 || perView > MAX_PER_VIEW) return fallback;
    parsed.push({ minWidth, perView });
  }
  return parsed.sort((a, b) => b.minWidth - a.minWidth);
}

/** Items per view at `width`: the first breakpoint the width reaches, else 1. */
export function perViewFor(width: number, breakpoints: readonly Breakpoint[]): number {
  for (const b of [...breakpoints].sort((x, y) => y.minWidth - x.minWidth)) if (width >= b.minWidth) return b.perView;
  return 1;
}

/**
 * The items per view by the window's width as CSS, for a first render made before any script
 * knows the width (the server's drawing): the track carrying `data-per-window={key}` follows the
 * rule with no script. The key is made of the breakpoints, so equal carousels share one rule, and
 * holds nothing CSS or HTML would have to escape.
 */
export function windowPerViewRule(breakpoints: readonly Breakpoint[]): { key: string; css: string } {
  const rising = [...breakpoints].sort((a, b) => a.minWidth - b.minWidth);
  const key = `w${rising.map((b) => `${b.minWidth}-${b.perView}`).join("-")}`;
  const track = `.carousel-track[data-per-window=${key}]`;
  return {
    key,
    css: `${track}{--lp-per-view:1}${rising.map((b) => `@media (min-width:${b.minWidth}px){${track}{--lp-per-view:${b.perView}}}`).join("")}`,
  };
}
