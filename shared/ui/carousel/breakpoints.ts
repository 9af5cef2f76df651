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
 * The layout by width as CSS, by the window's width (media queries) or the carousel's own
 * (container queries), for a first render made before any script knows the width (the server's
 * drawing, which renders as for one item per view): in each band of widths, the slides per view,
 * the dots for the positions there are (the last ones hidden), and no controls where every slide
 * is in view. The carousel carrying `data-per-view={key}` follows the rule with no script. The key
 * is made of the breakpoints and the count, so equal carousels share one rule, and holds nothing
 * CSS or HTML would have to escape.
 */
export function perViewRule(breakpoints: readonly Breakpoint[], of: "window" | "carousel", total: number): { key: string; css: string } {
  const rising = [...breakpoints].sort((a, b) => a.minWidth - b.minWidth);
  const key = `${of === "window" ? "w" : "c"}${rising.map((b) => `${b.minWidth}-${b.perView}`).join("-")}-n${total}`;
  const at = `.carousel[data-per-view=${key}]`;
  const bands = [{ minWidth: 0, perView: 1 }, ...rising];
  return {
    key,
    css: bands
      .map(({ minWidth, perView }, i) => {
        const upTo = bands[i + 1]?.minWidth;
        const rules = [
          `${at} .carousel-track{--lp-per-view:${perView}}`,
          total <= perView ? `${at} .carousel-controls,${at} .carousel-dots{display:none}` : "",
          total > perView && perView > 1 ? `${at} .carousel-dot:nth-last-child(-n+${perView - 1}){display:none}` : "",
        ].join("");
        const band = [minWidth > 0 ? `(min-width:${minWidth}px)` : "", upTo === undefined ? "" : `(max-width:${upTo - 0.02}px)`].filter(Boolean).join(" and ");
        return band ? `${of === "window" ? "@media" : "@container"} ${band}{${rules}}` : rules;
      })
      .join(""),
  };
}
