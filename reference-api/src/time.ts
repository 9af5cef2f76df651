/** The API's clock. Tests may move it; everything that stamps or compares times reads it here. */
let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  iso(): string {
    return clock.now().toISOString();
  },
  advance(ms: number): void {
    offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
  },
};

export function addSeconds(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

/** Laravel-style relative time ("3 hours ago"), as the platform's `since` fields read. */
export function since(iso: string | null | undefined, now: Date = clock.now()): string | null {
  if (!iso) return null;
  const seconds = Math.round((now.getTime() - Date.parse(iso)) / 1000);
  const future = seconds < 0;
  const s = Math.abs(seconds);
  const units: [string, number][] = [
    ["year", 31536000],
    ["month", 2592000],
    ["week", 604800],
    ["day", 86400],
    ["hour", 3600],
    ["minute", 60],
    ["second", 1],
  ];
  if (s < 1) return "just now";
  for (const [name, size] of units) {
    if (s >= size) {
      const n = Math.floor(s / size);
      const label = `${n} ${name}${n === 1 ? "" : "s"}`;
      return future ? `${label} from now` : `${label} ago`;
    }
  }
  return "just now";
}
