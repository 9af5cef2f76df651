/**
 * What the host-site server writes into a certificate's page when it serves it: a title,
 * description and Open Graph tags (a shared link previews the certificate) and JSON-LD describing
 * the credential. It asks the API once per certificate, keeps the answer a minute, and serves the
 * plain page when the API does not answer in time: the widget still checks on its own.
 */

import type { Language } from "./api-reader.ts";
import { SITE_NAMES } from "./heads/head.ts";
import { escapeHtml, scriptJson, spliced } from "./heads/markup.ts";

/** The public certificate as the API gives it (GET /certificates/{number}). */
export interface CertificateFacts {
  certificate_number: string;
  title?: string | null;
  issued_at: string;
  holder: { name: string };
  course: { title: string; slug?: string | null };
  organization: { name: string; slug?: string | null; logo?: string | null };
  url?: string | null;
}

const isoDate = (value: string) => {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
};

/**
 * The credential in two vocabularies: schema.org's EducationalOccupationalCredential (what search
 * engines read) and an Open Badges 3.0 OpenBadgeCredential in the Verifiable Credentials data
 * model. It carries no proof: the platform's page, which checks with the API, is the proof.
 */
export function credentialJsonLd(c: CertificateFacts, pageUrl: string, platformUrl: string): object[] {
  const issued = isoDate(c.issued_at);
  const courseUrl = c.course.slug ? `${platformUrl}/courses/${encodeURIComponent(c.course.slug)}` : undefined;
  const organizationUrl = c.organization.slug ? `${platformUrl}/organizations/${encodeURIComponent(c.organization.slug)}` : undefined;
  const name = c.title?.trim() || "Certificate of Completion";
  return [
    {
      "@context": "https://schema.org",
      "@type": "EducationalOccupationalCredential",
      "@id": pageUrl,
      url: pageUrl,
      name: `${name}: ${c.course.title}`,
      identifier: c.certificate_number,
      credentialCategory: "certificate",
      dateCreated: issued,
      about: { "@type": "Course", name: c.course.title, url: courseUrl },
      recognizedBy: { "@type": "Organization", name: c.organization.name, url: organizationUrl, logo: c.organization.logo ?? undefined },
      // schema.org has no holder for a credential: the person is the one it was awarded to.
      mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
      description: `${name} awarded to ${c.holder.name} for completing ${c.course.title}, offered by ${c.organization.name}.`,
    },
    {
      "@context": ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],
      id: pageUrl,
      type: ["VerifiableCredential", "OpenBadgeCredential"],
      name,
      issuer: {
        id: organizationUrl ?? platformUrl,
        type: ["Profile"],
        name: c.organization.name,
        ...(c.organization.logo ? { image: { id: c.organization.logo, type: "Image" } } : {}),
      },
      validFrom: issued,
      credentialSubject: {
        type: ["AchievementSubject"],
        // Open Badges names a person through an identifier; the name is public on this page already.
        identifier: [{ type: "IdentityObject", identityType: "name", hashed: false, identityHash: c.holder.name }],
        achievement: {
          id: courseUrl ? `${courseUrl}#certificate` : `${pageUrl}#achievement`,
          type: ["Achievement"],
          achievementType: "Certificate",
          name: c.course.title,
          description: `Completion of the course ${c.course.title}, offered by ${c.organization.name}.`,
          criteria: { narrative: `Complete every lesson of ${c.course.title}.` },
        },
      },
    },
  ];
}

/** A certificate's title and description, in the page's language. */
const CERTIFICATE_WORDS: Record<Language, (c: CertificateFacts, issued: string | undefined) => { title: string; description: string }> = {
  en: (c, issued) => ({
    title: `${c.course.title}: ${c.holder.name}'s certificate · ${SITE_NAMES.en}`,
    description: `${c.holder.name} completed ${c.course.title}, offered by ${c.organization.name}${issued ? `, on ${issued}` : ""}. Certificate ${c.certificate_number}, verified by ${SITE_NAMES.en}.`,
  }),
  fr: (c, issued) => ({
    title: `${c.course.title} : certificat obtenu par ${c.holder.name} · ${SITE_NAMES.fr}`,
    description: `${c.holder.name} a suivi ${c.course.title}, proposé par ${c.organization.name}${issued ? `, le ${issued}` : ""}. Certificat ${c.certificate_number}, vérifié par ${SITE_NAMES.fr}.`,
  }),
};

/** The head of a certificate's page: title, description, canonical address, Open Graph, JSON-LD. */
export function certificateHead(c: CertificateFacts, pageUrl: string, platformUrl: string, language: Language = "en"): string {
  const issued = isoDate(c.issued_at)?.slice(0, 10);
  const { title, description } = CERTIFICATE_WORDS[language](c, issued);
  const meta = (attribute: "name" | "property", key: string, value: string | null | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : "";
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAMES[language]),
    meta("property", "og:title", `${c.course.title}: ${c.holder.name}`),
    meta("property", "og:description", description),
    meta("property", "og:url", pageUrl),
    meta("property", "og:image", `${platformUrl}/og/certificates/${encodeURIComponent(c.certificate_number)}.png`),
    meta("property", "og:image:width", "1200"),
    meta("property", "og:image:height", "630"),
    meta("name", "twitter:card", "summary_large_image"),
    `<script type="application/ld+json">${scriptJson(credentialJsonLd(c, pageUrl, platformUrl))}</script>`,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * What the page shows of the certificate before the widget is drawn (and to a reader or crawler
 * without scripts): the plain facts, as text. The widget's own view takes its place.
 */
export function certificateFallback(c: CertificateFacts): string {
  const issued = isoDate(c.issued_at)?.slice(0, 10);
  return `<article class="certificate-fallback">
<p>${escapeHtml(c.title?.trim() || "Certificate of Completion")} · ${escapeHtml(c.organization.name)}</p>
<h1>${escapeHtml(c.holder.name)}</h1>
<p class="certificate-fallback-course">${escapeHtml(c.course.title)}</p>
<p>${issued ? `${issued} · ` : ""}${escapeHtml(c.certificate_number)}</p>
</article>`;
}

/** Writes the fallback into the page's <lp-certificate> element. */
export const withFallback = (html: string, fallback: string): string =>
  spliced(html, /<lp-certificate><\/lp-certificate>/, `<lp-certificate>${fallback}</lp-certificate>`);

/** The head of a page for a number that names no certificate: said, and kept out of search results. */
export function missingCertificateHead(language: Language = "en"): string {
  const title = language === "fr" ? "Certificat introuvable" : "Certificate not found";
  return `<title>${title} · ${SITE_NAMES[language]}</title>\n<meta name="robots" content="noindex">`;
}

type Lookup = { status: "found"; certificate: CertificateFacts } | { status: "missing" } | { status: "unknown" };

const TIMEOUT_MS = 1500;
const KEEP_MS = 60_000;
const MAX_KEPT = 500;

/** Asks the API about certificates for the pages it serves, each answer kept a minute. */
export function certificateLookup(apiBase: string, fetcher: typeof fetch = fetch): (number: string) => Promise<Lookup> {
  const kept = new Map<string, { at: number; lookup: Lookup }>();
  return async (number) => {
    const hit = kept.get(number);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.lookup;
    let lookup: Lookup;
    try {
      const response = await fetcher(`${apiBase}/certificates/${encodeURIComponent(number)}`, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as { data?: CertificateFacts } | null;
      const c = body?.data;
      if (response.status === 404) lookup = { status: "missing" };
      else if (
        response.ok &&
        c &&
        typeof c.certificate_number === "string" &&
        typeof c.holder?.name === "string" &&
        typeof c.course?.title === "string" &&
        typeof c.organization?.name === "string"
      )
        lookup = { status: "found", certificate: c };
      else lookup = { status: "unknown" };
    } catch {
      lookup = { status: "unknown" };
    }
    // A failure to ask is not kept: the next visitor asks again.
    if (lookup.status !== "unknown") {
      kept.set(number, { at: Date.now(), lookup });
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    }
    return lookup;
  };
}
