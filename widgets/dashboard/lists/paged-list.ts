import { useEffect, useRef, useState } from "react";
import type { PageMeta } from "../../../shared/api/learner.ts";
import { mergePage } from "../../../shared/api/paging.ts";

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
  page: number;
  lastPage: number;
}

export interface PagedList<T, A> extends PagedState<T, A> {
  hasMore: boolean;
  loadMore(): void;
  /** Page 1 again, after a failure. */
  retry(): void;
  /** Changes shown items in place (an item marked as read). */
  updateItems(change: (items: T[]) => T[]): void;
}

type Fetch<A, F> = (page: number, filter: F, signal: AbortSignal) => Promise<A>;

/**
 * A list read page by page. A change of `filter` reads page 1 again and replaces the list; Load
 * more appends the next page of the same filter. Only the latest request counts: a new filter or
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
    page: 0,
    lastPage: 0,
    shownFilter: null,
  });
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef({ fetchPage, state });
  latest.current = { fetchPage, state };

  function load(page: number, wanted: F): void {
    inFlight.current?.abort();
    const controller = (inFlight.current = new AbortController());
    setState((s) =>
      page === 1 ? { ...s, status: "loading", error: null, more: "idle", moreError: null } : { ...s, more: "loading", moreError: null },
    );
    latest.current.fetchPage(page, wanted, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState((s) => ({
          ...s,
          status: "ready",
          items: mergePage(s.items, answer.data, page, s.shownFilter === wanted),
          answer,
          more: "idle",
          page,
          lastPage: answer.meta.last_page,
          shownFilter: wanted,
        }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState((s) => (page === 1 ? { ...s, status: "error", error, items: [], answer: null, shownFilter: null } : { ...s, more: "error", moreError: error }));
      },
    );
  }

  useEffect(() => {
    load(1, filter);
    return () => inFlight.current?.abort();
    // `load` reads the latest fetch through a ref; a new filter or a retry is what starts a read.
  }, [filter, attempt]);

  const { shownFilter: _, ...shown } = state;
  const hasMore = state.status === "ready" && state.shownFilter === filter && state.page < state.lastPage;
  return {
    ...shown,
    hasMore,
    loadMore() {
      const s = latest.current.state;
      if (s.status === "ready" && s.more !== "loading" && s.shownFilter === filter && s.page < s.lastPage) load(s.page + 1, filter);
    },
    retry: () => setAttempt((n) => n + 1),
    updateItems: (change) => setState((s) => ({ ...s, items: change(s.items) })),
  };
}
