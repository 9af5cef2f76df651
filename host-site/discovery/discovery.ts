/**
 * What the host-site server answers for search engines and home screens: /robots.txt,
 * /sitemap.xml (the index), /sitemaps/{pages,courses,organizations,posts}.xml and
 * /manifest.webmanifest. The icons are static files of host-site/public.
 */
import type { ApiReader } from "../api-reader.ts";
import { webManifestJson } from "./manifest.ts";
import { robotsTxt } from "./robots.ts";
import { isSitemapKind, sitemap, sitemapIndex } from "./sitemap.ts";

export interface DiscoveryOptions {
  /** The site's address as visitors see it (`https://example.cm`). */
  publicUrl: string;
  /** The host site's API reader (`apiReader(apiBase)`). */
  read: ApiReader;
  /** The present (default: the clock): dates after it are not written. */
  now?: Date;
  /** When the site's pages were built: the static pages' `<lastmod>` (none without it). */
  pagesUpdatedAt?: Date;
}

export interface DiscoveryResponse {
  status: 200 | 503;
  /** The Content-Type header. */
  type: string;
  body: string;
  /** The Cache-Control header. */
  cacheControl: string;
  /** The Retry-After header (seconds), on a 503. */
  retryAfter?: number;
}

const XML = "application/xml; charset=utf-8";
const SITEMAP_CACHE = "public, max-age=3600, s-maxage=3600";
const DAY_CACHE = "public, max-age=86400";
const RETRY_AFTER_S = 300;

/** The answer for `pathname` (decoded, without the query), or null when it is none of these. */
export async function discoveryResponse(pathname: string, options: DiscoveryOptions): Promise<DiscoveryResponse | null> {
  if (pathname === "/robots.txt") return { status: 200, type: "text/plain; charset=utf-8", body: robotsTxt(options.publicUrl), cacheControl: DAY_CACHE };
  if (pathname === "/manifest.webmanifest") return { status: 200, type: "application/manifest+json", body: webManifestJson(), cacheControl: DAY_CACHE };
  if (pathname === "/sitemap.xml") return { status: 200, type: XML, body: sitemapIndex(options.publicUrl), cacheControl: SITEMAP_CACHE };
  const kind = /^\/sitemaps\/([a-z]+)\.xml$/.exec(pathname)?.[1];
  if (kind === undefined || !isSitemapKind(kind)) return null;
  const result = await sitemap(kind, options);
  if (result.status === 503)
    // Not kept by a cache: the next crawl asks again.
    return {
      status: 503,
      type: "text/plain; charset=utf-8",
      body: "The sitemap is unavailable for a moment.",
      cacheControl: "no-store",
      retryAfter: RETRY_AFTER_S,
    };
  return { status: 200, type: XML, body: result.xml, cacheControl: SITEMAP_CACHE };
}
