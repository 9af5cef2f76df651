import uPlot from "uplot";
import uplotCss from "uplot/dist/uPlot.min.css?inline";
import { formatNumber, truncate } from "#shared/format/format.ts";
import { adoptStyles } from "#shared/styles/sheets.ts";
import type { ChartBars } from "./learning-time.ts";

/**
 * The learning-time bar chart on uPlot. This module (with uPlot and its CSS) is fetched only
 * when a learner has a course to draw, so it never weighs on the family or the other pages.
 */

const CHART_HEIGHT = 260;
/** Below this the axis labels no longer fit; the card scrolls sideways instead. */
const MIN_WIDTH = 240;
/** Minute steps the value axis may use: whole minutes only. */
const MINUTE_STEPS = [1, 2, 5, 10, 15, 20, 30, 60, 120, 180, 300, 600, 1200, 3000, 6000, 12000, 30000];
/** Course names under the bars are cut to this at most; the tooltip and the table carry them whole. */
const LABEL_LIMIT = 24;
/** Room kept between two neighbouring names, in CSS pixels. */
const LABEL_GAP = 8;

export interface ChartText {
  /** The value axis's title. */
  axis: string;
  /** What the tooltip says for bar `index`. */
  tooltip(index: number): string;
}

export interface LearningChart {
  resize(width: number): void;
  destroy(): void;
}

/** uPlot's CSS joins the widget's shadow root once, after the shared sheets and before the widget's own. */
function adoptChartStyles(target: HTMLElement): void {
  const root = target.getRootNode();
  if (root instanceof ShadowRoot) adoptStyles(root, [uplotCss], { library: true });
}

const widthOf = (width: number) => Math.max(MIN_WIDTH, Math.floor(width));

/** A name cut until it fits `room` pixels in `font` (never below three characters and the ellipsis). */
function fitted(name: string, room: number, measure: CanvasRenderingContext2D | null): string {
  let keep = Math.min(name.length, LABEL_LIMIT);
  let label = truncate(name, keep, keep);
  if (!measure) return label;
  while (keep > 3 && measure.measureText(label).width > room) {
    keep--;
    label = truncate(name, keep, keep);
  }
  return label;
}

/** Draws one bar per course into `target` (a div React leaves empty), sized to its width. */
export function drawLearningChart(target: HTMLElement, bars: ChartBars, text: ChartText): LearningChart {
  adoptChartStyles(target);
  // The canvas cannot read CSS variables: the design tokens are resolved here, once. A colour token
  // is light-dark(…): the browser resolves it on an element (the reader's theme), then the canvas
  // gets the plain colour.
  const token = (name: string, fallback: string) => getComputedStyle(target).getPropertyValue(name).trim() || fallback;
  const colour = (name: string, fallback: string) => {
    const probe = document.createElement("span");
    probe.style.color = `var(${name}, ${fallback})`;
    target.append(probe);
    const resolved = getComputedStyle(probe).color || fallback;
    probe.remove();
    return resolved;
  };
  const brand = colour("--lp-color-brand", "#0b6b50");
  const muted = colour("--lp-color-muted", "#5a6472");
  const border = colour("--lp-color-border", "#c9d1db");
  const font = `12px ${token("--lp-font", "system-ui, sans-serif")}`;

  const xs = bars.names.map((_, i) => i);
  const measure = document.createElement("canvas").getContext("2d");
  if (measure) measure.font = font;
  const tooltip = document.createElement("div");
  tooltip.className = "dash-chart-tooltip";
  // The same figures are in the card's table for assistive technology; this is for the pointer.
  tooltip.setAttribute("aria-hidden", "true");
  tooltip.hidden = true;

  const showTooltip = (u: uPlot) => {
    const i = u.cursor.idx;
    if (i === null || i === undefined || i < 0 || i >= xs.length) {
      tooltip.hidden = true;
      return;
    }
    tooltip.textContent = text.tooltip(i);
    tooltip.style.left = `${u.valToPos(i, "x")}px`;
    tooltip.style.top = `${u.valToPos(bars.minutes[i], "y")}px`;
    tooltip.hidden = false;
  };

  const chart = new uPlot(
    {
      width: widthOf(target.clientWidth),
      height: CHART_HEIGHT,
      legend: { show: false },
      cursor: { x: false, y: false, points: { show: false }, drag: { x: false, y: false, setScale: false } },
      scales: {
        x: { time: false, range: [-0.5, xs.length - 0.5] },
        y: { range: (_u, _min, max) => [0, Math.max(5, Math.ceil(max * 1.15))] },
      },
      axes: [
        {
          stroke: muted,
          font,
          grid: { show: false },
          ticks: { show: false },
          splits: () => xs,
          // Each name gets its bar's share of the plot's width, so neighbours never overlap.
          values: (u, splits) => {
            const plotWidth = u.bbox.width > 0 ? u.bbox.width / uPlot.pxRatio : u.width;
            const room = plotWidth / Math.max(1, xs.length) - LABEL_GAP;
            return splits.map((i) => fitted(bars.names[i] ?? "", room, measure));
          },
        },
        {
          stroke: muted,
          font,
          labelFont: font,
          label: text.axis,
          incrs: MINUTE_STEPS,
          grid: { stroke: border, width: 1 },
          ticks: { show: false },
          values: (_u, splits) => splits.map((v) => formatNumber(v)),
        },
      ],
      series: [
        {},
        {
          label: text.axis,
          fill: brand,
          stroke: brand,
          width: 0,
          points: { show: false },
          paths: uPlot.paths.bars!({ size: [0.6, 72], gap: 4 }),
        },
      ],
      hooks: { setCursor: [showTooltip] },
    },
    [xs, bars.minutes],
    target,
  );
  chart.over.append(tooltip);

  return {
    resize(width) {
      const next = widthOf(width);
      if (next !== chart.width) chart.setSize({ width: next, height: CHART_HEIGHT });
    },
    destroy() {
      chart.destroy();
    },
  };
}
