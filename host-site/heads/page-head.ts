import { type ApiReader, dataOf, type Language } from "../api-reader.ts";
import { DESCRIPTIONS, DESCRIPTIONS_FR, PLATFORM_DESCRIPTION, PLATFORM_DESCRIPTION_FR } from "../descriptions.ts";
import type { Route } from "../routes.ts";
import { catalogueJsonLd, courseHead, organizationHead, type PageAddress, postHead, siteJsonLd } from "./content.ts";
import { type HeadFacts, headTags, languageAddresses, SITE_NAMES } from "./head.ts";

/**
 * The head the server writes into a public page as it serves it: the page's own addresses by
 * language; for a course, an organization or a post, its own title, words, picture and schema.org
 * description, read from the API (as a visitor, in the page's language); for one the API does not
 * know, 404 and `noindex`. When the API does not answer in time, the page keeps its built head.
 */
export interface ServedHead {
  status: 200 | 404;
  head: string;
  /** The API's view of the thing shown, for what else the page writes (its preview picture). */
  facts?: Record<string, unknown>;
}

/** The pages that show one of the API's things: the call that reads it, and where its facts are in the answer. */
const CONTENT: Record<string, { call: (key: string) => string; facts: (body: unknown) => Record<string, unknown> | null; head: typeof courseHead }> = {
  "/courses/:slug": { call: (slug) => `/courses/${slug}`, facts: (body) => objectAt(body, "course"), head: courseHead },
  "/organizations/:slug": { call: (slug) => `/organizations/${slug}`, facts: (body) => dataOf({ status: "found", body }), head: organizationHead },
  "/organization/:slug": { call: (slug) => `/organizations/${slug}`, facts: (body) => dataOf({ status: "found", body }), head: organizationHead },
  "/blog/:slug": { call: (slug) => `/posts/${slug}`, facts: (body) => dataOf({ status: "found", body }), head: postHead },
};

/** Where each kind's preview picture is made (see og-image.ts). */
export const PREVIEW_KIND: Record<string, string> = {
  "/courses/:slug": "courses",
  "/organizations/:slug": "organizations",
  "/organization/:slug": "organizations",
  "/blog/:slug": "posts",
};

const NOT_FOUND_TITLE: Record<Language, string> = { en: "Page not found", fr: "Page introuvable" };

function objectAt(body: unknown, key: string): Record<string, unknown> | null {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[key] : null;
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export interface HeadRequest {
  route: Route;
  /** The path as asked (decoded), and the language the page is read in. */
  pathname: string;
  language: Language;
  /** Whether the address named the language (`?lang=`): then it is the page's canonical address. */
  languageInAddress: boolean;
  publicUrl: string;
  read: ApiReader;
}

/** The head for a public page of the site's layout, or null for any other (the learner's pages keep theirs). */
export async function servedHead(r: HeadRequest): Promise<ServedHead | null> {
  if (r.route.layout !== "site" || r.route.noindex) return null;
  const path = r.pathname.length > 1 ? r.pathname.replace(/\/+$/, "") : r.pathname;
  const encodedPath = path
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
  const alternates = languageAddresses(r.publicUrl, encodedPath);
  const url = r.languageInAddress ? alternates[r.language] : alternates.default;
  const content = CONTENT[r.route.path];
  if (!content) return { status: 200, head: headTags({ ...staticHead(r.route, r.language, url, alternates), jsonLd: await pageJsonLd(r) }) };

  const key = encodeURIComponent(path.split("/").pop() ?? "");
  const answer = await r.read(content.call(key), r.language);
  if (answer.status === "missing")
    return {
      status: 404,
      head: headTags({
        ...staticHead(r.route, r.language, url, alternates),
        title: `${NOT_FOUND_TITLE[r.language]} · ${SITE_NAMES[r.language]}`,
        noindex: true,
      }),
    };
  const facts = answer.status === "found" ? content.facts(answer.body) : null;
  if (!facts) return null;
  const address: PageAddress = {
    publicUrl: r.publicUrl,
    url,
    alternates,
    language: r.language,
    previewImage: `${r.publicUrl}/og/${PREVIEW_KIND[r.route.path]}/${key}.png`,
  };
  const head = content.head(facts, address);
  return head ? { status: 200, head: headTags(head), facts } : null;
}

/** What the home page and the catalogue say of themselves in schema.org's terms. */
async function pageJsonLd(r: HeadRequest): Promise<object[]> {
  if (r.route.path === "/") return siteJsonLd(r.publicUrl, r.language);
  if (r.route.path !== "/courses") return [];
  const answer = await r.read("/courses?page=1", r.language);
  const body = answer.status === "found" && typeof answer.body === "object" && answer.body !== null ? (answer.body as { data?: unknown }) : null;
  return catalogueJsonLd(body?.data, r.publicUrl);
}

function staticHead(route: Route, language: Language, url: string, alternates: HeadFacts["alternates"]): HeadFacts {
  const description = (language === "fr" ? DESCRIPTIONS_FR : DESCRIPTIONS)[route.path] ?? (language === "fr" ? PLATFORM_DESCRIPTION_FR : PLATFORM_DESCRIPTION);
  return { title: `${route.title[language]} · ${SITE_NAMES[language]}`, description, url, alternates, language, type: "website" };
}
