import toastifyCss from "toastify-js/src/toastify.css?inline";
import Toastify from "toastify-js/src/toastify-es.js";
import { tc } from "#shared/i18n/common-messages.ts";
import { sheet } from "#shared/styles/sheets.ts";
import toastCss from "./toast.css?inline";

export type ToastKind = "success" | "error" | "info";

let root: ShadowRoot | null = null;

/** The toasts on screen, oldest first. */
const onScreen: { kind: ToastKind; hide: () => void }[] = [];
/** More would cover a phone's form: the oldest goes. */
const MOST_SHOWN = 2;

/**
 * One toast area per page, top right, in its own shadow root so host styles cannot reach in.
 * A custom tag with `all: initial` keeps page rules for div and the like off its box too.
 */
function toastRoot(): ShadowRoot {
  if (root?.host.isConnected) return root;
  const host = document.createElement("lp-toast-area");
  host.setAttribute("data-lp-toasts", "");
  host.style.setProperty("all", "initial", "important");
  root = host.attachShadow({ mode: "open" });
  // A new area: whatever was listed lived in one that is gone.
  onScreen.length = 0;
  root.adoptedStyleSheets = [sheet(toastifyCss), sheet(toastCss)];
  document.body.append(host);
  return root;
}

/** A press the message offers ("Reload"); a message with one stays until it is pressed or closed. */
export interface ToastAction {
  label: string;
  run: () => void;
}

/**
 * Shows a short message. A new one replaces the one of its kind on screen (a second error is the
 * news, the first is stale), a success also takes any error away (what failed has since worked),
 * and at most two show. The content is a node built with textContent, and the close button is
 * ours: toastify's own writes innerHTML, which a page enforcing Trusted Types refuses.
 */
export function toast(text: string, kind: ToastKind = "info", action?: ToastAction): void {
  for (const old of [...onScreen]) if (old.kind === kind || (kind === "success" && old.kind === "error")) old.hide();
  const node = document.createElement("div");
  node.className = "lp-toast-content";
  const message = document.createElement("span");
  message.textContent = text;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "lp-toast-close";
  close.setAttribute("aria-label", tc("common.close"));
  close.textContent = "×";
  if (action) {
    const press = document.createElement("button");
    press.type = "button";
    press.className = "lp-toast-action";
    press.textContent = action.label;
    press.addEventListener("click", () => {
      entry.hide();
      action.run();
    });
    node.append(message, press, close);
  } else node.append(message, close);
  const shown = Toastify({
    node,
    selector: toastRoot() as unknown as HTMLElement,
    gravity: "top",
    position: "right",
    // An offered press waits for the reader (toastify's -1: no time limit).
    duration: action ? -1 : kind === "error" ? 6000 : 4000,
    close: false,
    className: `lp-toast lp-toast-${kind}`,
    ariaLive: kind === "error" ? "assertive" : "polite",
    stopOnFocus: true,
    callback: () => forget(entry),
  });
  const entry = {
    kind,
    hide: () => {
      forget(entry);
      shown.hideToast();
    },
  };
  close.addEventListener("click", entry.hide);
  onScreen.push(entry);
  while (onScreen.length > MOST_SHOWN) onScreen[0].hide();
  shown.showToast();
}

function forget(entry: (typeof onScreen)[number]): void {
  const at = onScreen.indexOf(entry);
  if (at >= 0) onScreen.splice(at, 1);
}
