import type { Language } from "../api-reader.ts";
import { escapeHtml, scriptJson } from "./markup.ts";

export const SITE_NAME = "Learning platform";
/** The platform's name in each language, as the widgets say it (`common.site-name`): a page's title ends with it. */
export const SITE_NAMES: Record<Language, string> = { en: SITE_NAME, fr: "Plateforme d’apprentissage" };

/** What a page says of itself to search engines and link previews. */
export interface HeadFacts {
  title: string;
  description: string;
  /** This address, as the reader asked for it (its `lang` kept, nothing else). */
  url: string;
  /** The page's other-language addresses and its default (see `languageAddresses`). */
  alternates: { en: string; fr: string; default: string };
  language: Language;
  type: "website" | "article" | "profile";
  /** An absolute PNG or JPEG address, and what it shows. */
  image?: { url: string; alt: string; width: number; height: number } | null;
  jsonLd?: object[];
  noindex?: boolean;
}

/**
 * A page's addresses by language: the path alone is the reader's language (x-default), `?lang=en`
 * and `?lang=fr` each one language, so a crawler can index both.
 */
export function languageAddresses(publicUrl: string, path: string): HeadFacts["alternates"] {
  const plain = `${publicUrl}${path}`;
  return { en: `${plain}?lang=en`, fr: `${plain}?lang=fr`, default: plain };
}

/** The language a page's address names (`?lang=`), or null when it names none. */
export function addressLanguage(search: URLSearchParams): Language | null {
  const lang = search.get("lang");
  return lang === "en" || lang === "fr" ? lang : null;
}

const OG_LOCALE: Record<Language, string> = { en: "en_US", fr: "fr_FR" };

/** The head's tags, every value escaped for where it stands. */
export function headTags(h: HeadFacts): string {
  const meta = (attribute: "name" | "property", key: string, value: string | number | null | undefined) =>
    value === null || value === undefined || value === "" ? "" : `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;
  const link = (rel: string, href: string, hreflang?: string) => `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ""} href="${escapeHtml(href)}">`;
  const other: Language = h.language === "en" ? "fr" : "en";
  return [
    `<title>${escapeHtml(h.title)}</title>`,
    meta("name", "description", h.description),
    h.noindex ? `<meta name="robots" content="noindex">` : "",
    link("canonical", h.url),
    link("alternate", h.alternates.en, "en"),
    link("alternate", h.alternates.fr, "fr"),
    link("alternate", h.alternates.default, "x-default"),
    meta("property", "og:type", h.type),
    meta("property", "og:site_name", SITE_NAMES[h.language]),
    meta("property", "og:title", h.title),
    meta("property", "og:description", h.description),
    meta("property", "og:url", h.url),
    meta("property", "og:locale", OG_LOCALE[h.language]),
    meta("property", "og:locale:alternate", OG_LOCALE[other]),
    meta("property", "og:image", h.image?.url),
    meta("property", "og:image:width", h.image?.width),
    meta("property", "og:image:height", h.image?.height),
    meta("property", "og:image:alt", h.image?.alt),
    meta("name", "twitter:card", h.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", h.title),
    meta("name", "twitter:description", h.description),
    meta("name", "twitter:image", h.image?.url),
    ...(h.jsonLd ?? []).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ]
    .filter(Boolean)
    .join("\n");
}

/** schema.org's trail of a page: Home, then each step to it. */
export function breadcrumbJsonLd(steps: { name: string; url: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, i) => ({ "@type": "ListItem", position: i + 1, name: step.name, item: step.url })),
  };
}
