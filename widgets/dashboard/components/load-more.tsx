import { useSignals } from "@preact/signals-react/runtime";
import type { RefObject } from "react";
import { formatNumber } from "#shared/format/format.ts";
import { Button } from "#shared/ui/button.tsx";
import { useFocusAfterLoadMore } from "#shared/ui/focus-after-load-more.ts";
import { t } from "./lists.messages.ts";
import type { PagedList } from "./paged-list.ts";

interface LoadMoreProps {
  /** The list as usePagedList gives it: what is shown, what the server has, the state of the next page. */
  list: Pick<PagedList<{ id: number }, unknown>, "items" | "listed" | "hasMore" | "more" | "moreError" | "loadMore">;
  /** What went wrong with the last later page, readable. */
  failure: (error: unknown) => string;
  /** The list whose children are the items; the first new one takes the focus when the button goes. */
  listRef: RefObject<HTMLElement | null>;
}

/**
 * The foot of a paged list: how much is shown, Load more while pages remain, and the failure of
 * the last attempt; the focus follows useFocusAfterLoadMore's rule.
 */
export function LoadMore({ list: paged, failure, listRef }: LoadMoreProps) {
  useSignals();
  const { hasMore, more } = paged;
  const shown = paged.items.length;
  const loading = more === "loading";
  const focusFrom = useFocusAfterLoadMore(listRef, { more, hasMore, shown }, "[tabindex='-1']");

  return (
    <div className="list-more">
      {more === "error" && (
        <p className="list-more-error" role="alert">
          {failure(paged.moreError)}
        </p>
      )}
      <p className="list-shown" role="status" aria-live="polite">
        {loading
          ? t("dashboard-lists.loading-more")
          : shown > 0
            ? t("dashboard-lists.shown", { shown: formatNumber(shown), total: formatNumber(Math.max(paged.listed, shown)) })
            : ""}
      </p>
      {hasMore && (
        <Button
          variant="secondary"
          className="list-load-more"
          aria-busy={loading || undefined}
          aria-disabled={loading || undefined}
          onClick={() => {
            if (loading) return;
            focusFrom(shown);
            paged.loadMore();
          }}
        >
          {t("dashboard-lists.load-more")}
        </Button>
      )}
    </div>
  );
}
