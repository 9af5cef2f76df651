import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { tooManyAttempts } from "./errors.ts";

/**
 * The peer's address, for rate-limit keys. Never a client-sent header such as X-Forwarded-For:
 * a client could name a new one on every request and never be limited.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Fixed-window attempt counters in memory: enough for one API process, and they reset on
 * restart, which is acceptable for a development backend.
 */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt under `key`; throws a 429 with Retry-After once `max` is exceeded. */
  hit(key: string, max: number, windowSeconds: number): void {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.sweep(now);
    }
    w.count++;
    if (w.count > max) throw tooManyAttempts((w.resetAt - now) / 1000);
  }

  /**
   * Refuses with a 429 when `key` has already used its `max` in the current window, without
   * counting this request: for limits on failures, counted with hit() once a try has failed.
   */
  guard(key: string, max: number): void {
    const now = this.now();
    const w = this.windows.get(key);
    if (w && w.resetAt > now && w.count >= max) throw tooManyAttempts((w.resetAt - now) / 1000);
  }

  /** Has `key` used its `max` in the current window? */
  spent(key: string, max: number): boolean {
    const w = this.windows.get(key);
    return !!w && w.resetAt > this.now() && w.count >= max;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
