/**
 * What the site's service worker keeps on the device, and how it answers each request: decided
 * here, in plain functions the worker and the build share (and the unit tests read), so the
 * worker itself only moves responses between the network and its caches.
 */
import { withoutPreloads } from "../preload-links.ts";

/** Where the worker is served: at the site's root, so that its scope is the whole site. */
export const WORKER_PATH = "/sw.js";

/** The build's list, written into sw.js: a new build is a new worker, which the learner takes on their word. */
export interface Kept {
  /** Names this build's caches: a hash of everything listed here. */
  version: string;
  /**
   * The learner's pages, kept whole once one of them asks (with `learner`): an address pattern
   * (`:name` one segment) and the address its page is fetched at.
   */
  pages: { pattern: string; url: string }[];
  /** The page any address shows with no network and no copy of its own. */
  offline: string;
  /** Kept when the worker installs: the loader and what it imports, the offline page's code, the tab's icon, the manifest. */
  shell: string[];
  /** The loader and what it imports (in `shell` too): the only code a kept page still preloads. */
  loader: string[];
  /**
   * Kept once a learner's page is opened (not before: a visitor who never signs in does not pay
   * for it): the chunks those pages preload, which a return visit then renders from.
   */
  learner: string[];
  /** Every chunk of this build: a chunk kept from an older build and named in none is let go. */
  chunks: string[];
}

/** How the worker answers a request. */
export type Answer =
  /** A learner's page: its kept copy, this build's; the network only if the copy is missing. */
  | { kind: "kept-page"; url: string }
  /** Another page: the network, then the copy kept when it was last read, then the offline page. */
  | { kind: "page" }
  /** A chunk (its name is its content): any kept copy, else the network, then kept. */
  | { kind: "code" }
  /** The loader: this build's for a kept page (its chunks are this build's), the network's for the others. */
  | { kind: "loader" }
  /** A kept file (an icon, the manifest): the copy, else the network. */
  | { kind: "file" }
  /**
   * A read of another origin (the API, a file host): a saved course's copy answers it, a file at
   * once (it costs data and never changes), a call when the network cannot; else the network.
   */
  | { kind: "saved" }
  /** Not the worker's: the browser does as it would without one. */
  | { kind: "pass" };

/** The page pattern an address matches, if any (`/account/courses/:slug` matches `/account/courses/networks`). */
export function keptPage(pathname: string, kept: Pick<Kept, "pages">): { pattern: string; url: string } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const parts = clean.split("/");
  return (
    kept.pages.find((page) => {
      const pattern = page.pattern.split("/");
      return pattern.length === parts.length && pattern.every((segment, i) => (segment.startsWith(":") ? parts[i] !== "" : segment === parts[i]));
    }) ?? null
  );
}

const LOADER = /^\/widgets(-lite)?\/lp-widgets\.js$/;
const CHUNK = /^\/widgets(-lite)?\/chunks\/[^/]+\.js$/;

/**
 * The answer for a request from the site's own pages. Only reads (GET) are the worker's: every
 * write, and a video or a part of a file (streamed, never saved), goes to the network untouched.
 */
export function answerFor(request: { url: string; method: string; mode: string; destination?: string; range?: boolean }, origin: string, kept: Kept): Answer {
  if (request.method !== "GET") return { kind: "pass" };
  const url = new URL(request.url);
  if (url.origin !== origin) return request.range || request.destination === "video" || request.destination === "audio" ? { kind: "pass" } : { kind: "saved" };
  if (request.mode === "navigate") {
    const page = keptPage(url.pathname, kept);
    return page ? { kind: "kept-page", url: page.url } : { kind: "page" };
  }
  if (LOADER.test(url.pathname)) return { kind: "loader" };
  if (CHUNK.test(url.pathname)) return { kind: "code" };
  if (kept.shell.includes(url.pathname)) return { kind: "file" };
  return { kind: "pass" };
}

/**
 * A kept page as the worker serves it: without the preload links of its widgets' code. The code is
 * on the device, so the links gain no time; on a slow phone's one core their twenty answers are
 * handled before the rest of the page is parsed, and hold back the loader, which shows the
 * learner's last screen (measured: the return shown about 0.1 s sooner at 4x CPU). The loader's own
 * imports keep theirs; the widgets' imports ask for the same files, all at once, as they start.
 */
export function withoutWidgetPreloads(html: string, kept: Pick<Kept, "loader">): string {
  return withoutPreloads(html, (href) => kept.loader.includes(href));
}
