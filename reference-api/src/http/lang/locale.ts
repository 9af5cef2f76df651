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
