import { type Clock, wallClock } from "./clock.ts";

/** The spec's reading rule: 260 words a minute, a 20 s floor, complete at 80% of the whole-minute estimate. */
export const WORDS_PER_MINUTE = 260;
export const MIN_READ_MS = 20_000;
export const READ_SHARE = 0.8;

export function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** The read time shown next to an article, in whole minutes (at least one). */
export const readMinutes = (words: number): number => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

/**
 * How long an article must be open and visible to count as read: 80% of the estimate rounded down
 * to whole minutes, and never under 20 s (so a short text still needs a real look).
 */
export const readThresholdMs = (words: number): number => Math.max(MIN_READ_MS, Math.floor(words / WORDS_PER_MINUTE) * 60_000 * READ_SHARE);

/**
 * Counts the time an article is really in front of the learner. It starts on focus or scroll,
 * pauses while the tab is hidden, and calls `onRead` once when the threshold is reached.
 */
export class ReadTimer {
  private counted = 0;
  private since: number | null = null;
  private handle: unknown = null;
  private done = false;

  constructor(
    private readonly thresholdMs: number,
    private readonly onRead: () => void,
    private readonly clock: Clock = wallClock,
  ) {}

  /** The learner is here (focus, scroll, the tab shown again after a first start). */
  run(): void {
    if (this.done || this.since !== null) return;
    this.since = this.clock.now();
    this.handle = this.clock.setTimeout(() => this.check(), this.thresholdMs - this.counted);
  }

  /** The tab is hidden: the time away does not count. */
  pause(): void {
    if (this.since === null) return;
    this.counted += this.clock.now() - this.since;
    this.since = null;
    this.clock.clearTimeout(this.handle);
  }

  get running(): boolean {
    return this.since !== null;
  }

  elapsed(): number {
    return this.counted + (this.since === null ? 0 : this.clock.now() - this.since);
  }

  dispose(): void {
    this.pause();
    this.done = true;
  }

  private check(): void {
    this.pause();
    if (this.counted >= this.thresholdMs - 1) {
      this.done = true;
      this.onRead();
    } else this.run();
  }
}
