import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../deps.ts";
import { prune, servedWithoutName, specCall } from "./spec-contract.ts";

/**
 * The spec-only mode: a call the contract does not list is not found, and a successful answer
 * keeps only the fields the contract names for it. Errors pass as they are.
 */
export function specOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path.replace(/^\/api(?=\/)/, "");
    if (c.req.method === "OPTIONS" || servedWithoutName(path)) return next();
    const call = specCall(c.req.method, path);
    if (!call) return c.json({ message: `The route ${c.req.path} could not be found.` }, 404);
    await next();
    if (c.res.status >= 400 || !c.res.headers.get("content-type")?.includes("application/json")) return;
    const body = prune(await c.res.json(), call.response);
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
  };
}
