import Toastify from "toastify-js/src/toastify-es.js";
import toastifyCss from "toastify-js/src/toastify.css?inline";
import toastCss from "./toast.css?inline";
import { sheet } from "../element/sheets.ts";

let root: ShadowRoot | null = null;

/** One toast area per page, top right, in its own shadow root so host styles cannot reach it. */
function toastRoot(): ShadowRoot {
  if (root?.host.isConnected) return root;
  const host = document.createElement("div");
  host.setAttribute("data-lp-toasts", "");
  root = host.attachShadow({ mode: "open" });
  root.adoptedStyleSheets = [sheet(toastifyCss), sheet(toastCss)];
  document.body.append(host);
  return root;
}

/** Shows a short message; the text is always set as text, never as HTML. */
export function toast(text: string, kind: "success" | "error" | "info" = "info"): void {
  Toastify({
    text,
    selector: toastRoot() as unknown as HTMLElement,
    gravity: "top",
    position: "right",
    duration: kind === "error" ? 6000 : 4000,
    close: true,
    className: `lp-toast lp-toast-${kind}`,
    ariaLive: kind === "error" ? "assertive" : "polite",
    escapeMarkup: true,
    stopOnFocus: true,
  }).showToast();
}
