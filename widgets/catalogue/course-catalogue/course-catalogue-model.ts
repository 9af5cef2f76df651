import { computed, createModel, effect, signal, untracked } from "@preact/signals-react";
import {
  type CatalogueQuery,
  type Category,
  type CoursePage,
  type CourseSummary,
  getCategories,
  getCourses,
  getOrganizationList,
} from "#shared/api/catalogue.ts";
import { serverMessage } from "#shared/api/errors.ts";
import { type Loaded, resource } from "#shared/data/resource.ts";
import { pagedList } from "#shared/lists/paged-list.ts";
import { SEARCH_DEBOUNCE_MS } from "./search-debounce.ts";

export { SEARCH_DEBOUNCE_MS };
/** The spec's numbers for the catalogue: placeholders while page 1 loads, and the scroll (px) after which the filters stay fixed. */
export const SKELETON_COUNT = 6;
export const FIXED_AFTER_PX = 380;
/** The longest search the API accepts (in characters); longer text is cut, never sent. */
export const SEARCH_MAX = 100;
/** More categories than anyone ticks; a hostile link cannot make a request line of any length. */
const CATEGORIES_MAX = 100;

export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const PRICINGS = ["free", "paid"] as const;
export type Pricing = (typeof PRICINGS)[number];
/** The languages a course is taught in. One at a time: a learner narrows to the one they read, or takes all. */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the learner has chosen. Always kept normalised: valid values, sorted, no repeats. */
export interface CatalogueFilters {
  q: string;
  categories: readonly number[];
  difficulty: readonly Difficulty[];
  pricing: readonly Pricing[];
  organizationId: number | null;
  /** null: every language. */
  language: Language | null;
}

export const NO_FILTERS: CatalogueFilters = Object.freeze({ q: "", categories: [], difficulty: [], pricing: [], organizationId: null, language: null });

/** An API id: a whole number from 1 to 999,999,999 (nine digits, as the API reads them). */
export function parseId(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isInteger(raw) && raw > 0 && raw <= 999_999_999 ? raw : null;
  if (typeof raw !== "string" || !/^\s*\d{1,9}\s*$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** Trimmed and cut to SEARCH_MAX characters (code points, as the API counts them). */
export function cleanSearch(text: string): string {
  const trimmed = text.trim();
  const chars = Array.from(trimmed);
  return chars.length > SEARCH_MAX ? chars.slice(0, SEARCH_MAX).join("").trimEnd() : trimmed;
}

const inOrder = <T extends string>(allowed: readonly T[], values: readonly unknown[]): T[] => allowed.filter((a) => values.includes(a));

/** Drops anything invalid and puts the rest in one canonical order, so equal choices compare equal. */
export function normalizeFilters(f: Partial<CatalogueFilters>): CatalogueFilters {
  const ids = (f.categories ?? []).map(parseId).filter((n): n is number => n !== null);
  return {
    q: cleanSearch(f.q ?? ""),
    categories: [...new Set(ids)].sort((a, b) => a - b).slice(0, CATEGORIES_MAX),
    difficulty: inOrder(DIFFICULTIES, f.difficulty ?? []),
    pricing: inOrder(PRICINGS, f.pricing ?? []),
    organizationId: parseId(f.organizationId),
    language: (LANGUAGES as readonly unknown[]).includes(f.language) ? (f.language as Language) : null,
  };
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function sameFilters(a: CatalogueFilters, b: CatalogueFilters): boolean {
  return (
    a.q === b.q &&
    a.organizationId === b.organizationId &&
    a.language === b.language &&
    sameList(a.categories, b.categories) &&
    sameList(a.difficulty, b.difficulty) &&
    sameList(a.pricing, b.pricing)
  );
}

export const hasAnyFilter = (f: CatalogueFilters) => !sameFilters(f, NO_FILTERS);

/** The courses call for these filters at `page`. */
export function toQuery(f: CatalogueFilters, page: number): CatalogueQuery {
  return {
    page,
    q: f.q || undefined,
    categories: [...f.categories],
    difficulty: [...f.difficulty],
    pricing: [...f.pricing],
    organization_id: f.organizationId,
    language: f.language,
  };
}

type LoadStatus = "loading" | "ready" | "error";
interface Lookup<T> {
  status: LoadStatus;
  items: readonly T[];
  /** The server's own message; null when it gave none, and the page says it in its own words. */
  error: string | null;
}
interface OrganizationOption {
  id: number;
  name: string;
}
interface PageInfo {
  current_page: number;
  total: number;
}

/** Where the catalogue's data comes from; tests may pass their own. */
export interface CatalogueSources {
  courses: (query: CatalogueQuery, signal?: AbortSignal) => Promise<CoursePage>;
  categories: () => Promise<{ data: Category[] }>;
  organizations: () => Promise<{ data: OrganizationOption[] }>;
}

const API: CatalogueSources = { courses: getCourses, categories: getCategories, organizations: getOrganizationList };

/** A filter's list (the categories, the organizations) as the filter panel shows it. */
const lookup = <T>(state: Loaded<readonly T[]>): Lookup<T> =>
  state.status === "ready"
    ? { status: "ready", items: state.data, error: null }
    : state.status === "error"
      ? { status: "error", items: [], error: serverMessage(state.error) }
      : { status: "loading", items: [], error: null };

/**
 * The catalogue's state and actions, on the shared models: the courses a paged list with the
 * filters as its filter (read again for each new session: enrolments differ per learner), the
 * categories and the organizations a resource each. Made with `useModel`, it reads at once and
 * stops (its requests and its pending search) when disposed. Components read the signals (after
 * `useSignals()`); only actions write.
 */
export const CourseCatalogueModel = createModel((initial: Partial<CatalogueFilters> = NO_FILTERS, sources: CatalogueSources = API) => {
  const first = normalizeFilters(initial);
  const list = pagedList<CourseSummary, CoursePage, CatalogueFilters>(
    (page, f, signal) => sources.courses(toQuery(f, page), signal),
    first,
    `courses:${JSON.stringify(toQuery(first, 1))}`,
  );
  const categoryList = resource(async () => (await sources.categories()).data, { handed: "categories" });
  const organizationList = resource(async () => (await sources.organizations()).data.map(({ id, name }) => ({ id, name })), { handed: "organizations" });
  const filters = list.filter;
  /** The search box's text as typed; it becomes `filters.q` SEARCH_DEBOUNCE_MS after the last keystroke. */
  const searchText = signal(filters.peek().q);
  const view = list.view;
  const courses = computed(() => view.value.items);
  /** Page 1 of the current filters. */
  const status = computed(() => view.value.status);
  /** The server's own message; null when it gave none, and the page says it in its own words. */
  const error = computed(() => serverMessage(view.value.error));
  /** A later page of the same filters. */
  const more = computed(() => view.value.more);
  const moreError = computed(() => serverMessage(view.value.moreError));
  const hasMore = computed(() => view.value.hasMore);
  /** Where the shown list stands: kept while the next filters' page 1 is read, none after a failure. */
  const page = computed<PageInfo | null>(() => {
    const { status: now, answer, pagesRead, total } = view.value;
    return now !== "error" && answer ? { current_page: pagesRead, total } : null;
  });
  const categories = computed(() => lookup(categoryList.state.value));
  const organizations = computed(() => lookup(organizationList.state.value));

  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Any change of filter: back to page 1, which replaces the list (placeholders show meanwhile). */
  function update(patch: Partial<CatalogueFilters>): void {
    // A search still waiting for its pause goes with this change, rather than as a second request.
    if (timer !== undefined && !("q" in patch)) {
      clearTimeout(timer);
      timer = undefined;
      patch = { ...patch, q: searchText.value };
    }
    const next = normalizeFilters({ ...filters.value, ...patch });
    if (!sameFilters(next, filters.value)) list.setFilter(next);
  }

  const toggle = <T>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((v) => v !== value));

  function commitSearch(): void {
    clearTimeout(timer);
    timer = undefined;
    update({ q: searchText.value });
  }

  // A link may name categories that no longer exist: no box could untick them, so drop them.
  effect(() => {
    const known = categories.value;
    if (known.status !== "ready") return;
    untracked(() => {
      const ids = new Set(known.items.map((c) => c.id));
      const kept = filters.value.categories.filter((id) => ids.has(id));
      if (kept.length !== filters.value.categories.length) update({ categories: kept });
    });
  });

  // Disposing the catalogue stops its lists and its pending search.
  effect(() => () => {
    clearTimeout(timer);
    list[Symbol.dispose]();
    categoryList[Symbol.dispose]();
    organizationList[Symbol.dispose]();
  });

  return {
    filters,
    searchText,
    courses,
    page,
    status,
    error,
    more,
    moreError,
    hasMore,
    categories,
    organizations,

    /** A keystroke in the search box; the search runs once typing pauses. */
    setSearch(text: string): void {
      searchText.value = text;
      clearTimeout(timer);
      timer = setTimeout(commitSearch, SEARCH_DEBOUNCE_MS);
    },
    /** Runs the typed search now (Enter). */
    commitSearch,
    toggleCategory(id: number, on: boolean): void {
      update({ categories: toggle(filters.value.categories, id, on) });
    },
    toggleDifficulty(value: Difficulty, on: boolean): void {
      update({ difficulty: toggle(filters.value.difficulty, value, on) });
    },
    /** "All" difficulties. */
    clearDifficulty(): void {
      update({ difficulty: [] });
    },
    togglePricing(value: Pricing, on: boolean): void {
      update({ pricing: toggle(filters.value.pricing, value, on) });
    },
    /** "All" prices. */
    clearPricing(): void {
      update({ pricing: [] });
    },
    setOrganization(id: number | null): void {
      update({ organizationId: id });
    },
    /** null: every language. */
    setLanguage(language: Language | null): void {
      update({ language });
    },
    clearFilters(): void {
      clearTimeout(timer);
      timer = undefined;
      searchText.value = "";
      update(NO_FILTERS);
    },
    loadMore: list.loadMore,
    /** Tries again whatever failed: page 1, or the next page, and the filters' lists. */
    retry(): void {
      if (status.value === "error") list.retry();
      else if (more.value === "error") list.loadMore();
      if (categoryList.state.value.status === "error") categoryList.retry();
      if (organizationList.state.value.status === "error") organizationList.retry();
    },
  };
});

export type CatalogueModel = InstanceType<typeof CourseCatalogueModel>;
