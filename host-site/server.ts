import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { apiReader } from "./api-reader.ts";
import { SITE_ASSETS } from "./assets.ts";
import { badgeImage, badgeRoute } from "./badge-image.ts";
import { badgePng } from "./badge-png.ts";
import { certificateFallback, certificateHead, certificateLookup, missingCertificateHead, withFallback } from "./certificate-head.ts";
import { discoveryResponse } from "./discovery/discovery.ts";
import { firstPictures, pageLanguage, preloadLink } from "./first-picture.ts";
import { addressLanguage } from "./heads/head.ts";
import { spliced, withHead } from "./heads/markup.ts";
import { servedHead } from "./heads/page-head.ts";
import { WORKER_PATH } from "./offline/kept.ts";
import { type PreviewKind, previewImages } from "./og-image.ts";
import { matchRoute, type Route } from "./routes.ts";
import { siteStyle, styleSource } from "./site-style.ts";
import { serverWidgets } from "./ssr.ts";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");

export interface SiteOptions {
  port: number;
  host: string;
  /** The API the pages call, allowed by the pages' Content-Security-Policy. */
  apiOrigin: string;
  /** Where the server asks the API about certificates (default: the API origin's /api). */
  apiBase?: string;
  /** This site's own address as visitors see it (default: http://host:port). */
  publicUrl?: string;
  /**
   * Built pages (default dist/site), and the widgets' two flavours: React's at /widgets/ (default
   * dist/widgets) and the light one at /widgets-lite/ (default dist/widgets-lite). Partner sites
   * may load either; the pages load the one they were built for.
   */
  siteDir?: string;
  widgetsDir?: string;
  liteWidgetsDir?: string;
  /**
   * Other hosts whose video and audio files lessons play (a file host, a CDN), beside the API's
   * own storage, which is always allowed.
   */
  mediaOrigins?: string[];
  /**
   * The widgets' server renderer (default dist/ssr; dist/ssr-lite for a site of the light flavour):
   * the public pages arrive drawn. Without it they render in the browser.
   */
  ssrDir?: string;
  /** A client must send its headers within the first, its whole request within the second (ms). */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/** Slow clients are cut off: a page's request is a few hundred bytes, which any phone sends in far less. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_MS = 5_000;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".ico": "image/x-icon",
};

interface Served {
  status: number;
  file: string;
  /** The folder the file must be in: a path that climbs out of it is not served. */
  root: string;
  cache: string;
  /** A certificate's page: the number whose details the server writes into its head. */
  certificate?: string;
  /** The route of a page the server writes a head into. */
  route?: Route;
}

/** The bundle a path is in: /widgets/… or /widgets-lite/…, and the rest of the path in it. */
const bundleOf = (pathname: string) => /^\/(widgets|widgets-lite)\/(.+)$/.exec(pathname);

/** Maps a request path to a file: a widget bundle, the site's assets, or the route's page. */
function resolve(pathname: string, siteDir: string, bundles: Record<string, string>): Served {
  // "/widgets/" with nothing after it is the gallery's page, like "/widgets".
  const bundle = bundleOf(pathname);
  if (bundle) {
    const [, name, rest] = bundle;
    // Hashed chunks never change; the loader keeps its name, so it is revalidated.
    const cache = rest.startsWith("chunks/") ? "public, max-age=31536000, immutable" : "no-cache";
    return { status: 200, file: path.join(bundles[name], rest), root: bundles[name], cache };
  }
  // The service worker: asked afresh each time, so a new build is found on the next visit.
  if (pathname === WORKER_PATH) return { status: 200, file: path.join(siteDir, pathname), root: siteDir, cache: "no-cache" };
  if (SITE_ASSETS.includes(pathname.slice(1)))
    return { status: 200, file: path.join(siteDir, pathname), root: siteDir, cache: pathname.endsWith(".css") ? "no-cache" : "public, max-age=604800" };
  const route = matchRoute(pathname);
  if (!route) return { status: 404, file: path.join(siteDir, "404.html"), root: siteDir, cache: "no-cache" };
  const certificate = route.path === "/certificate/:number" ? pathname.split("/")[2] : undefined;
  return { status: 200, file: path.join(siteDir, route.file), root: siteDir, cache: "no-cache", certificate, route };
}

const compressed = new Map<string, Buffer>();

/**
 * Brotli or gzip, compressed once per content and kept: slow phone networks pay for every byte. A
 * page written for its request (a certificate's) is compressed each time, at a cheaper level.
 */
function encode(file: string | null, body: Buffer, accept: string): { body: Buffer; encoding?: string } {
  const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : undefined;
  if (!encoding || body.length < 512) return { body };
  if (file === null)
    return {
      body: encoding === "br" ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(body),
      encoding,
    };
  // By content: the same file served from another folder (each test's copy of the bundle) is compressed once.
  const key = `${encoding}:${createHash("sha1").update(body).digest("base64")}`;
  let out = compressed.get(key);
  if (!out) {
    out = encoding === "br" ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : zlib.gzipSync(body, { level: 9 });
    compressed.set(key, out);
  }
  return { body: out, encoding };
}

/**
 * How long a public page may be kept: a minute by the browser, ten by a shared cache (a CDN), which
 * may serve it a day past that while it asks again. A page whose address names no language is in
 * the reader's language (Vary: Accept-Language): a shared cache asks again each time (its ETag,
 * which differs by language, makes that a 304 when it holds the right one), so a CDN that ignores
 * Vary never serves one reader's language to another.
 */
function publicPageCache(languageInAddress: boolean): string {
  return languageInAddress ? "public, max-age=60, s-maxage=600, stale-while-revalidate=86400" : "public, max-age=60, s-maxage=0";
}

/** Security headers for the platform's own pages. */
function pageHeaders(apiOrigin: string, style: string, mediaOrigins: string[]): (drawnStyles: string[]) => Record<string, string> {
  return (drawnStyles) => ({ ...policy(apiOrigin, [style, ...drawnStyles].join(" "), mediaOrigins) });
}

/** The policy of a page whose inline styles are exactly those of `styles` (hash sources). */
function policy(apiOrigin: string, style: string, mediaOrigins: string[]): Record<string, string> {
  const ws = apiOrigin.replace(/^http/, "ws");
  return {
    "Content-Security-Policy": [
      "default-src 'self'",
      "script-src 'self' https://accounts.google.com/gsi/client",
      `style-src 'self' ${style} https://accounts.google.com/gsi/style`,
      // blob: the device's copies of a saved course's files (shared/offline/use-device-url.ts), read and framed.
      `connect-src 'self' blob: ${apiOrigin} ${ws} https://accounts.google.com/gsi/`,
      `img-src 'self' data: ${apiOrigin} https:`,
      // Lesson videos stored by the API, or on the file hosts the platform names.
      ["media-src 'self'", apiOrigin, ...mediaOrigins].join(" "),
      // The API's own files (slide PDFs) open in the browser's PDF viewer, in a frame; the widget
      // gallery's previews are frames of this site's own pages. Videos play in the players of the
      // hosts shared/html/video-source.ts embeds (YouTube, Vimeo, Dailymotion, Google Drive, Loom, Wistia).
      [
        "frame-src 'self' blob:",
        apiOrigin,
        "https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
        "https://geo.dailymotion.com https://drive.google.com https://www.loom.com https://fast.wistia.net",
        "https://accounts.google.com/gsi/ https://docs.google.com https://view.officeapps.live.com https://www.slideshare.net https://prezi.com",
      ].join(" "),
      // Other sites may not frame the pages (clickjacking); the gallery's previews frame them here.
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join("; "),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}

export function startSite(options: SiteOptions): Promise<http.Server> {
  const siteDir = path.resolve(options.siteDir ?? path.join(dist, "site"));
  // The pages carry the site's stylesheet written in; the policy allows that text and nothing else inline.
  const headers = pageHeaders(options.apiOrigin, styleSource(siteStyle(path.join(siteDir, "host.css"))), options.mediaOrigins ?? []);
  const drawWidgets = serverWidgets(path.resolve(options.ssrDir ?? path.join(dist, "ssr")));
  const certificates = certificateLookup(options.apiBase ?? `${options.apiOrigin}/api`);
  const pictures = firstPictures(options.apiBase ?? `${options.apiOrigin}/api`);
  const read = apiReader(options.apiBase ?? `${options.apiOrigin}/api`);
  const previews = previewImages(read);
  // A sitemap reads whole lists, page after page: it may take longer than a page's head.
  const readLists = apiReader(options.apiBase ?? `${options.apiOrigin}/api`, { timeoutMs: 5000, keepMs: 600_000 });
  const pagesUpdatedAt = fs.statSync(path.join(siteDir, "index.html"), { throwIfNoEntry: false })?.mtime;
  const publicUrl = (options.publicUrl ?? `http://${options.host}:${options.port}`).replace(/\/$/, "");
  const bundles = {
    widgets: path.resolve(options.widgetsDir ?? path.join(dist, "widgets")),
    "widgets-lite": path.resolve(options.liteWidgetsDir ?? path.join(dist, "widgets-lite")),
  };
  // Node checks the timeouts on this interval; its 30 s default would let a slow client linger far longer.
  const server = http.createServer({ connectionsCheckingInterval: Math.min(1000, options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS) }, async (req, res) => {
    const url = new URL(req.url ?? "/", "http://site");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = "/__invalid__";
    }
    const discovered = req.method === "GET" || req.method === "HEAD" ? await discoveryResponse(pathname, { publicUrl, read: readLists, pagesUpdatedAt }) : null;
    if (discovered) {
      const out = encode(null, Buffer.from(discovered.body), String(req.headers["accept-encoding"] ?? ""));
      res.writeHead(discovered.status, {
        "Content-Type": discovered.type,
        "Cache-Control": discovered.cacheControl,
        Vary: "Accept-Encoding",
        "X-Content-Type-Options": "nosniff",
        ...(out.encoding ? { "Content-Encoding": out.encoding } : {}),
        ...(discovered.retryAfter ? { "Retry-After": String(discovered.retryAfter) } : {}),
      });
      res.end(req.method === "HEAD" ? undefined : out.body);
      return;
    }
    const badge = badgeRoute(pathname);
    if (badge && (req.method === "GET" || req.method === "HEAD")) {
      // The badge as an image, for the places that run no script (see badge-image.ts).
      const answer = await (badge.format === "png" ? badgePng : badgeImage)(certificates, badge.number, url.searchParams);
      const image = typeof answer.body === "string" ? Buffer.from(answer.body) : answer.body;
      const out = badge.format === "svg" ? encode(null, image, String(req.headers["accept-encoding"] ?? "")) : { body: image };
      res.writeHead(answer.status, { ...answer.headers, Vary: "Accept-Encoding", ...(out.encoding ? { "Content-Encoding": out.encoding } : {}) });
      res.end(req.method === "HEAD" ? undefined : out.body);
      return;
    }
    const preview = /^\/og\/(courses|organizations|posts|certificates)\/([^/]+)\.png$/.exec(pathname);
    if (preview && (req.method === "GET" || req.method === "HEAD")) {
      const image = await previews(preview[1] as PreviewKind, preview[2]);
      res.writeHead(image.status, { "Content-Type": image.type, "Cache-Control": image.cacheControl, "X-Content-Type-Options": "nosniff" });
      res.end(req.method === "HEAD" ? undefined : image.body);
      return;
    }
    const served = resolve(pathname, siteDir, bundles);
    const inside = path.resolve(served.file).startsWith(served.root + path.sep);
    let body = inside ? await fs.promises.readFile(served.file).catch(() => null) : null;
    if (!body || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(body ? 405 : 404, { "Content-Type": "text/plain; charset=utf-8" }).end(body ? "Method not allowed" : "Not found");
      return;
    }
    const named = addressLanguage(url.searchParams);
    // The address's language, else the one the reader chose on this site (its cookie), else their browser's.
    const chosen = /(?:^|;\s*)lpLocale=(en|fr)(?:;|$)/.exec(String(req.headers.cookie ?? ""))?.[1] as "en" | "fr" | undefined;
    const language = named ?? chosen ?? pageLanguage(req.headers["accept-language"]);
    let status = served.status;
    if (served.certificate) {
      // The page says what the certificate is before any script runs: link previews and search engines read this.
      const found = await certificates(served.certificate);
      if (found.status === "found") {
        const pageUrl = found.certificate.url ?? `${publicUrl}/certificate/${encodeURIComponent(served.certificate)}`;
        const page = withHead(body.toString("utf8"), certificateHead(found.certificate, pageUrl, publicUrl, language));
        body = Buffer.from(withFallback(page, certificateFallback(found.certificate)));
      } else if (found.status === "missing") {
        body = Buffer.from(withHead(body.toString("utf8"), missingCertificateHead(language)));
        status = 404;
      }
    }
    const type = TYPES[path.extname(served.file)] ?? "application/octet-stream";
    let written = served.certificate !== undefined;
    if (served.route && !served.certificate) {
      // The page's own head: its addresses by language; a course's, an organization's or a post's own words.
      const head = await servedHead({ route: served.route, pathname, language, languageInAddress: named !== null, publicUrl, read });
      if (head) {
        body = Buffer.from(withHead(body.toString("utf8"), head.head));
        status = head.status;
        written = true;
      }
    }
    if (written && language !== "en") body = Buffer.from(spliced(body.toString("utf8"), /<html lang="en"/, `<html lang="${language}"`));
    // A browser that saves data says so with each request: the widgets hear it from the page (and draw for it here).
    if (req.headers["save-data"] === "on" && type.startsWith("text/html")) {
      body = Buffer.from(spliced(body.toString("utf8"), / data-owns-document="true"/, ' data-owns-document="true" data-save-data="on"'));
      written = true;
    }
    let drawnStyles: string[] = [];
    if (served.route?.layout === "site" && type.startsWith("text/html")) {
      const drawn = await drawWidgets(body.toString("utf8"), { url: `${publicUrl}${url.pathname}${url.search}`, language });
      if (drawn.styleSources.length) {
        body = Buffer.from(drawn.html);
        drawnStyles = drawn.styleSources;
        written = true;
      }
    }
    // A page's first picture, when the address asks for the list as it comes (no filter, page 1).
    const picture = type.startsWith("text/html") && !url.search ? pictures(pathname, language) : null;
    const html = type.startsWith("text/html");
    // A public page is the same for every reader of its address: a CDN may keep it (see README).
    const cache = html && served.route?.layout === "site" && !served.route.noindex && status === 200 ? publicPageCache(named !== null) : served.cache;
    // One tag per content, whatever the compression (weak: the bytes differ by encoding).
    const etag =
      html && status === 200
        ? `W/"${createHash("sha1")
            .update(body)
            .update(picture ?? "")
            .digest("base64url")
            .slice(0, 27)}"`
        : null;
    if (
      etag &&
      String(req.headers["if-none-match"] ?? "")
        .split(/,\s*/)
        .includes(etag)
    ) {
      res.writeHead(304, { ETag: etag, "Cache-Control": cache, Vary: "Accept-Encoding, Accept-Language, Cookie, Save-Data" }).end();
      return;
    }
    const out = encode(written ? null : served.file, body, String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(status, {
      "Content-Type": type,
      "Cache-Control": cache,
      ...(etag ? { ETag: etag } : {}),
      // A page's head, drawing and preloaded picture follow the reader's language where the address names none.
      Vary: html ? "Accept-Encoding, Accept-Language, Cookie, Save-Data" : "Accept-Encoding",
      ...(out.encoding ? { "Content-Encoding": out.encoding } : {}),
      ...(html ? headers(drawnStyles) : { "X-Content-Type-Options": "nosniff" }),
      ...(picture ? { Link: preloadLink(picture) } : {}),
      // Partner sites load the bundle as cross-origin module scripts, which need a CORS grant.
      ...(bundleOf(pathname) ? { "Access-Control-Allow-Origin": "*" } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : out.body);
  });
  server.headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  server.requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
