/**
 * How the host-site server reads the API for what it writes into pages (heads, sitemaps, badges):
 * as a visitor (no token, nothing personal), in the reader's language, with a short wait, and
 * with answers kept briefly and in bounded number. A page never waits longer than `timeoutMs` for
 * the API: past it, the page is served as built and the widget reads on its own.
 */

export type Language = "en" | "fr";

/** What the API said: its JSON body, that the thing does not exist, or nothing usable in time. */
export type Answer = { status: "found"; body: unknown } | { status: "missing" } | { status: "unknown" };

export interface ApiReaderOptions {
  fetcher?: typeof fetch;
  /** How long a page waits for the API (ms). */
  timeoutMs?: number;
  /** How long an answer is kept (ms). */
  keepMs?: number;
  /** How many answers are kept at most; the oldest go first. */
  maxKept?: number;
}

export type ApiReader = (path: string, language?: Language) => Promise<Answer>;

/** A reader of `apiBase` (ending in /api). `path` starts with "/" and may carry a query. */
export function apiReader(apiBase: string, { fetcher = fetch, timeoutMs = 1000, keepMs = 60_000, maxKept = 1000 }: ApiReaderOptions = {}): ApiReader {
  const kept = new Map<string, { at: number; answer: Answer }>();
  const asking = new Map<string, Promise<Answer>>();

  async function ask(path: string, language: Language): Promise<Answer> {
    try {
      const response = await fetcher(apiBase + path, {
        headers: { Accept: "application/json", "Accept-Language": language },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) return { status: "missing" };
      const body: unknown = await response.json().catch(() => undefined);
      return response.ok && body !== undefined ? { status: "found", body } : { status: "unknown" };
    } catch {
      return { status: "unknown" };
    }
  }

  return (path, language = "en") => {
    const key = `${language} ${path}`;
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < keepMs) return Promise.resolve(hit.answer);
    // Readers of the same page at the same moment share one request.
    const pending = asking.get(key);
    if (pending) return pending;
    const reading = ask(path, language).then((answer) => {
      asking.delete(key);
      // A failure to ask is not kept: the next reader asks again.
      if (answer.status !== "unknown") {
        kept.delete(key);
        kept.set(key, { at: Date.now(), answer });
        if (kept.size > maxKept) kept.delete(kept.keys().next().value as string);
      }
      return answer;
    });
    asking.set(key, reading);
    return reading;
  };
}

/** The `data` of a found answer when it is an object (the contract's envelope), else null. */
export function dataOf(answer: Answer): Record<string, unknown> | null {
  if (answer.status !== "found" || typeof answer.body !== "object" || answer.body === null) return null;
  const data = (answer.body as { data?: unknown }).data;
  return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}
