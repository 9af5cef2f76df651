import { Hono } from "hono";
import { cors } from "hono/cors";
import type { AppEnv, Deps } from "./deps.ts";
import { resolveUser } from "./http/auth.ts";
import { HttpError } from "./http/errors.ts";
import { authRoutes } from "./domains/users/auth-routes.ts";
import { GoogleVerifier } from "./domains/users/google.ts";
import { settingsRoutes } from "./domains/users/settings-routes.ts";
import { devMailboxPage, devRoutes } from "./domains/dev/dev-routes.ts";
import { storageRoutes } from "./http/storage.ts";

/** The whole HTTP surface: the platform contract under /api, stored files under /storage. */
export function createApp(deps: Deps) {
  const google = new GoogleVerifier(deps.config);
  const app = new Hono<AppEnv>();

  app.use(
    "*",
    cors({
      origin: (origin) => (deps.config.corsOrigins.includes(origin) ? origin : null),
      allowMethods: ["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"],
      allowHeaders: ["Authorization", "Content-Type", "Accept", "Accept-Language", "Idempotency-Key", "X-Socket-ID"],
      exposeHeaders: ["Retry-After"],
      maxAge: 600,
    }),
  );
  app.use("/api/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
  });
  app.use("/api/*", resolveUser(deps));

  const api = new Hono<AppEnv>();
  api.route("/", authRoutes(deps, google));
  api.route("/", settingsRoutes(deps));
  if (deps.config.dev) api.route("/", devRoutes(deps, google));
  app.route("/api", api);
  app.route("/", storageRoutes(deps));
  if (deps.config.dev) app.route("/", devMailboxPage(deps));

  app.notFound((c) => c.json({ message: `The route ${c.req.path} could not be found.` }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(err.body, err.status as 400, err.headers);
    console.error(err);
    return c.json({ message: "Server Error." }, 500);
  });
  return app;
}
