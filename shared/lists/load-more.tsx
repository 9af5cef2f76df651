import { useSignals } from "@preact/signals-react/runtime";
import { type RefObject, useRef } from "react";
import { formatNumber } from "#shared/format/format.ts";
import { Button } from "#shared/ui/button.tsx";
import { useFocusAfterLoadMore } from "./use-focus-after-load-more.ts";

export interface LoadMoreProps {
  /** Items shown, and how many the list holds in all. */
  shown: number;
  total: number;
  hasMore: boolean;
  /** The state of the next page. */
  more: "idle" | "loading" | "error";
  /** Why the last next page failed, readable. */
  failure: string | null;
  /** Whether to say how much is shown (a list of one page may say nothing). */
  count: boolean;
  onLoadMore: () => void;
  /**
   * The list whose children are the items, and what in an item takes the focus when the last page
   * arrives. Without them the focus is the caller's (a carousel brings the new items into view).
   */
  listRef?: RefObject<HTMLElement | null>;
  focusable?: string;
  /** The list's own words, in the page's language. */
  words: { loadMore: string; loadingMore: string; shown: (shown: string, total: string) => string };
}

/**
 * The foot of a paged list: how much is shown, Load More while pages remain, and the failure of
 * the last attempt. The button is never disabled while loading (that would drop the keyboard
 * focus); when the last page arrives and it goes, the focus moves to the first new item. Its
 * CSS (load-more.css) joins the styles of the widget that shows it.
 */
export function LoadMore({ shown, total, hasMore, more, failure, count, onLoadMore, listRef, focusable, words }: LoadMoreProps) {
  useSignals();
  const loading = more === "loading";
  const noList = useRef<HTMLElement>(null);
  const focusFrom = useFocusAfterLoadMore(listRef ?? noList, { more, hasMore, shown }, focusable ?? "a");
  return (
    <div className="lp-load-more">
      {more === "error" && failure && (
        <p className="lp-load-more-error" role="alert">
          {failure}
        </p>
      )}
      <p className="lp-load-more-shown" role="status" aria-live="polite">
        {loading ? words.loadingMore : count && shown > 0 ? words.shown(formatNumber(shown), formatNumber(Math.max(total, shown))) : ""}
      </p>
      {hasMore && (
        <Button
          variant="secondary"
          className="lp-load-more-button"
          aria-busy={loading || undefined}
          aria-disabled={loading || undefined}
          onClick={() => {
            if (loading) return;
            focusFrom(shown);
            onLoadMore();
          }}
        >
          {words.loadMore}
        </Button>
      )}
    </div>
  );
}
