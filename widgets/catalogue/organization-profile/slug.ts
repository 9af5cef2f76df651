import { DEFAULT_ROUTES } from "#shared/config/config.ts";
import { getConfig, matchPath } from "#shared/config/runtime.ts";

/**
 * The profile's route templates: the configured one, the platform's own, and the form the
 * platform's redirects after a lookup use.
 */
const templates = () => [...new Set([getConfig().routes.organization, DEFAULT_ROUTES.organization, "/organization/{slug}"])];

/** The organization's slug (or id) from a page path, or null when the path is not a profile's. */
export function slugFromPath(pathname: string): string | null {
  for (const template of templates()) {
    const slug = matchPath(template, pathname)?.slug;
    if (slug) return slug;
  }
  return null;
}

/**
 * The same path with the canonical slug, when the page was reached by an old slug or an id;
 * null when the path already has it (or is not a profile's). The route it was reached by is kept.
 */
export function canonicalPath(pathname: string, canonicalSlug: string): string | null {
  if (!canonicalSlug) return null;
  const template = templates().find((t) => matchPath(t, pathname));
  if (!template || matchPath(template, pathname)?.slug === canonicalSlug) return null;
  return new URL(template.replace("{slug}", encodeURIComponent(canonicalSlug)), "http://route.invalid").pathname;
}
