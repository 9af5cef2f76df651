import { type FocusEvent, type RefObject, useEffect, useRef, useState } from "react";
import { keepTabWithin } from "#shared/ui/menu/focus-trap.ts";

type MenuName = "user" | "side";

interface MenuParts {
  /** The open menu's own box: a click or the focus inside it keeps it open. */
  area: RefObject<HTMLElement | null>;
  /** The button that opens it: it takes the focus back on Escape. */
  button: RefObject<HTMLButtonElement | null>;
}

/** The page's same-document navigations (history.pushState included), where the browser reports them. */
const navigationApi = () => (window as unknown as { navigation?: EventTarget }).navigation;

/**
 * The shell's two menus (the user menu and the side menu), at most one open, and the current path.
 * A menu closes on a click outside it, on Escape (its button takes the focus back), when the focus
 * leaves it, and on every route change. The side menu, a drawer on phones, keeps Tab inside it.
 *
 * "Outside" is read from the click's composed path: inside a shadow root, a document listener sees
 * the click retargeted to the host, and a click on the page's own content (slotted in the shell)
 * still passes through the host, so the host cannot stand for "inside".
 */
export function useMenus() {
  const [open, setOpen] = useState<MenuName | null>(null);
  const [path, setPath] = useState(() => location.pathname);
  const parts: Record<MenuName, MenuParts> = {
    user: { area: useRef<HTMLElement>(null), button: useRef<HTMLButtonElement>(null) },
    side: { area: useRef<HTMLElement>(null), button: useRef<HTMLButtonElement>(null) },
  };
  const latest = useRef({ open, parts });
  latest.current = { open, parts };

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const { open: menu, parts: p } = latest.current;
      if (!menu) return;
      const through = event.composedPath();
      const inside = [p[menu].area.current, p[menu].button.current].some((node) => node && through.includes(node));
      // Only the menu judged here: the same click may just have opened the other one.
      if (!inside) setOpen((current) => (current === menu ? null : current));
    };
    const onKey = (event: KeyboardEvent) => {
      const { open: menu, parts: p } = latest.current;
      if (!menu) return;
      // The side menu opens as a drawer over the page (on phones): the keyboard stays in it.
      if (menu === "side") keepTabWithin(event, [p.side.button.current, p.side.area.current]);
      if (event.key !== "Escape") return;
      setOpen(null);
      p[menu].button.current?.focus();
    };
    const onRoute = () => {
      setPath(location.pathname);
      setOpen(null);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    window.addEventListener("popstate", onRoute);
    window.addEventListener("hashchange", onRoute);
    navigationApi()?.addEventListener("currententrychange", onRoute);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("popstate", onRoute);
      window.removeEventListener("hashchange", onRoute);
      navigationApi()?.removeEventListener("currententrychange", onRoute);
    };
  }, []);

  /** For a menu's onBlur: the focus went somewhere outside the menu and its button. */
  const closeOnFocusLeaving = (menu: MenuName) => (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    const { area, button } = latest.current.parts[menu];
    if (!next || area.current?.contains(next) || button.current?.contains(next)) return;
    setOpen((current) => (current === menu ? null : current));
  };

  return {
    open,
    path,
    parts,
    toggle: (menu: MenuName) => setOpen((current) => (current === menu ? null : menu)),
    close: () => setOpen(null),
    closeOnFocusLeaving,
  };
}
