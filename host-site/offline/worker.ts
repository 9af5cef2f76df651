/// <reference lib="webworker" />
/**
 * sw.js, the service worker of the platform's own site (never of a site that embeds the widgets):
 * the learner's pages, the loader and their chunks kept on the device, so a return visit renders
 * from the device and fetches only data, and a page opened with no network says so in the site's
 * own words instead of the browser's. The build writes its list (`Kept`, see build-worker.ts).
 *
 * A new build installs beside the one in use and waits: the page offers "A new version is ready:
 * Reload", and only that press lets it take over (`skip-waiting`), never the middle of a lesson or
 * an exam. The worker that takes over keeps the last build's pages until the one after, so a page
 * still open on it finds the chunks it asks for later.
 */
import { answerFor, type Kept, keptPage, withoutWidgetPreloads } from "./kept.ts";

declare const self: ServiceWorkerGlobalScope;
/** Written by the build. */
declare const LP_KEPT: Kept;

const kept = LP_KEPT;
const PAGES_PREFIX = "lp-pages-";
const current = `${PAGES_PREFIX}${kept.version}`;
/** Chunks met on the way (a page's dialogs, a public page's widgets): named by their content, so any build's serve. */
const CODE = "lp-code";
/** Public pages as last read, for a reader who opens one again with no network. */
const VISITED = "lp-visited";
const VISITED_MOST = 30;

/** Whether the pages keep caches of their own (saved courses, shared/offline/saved-courses.ts): any not named above. */
const pagesOwn = (name: string) => !name.startsWith(PAGES_PREFIX) && name !== CODE && name !== VISITED;
/** Known once read, and read again when a page says its caches changed: with none, another origin's reads are not the worker's. */
let pagesKeep: boolean | null = null;
const readPagesKeep = () => caches.keys().then((names) => (pagesKeep = names.some(pagesOwn)));
void readPagesKeep();

/** Pages and the loader asked afresh (the browser's copy could be the last build's); a chunk's name is its content. */
const keptRequest = (url: string) => new Request(url, { cache: url.includes("/chunks/") ? "default" : "no-cache" });

self.addEventListener("install", (event) => {
  // Only what any page needs with no network: its requests come right after a page's load, so few.
  event.waitUntil(caches.open(current).then((cache) => cache.addAll([kept.offline, ...kept.shell].map(keptRequest))));
});

/**
 * The learner's pages and their code, when one of them asks (not before: a visitor who never signs
 * in does not pay for them; nor in low-data mode, where the page does not ask and keeps the chunks
 * it uses): missing files only, in the background.
 */
async function keepLearnerCode(): Promise<void> {
  const cache = await caches.open(current);
  const missing: string[] = [];
  for (const url of [...kept.pages.map((page) => page.url), ...kept.learner]) if (!(await cache.match(url))) missing.push(url);
  await cache.addAll(missing.map(keptRequest)).catch(() => {
    // The network went: the next learner's page opened tries again.
  });
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // This build's pages, and the one before (a page still open on it); older ones let go.
      const builds = (await caches.keys()).filter((name) => name.startsWith(PAGES_PREFIX) && name !== current);
      const previous = builds.at(-1);
      for (const name of builds) if (name !== previous) await caches.delete(name);
      const code = await caches.open(CODE);
      const named = new Set(kept.chunks);
      for (const request of await code.keys()) if (!named.has(new URL(request.url).pathname)) await code.delete(request);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") void self.skipWaiting();
  if (event.data?.type === "saved-changed") event.waitUntil(readPagesKeep());
  // Only a learner's page asks for the learner's code.
  const from = event.source instanceof Client ? new URL(event.source.url).pathname : "";
  if (event.data?.type === "keep-learner-code" && keptPage(from, kept)) event.waitUntil(keepLearnerCode());
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const answer = answerFor(
    { url: request.url, method: request.method, mode: request.mode, destination: request.destination, range: request.headers.has("Range") },
    self.location.origin,
    kept,
  );
  // Known to hold no saved course: another origin's reads go as they would with no worker.
  if (answer.kind === "pass" || (answer.kind === "saved" && pagesKeep === false)) return;
  event.respondWith(respond(event, answer));
});

async function respond(event: FetchEvent, answer: Exclude<ReturnType<typeof answerFor>, { kind: "pass" }>): Promise<Response> {
  const { request } = event;
  switch (answer.kind) {
    case "kept-page": {
      const page = await caches.match(answer.url, { cacheName: current });
      return page ? served(page) : fetch(request).catch(() => offlinePage());
    }
    case "page":
      return visitedPage(request);
    case "loader":
      return (await forKeptPage(event)) ? ((await caches.match(request, { cacheName: current })) ?? fetch(request)) : networkFirst(request);
    case "code":
      return (await caches.match(request)) ?? fetchAndKeep(request, CODE);
    case "file":
      return (await caches.match(request, { cacheName: current })) ?? fetch(request);
    case "saved":
      return fromSaved(event);
  }
}

/**
 * A saved course's copy: a file at once; a call (JSON) from the network while there is one, its
 * copy refreshed. The worker's own caches hold only this origin's addresses, so a match is the pages'.
 */
async function fromSaved(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const copy = await caches.match(request);
  if (!copy) return fetch(request);
  if (!copy.headers.get("Content-Type")?.includes("json")) return copy;
  try {
    // A network that is there but carries nothing (a bus between masts) answers from the copy too.
    const response = await Promise.race([
      fetch(request),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no answer")), SAVED_CALL_WAIT_MS)),
    ]);
    if (response.ok) event.waitUntil(refresh(request.url, response.clone()));
    return response;
  } catch {
    return copy;
  }
}

/** How long a saved course's call waits on the network before its copy answers. */
const SAVED_CALL_WAIT_MS = 4000;

/** A call's fresh answer into each saved course that keeps it, as the page keeps it: its type only, so no Vary of the server's stops it answering later. */
async function refresh(url: string, response: Response): Promise<void> {
  const body = await response.arrayBuffer();
  const headers = { "Content-Type": response.headers.get("Content-Type") ?? "application/json" };
  for (const name of (await caches.keys()).filter(pagesOwn)) {
    // Removed meanwhile (the learner signed out): opening it would make it again.
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    if (await cache.match(url)) await cache.put(url, new Response(body, { headers }));
  }
}

/** The page asking is one of the learner's pages this worker served from its copy. */
async function forKeptPage(event: FetchEvent): Promise<boolean> {
  const client = event.clientId ? await self.clients.get(event.clientId) : undefined;
  return client ? answerFor({ url: client.url, method: "GET", mode: "navigate" }, self.location.origin, kept).kind === "kept-page" : false;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const copy = await caches.match(request);
    if (copy) return copy;
    throw error;
  }
}

async function fetchAndKeep(request: Request, cacheName: string): Promise<Response> {
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(cacheName).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** A public page from the network, kept as read; with no network, that copy, else the offline page. */
async function visitedPage(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    // Only what any reader of the address is shown (the public pages are the same for all): a 200 the server lets caches keep.
    if (response.ok && /\bpublic\b/.test(response.headers.get("Cache-Control") ?? "")) {
      const copy = response.clone();
      void keepVisited(request, copy);
    }
    return response;
  } catch {
    return (await caches.match(request, { cacheName: VISITED })) ?? offlinePage();
  }
}

async function keepVisited(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(VISITED);
  await cache.delete(request);
  await cache.put(request, response);
  // Keys come in the order they were put: the oldest go first.
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - VISITED_MOST))) await cache.delete(old);
}

async function offlinePage(): Promise<Response> {
  return (await caches.match(kept.offline, { cacheName: current })) ?? Response.error();
}

/** A kept page, served without its widgets' preloads (see `withoutWidgetPreloads`). */
async function served(page: Response): Promise<Response> {
  const headers = new Headers(page.headers);
  // The body is changed: its length and encoding are no longer the server's.
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(withoutWidgetPreloads(await page.text(), kept), { status: page.status, statusText: page.statusText, headers });
}
