/**
 * The largest paint of some pages is the first picture of a list that their widget asks the API
 * for once its scripts have run: the popular courses' first card on the home page, the
 * catalogue's, the blog's. The server, which can ask the API straight away, names that picture in
 * the page's `Link` header, so the browser fetches it with the HTML and the card shows it as soon
 * as it is drawn. The page never waits for this: the answer is kept and refreshed in the background.
 */

/** For each page (without a query), the API call its widget makes first and the field naming the first item's picture. */
export const FIRST_PICTURES: Record<string, { call: string; field: string }> = {
  "/": { call: "/courses/popular", field: "image_medium" },
  "/courses": { call: "/courses?page=1", field: "image_medium" },
  "/blog": { call: "/posts?page=1", field: "thumbnail" },
};

const KEEP_MS = 60_000;

export type PageLanguage = "en" | "fr";

/**
 * The language the page's widgets will speak on a first visit: the first of the reader's languages
 * they know (what they read from `navigator.languages`), else English. A reader who chose the other
 * language on the device is not known here; their preload is the other list's, at worst.
 */
export function pageLanguage(acceptLanguage: string | undefined): PageLanguage {
  const spoken = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: tag.split("-")[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .find((entry) => entry.lang === "en" || entry.lang === "fr");
  return (spoken?.lang as PageLanguage | undefined) ?? "en";
}
const TIMEOUT_MS = 3000;

/** Only a plain http(s) address goes into a header; anything else names nothing. */
function pictureUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The `Link` header value that preloads a picture. */
export const preloadLink = (url: string): string => `<${url}>; rel=preload; as=image; fetchpriority=high`;

/**
 * Returns, for a page's path in a language, the picture to preload as far as the server knows now
 * (null while it does not), asking the API again in the background when its answer is older than a
 * minute. The API orders some lists by the reader's language (the blog's French posts first for a
 * French reader), so each language has its own answer.
 */
export function firstPictures(apiBase: string, fetcher: typeof fetch = fetch): (pagePath: string, language?: PageLanguage) => string | null {
  const known = new Map<string, { at: number; url: string | null }>();
  const asking = new Set<string>();

  async function ask(pagePath: string, language: PageLanguage): Promise<void> {
    const source = FIRST_PICTURES[pagePath];
    const key = `${language} ${pagePath}`;
    if (!source || asking.has(key)) return;
    asking.add(key);
    try {
      const response = await fetcher(apiBase + source.call, {
        headers: { Accept: "application/json", "Accept-Language": language },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as { data?: Record<string, unknown>[] } | null;
      const first = response.ok && Array.isArray(body?.data) ? body.data[0] : undefined;
      known.set(key, { at: Date.now(), url: pictureUrl(first?.[source.field]) });
    } catch {
      // Not kept: the next visit asks again.
    } finally {
      asking.delete(key);
    }
  }

  // Known from the start, so the first visitors get it too.
  for (const pagePath of Object.keys(FIRST_PICTURES)) for (const language of ["en", "fr"] as const) void ask(pagePath, language);

  return (pagePath, language = "en") => {
    if (!FIRST_PICTURES[pagePath]) return null;
    const entry = known.get(`${language} ${pagePath}`);
    if (!entry || Date.now() - entry.at > KEEP_MS) void ask(pagePath, language);
    return entry?.url ?? null;
  };
}
