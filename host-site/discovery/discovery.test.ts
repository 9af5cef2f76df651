// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Answer, ApiReader } from "../api-reader.ts";
import { discoveryResponse } from "./discovery.ts";
import { robotsTxt } from "./robots.ts";
import { LEGAL_UPDATED, sitemap, sitemapIndex, w3cDate } from "./sitemap.ts";

const SITE = "https://learn.example.cm";
const NOW = new Date("2026-03-01T12:00:00Z");

/** A fake API: each path (with its query) answers what `answers` says; anything else fails to answer. */
function fakeReader(answers: Record<string, unknown>): ApiReader & { asked: string[] } {
  const asked: string[] = [];
  const read = async (p: string): Promise<Answer> => {
    asked.push(p);
    return p in answers ? { status: "found", body: answers[p] } : { status: "unknown" };
  };
  return Object.assign(read, { asked });
}

/** Checks the document is well-formed XML (tags balance, `&` only in entities, no `<` in text or values); returns its elements. */
function parseXml(xml: string): { name: string; attributes: Record<string, string>; text: string }[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf("?>") + 2);
  const elements: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const open: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const entityOk = (s: string) => /^(?:[^&<]|&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)*$/.test(s);
  const unescapeXml = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&");
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    at = token.lastIndex;
    const [, closing, name, attrs, selfClosing, text] = m;
    if (text !== undefined) {
      expect(entityOk(text), `text ${text}`).toBe(true);
      if (open.length) open[open.length - 1].text += unescapeXml(text);
      else expect(text.trim()).toBe("");
      continue;
    }
    if (closing) {
      expect(open.pop()?.name).toBe(name);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of attrs.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
      expect(entityOk(value), `attribute ${value}`).toBe(true);
      attributes[key] = unescapeXml(value);
    }
    const element = { name, attributes, text: "" };
    elements.push(element);
    if (!selfClosing) open.push(element);
  }
  expect(at).toBe(body.length);
  expect(open).toEqual([]);
  return elements;
}

/** Each `<url>`: its loc, lastmod and alternates (hreflang → href). */
function urlsOf(xml: string) {
  const elements = parseXml(xml);
  expect(elements[0].name).toBe("urlset");
  expect(elements[0].attributes).toEqual({ xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9", "xmlns:xhtml": "http://www.w3.org/1999/xhtml" });
  const urls: { loc: string; lastmod?: string; alternates: Record<string, string> }[] = [];
  for (const e of elements.slice(1)) {
    if (e.name === "url") urls.push({ loc: "", alternates: {} });
    else if (e.name === "loc") urls[urls.length - 1].loc = e.text;
    else if (e.name === "lastmod") urls[urls.length - 1].lastmod = e.text;
    else if (e.name === "xhtml:link") {
      expect(e.attributes.rel).toBe("alternate");
      urls[urls.length - 1].alternates[e.attributes.hreflang] = e.attributes.href;
    } else throw new Error(`unexpected <${e.name}>`);
  }
  return urls;
}

async function xmlOf(kind: Parameters<typeof sitemap>[0], read: ApiReader, extra: { pagesUpdatedAt?: Date } = {}) {
  const result = await sitemap(kind, { publicUrl: `${SITE}/`, read, now: NOW, ...extra });
  expect(result.status).toBe(200);
  return result.status === 200 ? result.xml : "";
}

const course = (slug: string, organization = "org-a") => ({
  id: slug.length,
  slug,
  title: slug,
  organization: { id: 1, slug: organization, name: organization },
});
const coursesPages = (pages: unknown[][]) =>
  Object.fromEntries(pages.map((data, i) => [`/courses?page=${i + 1}`, { data, meta: { current_page: i + 1, last_page: pages.length, total: 7 } }]));

describe("the sitemap index", () => {
  it("names the four sitemaps on the site's own address", () => {
    const elements = parseXml(sitemapIndex(`${SITE}/`));
    expect(elements[0]).toMatchObject({ name: "sitemapindex", attributes: { xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9" } });
    expect(elements.filter((e) => e.name === "loc").map((e) => e.text)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/courses.xml`,
      `${SITE}/sitemaps/organizations.xml`,
      `${SITE}/sitemaps/posts.xml`,
    ]);
  });
});

describe("the pages sitemap", () => {
  it("lists each public page three times, each address naming the English, French and default ones", async () => {
    const urls = urlsOf(await xmlOf("pages", fakeReader({}), { pagesUpdatedAt: new Date("2026-02-20T08:15:30.250Z") }));
    const about = urls.filter((u) => u.loc.startsWith(`${SITE}/about`));
    expect(about.map((u) => u.loc)).toEqual([`${SITE}/about`, `${SITE}/about?lang=en`, `${SITE}/about?lang=fr`]);
    for (const u of about) {
      expect(u.alternates).toEqual({ en: `${SITE}/about?lang=en`, fr: `${SITE}/about?lang=fr`, "x-default": `${SITE}/about` });
      expect(u.lastmod).toBe("2026-02-20T08:15:30Z");
    }
    expect(urls.find((u) => u.loc === `${SITE}/?lang=fr`)?.alternates["x-default"]).toBe(`${SITE}/`);
    // The legal pages carry their documents' date.
    expect(urls.find((u) => u.loc === `${SITE}/privacy-policy?lang=en`)?.lastmod).toBe("2025-06-14");
  });

  it("leaves out the learner's pages, the sign-in forms, pages with a parameter, the gallery and the 404", async () => {
    const paths = new Set(urlsOf(await xmlOf("pages", fakeReader({}))).map((u) => new URL(u.loc).pathname));
    expect([...paths].sort()).toEqual(
      [
        "/",
        "/about",
        "/courses",
        "/organizations",
        "/students",
        "/blog",
        "/contact",
        "/partner-program",
        "/coming-soon",
        "/terms-of-service",
        "/privacy-policy",
      ].sort(),
    );
  });

  it("gives the legal pages the date their documents show", () => {
    const source = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../widgets/site/legal-page/legal-page.tsx"), "utf8");
    expect(/privacy: \{ updated: "([\d-]+)"/.exec(source)?.[1]).toBe(LEGAL_UPDATED["/privacy-policy"]);
    expect(/terms: \{ updated: "([\d-]+)"/.exec(source)?.[1]).toBe(LEGAL_UPDATED["/terms-of-service"]);
  });
});

describe("the courses sitemap", () => {
  it("reads the catalogue to its last page and writes every course, a slug with & and accents encoded", async () => {
    const read = fakeReader(coursesPages([[course("intro-a"), course("r&d-été")], [course("b"), course("c")], [course("d")]]));
    const xml = await xmlOf("courses", read);
    expect(read.asked).toEqual(["/courses?page=1", "/courses?page=2", "/courses?page=3"]);
    const locs = urlsOf(xml)
      .map((u) => u.loc)
      .filter((l) => !l.includes("?"));
    expect(locs).toEqual(["intro-a", "r%26d-%C3%A9t%C3%A9", "b", "c", "d"].map((s) => `${SITE}/courses/${s}`));
    expect(xml).toContain("<loc>https://learn.example.cm/courses/r%26d-%C3%A9t%C3%A9?lang=fr</loc>");
    // No course date in the listing: no <lastmod> rather than a made-up one.
    expect(xml).not.toContain("<lastmod>");
  });

  it("goes on until an empty page when the API gives no page count, and stops at a page that repeats", async () => {
    const read = fakeReader({
      "/courses?page=1": { data: [course("a")] },
      "/courses?page=2": { data: [course("b")] },
      "/courses?page=3": { data: [] },
    });
    expect(urlsOf(await xmlOf("courses", read)).length).toBe(6);
    expect(read.asked).toEqual(["/courses?page=1", "/courses?page=2", "/courses?page=3"]);
    const same = fakeReader(Object.fromEntries([1, 2, 3].map((n) => [`/courses?page=${n}`, { data: [course("a")] }])));
    expect(urlsOf(await xmlOf("courses", same)).length).toBe(3);
    expect(same.asked).toEqual(["/courses?page=1", "/courses?page=2"]);
  });

  it("is a 503, not a shorter list, when the API does not answer a page", async () => {
    const answers = coursesPages([[course("a")], [course("b")], [course("c")]]);
    delete answers["/courses?page=2"];
    expect(await sitemap("courses", { publicUrl: SITE, read: fakeReader(answers), now: NOW })).toEqual({ status: 503 });
    expect(await sitemap("courses", { publicUrl: SITE, read: fakeReader({ "/courses?page=1": { message: "Server Error" } }), now: NOW })).toEqual({
      status: 503,
    });
    const response = await discoveryResponse("/sitemaps/courses.xml", { publicUrl: SITE, read: fakeReader({}) });
    expect(response).toMatchObject({ status: 503, cacheControl: "no-store" });
    expect(response?.body).not.toContain("<urlset");
  });
});

describe("the posts sitemap", () => {
  it("dates each post by its published_at, in the W3C format", async () => {
    const read = fakeReader({
      "/posts?page=1": {
        data: [
          { slug: "first", published_at: "2025-11-03T09:30:00.000Z" },
          { slug: "second", published_at: "2025-10-01" },
          { slug: "third", published_at: "not a date" },
        ],
        meta: { current_page: 1, last_page: 1 },
      },
    });
    const urls = urlsOf(await xmlOf("posts", read));
    expect(urls.map((u) => [u.loc, u.lastmod]).filter(([loc]) => !loc?.includes("?"))).toEqual([
      [`${SITE}/blog/first`, "2025-11-03T09:30:00Z"],
      [`${SITE}/blog/second`, "2025-10-01"],
      [`${SITE}/blog/third`, undefined],
    ]);
  });

  it("reads dates with a zone to the second, without one to the day, and drops impossible or future ones", () => {
    expect(w3cDate("2025-11-03T10:30:00+01:00", NOW)).toBe("2025-11-03T09:30:00Z");
    expect(w3cDate("2025-11-03 10:30:00", NOW)).toBe("2025-11-03");
    expect(w3cDate("2025-02-30", NOW)).toBeUndefined();
    expect(w3cDate("2027-01-01T00:00:00Z", NOW)).toBeUndefined();
  });
});

describe("the organizations sitemap", () => {
  it("takes the organizations' slugs from their list when it has them", async () => {
    const read = fakeReader({
      "/organizations/list": {
        data: [
          { id: 1, slug: "alpha", name: "Alpha" },
          { id: 2, slug: "béta & co", name: "Béta" },
        ],
      },
    });
    const locs = urlsOf(await xmlOf("organizations", read)).map((u) => u.loc);
    expect(locs.filter((l) => !l.includes("?"))).toEqual([`${SITE}/organizations/alpha`, `${SITE}/organizations/b%C3%A9ta%20%26%20co`]);
    expect(read.asked).toEqual(["/organizations/list"]);
  });

  it("takes them from the featured organizations and the courses' when the list names ids only", async () => {
    const read = fakeReader({
      "/organizations/list": {
        data: [
          { id: 1, name: "Alpha" },
          { id: 2, name: "Beta" },
          { id: 3, name: "Gamma" },
        ],
      },
      "/organizations": { data: [{ id: 1, slug: "alpha", name: "Alpha" }] },
      ...coursesPages([[course("x", "beta"), course("y", "alpha")], [course("z", "beta")]]),
    });
    const locs = urlsOf(await xmlOf("organizations", read))
      .map((u) => u.loc)
      .filter((l) => !l.includes("?"));
    expect(locs).toEqual([`${SITE}/organizations/alpha`, `${SITE}/organizations/beta`]);
  });

  it("is a 503 when a list it needs does not come", async () => {
    const read = fakeReader({ "/organizations/list": { data: [{ id: 1, name: "Alpha" }] }, "/organizations": { data: [] } });
    expect(await sitemap("organizations", { publicUrl: SITE, read })).toEqual({ status: 503 });
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the account and sign-in pages and names the sitemap", () => {
    const lines = robotsTxt(`${SITE}/`).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/account/", "/signin", "/signup", "/forgot-password", "/reset-password/"]) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((l) => l.startsWith("Disallow:")).some((l) => l === "Disallow: /" || l === "Disallow: /courses")).toBe(false);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe("discoveryResponse", () => {
  const options = { publicUrl: SITE, read: fakeReader({}) };

  it("answers robots.txt, the manifest and the sitemap index with their types and caching", async () => {
    expect(await discoveryResponse("/robots.txt", options)).toMatchObject({
      status: 200,
      type: "text/plain; charset=utf-8",
      cacheControl: "public, max-age=86400",
    });
    const manifest = await discoveryResponse("/manifest.webmanifest", options);
    expect(manifest).toMatchObject({ status: 200, type: "application/manifest+json", cacheControl: "public, max-age=86400" });
    expect(JSON.parse(manifest?.body ?? "").start_url).toBe("/");
    const index = await discoveryResponse("/sitemap.xml", options);
    expect(index).toMatchObject({ status: 200, type: "application/xml; charset=utf-8", cacheControl: "public, max-age=3600, s-maxage=3600" });
    expect((await discoveryResponse("/sitemaps/pages.xml", options))?.body).toContain(`<loc>${SITE}/about?lang=fr</loc>`);
  });

  it("is null for every other path", async () => {
    for (const p of ["/", "/sitemaps/users.xml", "/sitemaps/", "/robots.txt/", "/courses"]) expect(await discoveryResponse(p, options)).toBeNull();
  });
});
