import { DEFAULT_ROUTES } from "../../../shared/config/config.ts";
import { getConfig } from "../../../shared/config/runtime.ts";

const PLACEHOLDER = "lp-slug-placeholder";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The {slug} of `pathname` read through a route template such as /courses/{slug}; null when it does not match. */
export function slugFromPath(pathname: string, template: string): string | null {
  if (!template.includes("{slug}")) return null;
  let path: string;
  try {
    path = new URL(template.replace("{slug}", PLACEHOLDER), "http://route.invalid").pathname;
  } catch {
    return null;
  }
  const [before, after] = path.split(PLACEHOLDER).map((part) => escape(part).replace(/%7B\w+%7D/g, "[^/]+"));
  const match = new RegExp(`^${before}([^/]+)${after}/?$`).exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The course this page is about: the configured course route first, then the platform's own /courses/{slug}. */
export function pageCourseSlug(): string | null {
  const { pathname } = location;
  return slugFromPath(pathname, getConfig().routes.course) ?? slugFromPath(pathname, DEFAULT_ROUTES.course);
}
