/**
 * A learner's page as they last saw it, kept on the device and shown on their return before any
 * widget's code has come: on a slow phone the code takes a second and more to start even from the
 * device, the copy a few milliseconds. It is a picture of the page, not the page: its links work,
 * its buttons wait (a press is held, and done again on the widget's own button in the same place),
 * and each widget takes its place once it has drawn its own, with the data of now
 * (shared/element/copy-take-over.ts).
 *
 * Whose: kept as long as the session is (in the tab's storage, or on the device when the learner
 * asked to be kept signed in here), under the learner's prefix (it goes at sign-out and when another
 * learner signs in here, with the rest of their data), with the learner and the session it was seen
 * in, and shown only to that session, in the language it was seen in. What was typed is never in it.
 *
 * This module is the loader's, fetched when the device holds a session: it reads and shows, with no widget code.
 */
import { COPY_ATTRIBUTE, KEPT_TOKEN_KEY, LAST_SCREENS_KEY, LEARNER_OWNER_KEY, LOCALE_KEY, screenKey } from "#shared/browser/device-keys.ts";

/** One widget's root as it was drawn: its tag (the n-th of its tag on the page), its HTML, its style sheets. */
export interface CopiedRoot {
  tag: string;
  html: string;
  sheets: string[];
}

export interface LastScreen {
  /** `Date.now()` when it was seen. */
  at: number;
  /** The learner it shows (their id), the session it was seen in (`fingerprint` of its token), and the language it was drawn in. */
  owner: string;
  session: string;
  lang: string;
  roots: CopiedRoot[];
}

/** The device's copies: each page's (its path and query), and the style sheets they use, by name. */
export interface LastScreens {
  screens: Record<string, LastScreen>;
  sheets: Record<string, string>;
}

/** A copy older than this is not shown: the learner's page has likely changed beyond a glance. */
export const LAST_SCREEN_MAX_AGE_MS = 14 * 24 * 3600_000;

/** An element's style attribute in a copy, set through its style object when shown (the page's policy refuses the attribute). */
export const COPIED_STYLE = "data-lp-style";

/** Where a session's copies are kept: on the device for a learner kept signed in here, else with the tab. */
export function copiesStore(bearer: string): Storage {
  return localStorage.getItem(KEPT_TOKEN_KEY) === bearer ? localStorage : sessionStorage;
}

/** A short name for a text, the same for the same text (FNV-1a and the length): a sheet's, a session's. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${(hash >>> 0).toString(36)}.${text.length.toString(36)}`;
}

const isRoot = (root: Partial<CopiedRoot> | null): root is CopiedRoot =>
  typeof root?.tag === "string" &&
  /^lp-[a-z-]+$/.test(root.tag) &&
  typeof root.html === "string" &&
  Array.isArray(root.sheets) &&
  root.sheets.every((name) => typeof name === "string");

/** The device's copies as far as they read as copies; none where storage is refused or holds something else. */
export function readLastScreens(store: () => Storage): LastScreens {
  try {
    const value = JSON.parse(store().getItem(LAST_SCREENS_KEY) ?? "null") as Partial<LastScreens> | null;
    const screens: Record<string, LastScreen> = {};
    for (const [key, screen] of Object.entries(value?.screens ?? {}))
      if (
        typeof screen?.at === "number" &&
        typeof screen.owner === "string" &&
        typeof screen.session === "string" &&
        typeof screen.lang === "string" &&
        Array.isArray(screen.roots) &&
        screen.roots.every(isRoot)
      )
        screens[key] = screen;
    const sheets = Object.fromEntries(Object.entries(value?.sheets ?? {}).filter(([, text]) => typeof text === "string"));
    return { screens, sheets };
  } catch {
    return { screens: {}, sheets: {} };
  }
}

/** The language the page will draw in when it says one (its address, or the reader's choice on this device); else null. */
function pageLanguage(store: () => Storage): string | null {
  const named = new URLSearchParams(location.search).get("lang");
  if (named === "en" || named === "fr") return named;
  try {
    return store().getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

/**
 * What runs, loads another document or media, animates an attribute, or brings styles of its own:
 * never in a copy, whatever the device's storage holds (a widget's styles are its adopted sheets,
 * which the copy names).
 */
const ACTIVE =
  "script, noscript, iframe, frame, frameset, object, embed, applet, base, meta, link, style, video, audio, source, track, portal, set, animate, animateMotion, animateTransform";
/** Attributes that name an address. */
const ADDRESS = /^(href|src|srcset|action|formaction|poster|xlink:href|ping|background|cite|data)$/i;
/** The addresses a copy may keep: the web's, mail and telephone (never javascript:, data:, blob: or the like). */
const SAFE_ADDRESS = /^(https?|mailto|tel):$/;

function safeAddress(name: string, value: string): boolean {
  if (/^(srcset|ping)$/i.test(name)) return false;
  try {
    return SAFE_ADDRESS.test(new URL(value, location.href).protocol);
  } catch {
    return false;
  }
}

/**
 * The copy's HTML, parsed inert (a template's content runs and loads nothing), with nothing that
 * could run or come alive: the page's policy refuses inline handlers already, and this does not
 * lean on it. An element of its own (a widget's tag) would come alive once its code is defined.
 */
function inert(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll(ACTIVE)) el.remove();
  for (const el of template.content.querySelectorAll("*")) if (el.localName.includes("-")) el.remove();
  for (const el of template.content.querySelectorAll("*"))
    for (const { name, value } of [...el.attributes])
      if (/^(on|style$|srcdoc$|is$)/i.test(name) || (ADDRESS.test(name) && !safeAddress(name, value))) el.removeAttribute(name);
  for (const el of template.content.querySelectorAll<HTMLElement>(`[${COPIED_STYLE}]`)) {
    el.style.cssText = el.getAttribute(COPIED_STYLE) ?? "";
    el.removeAttribute(COPIED_STYLE);
  }
  return template.content;
}

/**
 * Shows this page's copy in the roots of its widgets' elements, when the session `bearer` (the one
 * the device holds) kept one, of the learner the device's data is for, recent and in the page's
 * language. Returns the roots it filled.
 */
export function showLastScreen(bearer: string): ShadowRoot[] {
  let owner: string | null;
  let store: () => Storage;
  try {
    const copies = copiesStore(bearer);
    store = () => copies;
    owner = localStorage.getItem(LEARNER_OWNER_KEY);
  } catch {
    return [];
  }
  const { screens, sheets } = readLastScreens(store);
  const screen = screens[screenKey()];
  const lang = pageLanguage(() => localStorage);
  if (
    !screen ||
    screen.owner !== owner ||
    screen.session !== fingerprint(bearer) ||
    Date.now() - screen.at > LAST_SCREEN_MAX_AGE_MS ||
    (lang && lang !== screen.lang)
  )
    return [];
  const made = new Map<string, CSSStyleSheet>();
  const sheetOf = (name: string) => {
    let sheet = made.get(name);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(sheets[name] ?? "");
      made.set(name, sheet);
    }
    return sheet;
  };
  const seen = new Map<string, number>();
  const filled: ShadowRoot[] = [];
  for (const { tag, html, sheets: names } of screen.roots) {
    const nth = seen.get(tag) ?? 0;
    seen.set(tag, nth + 1);
    const host = document.getElementsByTagName(tag)[nth];
    // A widget already here (its code came first) or a root already drawn is left as it is.
    if (!host || host.shadowRoot || customElements.get(tag)) continue;
    const root = host.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = names.map(sheetOf);
    root.append(inert(html));
    host.setAttribute(COPY_ATTRIBUTE, "");
    filled.push(root);
  }
  return filled;
}
