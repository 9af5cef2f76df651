/**
 * What the performance measures found: figures that gate the run and figures that are only
 * reported. A figure gates only where a slower machine cannot fail it: a ratio to a reference
 * measured in the same run, a count, a size, or a floor that a correct build meets on the slowest
 * machine of this kind. Absolute timings are reported beside the gates, for people to compare.
 */
export interface Figure {
  measure: string;
  figure: string;
  value: string;
  /** What the value is held to: a limit for a gate, a target for a report. */
  rule: string;
  gate: boolean;
  ok: boolean;
}

export class Report {
  readonly figures: Figure[] = [];

  constructor(readonly measure: string) {}

  /** A figure that fails the run when `ok` is false. */
  gate(figure: string, value: string, rule: string, ok: boolean): void {
    this.figures.push({ measure: this.measure, figure, value, rule, gate: true, ok });
    if (!ok) console.log(`  FAIL: ${figure} ${value} (${rule})`);
  }

  /** A figure reported against a target it may miss on a slow machine. */
  report(figure: string, value: string, target: string, met: boolean): void {
    this.figures.push({ measure: this.measure, figure, value, rule: target, gate: false, ok: met });
  }
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const ms = (n: number): string => `${Math.round(n)} ms`;
