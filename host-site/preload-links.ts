/**
 * The pages' preload links of the widgets' code, in the one form the pages are written with
 * (page.ts), so that what serves a page can take them out again: a page the server drew (ssr.ts),
 * a learner's page from the site's worker (offline/kept.ts).
 */
export const preloadLink = (href: string): string => `<link rel="modulepreload" href="${href}">`;

/** `html` without its preload links, but those whose address `keep` names. */
export function withoutPreloads(html: string, keep: (href: string) => boolean = () => false): string {
  return html.replace(/<link rel="modulepreload" href="([^"]*)">\n?/g, (link, href: string) => (keep(href) ? link : ""));
}
