import DOMPurify, { type Config } from "dompurify";

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

let hooked = false;

/** Links that open elsewhere never hand the opener to the page they open. */
function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node instanceof Element && node.hasAttribute("target")) {
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
  addHooks();
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true }) as unknown as string;
}
