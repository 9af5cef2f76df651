import { ofetch } from "ofetch";
import * as v from "valibot";
import { EARLY_CALL_KEPT_MS, FIRST_CALLS, type FirstCall, rememberedCalls, type Store, USER_PATH } from "#shared/api/early-call.ts";
import { token } from "#shared/api/token.ts";
import { FIRST_CALLS_KEY } from "#shared/browser/device-keys.ts";
import { getConfig } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { ApiError, type FieldErrors } from "./errors.ts";

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart with the browser's own boundary; URLSearchParams as a form. */
  body?: Record<string, unknown> | FormData | URLSearchParams;
  query?: Record<string, string | number | undefined>;
  /** The spec's sentence for this call, shown when the server gives no message. */
  fallback: string;
  signal?: AbortSignal;
  /** Extra headers, such as an Idempotency-Key that makes a retried write safe. */
  headers?: Record<string, string>;
  /** A call only a signed-in learner may make: without a session it fails at once, with no request. */
  needsSession?: boolean;
  /** A public read, sent without the learner's token: any site may make it, and a CDN may cache it. */
  anonymous?: boolean;
}

const RETRIES = 3;
const BACKOFF_BASE_MS = 400;
const BACKOFF_CAP_MS = 4000;

let onUnauthorized: (() => void) | null = null;
/** The session registers what a 401 means; the client itself never navigates. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Full jitter: a random wait up to an exponentially growing cap, so retries from many pages spread out. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
}

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Calls the API and checks the answer against `schema`. Identical GETs already under way share
 * one request. GETs are retried on network failures and 5xx; writes never are.
 */
export function request<S extends v.GenericSchema>(schema: S, path: string, options: RequestOptions): Promise<v.InferOutput<S>> {
  const method = options.method ?? "GET";
  const bearer = options.anonymous ? null : token.value;
  if (options.needsSession && !bearer) return Promise.reject(new ApiError(options.fallback, 401));
  if (method !== "GET") return send(schema, path, options, bearer);
  const key = `${bearer ?? ""} ${path} ${JSON.stringify(options.query ?? {})}`;
  let shared = inFlight.get(key) as Promise<v.InferOutput<S>> | undefined;
  if (!shared) {
    // The shared request belongs to no single caller, so one caller's abort cannot cancel it for the others.
    shared = send(schema, path, { ...options, signal: undefined }, bearer).finally(() => inFlight.delete(key));
    inFlight.set(key, shared);
  }
  return options.signal ? untilAborted(shared, options.signal) : shared;
}

/** The caller's own view of a shared request: it stops waiting when its signal aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** The loader's early answer for this address, token and language, once and while fresh; any other call, and the same one later, goes to the network. */
function takeEarly(url: string, bearer: string | null): Promise<Response> | undefined {
  const calls = window.__lpEarlyCalls ?? [];
  const i = calls.findIndex((call) => call.url === url && call.bearer === bearer && (call.lang === undefined || call.lang === locale.peek()));
  if (i < 0) return undefined;
  const [call] = calls.splice(i, 1);
  return Date.now() - call.at <= EARLY_CALL_KEPT_MS ? call.answer : undefined;
}

/**
 * Remembers this visit's first calls of `page`, in place of the last visit's: the page becomes the
 * most recent, and the oldest beyond FIRST_CALLS.pages are let go.
 */
export function rememberFirstCalls(store: Store, page: string, calls: readonly FirstCall[]): void {
  const { [page]: _last, ...others } = rememberedCalls(store);
  const pages = Object.entries(others).slice(1 - FIRST_CALLS.pages);
  try {
    store().setItem(FIRST_CALLS_KEY, JSON.stringify(Object.fromEntries([...pages, [page, calls]])));
  } catch {
    // Storage refused or full: the next visit makes its calls when its code asks, as without.
  }
}

/** This visit's first calls of the session, remembered for the loader of the page's next visit. */
const firstCalls: FirstCall[] = [];

/** A successful read of the session's, in the page's first seconds: the page's next visit asks for it as it starts. */
function noteFirstCall(path: string): void {
  if (path === USER_PATH || performance.now() > FIRST_CALLS.withinMs || firstCalls.length >= FIRST_CALLS.perPage) return;
  if (firstCalls.some((call) => call.path === path)) return;
  firstCalls.push({ path, lang: locale.peek() });
  rememberFirstCalls(() => localStorage, location.pathname, firstCalls);
}

/** The path and query as the address carries them: what the loader asks for, and what an answer is matched by. */
function withQuery(path: string, query: RequestOptions["query"]): string {
  const defined = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return defined.length ? `${path}?${new URLSearchParams(defined.map(([k, value]) => [k, String(value)]))}` : path;
}

async function send<S extends v.GenericSchema>(schema: S, path: string, o: RequestOptions, bearer: string | null) {
  const method = o.method ?? "GET";
  const address = method === "GET" && bearer ? withQuery(path, o.query) : null;
  const early = address ? takeEarly(`${getConfig().apiBase}${address}`, bearer) : undefined;
  if (early) {
    const answer = await early.then(
      async (response) => (response.ok ? { status: response.status, data: await response.json().catch(() => undefined) } : null),
      () => null,
    );
    // Only a success is taken: a refusal's words are asked for again, in the page's language (the
    // loader's `/user` is sent in none), and so is a call that got no answer.
    if (answer) {
      if (address) noteFirstCall(address);
      return read(schema, answer.status, answer.data, o.fallback, bearer);
    }
  }
  for (let attempt = 0; ; attempt++) {
    let response: Awaited<ReturnType<typeof ofetch.raw>>;
    try {
      response = await ofetch.raw(path, {
        baseURL: getConfig().apiBase,
        method,
        query: o.query,
        body: o.body,
        signal: o.signal,
        retry: 0,
        ignoreResponseError: true,
        // The server's own messages (validation, success) come back in the page's language.
        headers: { ...o.headers, Accept: "application/json", "Accept-Language": locale.peek(), ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      });
    } catch (error) {
      if (o.signal?.aborted) throw error;
      if (method === "GET" && attempt < RETRIES) {
        await wait(backoffDelay(attempt));
        continue;
      }
      warnUnreachable();
      throw new ApiError(o.fallback, 0);
    }
    // 501 is an answer, not a hiccup: the API has no such call, and asking again changes nothing.
    if (response.status >= 500 && response.status !== 501 && method === "GET" && attempt < RETRIES) {
      await wait(backoffDelay(attempt));
      continue;
    }
    if (address && response.ok) noteFirstCall(address);
    return read(schema, response.status, response._data, o.fallback, bearer);
  }
}

function read<S extends v.GenericSchema>(schema: S, status: number, data: unknown, fallback: string, bearer: string | null) {
  // A 401 for a token that is no longer the session's (signed out meanwhile) ends nothing.
  if (status === 401 && bearer && token.value === bearer) onUnauthorized?.();
  if (status < 200 || status >= 300) {
    const body = (data && typeof data === "object" ? data : {}) as { message?: unknown; errors?: unknown };
    const said = typeof body.message === "string" && body.message.trim() ? body.message : null;
    throw new ApiError(said ?? fallback, status, fieldErrors(body.errors), said !== null);
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw new ApiError(fallback, -1);
  return parsed.output as v.InferOutput<S>;
}

function fieldErrors(raw: unknown): FieldErrors {
  if (!raw || typeof raw !== "object") return {};
  const out: FieldErrors = {};
  for (const [k, list] of Object.entries(raw)) if (Array.isArray(list)) out[k] = list.filter((m): m is string => typeof m === "string");
  return out;
}

let warned = false;
/**
 * Tells the embedding site's developer, once per page, what to check when no answer comes back:
 * the browser hides why (a wrong address, the API down, or this site refused by CORS look alike).
 */
function warnUnreachable(): void {
  if (warned) return;
  warned = true;
  console.warn(
    `lp-widgets: the API at ${getConfig().apiBase} could not be reached from ${location.origin}. Check the loader's data-api-base, that the API is up, and that it allows this site: any site may read the public catalogue, posts and certificates, but calls with a learner's token need the site on the API's allowed origins.`,
  );
}

/** For tests: a new page's visit, which warns again on its first unreachable call and remembers its own first calls. */
export function resetUnreachableWarning(): void {
  warned = false;
  firstCalls.length = 0;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
