/**
 * lp-widgets.js: the one script an embedding page includes. It reads its configuration from its
 * own data-* attributes, then loads, for every undefined lp-* tag on the page (now or later),
 * only the family chunk that defines it. It holds no widget code itself: on a page the server drew,
 * only what holds the reader's presses until the widgets' code has come.
 */
import TAG_FAMILIES from "virtual:lp-tag-families";
import { type EarlyCall, firstCallsOf, USER_PATH } from "../shared/api/early-call.ts";
import { COPY_ATTRIBUTE, KEPT_TOKEN_KEY, LAST_SCREENS_KEY, LOW_DATA_KEY, screenKey, TOKEN_KEY } from "../shared/browser/device-keys.ts";
import { httpUrl } from "../shared/browser/http-url.ts";
import { type EarlyPresses, holdEarlyPresses } from "../shared/element/early-presses.ts";

const FAMILIES = import.meta.glob("./*/define.ts");

declare global {
  interface Window {
    __lpLoaderDataset?: Record<string, string | undefined>;
    lpWidgets?: {
      discover(root: ParentNode): void;
      hold(place: Element): void;
      /** The presses held on a root the server drew since this script ran, for its widget to take (once); what was typed is read when they are done. */
      held(root: ShadowRoot): EarlyPresses | undefined;
      /** The page arrived drawn by the server. */
      drawn: boolean;
    };
  }
}

const loaded = new Map<string, Promise<unknown>>();

function load(tag: string): void {
  const family = TAG_FAMILIES[tag];
  if (!family || loaded.has(family)) return;
  loaded.set(
    family,
    FAMILIES[`./${family}/define.ts`]().catch((error) => {
      loaded.delete(family); // a flaky network may succeed on the next discovery
      console.error(`lp-widgets: could not load the ${family} widgets`, error);
    }),
  );
}

/** Loads the families of every undefined lp-* element under `root`. */
function discover(root: ParentNode): void {
  if (root instanceof Element && root.localName.startsWith("lp-") && !customElements.get(root.localName)) load(root.localName);
  for (const el of root.querySelectorAll(":not(:defined)")) if (el.localName.startsWith("lp-")) load(el.localName);
}

/** Opens the connection to the API while the widgets' code is on its way: a round trip saved for their first call. */
function preconnect(apiBase: unknown): void {
  try {
    const origin = new URL(String(apiBase), document.baseURI).origin;
    if (!apiBase || origin === location.origin) return;
    const link = document.createElement("link");
    link.rel = "preconnect";
    link.href = origin;
    // The widgets call the API without credentials.
    link.crossOrigin = "anonymous";
    document.head.append(link);
  } catch {
    // An address that does not parse is the configuration's to report.
  }
}

/** Long enough for the widgets of a page on a slow network; the reader's own scrolling ends it sooner. */
const HOLD_FRAGMENT_MS = 15_000;

/**
 * An address that names a place in the page (/#faqs) lands there even when widgets above it draw
 * after the browser has scrolled: each time the page's height changes, the place is brought back
 * into view, until the reader scrolls, types or taps, or the widgets have long finished. A widget
 * whose own shadow root holds the place (a legal page's section) asks for the same with hold().
 */
function hold(place: Element): void {
  const READER_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"];
  const resized = new ResizeObserver(() => place.scrollIntoView({ behavior: "instant", block: "start" }));
  const stop = () => {
    resized.disconnect();
    for (const type of READER_INPUT) removeEventListener(type, stop, true);
  };
  for (const type of READER_INPUT) addEventListener(type, stop, { capture: true, passive: true });
  resized.observe(document.body);
  setTimeout(stop, HOLD_FRAGMENT_MS);
}

/** The roots the server drew, and those it drew inside them (a page's form), outermost first; and those a copy of the learner's last screen fills. */
function drawnRoots(within: ParentNode = document): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  for (const el of within.querySelectorAll(`[data-lp-ssr], [${COPY_ATTRIBUTE}]`)) if (el.shadowRoot) roots.push(el.shadowRoot, ...drawnRoots(el.shadowRoot));
  return roots;
}

/**
 * The place the address names, held from the moment this script runs: the page, or a root the
 * server drew (where the browser's own fragment navigation cannot see), so a drawn page lands
 * there before any widget's code has come, or on a low-data page before the reader's first touch.
 */
function holdFragment(): void {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return; // A malformed fragment names nothing.
  }
  if (!id) return;
  const target = [document, ...drawnRoots()].map((root) => root.getElementById(id)).find((place) => place !== null);
  if (target) hold(target);
}

/**
 * The presses on each root the server drew, held from the moment this script runs: before any
 * widget's code, which asks for it only after the first paint, so a reader may press long before;
 * and on each a copy of the learner's last screen fills, from the moment it shows.
 */
function holdPresses(): { held: (root: ShadowRoot) => EarlyPresses | undefined; holdRoot: (root: ShadowRoot) => void } {
  const holders = new Map<ShadowRoot, EarlyPresses>();
  const holdRoot = (root: ShadowRoot) => void holders.set(root, holdEarlyPresses(root));
  for (const root of drawnRoots()) holdRoot(root);
  return {
    holdRoot,
    held: (root) => {
      const holder = holders.get(root);
      holders.delete(root);
      return holder;
    },
  };
}

/** The script element that loaded this one, whose data-* attributes configure the widgets. */
function loaderScript(): HTMLScriptElement | undefined {
  return [...document.querySelectorAll<HTMLScriptElement>("script[src]")].find((s) => s.src === import.meta.url);
}

function start(script: HTMLScriptElement | undefined, held: (root: ShadowRoot) => EarlyPresses | undefined, drawn: boolean): void {
  preconnect(window.lpConfig?.apiBase ?? script?.dataset.apiBase);
  // Its own address too: the widgets offer embed code that loads them from where they came.
  window.__lpLoaderDataset = { ...script?.dataset, loaderUrl: import.meta.url };
  window.lpWidgets = { discover, hold, held, drawn };
  discover(document);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
  const worker = script?.dataset.serviceWorker;
  if (worker) afterLoad(() => void import("../shared/offline/site-worker.ts").then((m) => m.keepSite(worker)), drawn);
}

/** Time a drawn page's widgets have after its load to take over, before the worker's download begins. */
const WORKER_AFTER_DRAWN_LOAD_MS = 3_000;

/**
 * Once the page and its pictures are in: the worker's first download and store of what it keeps
 * (on its own thread, but on the phone's one core) does not compete with them. A page the server
 * drew, readable already, gives its widgets their time to take over too, and waits for an idle
 * moment. A learner's page registers at its load: the code it asks for next is the worker's to
 * keep as it comes, and comes back the quicker on the learner's return.
 */
function afterLoad(then: () => void, drawn: boolean): void {
  const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(then, { timeout: WORKER_AFTER_DRAWN_LOAD_MS }) : then());
  const loaded = drawn ? () => setTimeout(idle, WORKER_AFTER_DRAWN_LOAD_MS) : then;
  if (document.readyState === "complete") loaded();
  else window.addEventListener("load", loaded, { once: true });
}

/**
 * A page the server drew, or a copy of the learner's last screen, is readable as it is: its first
 * paint is not held back behind the widgets' code, which starts once the browser has painted it (a
 * frame, then a task).
 */
function afterPaint(then: () => void): void {
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(then, 0));
  else then();
}

/** A stored value, or null where storage is refused (a private mode, a sandboxed frame). */
function stored(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

/** The session the device holds for this site, if any (the tab's, or the one kept on the device). */
const storedToken = (): string | null => stored(() => sessionStorage, TOKEN_KEY) ?? stored(() => localStorage, KEPT_TOKEN_KEY);

/**
 * The learner's own answer, and the calls this page's widgets made first on its last visit, asked
 * for now when the device holds a session: the widgets' code would ask only once it has come and
 * run. A token in the address replaces the session: asked for then. The API's address is the one
 * the widgets' configuration takes (the page's settings over the script's), by the same rule;
 * without one there is nothing to ask.
 */
function callSessionEarly(script: HTMLScriptElement | undefined): void {
  const bearer = storedToken();
  const origin = new URL(document.baseURI).origin;
  const apiBase = httpUrl(window.lpConfig?.apiBase, origin) ?? httpUrl(script?.dataset.apiBase, origin);
  if (!bearer || !apiBase || new URLSearchParams(location.search).has("token")) return;
  const call = (path: string, lang?: string): EarlyCall => {
    const url = `${apiBase}${path}`;
    const headers: Record<string, string> = { Accept: "application/json", Authorization: `Bearer ${bearer}` };
    if (lang) headers["Accept-Language"] = lang;
    const answer = fetch(url, { headers });
    // Nobody may take it (the page starts no session, its configuration names another API, or its widgets changed).
    answer.catch(() => undefined);
    return { url, bearer, lang, at: Date.now(), answer };
  };
  window.__lpEarlyCalls = [call(USER_PATH), ...firstCallsOf(() => localStorage, location.pathname).map((first) => call(first.path, first.lang))];
}

/**
 * A learner's page on their return: as they last saw it, from the device, while its widgets' code
 * starts (a token in the address is another session). A page the server drew is drawn already.
 */
function showCopy(holdRoot: (root: ShadowRoot) => void): Promise<boolean> {
  const bearer = storedToken();
  const copies = stored(() => sessionStorage, LAST_SCREENS_KEY) ?? stored(() => localStorage, LAST_SCREENS_KEY);
  // Its code only where the device keeps a copy of this page (its key as the copies' JSON writes it):
  // from the device, in a few milliseconds, or over the network where no worker keeps it.
  const kept = copies?.includes(`${JSON.stringify(screenKey())}:`);
  if (!document.body || !bearer || !kept || new URLSearchParams(location.search).has("token")) return Promise.resolve(false);
  return import("../shared/element/last-screen.ts").then(
    ({ showLastScreen }) => {
      const roots = showLastScreen(bearer);
      for (const root of roots) holdRoot(root);
      return roots.length > 0;
    },
    // Not on the device and no network: the page draws from its widgets' code, as without a copy.
    () => false,
  );
}

/**
 * Low-data mode on a page the server drew, for a reader without a session (a link shared in a
 * chat): the page is whole as drawn (its text, its pictures, its links), so the widgets' code
 * waits for the reader's first touch, key or focus, and a press made then is held until it has
 * come, as any press before the code is. A reader with a session gets the page live at once: its
 * header names them.
 */
function waitsForReader(script: HTMLScriptElement | undefined): boolean {
  if (!document.querySelector("[data-lp-ssr]")) return false;
  if (storedToken()) return false;
  const choice = stored(() => localStorage, LOW_DATA_KEY);
  if (choice === "on" || choice === "off") return choice === "on";
  return script?.dataset.saveData === "on" || (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Runs `then` at the reader's first touch, key, focus or press anywhere on the page (a screen
 * reader or voice control may send a click alone): before the press's own holder, which keeps it.
 */
function onFirstInput(then: () => void): void {
  const INPUT = ["pointerdown", "touchstart", "keydown", "focusin", "click", "submit", "input"];
  const once = () => {
    for (const type of INPUT) removeEventListener(type, once, true);
    then();
  };
  for (const type of INPUT) addEventListener(type, once, { capture: true, passive: true });
}

// A second copy of this script (another URL, another version) leaves the first in charge.
if (!window.lpWidgets) {
  const script = loaderScript();
  const drawn = document.querySelector("[data-lp-ssr]") !== null;
  const { held, holdRoot } = holdPresses();
  // The copy first: widgets defined before it (their code already on the device) would leave it
  // unshown; and its module asked for before the session's calls, which take longer to make.
  const copied = drawn ? Promise.resolve(false) : showCopy(holdRoot);
  callSessionEarly(script);
  if (document.body) holdFragment();
  const go = () => start(script, held, drawn);
  if (waitsForReader(script)) onFirstInput(go);
  else if (drawn) afterPaint(go);
  else void copied.then((shown) => (shown ? afterPaint(go) : go()));
}
