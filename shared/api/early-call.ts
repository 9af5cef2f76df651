/**
 * The calls a learner's page makes first, made by the loader as it starts when the device holds a
 * session: the widgets' code would ask only once the runtime has come and been evaluated (most of a
 * second on a slow phone), then each of its calls pays its round trip after that. The learner's own
 * call (`/user`) is made on every page; the others are the ones the page's widgets made first on
 * its last visit, as this device remembers them (the widgets' calls depend on their attributes and
 * the address, which only the widgets know). The session's first call of each takes a successful
 * answer (api/client.ts); any other is asked for again. The loader imports this module before any
 * widget's code: it holds no code of the runtime's.
 */
import { FIRST_CALLS_KEY } from "#shared/browser/device-keys.ts";

/** The signed-in learner's call (the contract's), which a course saved for offline also keeps. */
export const USER_PATH = "/user";

/** A call the loader made: its address, the token and language it was made with, when, and its answer to come. */
export interface EarlyCall {
  url: string;
  bearer: string;
  /** The Accept-Language it was sent with: the answer's data may be in it. None for `/user`, the same in every language. */
  lang?: string;
  /** `Date.now()` when it was made: an answer older than EARLY_CALL_KEPT_MS is not the session's start. */
  at: number;
  answer: Promise<Response>;
}

/** How long the loader's answer waits for the session (the widgets' code on a very slow network). */
export const EARLY_CALL_KEPT_MS = 60_000;

/** A call remembered for a page: its path and query after the API's address, and its language. */
export interface FirstCall {
  path: string;
  lang: string;
}

/**
 * What a page's visit remembers: the first few successful reads of its session's widgets, made in
 * its first seconds (a page's later calls wait on the learner, not on its start), for its last
 * few pages. Four covers the learner's pages (the dashboard asks for its notifications, its figures
 * and two lists of courses); more would share the slow link's first second with calls not yet needed.
 */
export const FIRST_CALLS = { perPage: 4, withinMs: 10_000, pages: 20 } as const;

/** The device's storage, asked for when used: a sandboxed frame throws on the asking. */
export type Store = () => Storage;

/** The first calls the device remembers, page by page (api/client.ts writes them), or none. */
export function rememberedCalls(store: Store): Record<string, unknown> {
  try {
    const value = JSON.parse(store().getItem(FIRST_CALLS_KEY) ?? "{}") as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A path under the API's address (never another origin's, "//host", nor a full address) and a language. */
const isFirstCall = (call: Partial<FirstCall> | null): call is FirstCall =>
  typeof call?.path === "string" && /^\/(?!\/)/.test(call.path) && typeof call.lang === "string" && /^[a-z]{2}$/.test(call.lang);

/** The calls `page` made first on its last visit on this device, as far as they read as calls. */
export function firstCallsOf(store: Store, page: string): FirstCall[] {
  const calls = rememberedCalls(store)[page];
  return (Array.isArray(calls) ? calls : []).filter(isFirstCall).slice(0, FIRST_CALLS.perPage);
}

declare global {
  interface Window {
    __lpEarlyCalls?: EarlyCall[];
  }
}
