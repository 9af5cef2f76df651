import { useLayoutEffect } from "react";

/**
 * Marks the widget's element `data-lp-empty` while it has nothing to show, so it takes no room
 * at all (its CSS hides the host) and a page can style or collapse around it.
 */
export function useEmptyHost(container: ShadowRoot | undefined, empty: boolean): void {
  useLayoutEffect(() => {
    const host = container?.host;
    if (!host) return;
    host.toggleAttribute("data-lp-empty", empty);
    return () => host.removeAttribute("data-lp-empty");
  }, [container, empty]);
}
