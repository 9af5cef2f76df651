import { type CatalogueFilters, DIFFICULTIES, LANGUAGES, type Language, normalizeFilters, PRICINGS, parseId } from "./course-catalogue-model.ts";

/**
 * The catalogue's filters in the page address (/courses?q=…&categories=3,7&difficulty=beginner
 * &pricing=free&language=fr&organization_id=5), so a filtered catalogue can be linked and survives a refresh.
 * The address is anyone's to write: everything read from it is checked and anything unknown dropped.
 */
const URL_KEYS = ["q", "categories", "difficulty", "pricing", "language", "organization_id"] as const;

/** `organization_id=all`: the learner chose All Organizations on a catalogue preset to one. */
const ALL = "all";

/** Every value of a list parameter, whether written once comma-joined or repeated. */
function listParam(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(","))
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}

/** The filters a page address asks for; `preset` is the organization the element was given. */
export function filtersFromSearch(search: string, preset: number | null = null): CatalogueFilters {
  const params = new URLSearchParams(search);
  const org = params.get("organization_id")?.trim().toLowerCase();
  const language = params.get("language")?.trim().toLowerCase();
  const allowed =
    <T extends string>(values: readonly T[]) =>
    (v: string): v is T =>
      (values as readonly string[]).includes(v);
  return normalizeFilters({
    q: params.get("q") ?? "",
    categories: listParam(params, "categories")
      .map(parseId)
      .filter((n): n is number => n !== null),
    difficulty: listParam(params, "difficulty").filter(allowed(DIFFICULTIES)),
    pricing: listParam(params, "pricing").filter(allowed(PRICINGS)),
    language: (LANGUAGES as readonly string[]).includes(language ?? "") ? (language as Language) : null,
    organizationId: org === undefined || org === "" ? preset : org === ALL ? null : (parseId(org) ?? preset),
  });
}

function paramName(part: string): string {
  const raw = part.split("=", 1)[0].replace(/\+/g, " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Commas stay readable in lists; everything else is percent-encoded. */
const encodeList = (values: readonly (string | number)[]) => values.map((v) => encodeURIComponent(String(v))).join(",");

/**
 * `search` (a location.search) with the catalogue's parameters set to `f`; the page's other
 * parameters are kept as they were. Returns "" or "?…", like location.search.
 */
export function searchWithFilters(search: string, f: CatalogueFilters, preset: number | null = null): string {
  // The page's own parameters are kept byte for byte, in their order.
  const parts = search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && !(URL_KEYS as readonly string[]).includes(paramName(part)));
  if (f.q) parts.push(`q=${encodeURIComponent(f.q)}`);
  if (f.categories.length) parts.push(`categories=${encodeList(f.categories)}`);
  if (f.difficulty.length) parts.push(`difficulty=${encodeList(f.difficulty)}`);
  if (f.pricing.length) parts.push(`pricing=${encodeList(f.pricing)}`);
  if (f.language) parts.push(`language=${f.language}`);
  if (f.organizationId !== null) parts.push(`organization_id=${f.organizationId}`);
  else if (preset !== null) parts.push(`organization_id=${ALL}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

/** Writes `f` into the address bar without a new history entry; nothing happens when it is already there. */
export function writeFiltersToUrl(f: CatalogueFilters, preset: number | null = null): void {
  const search = searchWithFilters(location.search, f, preset);
  if (search === location.search) return;
  history.replaceState(history.state, "", `${location.pathname}${search}${location.hash}`);
}
