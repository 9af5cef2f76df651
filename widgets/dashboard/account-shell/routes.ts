import { getConfig, matchPath } from "#shared/config/runtime.ts";

const pathOf = (link: string) => new URL(link, document.baseURI).pathname.replace(/(.)\/+$/, "$1");

/**
 * Pages that take the whole screen, without the student header and side menu: learning a course
 * (/account/courses/{slug}, not the course list above it) and onboarding.
 */
export function isFocusPage(pathname: string): boolean {
  const path = pathname.replace(/(.)\/+$/, "$1");
  const { routes } = getConfig();
  return matchPath(routes.learnCourse, path, { below: true }) !== null || matchPath(routes.onboarding, path, { below: true }) !== null;
}

/** aria-current for a link: "page" on its own page, "true" on a page below it (a settings sub-page). */
export function currentFor(link: string, pathname: string): "page" | "true" | undefined {
  const target = pathOf(link);
  const path = pathname.replace(/(.)\/+$/, "$1");
  if (path === target) return "page";
  return target !== "/" && path.startsWith(`${target}/`) ? "true" : undefined;
}
