/**
 * Keeps the learner's page as they see it, for their return (last-screen.ts shows it): once its
 * widgets have drawn and the phone is idle, and again as the learner leaves it (the tab hidden,
 * the app sent to the background, the page left). A page still loading or showing a failure keeps
 * the copy it had: a copy of placeholders would show nothing worth showing.
 */
import { token } from "#shared/api/token.ts";
import { user } from "#shared/auth/session.ts";
import { COPY_ATTRIBUTE, LAST_SCREENS_KEY, LEARNER_OWNER_KEY, screenKey } from "#shared/browser/device-keys.ts";
import { storage } from "#shared/browser/storage.ts";
import { locale } from "#shared/i18n/locale.ts";
import { sheetText } from "#shared/styles/sheets.ts";
import { COPIED_STYLE, type CopiedRoot, copiesStore, fingerprint, type LastScreen, type LastScreens, readLastScreens } from "./last-screen.ts";

/** The learner's last pages whose copies the device keeps. */
export const KEPT_SCREENS = 6;
/** At most this many characters of copies (local storage holds about five million for the whole site). */
export const KEPT_SCREENS_CHARS = 1_500_000;
/** While the page's widgets are still drawing after its load, the copy is tried again this often, this many times. */
const KEEP_AGAIN_MS = 1_000;
const KEEP_TRIES = 15;

const named = new WeakMap<CSSStyleSheet, [name: string, text: string]>();
function nameSheet(sheet: CSSStyleSheet): [string, string] {
  let entry = named.get(sheet);
  if (!entry) {
    const text = sheetText(sheet);
    entry = [fingerprint(text), text];
    named.set(sheet, entry);
  }
  return entry;
}

/**
 * What a copy leaves out, with what it holds: code's, media (its player and its download are the
 * widget's), an open dialog (it would show without its backdrop), and the elements whose text the
 * parser reads raw.
 */
const LEFT_OUT = new Set([
  "script",
  "style",
  "template",
  "dialog",
  "iframe",
  "object",
  "embed",
  "video",
  "audio",
  "noscript",
  "noembed",
  "noframes",
  "xmp",
  "plaintext",
  "title",
]);
/**
 * Of those, media and frames keep their room: an empty box with their classes and style, which the
 * widget's own sheets size as they size them (a lesson's 600 px PDF viewer, a video's 16:9), so
 * nothing below moves as the widget takes the copy's place.
 */
const ROOM_KEPT = new Set(["iframe", "object", "embed", "video", "audio"]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An element's attributes as the copy writes them, those `kept` names. A style attribute is kept aside, to be set through the style object. */
function attributesOf(el: Element, kept: (name: string) => boolean): string {
  let html = "";
  for (const { name, value } of el.attributes) {
    // Only a style attribute becomes one: a lesson's HTML that came with its own would set styles its sanitising refused.
    if (name === COPIED_STYLE || !kept(name)) continue;
    html += ` ${name === "style" ? COPIED_STYLE : name}="${escapeAttribute(value)}"`;
  }
  return html;
}

/**
 * A widget's drawing as HTML, written node by node from the page as it is: not cloned (a clone of a
 * widget's element is a widget, which comes alive) nor parsed again here (the page's policy refuses
 * the style attributes a parser meets). Left out: what `LEFT_OUT` names; an element of its own (a
 * widget inside, a video's player), which its code draws and would bring alive in the copy; what
 * the learner typed (a field's value, a text area's text), theirs alone even on their own device.
 * Media and frames leave an empty box in their place (`ROOM_KEPT`).
 */
function copyOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? "");
  if (!(node instanceof Element) || node.localName.includes("-")) return "";
  if (ROOM_KEPT.has(node.localName)) return `<div aria-hidden="true"${attributesOf(node, (name) => name === "class" || name === "style")}></div>`;
  if (LEFT_OUT.has(node.localName)) return "";
  let html = `<${node.localName}${attributesOf(node, (name) => name !== "value" || (node.localName !== "input" && node.localName !== "select"))}>`;
  if (VOID.has(node.localName)) return html;
  if (node.localName !== "textarea") for (const child of node.childNodes) html += copyOf(child);
  return `${html}</${node.localName}>`;
}

/**
 * The page's widgets as drawn now, with the sheets they use (by name); null when a widget is not
 * yet its own (a copy or the server's drawing), is still loading, shows a failure, or has a menu or
 * a drawer open (the learner's pages open none as they load: the copy would show it open, then
 * shut as the widget takes its place); "unkept" when
 * a widget shows time running (an exam's), which a copy would show stopped and wrong.
 */
export function copyOfPage(owner: string, session: string, lang: string): { screen: LastScreen; sheets: Record<string, string> } | "unkept" | null {
  const hosts = [...document.body.querySelectorAll("*")].filter((el) => el.localName.startsWith("lp-") && el.shadowRoot && customElements.get(el.localName));
  if (!hosts.length) return null;
  if (hosts.some((host) => host.shadowRoot?.querySelector(".lp-root [role=timer]"))) return "unkept";
  const roots: CopiedRoot[] = [];
  const sheets: Record<string, string> = {};
  for (const host of hosts) {
    if (host.hasAttribute(COPY_ATTRIBUTE) || host.hasAttribute("data-lp-ssr")) return null;
    const shadow = host.shadowRoot as ShadowRoot;
    const drawn = shadow.querySelector(".lp-root");
    if (!drawn || drawn.querySelector(".lp-skeleton, .lp-error, [aria-expanded=true]")) return null;
    const names: string[] = [];
    for (const sheet of shadow.adoptedStyleSheets) {
      const [name, text] = nameSheet(sheet);
      sheets[name] = text;
      names.push(name);
    }
    roots.push({ tag: host.localName, html: copyOf(drawn), sheets: names });
  }
  return { screen: { at: Date.now(), owner, session, lang, roots }, sheets };
}

/** The copies with `screen` as this page's, the oldest beyond the limits gone, and only the sheets they use. */
export function withScreen(kept: LastScreens, key: string, screen: LastScreen, sheets: Record<string, string>): string | null {
  const screens = Object.entries({ ...kept.screens, [key]: screen })
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEPT_SCREENS);
  const known = { ...kept.sheets, ...sheets };
  for (; screens.length; screens.pop()) {
    const used = Object.fromEntries(screens.flatMap(([, s]) => s.roots.flatMap((root) => root.sheets.map((name) => [name, known[name] ?? ""]))));
    const text = JSON.stringify({ screens: Object.fromEntries(screens), sheets: used } satisfies LastScreens);
    // The newest first: this page's copy is the last to go.
    if (text.length <= KEPT_SCREENS_CHARS) return text;
  }
  return null;
}

/** The copies without this page's, when it has one. */
export function withoutScreen(kept: LastScreens, key: string): string | null {
  if (!Object.hasOwn(kept.screens, key)) return null;
  const { [key]: _gone, ...screens } = kept.screens;
  const used = new Set(Object.values(screens).flatMap((screen) => screen.roots.flatMap((root) => root.sheets)));
  return JSON.stringify({ screens, sheets: Object.fromEntries(Object.entries(kept.sheets).filter(([name]) => used.has(name))) } satisfies LastScreens);
}

/**
 * Keeps the page as it is now, for the learner it shows, when it is whole. False while it is not
 * (a widget still loading, or not yet its own), for the caller to try again.
 */
export function keepLastScreen(): boolean {
  const learner = user.peek();
  const bearer = token.peek();
  // Signed out (or signing out: the learner's data is gone already), or the device's learner data another's.
  if (!learner || bearer === null || storage.local.get(LEARNER_OWNER_KEY) !== String(learner.id)) return true;
  // A page the server draws shows itself as fast on the return.
  if (window.lpWidgets?.drawn) return true;
  const copy = copyOfPage(String(learner.id), fingerprint(bearer), locale.peek());
  if (!copy) return false;
  try {
    const store = copiesStore(bearer);
    const kept = readLastScreens(() => store);
    const key = screenKey();
    // A page too large to keep, or one not to be kept, loses the copy it had: it would show older and older.
    const text = (copy !== "unkept" && withScreen(kept, key, copy.screen, copy.sheets)) || withoutScreen(kept, key);
    if (text) store.setItem(LAST_SCREENS_KEY, text);
  } catch {
    // Storage refused or full: the return draws from the code, as without a copy.
  }
  return true;
}

let keeping = false;

/**
 * Keeps the learner's page once it has drawn (at an idle moment after its load, tried again while
 * its widgets are still drawing: a phone may be switched off or the app killed without a word) and
 * whenever they leave it. Once per page.
 */
export function keepingLastScreen(): void {
  if (keeping) return;
  keeping = true;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") keepLastScreen();
  });
  addEventListener("pagehide", () => keepLastScreen());
  const idle = (then: () => void) => (typeof requestIdleCallback === "function" ? requestIdleCallback(then, { timeout: KEEP_AGAIN_MS }) : then());
  const attempt = (left: number) =>
    idle(() => {
      if (!keepLastScreen() && left > 1) setTimeout(() => attempt(left - 1), KEEP_AGAIN_MS);
    });
  if (document.readyState === "complete") attempt(KEEP_TRIES);
  else addEventListener("load", () => attempt(KEEP_TRIES), { once: true });
}
