import type { Language } from "../api-reader.ts";
import { breadcrumbJsonLd, type HeadFacts, SITE_NAME, SITE_NAMES } from "./head.ts";
import { httpUrl, plainText } from "./markup.ts";

/**
 * The heads of the pages that show one thing of the API's (a course, an organization, a post):
 * its own title, its own words as the description, its picture for link previews, and what it is
 * in schema.org's terms. Only the contract's fields are relied on; others enrich when present.
 */

type Facts = Record<string, unknown>;

const WORDS = {
  en: { home: "Home", courses: "Courses", organizations: "Organizations", blog: "Blog", free: "Free", picture: "Cover of" },
  fr: { home: "Accueil", courses: "Cours", organizations: "Organisations", blog: "Blog", free: "Gratuit", picture: "Illustration de" },
} as const;

export interface PageAddress {
  publicUrl: string;
  /** This page's address, its alternates, and the language it is read in. */
  url: string;
  alternates: HeadFacts["alternates"];
  language: Language;
  /** The address of the page's preview picture (a PNG the server makes from the cover), or null. */
  previewImage: string | null;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const num = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : Number(value) || 0);
const obj = (value: unknown): Facts | null => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Facts) : null);
const isoDate = (value: unknown): string | undefined => {
  const at = typeof value === "string" ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined;
};
const inLanguage = (value: unknown): Language | undefined => (value === "en" || value === "fr" ? value : undefined);
/** What every content page's head says of where it is: its title (ending with the platform's name in its language) and its addresses. */
const placed = (a: PageAddress, name: string) => ({
  title: `${name} · ${SITE_NAMES[a.language]}`,
  url: a.url,
  alternates: a.alternates,
  language: a.language,
});
const preview = (a: PageAddress, alt: string): HeadFacts["image"] => (a.previewImage ? { url: a.previewImage, alt, width: 1200, height: 630 } : null);

/**
 * What a course costs: the sale price when it is below the price, the price otherwise (a listing
 * carries only the sale price); free when either says so. The catalogue's `priceDisplay` rule,
 * which a test holds this to.
 */
export function coursePrice(course: { pricing?: unknown; price?: unknown; sale_price?: unknown }): number {
  const price = num(course.price);
  const sale = num(course.sale_price);
  if (course.pricing === "free" || (price <= 0 && sale <= 0)) return 0;
  return sale > 0 && sale < price ? sale : price > 0 ? price : sale;
}

/** A course page's head, or null when the answer is not a course. */
export function courseHead(course: Facts, a: PageAddress): HeadFacts | null {
  const name = text(course.title);
  const slug = text(course.slug);
  if (!name || !slug) return null;
  const words = WORDS[a.language];
  const description = text(course.sub_title) || plainText(text(course.description)) || name;
  const organization = obj(course.organization);
  const orgName = text(organization?.name);
  const orgSlug = text(organization?.slug);
  const price = coursePrice(course);
  const reviews = num(course.reviews_count);
  const seconds = num(course.duration);
  const cover = httpUrl(course.image) ?? httpUrl(course.image_medium);
  const taughtIn = inLanguage(course.language);
  const jsonLd: object[] = [
    {
      "@context": "https://schema.org",
      "@type": "Course",
      "@id": a.url,
      url: a.url,
      name,
      description: plainText(text(course.description), 500) || description,
      ...(cover ? { image: cover } : {}),
      ...(taughtIn ? { inLanguage: taughtIn } : {}),
      ...(orgName
        ? {
            provider: {
              "@type": "Organization",
              name: orgName,
              ...(orgSlug ? { url: `${a.publicUrl}/organizations/${encodeURIComponent(orgSlug)}` } : {}),
              ...(httpUrl(organization?.logo) ? { logo: httpUrl(organization?.logo) } : {}),
            },
          }
        : {}),
      offers: [
        { "@type": "Offer", category: price === 0 ? "Free" : "Paid", price, priceCurrency: "XAF", url: a.url, availability: "https://schema.org/InStock" },
      ],
      hasCourseInstance: [
        {
          "@type": "CourseInstance",
          courseMode: "Online",
          ...(seconds > 0 ? { courseWorkload: `PT${Math.max(1, Math.round(seconds / 60))}M` } : {}),
          ...(taughtIn ? { inLanguage: taughtIn } : {}),
        },
      ],
      ...(reviews > 0 && num(course.avg_rating) > 0
        ? { aggregateRating: { "@type": "AggregateRating", ratingValue: num(course.avg_rating), ratingCount: reviews, bestRating: 5, worstRating: 1 } }
        : {}),
    },
    breadcrumbJsonLd([
      { name: words.home, url: `${a.publicUrl}/` },
      { name: words.courses, url: `${a.publicUrl}/courses` },
      { name, url: a.url },
    ]),
  ];
  const faqs = (Array.isArray(course.faqs) ? course.faqs : [])
    .map(obj)
    .filter((f): f is Facts => f !== null && text(f.question) !== "" && text(f.answer) !== "");
  if (faqs.length)
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faqs.map((f) => ({
        "@type": "Question",
        name: text(f.question),
        acceptedAnswer: { "@type": "Answer", text: plainText(text(f.answer), 1000) },
      })),
    });
  return {
    ...placed(a, name),
    description,
    type: "website",
    image: preview(a, `${words.picture} ${name}`),
    jsonLd,
  };
}

/** An organization page's head, or null when the answer is not an organization. */
export function organizationHead(org: Facts, a: PageAddress): HeadFacts | null {
  const name = text(org.name);
  if (!name) return null;
  const words = WORDS[a.language];
  const description = plainText(text(org.about)) || text(org.motto) || name;
  const logo = httpUrl(org.logo);
  const social = obj(org.social_links);
  const sameAs = Object.values(social ?? {})
    .map((link) => httpUrl(link))
    .filter((link): link is string => link !== null);
  const address = [text(org.address), text(org.city), text(org.state), text(org.country)];
  const jsonLd: object[] = [
    {
      "@context": "https://schema.org",
      "@type": "EducationalOrganization",
      "@id": a.url,
      url: a.url,
      name,
      description,
      ...(logo ? { logo } : {}),
      ...(text(org.motto) ? { slogan: text(org.motto) } : {}),
      ...(sameAs.length ? { sameAs } : {}),
      ...(address.some(Boolean)
        ? {
            address: {
              "@type": "PostalAddress",
              ...(address[0] ? { streetAddress: address[0] } : {}),
              ...(address[1] ? { addressLocality: address[1] } : {}),
              ...(address[2] ? { addressRegion: address[2] } : {}),
              ...(address[3] ? { addressCountry: address[3] } : {}),
            },
          }
        : {}),
      ...(num(org.reviews_count) > 0 && num(org.average_rating) > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: num(org.average_rating),
              ratingCount: num(org.reviews_count),
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
    breadcrumbJsonLd([
      { name: words.home, url: `${a.publicUrl}/` },
      { name: words.organizations, url: `${a.publicUrl}/organizations` },
      { name, url: a.url },
    ]),
  ];
  return {
    ...placed(a, name),
    description,
    type: "profile",
    image: preview(a, name),
    jsonLd,
  };
}

/** A blog post's head, or null when the answer is not a post. */
export function postHead(post: Facts, a: PageAddress): HeadFacts | null {
  const name = text(post.title);
  if (!name) return null;
  const words = WORDS[a.language];
  const description = text(post.excerpt) || plainText(text(post.content)) || name;
  const author = obj(post.user);
  const organization = obj(post.organization);
  const published = isoDate(post.published_at);
  const image = httpUrl(post.image) ?? httpUrl(post.thumbnail);
  const category = text(obj(post.category)?.name);
  const tags = Array.isArray(post.tags) ? post.tags.filter((tag): tag is string => typeof tag === "string") : [];
  const written = inLanguage(post.language);
  const jsonLd: object[] = [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      "@id": a.url,
      mainEntityOfPage: a.url,
      url: a.url,
      headline: name.slice(0, 110),
      description,
      ...(image ? { image: [a.previewImage ?? image, image] } : {}),
      ...(published ? { datePublished: published } : {}),
      ...(text(author?.name) ? { author: { "@type": "Person", name: text(author?.name) } } : {}),
      publisher: text(organization?.name)
        ? { "@type": "Organization", name: text(organization?.name), ...(httpUrl(organization?.logo) ? { logo: httpUrl(organization?.logo) } : {}) }
        : { "@type": "Organization", name: SITE_NAME, url: `${a.publicUrl}/` },
      ...(category ? { articleSection: category } : {}),
      ...(tags.length ? { keywords: tags.join(", ") } : {}),
      ...(written ? { inLanguage: written } : {}),
    },
    breadcrumbJsonLd([
      { name: words.home, url: `${a.publicUrl}/` },
      { name: words.blog, url: `${a.publicUrl}/blog` },
      { name, url: a.url },
    ]),
  ];
  return {
    ...placed(a, name),
    description,
    type: "article",
    image: preview(a, name),
    jsonLd,
  };
}

/** The home page's: the platform as a site searchable through its catalogue, and as an organization. */
export function siteJsonLd(publicUrl: string, language: Language): object[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE_NAME,
      url: `${publicUrl}/`,
      inLanguage: ["en", "fr"],
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${publicUrl}/courses?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE_NAME,
      url: `${publicUrl}/`,
      logo: `${publicUrl}/icon-512.png`,
      areaServed: "CM",
      knowsLanguage: language === "fr" ? ["fr", "en"] : ["en", "fr"],
    },
  ];
}

/** The catalogue's: the courses of its first page, in order. */
export function catalogueJsonLd(courses: unknown, publicUrl: string): object[] {
  const items = (Array.isArray(courses) ? courses : []).map(obj).filter((c): c is Facts => c !== null && text(c.slug) !== "" && text(c.title) !== "");
  if (!items.length) return [];
  return [
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: items.map((c, i) => ({
        "@type": "ListItem",
        position: i + 1,
        url: `${publicUrl}/courses/${encodeURIComponent(text(c.slug))}`,
        name: text(c.title),
      })),
    },
  ];
}
