import { type FocusEvent, useCallback, useEffect, useRef, useState } from "react";
import { keepTabWithin } from "./focus-trap.ts";

export interface DrawerOptions {
  /**
   * A drawer over the page (a phone's menu, the player's outline) keeps Tab inside its toggle and
   * its panel while open; a dropdown lets the keyboard leave, and closes when the focus does.
   */
  modal?: boolean;
}

/** The page's same-document navigations (history.pushState included), where the browser reports them. */
const navigationApi = () => (window as unknown as { navigation?: EventTarget }).navigation;

/**
 * A menu or a drawer that a toggle button opens, the same everywhere: it closes on Escape (the
 * toggle takes the focus back), on a click outside the panel and the toggle, and on every route
 * change; a modal one keeps Tab inside, a dropdown closes when the focus leaves it (give the
 * panel `onBlur`). Put `toggleRef` on the button and `panelRef` on what it opens.
 *
 * "Outside" is read from the click's composed path: inside a shadow root a document listener sees
 * the click retargeted to the host, and a click on the page's own content (slotted in a widget)
 * still passes through the host, so the host cannot stand for "inside".
 */
export function useDrawer<Panel extends HTMLElement = HTMLElement>({ modal = false }: DrawerOptions = {}) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onClick = (event: MouseEvent) => {
      const path = event.composedPath();
      if (![panelRef.current, toggleRef.current].some((node) => node && path.includes(node))) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (modal) keepTabWithin(event, [toggleRef.current, panelRef.current]);
      if (event.key !== "Escape") return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    window.addEventListener("popstate", close);
    window.addEventListener("hashchange", close);
    navigationApi()?.addEventListener("currententrychange", close);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("popstate", close);
      window.removeEventListener("hashchange", close);
      navigationApi()?.removeEventListener("currententrychange", close);
    };
  }, [open, modal]);

  // Stable, so a memoised part that closes the drawer stays as it is.
  const toggle = useCallback(() => setOpen((was) => !was), []);
  const close = useCallback(() => setOpen(false), []);
  /** For a dropdown's panel: the focus went somewhere outside the panel and its toggle. */
  const onBlur = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!next || panelRef.current?.contains(next) || toggleRef.current?.contains(next)) return;
    setOpen(false);
  }, []);
  return { open, toggleRef, panelRef, toggle, close, onBlur };
}

export type Drawer<Panel extends HTMLElement = HTMLElement> = ReturnType<typeof useDrawer<Panel>>;
