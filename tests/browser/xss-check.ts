/**
 * What a user of a page would suffer from API HTML: script that runs, or markup that can run
 * script, phish, cover the page or hand the opener to another site. Used by the sanitiser tests
 * on the rendered DOM of a widget's shadow root.
 */

/** Elements that must never come out of the sanitiser (`<template>` is inert and not listed). */
const FORBIDDEN_TAGS = [
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "option",
  "style",
  "link",
  "meta",
  "base",
  "svg",
  "math",
  "noscript",
  "portal",
];

/** Attributes holding a URL the browser may load or navigate to. */
const URL_ATTRIBUTES = new Set([
  "href",
  "xlink:href",
  "src",
  "action",
  "formaction",
  "data",
  "poster",
  "background",
  "cite",
  "longdesc",
  "lowsrc",
  "dynsrc",
  "ping",
  "codebase",
  "srcset",
  "imagesrcset",
]);

/** Elements that only ever load a `data:` URL as media (never as a document or script). */
const MEDIA_DATA_SRC = new Set(["img", "audio", "video", "source", "track"]);

const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

/** http(s), mailto, tel, a fragment or a relative URL: as the browser itself parses it, and as written. */
function isSafeUrl(value: string, element: Element, attribute: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these in URLs, so the check does too
  const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, "");
  if (compact === "" || compact.startsWith("#")) return true;
  if (attribute === "src" && MEDIA_DATA_SRC.has(element.localName) && /^data:/i.test(compact)) return true;
  const written = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (written && !SAFE_PROTOCOLS.has(`${written[1].toLowerCase()}:`)) return false;
  try {
    return SAFE_PROTOCOLS.has(new URL(value, document.baseURI).protocol);
  } catch {
    return true; // unparsable: the browser will not follow it either
  }
}

/** Every problem in `root`, as readable sentences; an empty list means the markup is safe. */
export function findDanger(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const el of root.querySelectorAll("*")) {
    const tag = el.localName;
    if (FORBIDDEN_TAGS.includes(tag)) problems.push(`<${tag}> survived`);
    for (const { name, value } of [...el.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith("on")) problems.push(`<${tag} ${name}> handler survived`);
      if (lower === "style") problems.push(`<${tag} style> inline style survived`);
      if (URL_ATTRIBUTES.has(lower)) {
        const urls = lower.endsWith("srcset") ? value.split(",").map((c) => c.trim().split(/\s+/)[0] ?? "") : [value];
        for (const url of urls) if (!isSafeUrl(url, el, lower)) problems.push(`<${tag} ${name}="${value}"> unsafe URL`);
      }
    }
    if (el.hasAttribute("target")) {
      const rel = (el.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
      if (!rel.includes("noopener") || !rel.includes("noreferrer"))
        problems.push(`<${tag} target="${el.getAttribute("target")}" rel="${el.getAttribute("rel") ?? ""}"> keeps the opener`);
    }
    for (const attribute of ["id", "name"]) {
      const value = el.getAttribute(attribute);
      if (value && (value in document || value in window || value in HTMLFormElement.prototype))
        problems.push(`<${tag} ${attribute}="${value}"> could clobber a DOM property`);
    }
  }
  return problems;
}

/** Things API HTML might call if its script ran, replaced by recorders while a test runs. */
const HOOKED = ["alert", "confirm", "prompt", "print", "open"] as const;

export interface Detector {
  /** Names of the hooked functions that were called, and the ids passed to `__lpXss`. */
  fired: string[];
  restore(): void;
}

/**
 * Replaces alert/confirm/prompt/print/open and history.pushState with recorders, and defines the
 * global `__lpXss(id)` the project's own vectors call.
 */
export function installDetector(): Detector {
  const fired: string[] = [];
  const w = window as unknown as Record<string, unknown>;
  const saved = new Map<string, unknown>(HOOKED.map((name) => [name, w[name]]));
  for (const name of HOOKED) w[name] = (...args: unknown[]) => void fired.push(`${name}(${args.map(String).join(",")})`);
  const pushState = history.pushState;
  history.pushState = (...args: Parameters<History["pushState"]>) => void fired.push(`history.pushState(${String(args[2])})`);
  w.__lpXss = (id: unknown) => void fired.push(`__lpXss(${String(id)})`);
  return {
    fired,
    restore() {
      for (const [name, fn] of saved) w[name] = fn;
      history.pushState = pushState;
      delete w.__lpXss;
    },
  };
}
