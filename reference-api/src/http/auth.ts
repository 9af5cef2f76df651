import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../deps.ts";
import { bearerToken, userForToken } from "../domains/users/tokens.ts";
import type { UserRow } from "../domains/users/user-row.ts";
import { unauthenticated } from "./errors.ts";

/** Resolves the bearer token once per request; public routes read `user` as optional. */
export function resolveUser({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    c.set("user", token ? userForToken(db, token) : null);
    await next();
  };
}

export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.get("user");
  if (!user) throw unauthenticated();
  return user;
}
