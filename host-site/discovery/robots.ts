/**
 * robots.txt: crawlers may read every public page (and the scripts and styles that draw them);
 * they are kept out of the learner's own pages and the sign-in forms, and told where the sitemap is.
 * The learner's pages also say `noindex` themselves; robots.txt spares the crawl.
 */

/** Paths crawlers are kept out of (a prefix each: `/signin` covers `/signin?redirect=…`). */
export const DISALLOWED = ["/account/", "/signin", "/signup", "/forgot-password", "/reset-password/"] as const;

export function robotsTxt(publicUrl: string): string {
  const site = publicUrl.replace(/\/+$/, "");
  return ["User-agent: *", "Allow: /", ...DISALLOWED.map((path) => `Disallow: ${path}`), "", `Sitemap: ${site}/sitemap.xml`, ""].join("\n");
}
