import jsQR from "jsqr";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browsing, toast, unexpected } from "./browsing.ts";
import { DEMO, type Stack, startStack } from "./stack.ts";

let stack: Stack;
const { fresh, visit } = browsing(() => stack);

interface Mine {
  certificate_number: string;
  course: { title: string };
}
let mine: Mine;
let holder: string;

beforeAll(async () => {
  stack = await startStack();
  const token = (await stack.api<{ authorization: { token: string } }>("POST", "/login", DEMO)).body.authorization.token;
  const { user } = (await stack.api<{ user: { first_name: string; last_name: string } }>("GET", "/user", undefined, token)).body;
  holder = `${user.first_name} ${user.last_name}`;
  mine = (await stack.api<{ data: Mine[] }>("GET", "/my-certificates", undefined, token)).body.data[0];
  expect(mine).toBeTruthy();
});

afterAll(async () => {
  await stack?.close();
});

const pageUrl = () => `${stack.siteUrl}/certificate/${mine.certificate_number}`;

/** The QR code as the browser draws it, rasterised in the page and read by a real decoder. */
async function decodeQr(page: Page): Promise<string | null> {
  const svg = await page.locator("lp-certificate svg.qr").evaluate((el) => new XMLSerializer().serializeToString(el));
  const image = await page.evaluate(async (markup) => {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 400;
    const g = canvas.getContext("2d")!;
    g.drawImage(img, 0, 0, 400, 400);
    return Array.from(g.getImageData(0, 0, 400, 400).data);
  }, svg);
  return jsQR(Uint8ClampedArray.from(image), 400, 400)?.data ?? null;
}

/** How many pages a PDF from Chromium has, and the first one's size in points. */
function pdfPages(pdf: Buffer): { pages: number; size: number[] } {
  const text = pdf.toString("latin1");
  const pages = text.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  const box = /\/MediaBox\s*\[\s*([\d.\s]+)\]/.exec(text)?.[1].trim().split(/\s+/).map(Number) ?? [];
  return { pages, size: box.slice(2).map(Math.round) };
}

describe("a certificate's public page", () => {
  it("verifies the demo learner's certificate: holder, course, the check just now, a QR code of its own address", async () => {
    const t = await visit(`/certificate/${mine.certificate_number}`);
    const page = t.page.locator("lp-certificate");
    await page.locator(".cert-verification").waitFor();
    expect(await page.locator(".cert-verification").textContent()).toMatch(/^Verified\s*This certificate was checked with 127\.0\.0\.1:\d+ just now, at /);
    expect(await page.locator(".cert-holder").textContent()).toBe(holder);
    expect(await page.locator(".cert-course").textContent()).toBe(mine.course.title);
    expect(await page.locator(".cert-number").textContent()).toBe(mine.certificate_number);
    expect(await decodeQr(t.page)).toBe(pageUrl());
    // The page's own name follows what it shows.
    expect(await t.page.title()).toContain(holder);
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("is described in its HTML before any script runs: title, description, Open Graph, the credential as JSON-LD", async () => {
    const res = await fetch(pageUrl());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<meta property="og:title" content="${mine.course.title}: ${holder}">`);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld[0]).toMatchObject({ "@type": "EducationalOccupationalCredential", identifier: mine.certificate_number, url: pageUrl() });
    expect(ld[1].type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
  });

  it("prints on one A4 landscape page without the site's header and footer", async () => {
    const t = await visit(`/certificate/${mine.certificate_number}`);
    await t.page.locator("lp-certificate .cert-document").waitFor();
    await t.page.emulateMedia({ media: "print" });
    expect(await t.page.locator("lp-site-header").isVisible()).toBe(false);
    expect(await t.page.locator("lp-certificate .cert-actions").isVisible()).toBe(false);
    const pdf = pdfPages(await t.page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(pdf).toEqual({ pages: 1, size: [842, 595] });
  });

  it("says a wrong number does not exist, and answers 404", async () => {
    const t = await fresh();
    const res = await t.page.goto(`${stack.siteUrl}/certificate/LPC-0000-NOPE000000`);
    expect(res?.status()).toBe(404);
    await t.page.locator("lp-certificate").getByText("This certificate number does not exist").waitFor();
    expect(await t.page.locator("lp-certificate .lp-error").count()).toBe(0);
    expect(unexpected(t.errors, 404)).toEqual([]);
  });

  it("copies its link and the badge's code, and the copied code shows the badge on another site", async () => {
    const t = await visit(`/certificate/${mine.certificate_number}`);
    await t.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.siteUrl });
    const page = t.page.locator("lp-certificate");
    await page.getByRole("button", { name: "Copy link" }).click();
    await toast(t.page, "Link copied to clipboard!").waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl());
    await page.getByRole("button", { name: "Copy code" }).click();
    await toast(t.page, "Badge code copied to clipboard!").waitFor();
    const code = await t.page.evaluate(() => navigator.clipboard.readText());
    expect(code).toContain(`<lp-certificate-badge number="${mine.certificate_number}"></lp-certificate-badge>`);

    // Pasted as it is into a page of the strict blog.
    const blog = await fresh();
    await blog.page.goto(`${stack.blogUrl}/pasted.html?code=${encodeURIComponent(code)}`);
    await blog.page.locator("lp-certificate-badge a.badge").waitFor();
    expect(await blog.page.locator("lp-certificate-badge a.badge").getAttribute("href")).toBe(pageUrl());
    expect(unexpected(blog.errors)).toEqual([]);
  });
});

describe("the badge on a blog", () => {
  it("renders three badges under a strict CSP and a hostile stylesheet, links back, sends no token and stores nothing", async () => {
    const t = await fresh();
    await t.page.goto(`${stack.blogUrl}/`);
    for (const id of ["large", "small", "dark"]) await t.page.locator(`#${id} a.badge`).waitFor();
    const large = t.page.locator("#large a.badge");
    expect(await large.getAttribute("href")).toBe(pageUrl());
    expect(await large.locator(".badge-holder").textContent()).toBe(holder);
    expect(await large.locator(".badge-course").textContent()).toBe(mine.course.title);
    // The blog's styles stop at the badge's edge.
    const style = await large.locator(".badge-course").evaluate((el) => {
      const s = getComputedStyle(el);
      return { fontSize: s.fontSize, textTransform: s.textTransform, letterSpacing: s.letterSpacing };
    });
    expect(style).toEqual({ fontSize: "16px", textTransform: "none", letterSpacing: "normal" });
    expect(await large.evaluate((el) => getComputedStyle(el).color)).not.toBe("rgb(255, 0, 255)");
    // Each size keeps the room it reserves.
    expect((await large.boundingBox())?.width).toBe(340);
    expect((await t.page.locator("#small a.badge").boundingBox())?.height).toBe(48);
    // The dark one is dark.
    const dark = await t.page.locator("#dark a.badge").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(dark).toBe("rgb(20, 28, 37)");
    expect(t.requests.filter((r) => r.url.startsWith(stack.apiUrl)).every((r) => r.method === "GET")).toBe(true);
    // The loader opened the connection to the API while the code was on its way.
    expect(await t.page.evaluate(() => document.querySelector<HTMLLinkElement>("link[rel=preconnect]")?.href)).toBe(`${stack.apiUrl}/`);
    const storage = await t.page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]);
    expect(storage).toEqual([0, 0, ""]);
    expect(unexpected(t.errors)).toEqual([]);
    // Following it opens the platform's page of the certificate.
    const [opened] = await Promise.all([t.context.waitForEvent("page"), large.click()]);
    await opened.waitForURL(pageUrl());
    await opened.locator("lp-certificate .cert-verification").waitFor();
  });

  it("sends no Authorization header and loads no session, realtime or sanitiser code", async () => {
    const t = await fresh();
    const headers: (string | undefined)[] = [];
    t.page.on("request", (request) => {
      if (request.url().startsWith(stack.apiUrl)) headers.push(request.headers().authorization);
    });
    await t.page.goto(`${stack.blogUrl}/`);
    await t.page.locator("#large a.badge").waitFor();
    expect(headers.length).toBeGreaterThan(0);
    expect(headers.filter(Boolean)).toEqual([]);
    const scripts = t.requests.filter((r) => r.url.endsWith(".js")).map((r) => r.url.replace(/^.*\//, ""));
    expect(scripts.filter((name) => /^(session|realtime|pusher|laravel-echo|purify|dompurify|sanitize)/.test(name))).toEqual([]);
  });
});

describe("a holder whose name looks like markup", () => {
  /** A new learner who completes a free course with no final assessment, named as an attacker would be. */
  async function earnedUnder(first: string, last: string): Promise<string> {
    const { token } = await stack.register();
    expect((await stack.api("POST", "/settings/update-profile", { first_name: first, last_name: last }, token)).status).toBe(200);
    const free = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses?pricing=free")).body.data;
    for (const { slug } of free) {
      await stack.api("POST", `/courses/${slug}/enroll`, {}, token);
      const content = (
        await stack.api<{ data: { id: number; assessment: unknown; curriculum: { lessons: { id: number }[] }[] } }>(
          "GET",
          `/courses/${slug}/content`,
          undefined,
          token,
        )
      ).body.data;
      if (content.assessment) continue;
      for (const lesson of content.curriculum.flatMap((m) => m.lessons))
        await stack.api("POST", `/course-content/${content.id}/mark-as-completed`, { lesson_id: lesson.id }, token);
      const earned = (await stack.api<{ data: Mine[] }>("GET", "/my-certificates", undefined, token)).body.data;
      if (earned[0]) return earned[0].certificate_number;
    }
    throw new Error("no free course without an assessment gave a certificate");
  }

  it("keeps the learner on the certificate's page, the name shown as written, though it once rewrote the page's head", async () => {
    // `$2` once pasted the tag's own attribute into the page: a refresh to the first name's address.
    const first = `0;url='${stack.blogUrl}/'`;
    const last = "$2 http-equiv=refresh data-x=";
    const number = await earnedUnder(first, last);
    const t = await visit(`/certificate/${number}`);
    await t.page.locator("lp-certificate .cert-holder").waitFor();
    await t.page.waitForLoadState("load");
    expect(t.page.url()).toBe(`${stack.siteUrl}/certificate/${number}`);
    expect(t.requests.filter((r) => r.url.startsWith(stack.blogUrl))).toEqual([]);
    expect(await t.page.evaluate(() => document.querySelectorAll("meta[http-equiv]").length)).toBe(0);
    expect(await t.page.locator("lp-certificate .cert-holder").textContent()).toBe(`${first} ${last}`);
    expect(await t.page.title()).toContain(`${first} ${last}`);
    const ld = await t.page.evaluate(() => JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!));
    expect(ld[1].credentialSubject.identifier[0].identityHash).toBe(`${first} ${last}`);
  });

  it("is an image too, for pages without scripts: drawn at its size, a name with markup as text, 404 for an unknown number", async () => {
    const number = await earnedUnder("<b>Ama</b>", `O'Neil & "Co"`);
    const badge = `${stack.siteUrl}/certificate/${number}/badge.svg?size=large`;
    const t = await fresh();
    await t.page.goto(badge);
    const text = await t.page.evaluate(() => [...document.querySelectorAll("text")].map((n) => n.textContent).join(" | "));
    expect(text).toContain(`<b>Ama</b> O'Neil & "Co"`);
    expect(await t.page.evaluate(() => document.getElementsByTagName("b").length)).toBe(0);
    // On a page, as an <img>: the size it declares.
    await t.page.goto(`${stack.siteUrl}/about`);
    const drawn = await t.page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, badge);
    expect(drawn).toEqual([340, 136]);
    const png = await fetch(`${stack.siteUrl}/certificate/${number}/badge.png`);
    expect([png.status, png.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect((await fetch(`${stack.siteUrl}/certificate/LPC-0000-NOPE000000/badge.svg`)).status).toBe(404);
  });
});
