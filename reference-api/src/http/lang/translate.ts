import type { MiddlewareHandler } from "hono";
import { EXACT, PATTERNS } from "./fr.ts";
import { type Locale, preferredLocale } from "./locale.ts";

/** One of the API's sentences in `locale`; a sentence the catalogue lacks stays English. */
export function translate(message: string, locale: Locale): string {
  if (locale === "en") return message;
  // Laravel's summary of several errors: "The first error. (and 2 more errors)".
  const summary = /^(.*) \(and (\d+) more errors?\)$/.exec(message);
  if (summary) return `${translate(summary[1], locale)} (et ${summary[2]} autre${summary[2] === "1" ? "" : "s"} erreur${summary[2] === "1" ? "" : "s"})`;
  if (message in EXACT) return EXACT[message];
  for (const [pattern, french] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return french(...match.slice(1));
  }
  return message;
}

/**
 * Answers in the learner's language (Accept-Language): the `message` and the field `errors` of
 * every JSON answer, as a Laravel API does with its language files. Data is not translated here:
 * the routes read it in the reader's language where French is stored beside it.
 */
export function speakTheLearnersLanguage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header("Vary", "Accept-Language", { append: true });
    const locale = preferredLocale(c.req.header("Accept-Language"));
    c.header("Content-Language", locale);
    if (locale === "en" || !c.res.headers.get("content-type")?.includes("application/json")) return;
    const body = (await c.res.clone().json()) as unknown;
    if (!body || typeof body !== "object" || Array.isArray(body)) return;
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message !== "string" && !(errors && typeof errors === "object")) return;
    const translated: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    if (typeof message === "string") translated.message = translate(message, locale);
    if (errors && typeof errors === "object" && !Array.isArray(errors))
      translated.errors = Object.fromEntries(
        Object.entries(errors as Record<string, unknown>).map(([field, list]) => [
          field,
          Array.isArray(list) ? list.map((m) => (typeof m === "string" ? translate(m, locale) : m)) : list,
        ]),
      );
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    c.res = new Response(JSON.stringify(translated), { status: c.res.status, headers });
  };
}
