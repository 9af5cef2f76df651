import { useEffect, useRef, useState } from "react";
import { PAGE_SIZE, type PageMeta } from "#shared/api/learner.ts";
import { mergePage } from "#shared/api/paging.ts";

export interface PagedAnswer<T> {
  data: T[];
  meta: PageMeta;
}

export interface PagedState<T, A> {
  /** Page 1 of the current filter. */
  status: "loading" | "ready" | "error";
  items: T[];
  /** The latest answer, for what a list shows beside its items (a summary, a count). */
  answer: A | null;
  error: unknown;
  /** A later page of the same filter. */
  more: "idle" | "loading" | "error";
  moreError: unknown;
  /** How many items the server holds for this filter, less those that left it since. */
  total: number;
  /** Shown items that no longer match the filter on the server (read, under "unread"). */
  gone: number;
  perPage: number;
}

export interface PagedList<T, A> extends PagedState<T, A> {
  hasMore: boolean;
  /** How many items this list covers for the learner: the server's count plus those shown that left the filter. */
  listed: number;
  loadMore(): void;
  /** Page 1 again, after a failure. */
  retry(): void;
  /** Changes shown items in place (an item marked as read). */
  updateItems(change: (items: T[]) => T[]): void;
  /**
   * Says that `count` shown items no longer match the filter on the server. They stay shown, and
   * the next page is read from where the server's list now continues, so nothing is skipped.
   */
  leftFilter(count: number): void;
}

type Fetch<A, F> = (page: number, filter: F, signal: AbortSignal) => Promise<A>;

/**
 * A list read page by page. A change of `filter` reads page 1 again and replaces the list; Load
 * more appends the next page of the same filter. Items that left the filter since (marked read in
 * the unread list) move the server's pages forward: Load more reads the page where the first
 * unseen item now is, and repeats are dropped. Only the latest request counts: a new filter or
 * an unmount aborts whatever is still under way, so a slow old answer never lands in a new list.
 */
export function usePagedList<T extends { id: number }, A extends PagedAnswer<T>, F extends string>(fetchPage: Fetch<A, F>, filter: F): PagedList<T, A> {
  const [state, setState] = useState<PagedState<T, A> & { shownFilter: F | null }>({
    status: "loading",
    items: [],
    answer: null,
    error: null,
    more: "idle",
    moreError: null,
    total: 0,
    gone: 0,
    perPage: PAGE_SIZE,
    shownFilter: null,
  });
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef({ fetchPage, state });
  latest.current = { fetchPage, state };

  /** Reads `page`; `continuing` (Load more) adds it to the shown list, otherwise it starts the list. */
  function load(page: number, wanted: F, continuing = false): void {
    inFlight.current?.abort();
    const controller = (inFlight.current = new AbortController());
    setState((s) => (continuing ? { ...s, more: "loading", moreError: null } : { ...s, status: "loading", error: null, more: "idle", moreError: null }));
    latest.current.fetchPage(page, wanted, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState((s) => ({
          ...s,
          status: "ready",
          items: mergePage(s.items, answer.data, continuing && s.shownFilter === wanted),
          answer,
          more: "idle",
          total: answer.meta.total,
          gone: continuing ? s.gone : 0,
          perPage: answer.meta.per_page ?? s.perPage,
          shownFilter: wanted,
        }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState((s) =>
          continuing ? { ...s, more: "error", moreError: error } : { ...s, status: "error", error, items: [], answer: null, shownFilter: null },
        );
      },
    );
  }

  useEffect(() => {
    load(1, filter);
    return () => inFlight.current?.abort();
    // `load` reads the latest fetch through a ref; a new filter or a retry is what starts a read.
  }, [filter, attempt]);

  const { shownFilter: _, ...shown } = state;
  /** Shown items the server still lists for the filter: the next unseen one comes after them. */
  const matching = (s: PagedState<T, A>) => s.items.length - s.gone;
  const more = (s: PagedState<T, A> & { shownFilter: F | null }) => s.status === "ready" && s.shownFilter === filter && matching(s) < s.total;
  return {
    ...shown,
    hasMore: more(state),
    listed: state.total + state.gone,
    loadMore() {
      const s = latest.current.state;
      if (s.more !== "loading" && more(s)) load(Math.floor(matching(s) / s.perPage) + 1, filter, true);
    },
    retry: () => setAttempt((n) => n + 1),
    updateItems: (change) => setState((s) => ({ ...s, items: change(s.items) })),
    leftFilter: (count) => setState((s) => ({ ...s, gone: Math.min(s.items.length, s.gone + count), total: Math.max(0, s.total - count) })),
  };
}
