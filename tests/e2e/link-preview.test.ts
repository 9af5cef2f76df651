import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, type Stack, startStack } from "./stack.ts";

/**
 * What WhatsApp, Facebook and search engines read of a shared link: the HTML as the server sends
 * it, with no script run. Fetched and parsed here, as their crawlers do.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name] ?? "");

/** The page's meta tags by name or property, and its JSON-LD blocks. */
async function preview(url: string) {
  const response = await fetch(url, { headers: { "User-Agent": "WhatsApp/2.23.20.0" } });
  const html = await response.text();
  const meta: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) meta[key] ??= decode(value);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1])].flat());
  return { status: response.status, html, meta, jsonLd, title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "") };
}

/** The picture a preview shows: a PNG of at least 1200 × 630. */
async function previewPicture(url: string) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get("content-type"), width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe("a shared link, read without running a script", () => {
  it("previews a course with its own title, words and picture, and describes it as a Course with its price in XAF", async () => {
    const slug = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses?page=1")).body.data[0].slug;
    const detail = (await stack.api<{ course: { title: string; sub_title: string } }>("GET", `/courses/${slug}`)).body.course;
    const page = await preview(`${stack.siteUrl}/courses/${slug}`);
    expect(page.status).toBe(200);
    expect(page.meta["og:title"]).toBe(`${detail.title} · Learning platform`);
    expect(page.meta["og:description"]).toBe(detail.sub_title);
    expect(await previewPicture(page.meta["og:image"])).toMatchObject({ status: 200, type: "image/png", width: 1200, height: 630 });
    const ld = page.jsonLd.find((item) => item["@type"] === "Course");
    expect(ld).toMatchObject({ name: detail.title, provider: { "@type": "Organization" }, offers: [{ priceCurrency: "XAF" }] });
    expect(ld.description.length).toBeGreaterThan(20);
    expect(page.jsonLd.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("previews an organization, a post and a certificate with their own titles and a PNG picture", async () => {
    const org = (await stack.api<{ data: { slug: string; name: string }[] }>("GET", "/organizations")).body.data[0];
    const post = (await stack.api<{ data: { slug: string; title: string }[] }>("GET", "/posts?page=1")).body.data[0];
    const token = (await stack.api<{ authorization: { token: string } }>("POST", "/login", DEMO)).body.authorization.token;
    const certificate = (await stack.api<{ data: { certificate_number: string; course: { title: string } }[] }>("GET", "/my-certificates", undefined, token))
      .body.data[0];
    const pages = [
      { url: `${stack.siteUrl}/organizations/${org.slug}`, title: org.name, type: "EducationalOrganization" },
      { url: `${stack.siteUrl}/blog/${post.slug}`, title: post.title, type: "BlogPosting" },
      { url: `${stack.siteUrl}/certificate/${certificate.certificate_number}`, title: certificate.course.title, type: "EducationalOccupationalCredential" },
    ];
    for (const expected of pages) {
      const page = await preview(expected.url);
      expect(page.status, expected.url).toBe(200);
      expect(page.meta["og:title"], expected.url).toContain(expected.title);
      expect(page.meta["og:description"]?.length, expected.url).toBeGreaterThan(20);
      expect(await previewPicture(page.meta["og:image"]), expected.url).toMatchObject({ status: 200, type: "image/png", width: 1200, height: 630 });
      expect(
        page.jsonLd.map((item) => item["@type"]),
        expected.url,
      ).toContain(expected.type);
    }
    const posting = (await preview(pages[1].url)).jsonLd.find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: post.title, image: expect.any(Array), datePublished: expect.any(String) });
  });

  it("names each language's address, answers 404 for what does not exist, and French for a French address", async () => {
    const slug = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses?page=1")).body.data[0].slug;
    const fr = await preview(`${stack.siteUrl}/courses/${slug}?lang=fr`);
    expect(fr.html).toMatch(/<html lang="fr"/);
    expect(fr.html).toContain(`<link rel="canonical" href="${stack.siteUrl}/courses/${slug}?lang=fr">`);
    expect(fr.html).toContain(`<link rel="alternate" hreflang="x-default" href="${stack.siteUrl}/courses/${slug}">`);
    const missing = await preview(`${stack.siteUrl}/courses/no-such-course`);
    expect(missing.status).toBe(404);
    expect(missing.meta.robots).toBe("noindex");
  });

  it("is found: robots.txt names the sitemap, whose index leads to every course, and the icons answer", async () => {
    const robots = await (await fetch(`${stack.siteUrl}/robots.txt`)).text();
    expect(robots).toMatch(/Disallow: \/account\//);
    expect(robots).toContain(`Sitemap: ${stack.siteUrl}/sitemap.xml`);
    const index = await (await fetch(`${stack.siteUrl}/sitemap.xml`)).text();
    const courses = [...index.matchAll(/<loc>([^<]*courses\.xml)<\/loc>/g)].map((m) => m[1])[0];
    const list = await (await fetch(courses)).text();
    const slug = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses?page=1")).body.data[0].slug;
    expect(list).toContain(`<loc>${stack.siteUrl}/courses/${slug}</loc>`);
    for (const icon of ["/favicon.ico", "/icon-192.png", "/apple-touch-icon.png", "/manifest.webmanifest"])
      expect((await fetch(`${stack.siteUrl}${icon}`)).status, icon).toBe(200);
  });
});
