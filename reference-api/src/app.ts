import { Hono } from "hono";
import type { AppEnv, Deps } from "./deps.ts";
import { courseRoutes } from "./domains/catalogue/course-routes.ts";
import { organizationRoutes } from "./domains/catalogue/organization-routes.ts";
import { reviewRoutes } from "./domains/catalogue/review-routes.ts";
import { devMailboxPage, devRoutes } from "./domains/dev/dev-routes.ts";
import { enrolmentRoutes } from "./domains/enrolment/enrolment-routes.ts";
import { assessmentRoutes } from "./domains/exams/assessment-routes.ts";
import { examRoutes } from "./domains/exams/exam-routes.ts";
import { notificationRoutes } from "./domains/learners/notification-routes.ts";
import { statsRoutes } from "./domains/learners/stats-routes.ts";
import { learningRoutes } from "./domains/learning/learning-routes.ts";
import { paymentRoutes } from "./domains/payments/payment-routes.ts";
import { blogRoutes } from "./domains/public/blog-routes.ts";
import { formsRoutes } from "./domains/public/forms-routes.ts";
import { peopleRoutes } from "./domains/public/people-routes.ts";
import { authRoutes } from "./domains/users/auth-routes.ts";
import { GoogleVerifier } from "./domains/users/google.ts";
import { settingsRoutes } from "./domains/users/settings-routes.ts";
import { resolveUser } from "./http/auth.ts";
import { compressJson } from "./http/compress.ts";
import { corsPolicy } from "./http/cors.ts";
import { HttpError } from "./http/errors.ts";
import { speakTheLearnersLanguage } from "./http/lang/translate.ts";
import { publicCache } from "./http/public-cache.ts";
import { readableAddress } from "./http/readable-address.ts";
import { specOnly } from "./http/spec-only.ts";
import { storageRoutes } from "./http/storage.ts";

/** The whole HTTP surface: the platform contract under /api, stored files under /storage. */
export function createApp(deps: Deps) {
  const google = new GoogleVerifier(deps.config);
  const app = new Hono<AppEnv>();

  app.use("*", corsPolicy(deps.config.corsOrigins));
  app.use("/api/*", async (c, next) => {
    await next();
    // Answers are private unless a route says otherwise (the public certificate).
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
  });
  app.use("/api/*", compressJson());
  app.use("/api/*", speakTheLearnersLanguage());
  app.use("*", readableAddress());
  if (deps.config.contract === "spec") app.use("/api/*", specOnly());
  app.use("/api/*", resolveUser(deps));
  app.use("/api/*", publicCache(deps.db));

  const api = new Hono<AppEnv>();
  api.route("/", authRoutes(deps, google));
  api.route("/", settingsRoutes(deps));
  api.route("/", examRoutes(deps));
  api.route("/", assessmentRoutes(deps));
  api.route("/", courseRoutes(deps));
  api.route("/", reviewRoutes(deps));
  api.route("/", enrolmentRoutes(deps));
  api.route("/", learningRoutes(deps));
  api.route("/", organizationRoutes(deps));
  api.route("/", notificationRoutes(deps));
  api.route("/", statsRoutes(deps));
  api.route("/", paymentRoutes(deps));
  api.route("/", blogRoutes(deps));
  api.route("/", formsRoutes(deps));
  api.route("/", peopleRoutes(deps));
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
