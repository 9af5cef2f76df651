import type { MiddlewareHandler } from "hono";
import { badRequest } from "./errors.ts";

/** Control characters (NUL, line breaks, escape): no address of this API holds one. */
const CONTROL = /\p{Cc}/u;
export const UNREADABLE_ADDRESS = "The address of the request could not be read.";

/**
 * An address that cannot be read (a broken percent-escape such as `%ZZ`) or that holds a control
 * character (`%00`) is answered with a 400 before any route sees it: a route that decoded it, or
 * a search index that met the NUL, would fail with a 500 instead.
 */
export const readableAddress = (): MiddlewareHandler => async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname) + decodeURIComponent(search.replace(/\+/g, " "));
  } catch {
    throw badRequest(UNREADABLE_ADDRESS, "url");
  }
  if (CONTROL.test(decoded)) throw badRequest(UNREADABLE_ADDRESS, "url");
  await next();
};
