import { type RefObject, useEffect } from "react";

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * Links to a place in the widget (`#section-3`) work as they do in a page, and so does an address
 * that ends with one: a shadow root hides its ids from the browser's own fragment navigation.
 * The address keeps the fragment, so it can be shared and Back returns to it.
 */
export function useInWidgetAnchors(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = element.getRootNode() as Document | ShadowRoot;
    const go = (id: string, smooth: boolean) => {
      const target = root.getElementById(id);
      if (!target) return null;
      // "instant", not "auto": a page that scrolls smoothly (scroll-behavior) would glide to the place,
      // and a glide is cut short by anything that moves the page meanwhile.
      target.scrollIntoView({ behavior: smooth && !reducedMotion() ? "smooth" : "instant", block: "start" });
      return target;
    };
    if (location.hash) {
      try {
        // The page may still grow (its footer, a widget above): the loader keeps the place in view.
        const target = go(decodeURIComponent(location.hash.slice(1)), false);
        if (target) window.lpWidgets?.hold(target);
      } catch {
        // A malformed fragment names nothing.
      }
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href^='#']");
      const id = link?.getAttribute("href")?.slice(1);
      if (!id || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (!go(id, true)) return;
      event.preventDefault();
      history.pushState(history.state, "", `#${id}`);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [ref]);
}
