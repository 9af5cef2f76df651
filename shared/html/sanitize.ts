import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from "dompurify";

/**
 * The one sanitiser configuration for HTML from the API (notification messages, question text,
 * blog posts, outlines): ordinary rich text only. No forms or inputs (phishing), no inline styles
 * (overlays; and a strict CSP would block them anyway), no SVG or MathML (mutation tricks).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["form", "input", "button", "textarea", "select", "option", "style", "iframe", "frame", "object", "embed", "link", "meta", "base", "template"],
  FORBID_ATTR: ["style", "srcset", "action", "formaction"],
  ADD_ATTR: ["target"],
  // DOMPurify applies this to most attribute values, not only URLs: it must let plain values through
  // (target, colspan, lang) while refusing every scheme but http(s), mailto and tel.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  SANITIZE_NAMED_PROPS: true,
};

/** The page's own DOMPurify; on the server, one over the DOM the server lends (sanitizeWith). */
let purifier: Purifier = DOMPurify;
const hooked = new WeakSet<Purifier>();

/**
 * Sanitises with a DOM of the server's (jsdom's window) where there is no browser: the widgets
 * drawn on the server sanitise as they do in a page.
 */
export function sanitizeWith(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/** Links that open elsewhere never hand the opener to the page they open. */
function addHooks(): void {
  if (hooked.has(purifier)) return;
  hooked.add(purifier);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    // By its type, not `instanceof Element`: on the server the DOM is lent (jsdom) and has no global Element.
    if (node.nodeType === 1 && (node as Element).hasAttribute("target")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
}

/**
 * Sanitised HTML as a TrustedHTML where the page enforces Trusted Types, a string elsewhere:
 * the value goes straight to React's innerHTML and is never modified after sanitising.
 */
export function sanitize(html: string): string {
  // With no DOM to parse in, DOMPurify hands the text back untouched: nothing goes through instead.
  if (!purifier.isSupported) return "";
  addHooks();
  return purifier.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true }) as unknown as string;
}
