import { Window } from "happy-dom";
import { describe, expect, it, vi } from "vitest";
import { aPublicCertificate } from "#tests/support/certificate-fixtures.ts";
import {
  type CertificateFacts,
  certificateFallback,
  certificateHead,
  certificateLookup,
  credentialJsonLd,
  missingCertificateHead,
  withFallback,
} from "./certificate-head.ts";
import { withHead } from "./heads/markup.ts";
import { renderPage } from "./page.ts";
import { ROUTES } from "./routes.ts";

const certificate: CertificateFacts = aPublicCertificate({
  organization: { name: "Douala Business School", slug: "dbs", logo: "https://cdn.example/dbs.png" },
});
const PAGE = "https://learning.cm/certificate/LPC-2026-AB12";

describe("the credential's JSON-LD", () => {
  it("describes it as a schema.org EducationalOccupationalCredential and an Open Badges 3.0 credential", () => {
    const [schemaOrg, badge] = credentialJsonLd(certificate, PAGE, "https://learning.cm") as Record<string, any>[];
    expect(schemaOrg).toMatchObject({
      "@context": "https://schema.org",
      "@type": "EducationalOccupationalCredential",
      url: PAGE,
      identifier: "LPC-2026-AB12",
      credentialCategory: "certificate",
      dateCreated: "2026-03-09T10:00:00.000Z",
      about: { "@type": "Course", name: "Bookkeeping for Small Businesses", url: "https://learning.cm/courses/bookkeeping" },
      recognizedBy: { "@type": "Organization", name: "Douala Business School", url: "https://learning.cm/organizations/dbs" },
    });
    expect(badge["@context"]).toEqual(["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"]);
    expect(badge.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(badge).toMatchObject({ id: PAGE, validFrom: "2026-03-09T10:00:00.000Z", issuer: { type: ["Profile"], name: "Douala Business School" } });
    expect(badge.credentialSubject.achievement).toMatchObject({ type: ["Achievement"], name: "Bookkeeping for Small Businesses" });
    expect(badge.credentialSubject.identifier[0]).toEqual({ type: "IdentityObject", identityType: "name", hashed: false, identityHash: "Amina Njoya" });
  });
});

describe("the certificate page's head", () => {
  it("gives a title, a description, the canonical address and Open Graph tags", () => {
    const head = certificateHead(certificate, PAGE, "https://learning.cm");
    expect(head).toContain("<title>Bookkeeping for Small Businesses: Amina Njoya&#39;s certificate · Learning platform</title>");
    expect(head).toContain(
      '<meta name="description" content="Amina Njoya completed Bookkeeping for Small Businesses, offered by Douala Business School, on 2026-03-09.',
    );
    expect(head).toContain(`<link rel="canonical" href="${PAGE}">`);
    expect(head).toContain('<meta property="og:title" content="Bookkeeping for Small Businesses: Amina Njoya">');
    expect(head).toContain(`<meta property="og:url" content="${PAGE}">`);
    // A PNG the server makes from the issuer's logo: link previews show no SVG.
    expect(head).toContain(
      `<meta property="og:image" content="https://learning.cm/og/certificates/${encodeURIComponent(certificate.certificate_number)}.png">`,
    );
  });

  it("speaks the page's language: a French reader's title, description and site name, and a number that names nothing", () => {
    const head = certificateHead(certificate, PAGE, "https://learning.cm", "fr");
    expect(head).toContain("<title>Bookkeeping for Small Businesses : certificat obtenu par Amina Njoya · Plateforme d’apprentissage</title>");
    expect(head).toContain(
      '<meta name="description" content="Amina Njoya a suivi Bookkeeping for Small Businesses, proposé par Douala Business School, le 2026-03-09.',
    );
    expect(head).toContain('<meta property="og:site_name" content="Plateforme d’apprentissage">');
    expect(missingCertificateHead("fr")).toContain("<title>Certificat introuvable · Plateforme d’apprentissage</title>");
    expect(missingCertificateHead()).toContain("<title>Certificate not found · Learning platform</title>");
  });

  it("keeps a hostile name inside its text and its script: nothing can close the element or add a tag", () => {
    const hostile = { ...certificate, holder: { name: '</script><script>alert(1)</script>"><img src=x onerror=alert(1)>' } };
    const html = withHead("<html><head><title>Certificate</title></head></html>", certificateHead(hostile, PAGE, "https://learning.cm"));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<img");
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1];
    expect(JSON.parse(json)[1].credentialSubject.identifier[0].identityHash).toBe(hostile.holder.name);
  });
});

describe("a built page written for its certificate", () => {
  it("keeps one title, one description and one set of Open Graph tags: the certificate's", () => {
    const route = ROUTES.find((r) => r.path === "/certificate/:number")!;
    const html = withHead(renderPage(route, { apiBase: "http://api.test/api", realtimeKey: "k" }), certificateHead(certificate, PAGE, "https://learning.cm"));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html.match(/<meta property="og:title"/g)).toHaveLength(1);
    expect(html).toContain("<title>Bookkeeping for Small Businesses: Amina Njoya&#39;s certificate");
  });
});

describe("a holder's name written into the page", () => {
  const route = ROUTES.find((r) => r.path === "/certificate/:number")!;
  const built = renderPage(route, { apiBase: "http://api.test/api", realtimeKey: "k" });
  // The names that once rewrote the page: String.replace reads `$…` in a replacement as references to the page.
  const NAMES = [
    ["0;url='https://evil.example/'", "$2 http-equiv=refresh data-x="],
    ["$&", "$'"],
    ["$`", "$1"],
    ["$$", "$<x>"],
    ["</script><script>alert(1)</script>", "<!-- x"],
    ['"Amina"', "N'joya"],
    ["\u202eAmina", "Njoya\u2028\u2029"],
  ];

  for (const [first, last] of NAMES)
    it(`keeps ${JSON.stringify(`${first} ${last}`)} as text, in the head, the JSON-LD and the page`, () => {
      const name = `${first} ${last}`;
      const holder = { ...certificate, holder: { name } };
      const html = withFallback(withHead(built, certificateHead(holder, PAGE, "https://learning.cm")), certificateFallback(holder));
      const { document } = new Window();
      document.write(html);
      expect(document.title).toBe(`Bookkeeping for Small Businesses: ${name}'s certificate · Learning platform`);
      expect(document.querySelectorAll("meta[http-equiv]")).toHaveLength(0);
      expect(document.querySelectorAll("title")).toHaveLength(1);
      expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(document.querySelector('meta[property="og:title"]')!.getAttribute("content")).toBe(`Bookkeeping for Small Businesses: ${name}`);
      const scripts = [...document.querySelectorAll("script")];
      expect(scripts.filter((s) => s.type === "application/ld+json")).toHaveLength(1);
      expect(scripts.some((s) => !s.type.includes("json") && !s.src)).toBe(false);
      const json = JSON.parse(scripts.find((s) => s.type === "application/ld+json")!.textContent!);
      expect(json[1].credentialSubject.identifier[0].identityHash).toBe(name);
      expect(scripts.find((s) => s.type === "application/ld+json")!.textContent).not.toMatch(/[\u2028\u2029]/);
      expect(document.querySelector("lp-certificate h1")!.textContent).toBe(name);
    });
});

describe("the certificate before the widget is drawn", () => {
  it("is written into the element as text", () => {
    const hostile = { ...certificate, holder: { name: "<img src=x onerror=alert(1)>" } };
    const html = withFallback("<main><lp-certificate></lp-certificate></main>", certificateFallback(hostile));
    expect(html).toContain("<h1>&lt;img src=x onerror=alert(1)&gt;</h1>");
    expect(html).toContain(">Bookkeeping for Small Businesses</p>");
    expect(html).toContain("2026-03-09 · LPC-2026-AB12");
    expect(html).not.toContain("<img");
  });
});

describe("asking the API when a page is served", () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

  it("finds a certificate, and keeps the answer for the next visitor", async () => {
    const fetcher = answer(200, { data: certificate });
    const lookup = certificateLookup("http://api.test/api", fetcher as typeof fetch);
    expect(await lookup("LPC-2026-AB12")).toEqual({ status: "found", certificate });
    await lookup("LPC-2026-AB12");
    expect(fetcher).toHaveBeenCalledOnce();
    expect(String((fetcher.mock.calls[0] as unknown[])[0])).toBe("http://api.test/api/certificates/LPC-2026-AB12");
  });

  it("tells a missing number from an API that does not answer, and asks again after a failure", async () => {
    expect(await certificateLookup("http://api.test/api", answer(404, { message: "Certificate not found." }) as typeof fetch)("NOPE")).toEqual({
      status: "missing",
    });
    const down = vi.fn(async () => Promise.reject(new TypeError("fetch failed")));
    const lookup = certificateLookup("http://api.test/api", down as typeof fetch);
    expect(await lookup("LPC-1")).toEqual({ status: "unknown" });
    await lookup("LPC-1");
    expect(down).toHaveBeenCalledTimes(2);
    expect(await certificateLookup("http://api.test/api", answer(200, { data: { certificate_number: 3 } }) as typeof fetch)("LPC-1")).toEqual({
      status: "unknown",
    });
  });
});
