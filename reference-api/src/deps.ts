import type { Hono } from "hono";
import type { Config } from "./config.ts";
import type { Database } from "./db/connection.ts";
import type { PaymentSandbox } from "./domains/payments/sandbox.ts";
import type { UserRow } from "./domains/users/user-row.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { RealtimeServer } from "./realtime/pusher-server.ts";

/** What every route module is given: one database, one configuration, one realtime server. */
export interface Deps {
  db: Database;
  config: Config;
  realtime: RealtimeServer;
  limiter: RateLimiter;
  payments: PaymentSandbox;
}

export type AppEnv = { Variables: { user: UserRow | null } };
export type Router = Hono<AppEnv>;
