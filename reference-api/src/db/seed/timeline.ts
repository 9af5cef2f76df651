/**
 * Seed timestamps are offsets back from the run's `now`, so relative labels ("published 3 days
 * ago") stay realistic whenever the seed runs.
 */
export function secondsAgo(now: Date, seconds: number): string {
  return new Date(now.getTime() - Math.round(seconds) * 1000).toISOString();
}

export function daysAgo(now: Date, days: number): string {
  return secondsAgo(now, days * 86400);
}
