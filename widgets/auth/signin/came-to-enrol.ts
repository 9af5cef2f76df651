import { safeRedirect } from "#shared/auth/redirect.ts";
import { pageOrigin, routeParam } from "#shared/config/runtime.ts";

/**
 * Whether the visitor was sent here to enrol: the way back (`redirect`) is a course's or an
 * exam's page. Enroll Now sends a visitor to sign-in with nothing else to tell (`signInUrl()`,
 * the spec's /signin?redirect={path}), and it only shows on those pages; a redirect the page would
 * refuse to follow says nothing.
 */
export function cameToEnrol(redirect: string | null): boolean {
  const target = safeRedirect(redirect, pageOrigin());
  if (!target) return false;
  const { pathname } = new URL(target, pageOrigin());
  return routeParam("course", "slug", pathname) !== null || routeParam("exam", "slug", pathname) !== null;
}
