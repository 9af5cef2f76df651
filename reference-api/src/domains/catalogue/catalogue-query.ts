import { type FieldErrors, invalid } from "../../http/errors.ts";
import { foldForSearch } from "./search-fold.ts";

const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
const PRICINGS = ["free", "paid"] as const;
/** The languages a course is taught in (courses.language). */
const LANGUAGES = ["en", "fr"] as const;
const SEARCH_MAX = 100;

export interface CatalogueFilters {
  categories: number[];
  difficulties: string[];
  pricings: string[];
  /** Beyond the contract's parameters (README, departures): a learner who reads only French narrows the list to it. */
  languages: string[];
  organizationId: number | null;
  q: string;
}

/** A comma list of allowed words; "all" (or nothing) means no filter. */
function wordList(raw: string | undefined, allowed: readonly string[], field: string, errors: FieldErrors): string[] {
  if (!raw?.trim()) return [];
  const words = [
    ...new Set(
      raw
        .toLowerCase()
        .split(",")
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
  if (words.includes("all")) return [];
  if (!words.every((w) => allowed.includes(w))) errors[field] = [`The selected ${field} is invalid.`];
  return words;
}

/** Reads and checks the catalogue's query; bad values are a 422, never silently dropped. */
export function readFilters(query: Record<string, string | undefined>): CatalogueFilters {
  const errors: FieldErrors = {};
  const categories: number[] = [];
  for (const part of (query.categories ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (/^\d{1,9}$/.test(part)) categories.push(Number(part));
    else errors.categories = ["The categories field must be a comma-separated list of ids."];
  }
  const org = query.organization_id?.trim();
  if (org && !/^\d{1,9}$/.test(org)) errors.organization_id = ["The organization id field must be an integer."];
  const q = (query.q ?? "").trim();
  if ([...q].length > SEARCH_MAX) errors.q = [`The q field must not be greater than ${SEARCH_MAX} characters.`];
  const filters: CatalogueFilters = {
    categories: [...new Set(categories)],
    difficulties: wordList(query.difficulty, DIFFICULTIES, "difficulty", errors),
    pricings: wordList(query.pricing, PRICINGS, "pricing", errors),
    languages: wordList(query.language, LANGUAGES, "language", errors),
    organizationId: org ? Number(org) : null,
    q,
  };
  if (Object.keys(errors).length) throw invalid(errors);
  return filters;
}

/** WHERE clause and its parameters; user text only ever travels as a bound parameter. */
export function whereFor(f: CatalogueFilters, now: string): { sql: string; params: (string | number)[] } {
  const clauses = ["c.published_at <= ?"];
  const params: (string | number)[] = [now];
  if (f.categories.length) {
    clauses.push(`c.category_id IN (${f.categories.map(() => "?").join(",")})`);
    params.push(...f.categories);
  }
  if (f.difficulties.length) {
    clauses.push(`c.difficulty_level IN (${f.difficulties.map(() => "?").join(",")})`);
    params.push(...f.difficulties);
  }
  if (f.pricings.length) {
    clauses.push(`c.pricing IN (${f.pricings.map(() => "?").join(",")})`);
    params.push(...f.pricings);
  }
  if (f.languages.length) {
    clauses.push(`c.language IN (${f.languages.map(() => "?").join(",")})`);
    params.push(...f.languages);
  }
  if (f.organizationId !== null) {
    clauses.push("c.organization_id = ?");
    params.push(f.organizationId);
  }
  // The stored text is folded the same way (no case, no accents).
  const q = foldForSearch(f.q);
  if ([...q].length >= 3) {
    // A quoted FTS5 phrase over trigrams is a substring match; quotes inside are doubled.
    clauses.push("c.id IN (SELECT rowid FROM courses_fts WHERE courses_fts MATCH ?)");
    params.push(`"${q.replace(/"/g, '""')}"`);
  } else if (q) {
    // Too short for trigrams: a plain substring scan.
    clauses.push("c.search_text LIKE ? ESCAPE '\\'");
    params.push(`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  }
  return { sql: clauses.join(" AND "), params };
}
