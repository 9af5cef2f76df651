import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/connection.ts";
import type { AppEnv } from "../deps.ts";
import { requestLocale } from "./lang/locale.ts";
import { SegmentedLru } from "./segmented-lru.ts";

/** Answers asked for once, and answers asked for again (which a stream of new addresses cannot evict); their bytes together. */
const LIMITS = { probation: 400, protected: 1600, bytes: 16 * 1024 * 1024 };
/** Relative times ("3 hours ago") and publication dates age even when no data changes. */
const MAX_AGE_MS = 10_000;
/**
 * What a visitor's answer tells caches on the way: a shared cache (a CDN) may keep it a minute; a
 * browser asks again each time (no stale-while-revalidate: a browser honours it too, and would
 * send each repeated search twice). What a visitor sees depends on who asks and in which language.
 */
export const VISITOR_CACHE = "public, max-age=0, s-maxage=60";
/** Who asks; the language middleware around this one adds Accept-Language to every answer. */
const VISITOR_VARY = "Authorization";

interface Entry {
  version: number;
  storedAt: number;
  body: string;
  /** Headers the route set itself (its Cache-Control): they are part of its answer. */
  headers: Record<string, string>;
}

/**
 * Answers repeated visitor GETs from memory. Visitors all see the same public data, so an
 * answer stays good until a trigger bumps `public_data_version` (any change to what they
 * can see) or it is ten seconds old. Signed-in requests always go to the database.
 *
 * Bounded whatever visitors send: the key is the reader's language (names and descriptions are
 * answered in it) and the path with its query sorted (the same question asked in another order is
 * one entry), and the store is a segmented LRU capped in entries and bytes, so a stream of unique
 * query strings cannot evict the answers people share.
 */
export function publicCache(db: Database): MiddlewareHandler<AppEnv> & { held(): { entries: number; bytes: number } } {
  const entries = new SegmentedLru<Entry>(LIMITS, (entry) => entry.body.length);
  const version = db.prepare("SELECT version FROM public_data_version WHERE id = 1").pluck();

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== "GET" || c.req.header("authorization") || c.req.path.startsWith("/api/dev/")) return next();
    const key = `${requestLocale(c)} ${cacheKey(c.req.url)}`;
    const current = version.get() as number;
    const hit = entries.get(key);
    if (hit && hit.version === current && Date.now() - hit.storedAt < MAX_AGE_MS) {
      c.header("X-Cache", "hit");
      return c.body(hit.body, 200, { "Cache-Control": VISITOR_CACHE, Vary: VISITOR_VARY, ...hit.headers });
    }
    // Outer middleware has already set this request's own headers (CORS for its origin); they are not replayed.
    const before = new Headers(c.res.headers);
    await next();
    if (c.res.status !== 200 || !c.res.headers.get("content-type")?.startsWith("application/json")) return;
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", VISITOR_CACHE);
    c.header("Vary", VISITOR_VARY, { append: true });
    const body = await c.res.clone().text();
    const headers: Record<string, string> = {};
    for (const [name, value] of c.res.headers) if (before.get(name) !== value) headers[name] = value;
    entries.set(key, { version: current, storedAt: Date.now(), body, headers });
    c.header("X-Cache", "miss");
  };
  return Object.assign(middleware, { held: () => entries.held });
}

/** The path and its query, sorted by name then value: `?limit=5&page=1` and `?page=1&limit=5` are one question. */
export function cacheKey(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const query = [...searchParams].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return query.length ? `${pathname}?${new URLSearchParams(query)}` : pathname;
}
