import type { RouteName } from "../../../shared/config/config.ts";
import { href } from "../../../shared/config/runtime.ts";

const MARK = "lp-segment-mark";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const pathOf = (link: string) => new URL(link, location.href).pathname.replace(/(.)\/+$/, "$1");

/** The configured route's path with each {placeholder} as one path segment, and anything below it. */
function below(route: RouteName): RegExp {
  const path = pathOf(href(route, { slug: MARK }));
  return new RegExp(`^${escape(path).split(MARK).join("[^/]+")}(?:/.*)?$`);
}

/**
 * Pages that take the whole screen, without the student header and side menu: learning a course
 * (/account/courses/{slug}, not the course list above it) and onboarding.
 */
export function isFocusPage(pathname: string): boolean {
  const path = pathname.replace(/(.)\/+$/, "$1");
  return below("learnCourse").test(path) || below("onboarding").test(path);
}

/** aria-current for a link: "page" on its own page, "true" on a page below it (a settings sub-page). */
export function currentFor(link: string, pathname: string): "page" | "true" | undefined {
  const target = pathOf(link);
  const path = pathname.replace(/(.)\/+$/, "$1");
  if (path === target) return "page";
  return target !== "/" && path.startsWith(`${target}/`) ? "true" : undefined;
}
