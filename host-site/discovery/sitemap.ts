/**
 * The sitemaps search engines read: an index naming four sitemaps (the site's own pages, the
 * courses, the organizations and the blog's posts), each written from the API when it is asked for.
 *
 * Every public page has three addresses: the plain path (x-default: the reader's language), and
 * `?lang=en` and `?lang=fr`. Following Google's hreflang guidance for sitemaps, each address is a
 * `<url>` of its own, and each lists all three as alternates (itself included). Addresses with
 * other queries (`/courses?page=2`) are not listed.
 *
 * A sitemap is complete or it is not served: when the API does not answer (or answers something
 * that is not a list), the sitemap is a 503 and the crawler comes back later, rather than reading
 * a short list as the whole site and dropping what is missing.
 */
import type { Answer, ApiReader } from "../api-reader.ts";
import { ROUTES } from "../routes.ts";

export const SITEMAP_KINDS = ["pages", "courses", "organizations", "posts"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export const isSitemapKind = (value: string): value is SitemapKind => (SITEMAP_KINDS as readonly string[]).includes(value);

export interface SitemapOptions {
  /** The site's address as visitors see it (`https://example.cm`, no trailing slash needed). */
  publicUrl: string;
  /** The host site's API reader (`apiReader(apiBase)`). */
  read: ApiReader;
  /** The present, to drop dates in the future (default: the clock). */
  now?: Date;
  /**
   * When the site's own pages last changed (the build's time, say): their `<lastmod>`. Without
   * it they carry none; the legal pages carry their documents' own date either way.
   */
  pagesUpdatedAt?: Date;
}

export type SitemapResult = { status: 200; xml: string } | { status: 503 };

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** The legal documents' "last updated" (widgets/site/legal-page/legal-page.tsx, DOCUMENTS). */
export const LEGAL_UPDATED: Record<string, string> = { "/terms-of-service": "2025-06-14", "/privacy-policy": "2025-06-14" };

/** Pages of a list read at most: past them, the rest of the list is left out. */
export const MAX_PAGES = 200;
/** The sitemap protocol's limits for one file: 50,000 addresses, 50 MB, and an address under 2,048 characters. */
export const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;
const MAX_LOC = 2047;
/** Pages of a list read at once. */
const READ_AT_ONCE = 4;

/** Text for XML content or a quoted attribute: nothing in it can end the text or the quotes. */
export const escapeXml = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

/** The index: where the four sitemaps are. It is written without the API, so it never fails. */
export function sitemapIndex(publicUrl: string): string {
  const entries = SITEMAP_KINDS.map((kind) => `<sitemap><loc>${escapeXml(`${base(publicUrl)}/sitemaps/${kind}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** One page of the site: its path (already encoded) and when it last changed, if known. */
interface Entry {
  path: string;
  lastmod?: string;
}

/** The sitemap of one kind, or 503 when the API did not give all of it. */
export async function sitemap(kind: SitemapKind, options: SitemapOptions): Promise<SitemapResult> {
  try {
    const entries = await ENTRIES[kind](options);
    return { status: 200, xml: urlset(base(options.publicUrl), entries) };
  } catch (error) {
    if (error instanceof Unavailable) return { status: 503 };
    throw error;
  }
}

const ENTRIES: Record<SitemapKind, (options: SitemapOptions) => Promise<Entry[]>> = {
  pages: async ({ pagesUpdatedAt, now }) => sitePages(pagesUpdatedAt, now ?? new Date()),
  courses: async (options) => (await readList(options.read, "/courses")).flatMap((item) => itemEntry("/courses/", item, options)),
  posts: async (options) => (await readList(options.read, "/posts")).flatMap((item) => itemEntry("/blog/", item, options)),
  organizations: (options) => organizations(options),
};

/** The site's own public pages: the site's layout, no parameter, indexable; not the widget gallery. */
export function sitePages(pagesUpdatedAt: Date | undefined, now = new Date()): Entry[] {
  const built = pagesUpdatedAt && !Number.isNaN(pagesUpdatedAt.getTime()) ? w3cDate(pagesUpdatedAt.toISOString(), now) : undefined;
  return ROUTES.filter((r) => r.layout === "site" && !r.path.includes(":") && !r.noindex && r.path !== "/widgets" && r.path !== "/404").map((r) => ({
    path: r.path,
    lastmod: LEGAL_UPDATED[r.path] ?? built,
  }));
}

/** The organizations' profiles. */
async function organizations(options: SitemapOptions): Promise<Entry[]> {
  const { read } = options;
  const listed = listOf(await readRetrying(read, "/organizations/list"));
  if (!listed) throw new Unavailable();
  const found = new Map<string, Record<string, unknown>>();
  const add = (item: unknown) => {
    if (isRecord(item) && isSlug(item.slug) && !found.has(item.slug)) found.set(item.slug, item);
  };
  listed.items.forEach(add);
  // The contract's list names an organization by id and name only: the profiles' slugs then come
  // from the featured organizations and from the courses' organizations. One that is neither
  // featured nor teaching a course is left out.
  if (listed.items.some((item) => !isRecord(item) || !isSlug(item.slug))) {
    const featured = listOf(await readRetrying(read, "/organizations"));
    if (!featured) throw new Unavailable();
    featured.items.forEach(add);
    for (const course of await readList(read, "/courses")) if (isRecord(course)) add(course.organization);
  }
  return [...found.values()].flatMap((item) => itemEntry("/organizations/", item, options));
}

/** An item of a list as a page under `prefix`, by its slug, dated by its own date when it has one. */
function itemEntry(prefix: string, item: unknown, { now }: SitemapOptions): Entry[] {
  if (!isRecord(item) || !isSlug(item.slug)) return [];
  const date = [item.updated_at, item.published_at].find((d) => typeof d === "string");
  const lastmod = typeof date === "string" ? w3cDate(date, now ?? new Date()) : undefined;
  return [{ path: prefix + encodeURIComponent(item.slug), lastmod }];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** A slug names a page under its list: not empty, and not "." or "..", which an address would read as a step up. */
const isSlug = (value: unknown): value is string => typeof value === "string" && value.trim() !== "" && value !== "." && value !== "..";

/**
 * A date as the W3C profile of ISO 8601 that sitemaps take: a date with its time zone, to the
 * second (`2025-06-14T09:30:00Z`), or the day alone when the API gives no zone (a wrong zone would
 * move the time; the day is right, or a day off). Nothing for what is not a date, or in the future.
 */
export function w3cDate(value: string, now: Date): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, sec, zone] = m;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (day.getUTCFullYear() !== Number(y) || day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d) || Number(y) < 1990) return undefined;
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || Number(sec ?? 0) > 59)) return undefined;
  if (h === undefined || !zone) return day.getTime() > now.getTime() ? undefined : `${y}-${mo}-${d}`;
  const at = new Date(
    value
      .trim()
      .replace(" ", "T")
      .replace(/([+-]\d{2})(\d{2})$/, "$1:$2"),
  );
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime()) return undefined;
  return at.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The `<urlset>`: each page's three addresses, each naming all three; within the protocol's limits. */
function urlset(site: string, entries: Entry[]): string {
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
  const foot = "</urlset>\n";
  const parts: string[] = [head];
  let bytes = Buffer.byteLength(head) + Buffer.byteLength(foot);
  let urls = 0;
  for (const entry of entries) {
    const addresses = {
      "x-default": site + entry.path,
      en: `${site}${entry.path}?lang=en`,
      fr: `${site}${entry.path}?lang=fr`,
    };
    if (urls + 3 > MAX_URLS) break;
    // An address the protocol does not take (a slug thousands of characters long) is left out, not cut.
    if (addresses.fr.length > MAX_LOC) continue;
    const alternates = (["en", "fr", "x-default"] as const)
      .map((lang) => `  <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(addresses[lang])}"/>\n`)
      .join("");
    const lastmod = entry.lastmod ? `  <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n` : "";
    const block = Object.values(addresses)
      .map((loc) => `<url>\n  <loc>${escapeXml(loc)}</loc>\n${lastmod}${alternates}</url>\n`)
      .join("");
    const size = Buffer.byteLength(block);
    if (bytes + size > MAX_BYTES) break;
    parts.push(block);
    bytes += size;
    urls += 3;
  }
  parts.push(foot);
  return parts.join("");
}

/** The API did not give a whole list. */
class Unavailable extends Error {}

/** An answer's list: `data` as an array, and the paging in `meta` when there is one. */
function listOf(answer: Answer): { items: unknown[]; lastPage?: number } | null {
  if (answer.status !== "found" || !isRecord(answer.body) || !Array.isArray(answer.body.data)) return null;
  const meta = answer.body.meta;
  const last = isRecord(meta) ? meta.last_page : undefined;
  return { items: answer.body.data, lastPage: typeof last === "number" && Number.isInteger(last) && last >= 1 ? last : undefined };
}

/** A read that did not come back in time is asked once more: a sitemap is many reads, and one slow one should not sink it. */
async function readRetrying(read: ApiReader, path: string): Promise<Answer> {
  const answer = await read(path, "en");
  return answer.status === "unknown" ? read(path, "en") : answer;
}

/**
 * Every item of a paged list (`path?page=N`), page by page to the last (`meta.last_page`) or, when
 * the API says none, to the first page that is empty or brings nothing new; at most MAX_PAGES
 * pages. Items are told apart by slug, so a list that moves while it is read gives no duplicates.
 */
export async function readList(read: ApiReader, path: string): Promise<unknown[]> {
  const pageOf = async (n: number) => {
    const list = listOf(await readRetrying(read, `${path}?page=${n}`));
    if (!list) throw new Unavailable();
    return list;
  };
  const seen = new Set<string>();
  const items: unknown[] = [];
  /** Keeps a page's new items; says whether there were any. */
  const keep = (page: unknown[]) => {
    let fresh = false;
    for (const item of page) {
      const key = isRecord(item) && typeof item.slug === "string" ? item.slug : JSON.stringify(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
      fresh = true;
    }
    return fresh;
  };
  const first = await pageOf(1);
  keep(first.items);
  if (first.lastPage !== undefined) {
    // The number of pages is known: a few at a time, kept in order.
    const last = Math.min(first.lastPage, MAX_PAGES);
    for (let from = 2; from <= last; from += READ_AT_ONCE) {
      const numbers = Array.from({ length: Math.min(READ_AT_ONCE, last - from + 1) }, (_, i) => from + i);
      for (const page of await Promise.all(numbers.map(pageOf))) keep(page.items);
    }
    return items;
  }
  if (first.items.length === 0) return items;
  for (let n = 2; n <= MAX_PAGES; n++) {
    // An empty page ends the list; so does one that repeats what came before (an API that ignores `page`).
    if (!keep((await pageOf(n)).items)) break;
  }
  return items;
}
