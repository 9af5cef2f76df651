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
 * Returns, for a page's path, the picture to preload as far as the server knows now (null while it
 * does not), asking the API again in the background when its answer is older than a minute.
 */
export function firstPictures(apiBase: string, fetcher: typeof fetch = fetch): (pagePath: string) => string | null {
  const known = new Map<string, { at: number; url: string | null }>();
  const asking = new Set<string>();

  async function ask(pagePath: string): Promise<void> {
    const source = FIRST_PICTURES[pagePath];
    if (!source || asking.has(pagePath)) return;
    asking.add(pagePath);
    try {
      const response = await fetcher(apiBase + source.call, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = (await response.json().catch(() => null)) as { data?: Record<string, unknown>[] } | null;
      const first = response.ok && Array.isArray(body?.data) ? body.data[0] : undefined;
      known.set(pagePath, { at: Date.now(), url: pictureUrl(first?.[source.field]) });
    } catch {
      // Not kept: the next visit asks again.
    } finally {
      asking.delete(pagePath);
    }
  }

  // Known from the start, so the first visitors get it too.
  for (const pagePath of Object.keys(FIRST_PICTURES)) void ask(pagePath);

  return (pagePath) => {
    if (!FIRST_PICTURES[pagePath]) return null;
    const entry = known.get(pagePath);
    if (!entry || Date.now() - entry.at > KEEP_MS) void ask(pagePath);
    return entry?.url ?? null;
  };
}
