/**
 * The blog list's place in the page address (/blog?category=3&page=2), so a page of posts can be
 * linked, shared and reloaded, and Back returns to the page before. The address is anyone's to
 * write: a value that is not a plain positive whole number is ignored.
 */
export interface BlogAddress {
  page: number;
  category: number | null;
}

const KEYS = ["page", "category"];
/** Far beyond any blog's pages; a larger number is a typo or a probe. */
const MAX_PAGE = 100_000;

function positive(raw: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (!raw || !/^\s*\d{1,15}\s*$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

export function readAddress(search: string): BlogAddress {
  const params = new URLSearchParams(search);
  return { page: positive(params.get("page"), MAX_PAGE) ?? 1, category: positive(params.get("category")) };
}

/** `search` with the blog's parameters set to `a` (page 1 and all categories leave no trace); the page's others are kept. */
export function searchFor(search: string, a: BlogAddress): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) params.delete(key);
  if (a.category !== null) params.set("category", String(a.category));
  if (a.page > 1) params.set("page", String(a.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether a later page exists, from whatever the answer says about its paging. */
export function hasNextPage(page: number, shown: number, meta: { last_page?: number; total?: number; per_page?: number; current_page?: number }): boolean {
  if (meta.last_page !== undefined) return page < meta.last_page;
  if (meta.total !== undefined && meta.per_page) return page * meta.per_page < meta.total;
  if (meta.per_page) return shown >= meta.per_page;
  // Nothing said: a page with posts may have a next one; an empty one ends the list.
  return shown > 0;
}

/** The number of pages, when the answer makes it known. */
export function lastPage(meta: { last_page?: number; total?: number; per_page?: number; current_page?: number }): number | null {
  if (meta.last_page !== undefined) return meta.last_page;
  if (meta.total !== undefined && meta.per_page) return Math.max(1, Math.ceil(meta.total / meta.per_page));
  return null;
}
