/** The profile's two route patterns: /organizations/{slug} and /organization/{slug}. */
const PROFILE_PATH = /^(.*\/organizations?\/)([^/]+)\/?$/;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The organization's slug (or id) from a page path, or null when the path is not a profile's. */
export function slugFromPath(pathname: string): string | null {
  const match = PROFILE_PATH.exec(pathname);
  return match ? decode(match[2]) : null;
}

/**
 * The same path with the canonical slug, when the page was reached by an old slug or an id;
 * null when the path already has it (or is not a profile's). The route pattern is kept.
 */
export function canonicalPath(pathname: string, canonicalSlug: string): string | null {
  const match = PROFILE_PATH.exec(pathname);
  if (!match || !canonicalSlug || decode(match[2]) === canonicalSlug) return null;
  return match[1] + encodeURIComponent(canonicalSlug);
}
