import { vi } from "vitest";

/** One request the code under test made, as the server would have seen it. */
export interface RecordedCall {
  url: URL;
  method: string;
  headers: Headers;
  /** Parsed JSON for string bodies, the FormData itself for multipart, undefined when absent. */
  body: unknown;
  /** The page address at the moment the request was sent. */
  pageUrl: string;
  /** The abort signal the request was sent with, if any. */
  signal: AbortSignal | undefined;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** A JSON answer, as the platform API sends it. */
export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
}

/** A request that never gets an answer (an unreachable server with no time-out). */
export const never = (): Promise<Response> => new Promise(() => undefined);

/** The network itself failed (DNS, offline, CORS): fetch rejects with a TypeError. */
export const networkError = (): Promise<Response> => Promise.reject(new TypeError("Failed to fetch"));

function parseBody(body: unknown): unknown {
  if (typeof body !== "string") return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Replaces `fetch` for the current test. Every call is recorded; `handler` answers it.
 * Restore with `vi.unstubAllGlobals()` (done by `afterEach` in the test files).
 */
export function mockFetch(handler: Handler = () => json({})) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : null;
    const call: RecordedCall = {
      url: new URL(request ? request.url : String(input)),
      method: (init.method ?? request?.method ?? "GET").toUpperCase(),
      headers: new Headers(init.headers ?? request?.headers),
      body: parseBody(init.body),
      pageUrl: location.href,
      signal: init.signal ?? request?.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal("fetch", fn);
  return { fn, calls, to: (path: string) => calls.filter((c) => c.url.pathname.endsWith(path)) };
}

/** A user as GET /user and the sign-in calls return it. */
export function aUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    name: "Awa Nkemdirim",
    first_name: "Awa",
    last_name: "Nkemdirim",
    email: "awa@example.cm",
    date_of_birth: "2001-04-12",
    why_join: "career",
    ...overrides,
  };
}
