/**
 * A widget whose root holds the copy of the learner's last screen (shared/element/last-screen.ts)
 * draws its own beneath it, unseen, in the same place and width, and takes the copy's place once
 * what it draws has its data (no placeholder left), in the commit that drew it, or once the copy
 * has shown long enough. The copy is a picture, not a drawing of the same tree, so it is replaced, not hydrated:
 * the data of now may differ from the data it shows. A press on the copy's buttons meanwhile is
 * done again on the widget's, where the same button stands in the same place.
 */

import { COPY_ATTRIBUTE } from "#shared/browser/device-keys.ts";
import { adoptStyles, baseSheets } from "#shared/styles/sheets.ts";
import type { EarlyPresses } from "./early-presses.ts";

/** The longest a copy shows once the widget draws: it is readable, but its buttons do nothing. */
export const COPY_SHOWN_AT_MOST_MS = 8_000;

/** The copy and the widget in one cell of a grid (the same place, the same width); once taken, the widget alone, as if never wrapped. */
const COPY_CSS = `
.lp-copy { display: grid; }
.lp-copy > * { grid-area: 1 / 1; min-inline-size: 0; }
.lp-copy-live { visibility: hidden; }
.lp-copy-taken, .lp-copy-taken > .lp-copy-live { display: contents; visibility: visible; }
`;

export interface CopyTakeOver {
  /** The widget's module: its styles come with it. */
  module: Promise<{ styles?: readonly string[] }>;
  /** Presses on the copy: done again on the widget's own controls where they match. */
  early: EarlyPresses;
  /** Renders the widget into `container`; `onLive` once what it loaded first has drawn. */
  mount(container: HTMLElement, onLive: () => void): void;
  connected(): boolean;
}

export function takeOverCopy(shadow: ShadowRoot, { module, early, mount, connected }: CopyTakeOver): void {
  const host = shadow.host;
  module.then(
    ({ styles = [] }) => {
      if (!connected()) return early.drop();
      // The widget's own sheets, the same CSS as the copy's: the copy looks the same under them.
      shadow.adoptedStyleSheets = baseSheets();
      adoptStyles(shadow, [...styles, COPY_CSS]);
      const copy = [...shadow.childNodes];
      // The widget's own ids from now on: a link to a place in it (and the page's address) finds its node, not the copy's.
      for (const node of copy) if (node instanceof Element) for (const el of [node, ...node.querySelectorAll("[id]")]) el.removeAttribute("id");
      const stack = document.createElement("div");
      stack.className = "lp-copy";
      const live = document.createElement("div");
      live.className = "lp-copy-live";
      // Moved, a focused link loses the focus: a keyboard reader on the copy stays on it.
      const focused = shadow.activeElement;
      stack.append(...copy, live);
      shadow.append(stack);
      if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
      let drawn = false;
      let taken = false;
      // A widget whose code never draws (a failure before its first render) gives the copy up all the same.
      const giveUp = setTimeout(() => take(), COPY_SHOWN_AT_MOST_MS);
      const whole = new MutationObserver(() => ready());
      const take = () => {
        if (taken) return;
        taken = true;
        whole.disconnect();
        clearTimeout(giveUp);
        // Gone from the page meanwhile: the copy is nobody's to replace.
        if (!connected()) return early.drop();
        early.replayIn(copy, live);
        const focused = shadow.activeElement;
        for (const node of copy) node.remove();
        stack.classList.add("lp-copy-taken");
        host.removeAttribute(COPY_ATTRIBUTE);
        // Once seen: a hidden element takes no focus.
        if (focused) keepFocus(focused, copy, live);
      };
      // Once what the widget loaded first has drawn, at the first change that leaves no placeholder.
      const ready = () => {
        if (drawn && connected() && !live.querySelector(".lp-skeleton")) take();
      };
      whole.observe(live, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
      mount(live, () => {
        drawn = true;
        ready();
      });
    },
    // Without its code the copy stays as it is, readable; the next visit tries again.
    () => early.drop(),
  );
}

/**
 * A keyboard reader on the copy (a link tabbed to) stays where they were: on the widget's own
 * element in the same place, where it is the same element with the same words; elsewhere the focus
 * goes with the copy. (Not the early presses' matching: that is the loader's, and no chunk imports the loader.)
 */
function keepFocus(focused: Element, copy: readonly Node[], live: HTMLElement): void {
  const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";
  const at = copy
    .flatMap((node) => (node instanceof Element ? [...(node.matches(FOCUSABLE) ? [node] : []), ...node.querySelectorAll(FOCUSABLE)] : []))
    .indexOf(focused);
  const twin = [...live.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("dialog:not([open])"))[at];
  if (at >= 0 && twin?.localName === focused.localName && twin.textContent === focused.textContent) twin.focus({ preventScroll: true });
}
