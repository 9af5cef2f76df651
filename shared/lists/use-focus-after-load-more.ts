import { type RefObject, useEffect, useRef } from "react";

/**
 * Load More's focus rule for a paged list. A Load More button is never disabled while loading
 * (that would drop the keyboard focus); when the last page arrives and the button goes, the focus
 * goes to the first item that page added (its `focusable` element), unless the learner has
 * already moved it elsewhere. Call the returned function with the number of items shown when
 * the button is pressed.
 */
export function useFocusAfterLoadMore(
  listRef: RefObject<HTMLElement | null>,
  state: { more: "idle" | "loading" | "error"; hasMore: boolean; shown: number },
  focusable: string,
): (shownBefore: number) => void {
  const focusFrom = useRef<number | null>(null);
  const { more, hasMore, shown } = state;
  useEffect(() => {
    if (focusFrom.current === null || more === "loading") return;
    const from = focusFrom.current;
    focusFrom.current = null;
    const list = listRef.current;
    if (more !== "idle" || hasMore || !list) return;
    const active = (list.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && active !== document.body) return;
    (list.children[from] ?? list.lastElementChild)?.querySelector<HTMLElement>(focusable)?.focus();
  }, [more, hasMore, shown, listRef, focusable]);
  return (shownBefore) => {
    focusFrom.current = shownBefore;
  };
}
