import { type FieldErrors, invalid } from "./errors.ts";

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

function wholeNumber(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  return /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : null;
}

/** `page` from 1 and `limit` from 1 to 100; anything else is a 422, not a silent clamp. */
export function readPage(query: Record<string, string | undefined>, defaultLimit: number): Page {
  const errors: FieldErrors = {};
  const page = wholeNumber(query.page);
  const limit = wholeNumber(query.limit);
  if (page === null || (page !== undefined && (page < 1 || page > MAX_PAGE)))
    errors.page = [`The page field must be a whole number between 1 and ${MAX_PAGE}.`];
  if (limit === null || (limit !== undefined && (limit < 1 || limit > MAX_PAGE_SIZE)))
    errors.limit = [`The limit field must be a whole number between 1 and ${MAX_PAGE_SIZE}.`];
  if (Object.keys(errors).length) throw invalid(errors);
  const p = page ?? 1;
  const l = limit ?? defaultLimit;
  return { page: p, limit: l, offset: (p - 1) * l };
}

export function pageMeta(page: Page, total: number, count: number): PageMeta {
  return {
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.limit)),
    per_page: page.limit,
    total,
    from: count ? page.offset + 1 : null,
    to: count ? page.offset + count : null,
  };
}
