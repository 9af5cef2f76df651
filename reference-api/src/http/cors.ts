import type { Context, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

/**
 * The reads any site may make from a browser: what every visitor sees the same, asked without
 * credentials (the catalogue, a course and its reviews, categories, organizations, the instructors,
 * exams, posts, a certificate). Partners, organizations and blogs embed the widgets that make them.
 */
const PUBLIC_READ = /^\/api\/(courses(\/[^/]+(\/reviews)?)?|categories|organizations(\/[^/]+)?|users|exams(\/[^/]+)?|posts(\/[^/]+)?|certificates\/[^/]+)$/;

/** A credential-free read of public data, or the preflight of one (it asks for no Authorization). */
function publicRead(c: Context): boolean {
  if (!PUBLIC_READ.test(c.req.path)) return false;
  if (c.req.method === "OPTIONS") {
    const method = c.req.header("Access-Control-Request-Method") ?? "";
    const headers = (c.req.header("Access-Control-Request-Headers") ?? "").toLowerCase().split(/\s*,\s*/);
    return (method === "GET" || method === "HEAD") && !headers.includes("authorization");
  }
  return (c.req.method === "GET" || c.req.method === "HEAD") && !c.req.header("authorization");
}

/**
 * Who may call the API from a browser. The platform's own sites (`API_CORS_ORIGINS`) may make any
 * call. Any other origin may make the public reads, and nothing else: a call carrying a learner's
 * token from a site not on the list gets no grant (its preflight is refused, so the browser never
 * sends the token), and neither do writes or private reads.
 */
export function corsPolicy(allowed: readonly string[]): MiddlewareHandler {
  return cors({
    origin: (origin, c) => (allowed.includes(origin) ? origin : publicRead(c) ? "*" : null),
    allowMethods: ["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"],
    allowHeaders: ["Authorization", "Content-Type", "Accept", "Accept-Language", "Idempotency-Key", "X-Socket-ID"],
    exposeHeaders: ["Retry-After"],
    maxAge: 600,
  });
}
