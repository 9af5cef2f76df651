import { computed, createModel, effect, signal, untracked } from "@preact/signals-react";
import { PAGE_SIZE, type PageMeta } from "#shared/api/learner.ts";
import { token } from "#shared/api/token.ts";
import { handedStart } from "#shared/data/resource.ts";

/**
 * A page read to continue the shown list (Load more, the filter unchanged) joins it; any other
 * page (the first one, or another filter's) starts the list again. An item that moved onto the
 * next page while it was read (one arrived or left first) shows once.
 */
export function mergePage<T extends { id: number }>(shown: readonly T[], next: readonly T[], continues: boolean): T[] {
  if (!continues) return [...next];
  const seen = new Set(shown.map((item) => item.id));
  return [...shown, ...next.filter((item) => !seen.has(item.id))];
}

export interface PagedAnswer<T> {
  data: T[];
  meta: PageMeta;
}

interface PagedState<T, A, F> {
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
  /** Whether the server said its total; without it, the list continues while pages remain. */
  totalKnown: boolean;
  /** The server's last page, when it says it. */
  lastPage: number | null;
  /** Whether the last page read was full: with neither a total nor a last page, more may follow. */
  lastPageFull: boolean;
  /** Shown items that no longer match the filter on the server (read, under "unread"). */
  gone: number;
  perPage: number;
  /** The last page read for the shown filter. */
  pagesRead: number;
  /** The filter the shown items belong to. */
  shownFilter: F | null;
}

export interface PagedView<T, A> extends Omit<PagedState<T, A, unknown>, "shownFilter"> {
  hasMore: boolean;
  /** How many items this list covers for the learner: the server's count plus those shown that left the filter. */
  listed: number;
}

type Fetch<A, F> = (page: number, filter: F, signal: AbortSignal) => Promise<A>;

/**
 * A list read page by page, as a model. A new filter (or a new session) reads page 1 again and
 * replaces the list; Load more appends the next page of the same filter. Items that left the
 * filter since (marked read in the unread list) move the server's pages forward: Load more reads
 * the page where the first unseen item now is, and repeats are dropped. Only the latest request
 * counts: a newer one aborts whatever is still under way, so a slow old answer never lands.
 */
export function pagedList<T extends { id: number }, A extends PagedAnswer<T>, F>(
  fetchPage: Fetch<A, F>,
  initialFilter: F,
  /** The name of the first filter's page 1 among the answers a page arrives with (`handed.ts`). */
  handed?: string,
) {
  const start = handedStart<A>(handed);
  const PagedList = createModel(() => {
    const filter = signal(initialFilter);
    const empty: PagedState<T, A, F> = {
      status: "loading",
      items: [],
      answer: null,
      error: null,
      more: "idle",
      moreError: null,
      total: 0,
      totalKnown: false,
      lastPage: null,
      lastPageFull: false,
      gone: 0,
      perPage: PAGE_SIZE,
      pagesRead: 0,
      shownFilter: null,
    };
    const state = signal(start.given ? landed(empty, start.given.value, 1, initialFilter, false) : empty);
    const attempt = signal(0);
    let inFlight: AbortController | null = null;

    /** Shown items the server still lists for the filter: the next unseen one comes after them. */
    const matching = (s: PagedState<T, A, F>) => s.items.length - s.gone;
    const canContinue = (s: PagedState<T, A, F>) =>
      s.status === "ready" &&
      s.shownFilter === filter.peek() &&
      (s.totalKnown ? matching(s) < s.total : s.lastPage !== null ? s.pagesRead < s.lastPage : s.lastPageFull);

    /**
     * Reads `page`; `continuing` (Load more) adds it to the shown list, otherwise it starts the
     * list; `quiet` keeps what is shown until the answer lands.
     */
    function load(page: number, wanted: F, continuing: boolean, quiet = false): void {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      const s = state.peek();
      if (!quiet)
        state.value = continuing ? { ...s, more: "loading", moreError: null } : { ...s, status: "loading", error: null, more: "idle", moreError: null };
      const reading = fetchPage(page, wanted, controller.signal);
      if (page === 1 && wanted === initialFilter) start.collect(reading);
      reading.then(
        (answer) => {
          if (controller.signal.aborted) return;
          inFlight = null;
          state.value = landed(state.peek(), answer, page, wanted, continuing);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          inFlight = null;
          const now = state.peek();
          state.value = continuing
            ? { ...now, more: "error", moreError: error }
            : { ...now, status: "error", error, items: [], answer: null, shownFilter: null };
        },
      );
    }

    // Handed page 1: the first read is the server's, already here (or, signed in, a quiet one).
    let first = start.given !== undefined;
    effect(() => {
      token.value;
      attempt.value;
      const wanted = filter.value;
      const handedFirst = first;
      first = false;
      if (handedFirst && start.stands) return;
      untracked(() => load(1, wanted, false, handedFirst));
      return () => inFlight?.abort();
    });

    const view = computed<PagedView<T, A>>(() => {
      const { shownFilter: _, ...shown } = state.value;
      return { ...shown, hasMore: canContinue(state.value) && state.value.shownFilter === filter.value, listed: shown.total + shown.gone };
    });

    return {
      filter,
      view,
      setFilter(next: F) {
        filter.value = next;
      },
      loadMore() {
        const s = state.peek();
        if (s.more === "loading" || !canContinue(s)) return;
        // The page after the last one read, unless items left the filter: then where the server's list now continues.
        load(s.gone === 0 ? s.pagesRead + 1 : Math.floor(matching(s) / s.perPage) + 1, filter.peek(), true);
      },
      /** Page 1 again, after a failure. */
      retry() {
        attempt.value++;
      },
      /** Changes shown items in place (an item marked as read). */
      updateItems(change: (items: T[]) => T[]) {
        state.value = { ...state.peek(), items: change(state.peek().items) };
      },
      /**
       * Says that `count` shown items no longer match the filter on the server. They stay shown,
       * and the next page is read from where the server's list now continues, so nothing is skipped.
       */
      leftFilter(count: number) {
        const s = state.peek();
        state.value = { ...s, gone: Math.min(s.items.length, s.gone + count), total: Math.max(0, s.total - count) };
      },
    };
  });
  return new PagedList();
}

/** The list after `answer`, page `page` of `wanted`, landed. */
function landed<T extends { id: number }, A extends PagedAnswer<T>, F>(
  now: PagedState<T, A, F>,
  answer: A,
  page: number,
  wanted: F,
  continuing: boolean,
): PagedState<T, A, F> {
  const items = mergePage(now.items, answer.data, continuing && now.shownFilter === wanted);
  return {
    ...now,
    status: "ready",
    items,
    answer,
    error: null,
    more: "idle",
    total: answer.meta.total ?? items.length,
    totalKnown: answer.meta.total !== undefined,
    lastPage: answer.meta.last_page ?? null,
    lastPageFull: answer.data.length >= (answer.meta.per_page ?? now.perPage),
    gone: continuing ? now.gone : 0,
    perPage: answer.meta.per_page ?? now.perPage,
    pagesRead: page,
    shownFilter: wanted,
  };
}

export type PagedList<T extends { id: number }, A extends PagedAnswer<T>, F> = ReturnType<typeof pagedList<T, A, F>>;
