export type Locale = "en" | "fr";

/**
 * The learner's language from Accept-Language (the widgets send the page's): the first of its
 * preferences, by weight, that the API speaks; English otherwise, as Laravel falls back.
 */
export function preferredLocale(header: string | null | undefined): Locale {
  if (!header) return "en";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split("-")[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((p) => p.lang && Number.isFinite(p.weight) && p.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { lang } of ranked) if (lang === "fr" || lang === "en") return lang;
  return "en";
}

/** The language of the request in hand (Accept-Language), for data read in the reader's language. */
export const requestLocale = (c: { req: { header(name: string): string | undefined } }): Locale => preferredLocale(c.req.header("Accept-Language"));

/**
 * A column in the reader's language, in SQL: for a French reader its French twin (`<column>_fr`)
 * where one is written, else the column itself. Stored English is never rewritten.
 */
export const localized = (column: string, locale: Locale): string => (locale === "fr" ? `COALESCE(${column}_fr, ${column})` : column);

/** The same choice for a row already read with its twins (`SELECT *`). */
export function localizedValue<T>(row: Record<string, unknown>, column: string, locale: Locale): T {
  const french = row[`${column}_fr`];
  return (locale === "fr" && french !== null && french !== undefined ? french : row[column]) as T;
}

/** A learner's language: the one chosen at onboarding when there is one, else the page's (Accept-Language). */
export const learnerLocale = (stored: string | null | undefined, header: string | null | undefined): Locale =>
  stored === "fr" || stored === "en" ? stored : preferredLocale(header);
