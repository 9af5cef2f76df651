// @vitest-environment node
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "./page.ts";
import { ROUTES } from "./routes.ts";
import { startSite } from "./server.ts";

let site: http.Server;
let api: http.Server;
let base: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lp-served-"));
const asked: string[] = [];

const COURSE = { id: 1, slug: "intro", title: "Intro to $& networks", sub_title: "Cables, packets and IP.", pricing: "free", price: 0, sale_price: 0 };

beforeAll(async () => {
  api = http.createServer((req, res) => {
    asked.push(`${req.headers["accept-language"]} ${req.url}`);
    const send = (status: number, body: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (req.url === "/api/courses/intro")
      send(200, { course: { ...COURSE, title: req.headers["accept-language"] === "fr" ? "Introduction aux réseaux" : COURSE.title } });
    else if (req.url?.startsWith("/api/courses/")) send(404, { message: "No course found." });
    else send(200, { data: [] });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const siteDir = path.join(tmp, "site");
  for (const route of ROUTES) {
    fs.mkdirSync(path.dirname(path.join(siteDir, route.file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, route.file), renderPage(route, { apiBase: `${apiOrigin}/api`, realtimeKey: "k" }));
  }
  fs.writeFileSync(path.join(siteDir, "404.html"), "<!doctype html><title>Not found</title>");
  fs.writeFileSync(path.join(siteDir, "host.css"), "body{margin:0}");
  // No server renderer (the journeys draw with the built one): the head is the server's own, whatever a build left in dist/.
  site = await startSite({
    port: 0,
    host: "127.0.0.1",
    apiOrigin,
    siteDir,
    publicUrl: "https://learning.cm",
    widgetsDir: tmp,
    liteWidgetsDir: tmp,
    ssrDir: path.join(tmp, "ssr"),
  });
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => {
  site?.close();
  api?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("a public page as the server sends it", () => {
  it("carries the course's own head, in the language its address names", async () => {
    const en = await (await fetch(`${base}/courses/intro?lang=en`)).text();
    expect(en).toContain("<title>Intro to $&amp; networks · Learning platform</title>");
    expect(en).toContain('<link rel="canonical" href="https://learning.cm/courses/intro?lang=en">');
    const fr = await fetch(`${base}/courses/intro?lang=fr`);
    const html = await fr.text();
    expect(html).toContain("<title>Introduction aux réseaux · Plateforme d’apprentissage</title>");
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr"/);
    expect(fr.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=600, stale-while-revalidate=86400");
  });

  it("reads the language of an address that names none from the reader's, and tells shared caches to ask again", async () => {
    const response = await fetch(`${base}/courses/intro`, { headers: { "Accept-Language": "fr-CM,fr;q=0.9" } });
    expect(await response.text()).toContain("<title>Introduction aux réseaux · Plateforme d’apprentissage</title>");
    expect(response.headers.get("vary")).toContain("Accept-Language");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=0");
  });

  it("draws the language the reader chose on the site (its cookie) over their browser's", async () => {
    const response = await fetch(`${base}/courses/intro`, { headers: { "Accept-Language": "en-GB", Cookie: "theme=dark; lpLocale=fr" } });
    expect(await response.text()).toContain("<title>Introduction aux réseaux · Plateforme d’apprentissage</title>");
    expect(response.headers.get("vary")).toContain("Cookie");
  });

  it("answers 404, kept out of search results, for a course the API does not know", async () => {
    const response = await fetch(`${base}/courses/no-such-course`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers 304 to a reader who holds the page already", async () => {
    const first = await fetch(`${base}/about?lang=en`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${base}/about?lang=en`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    const other = await fetch(`${base}/about?lang=fr`, { headers: { "If-None-Match": etag } });
    expect(other.status).toBe(200);
  });

  it("keeps the learner's pages out of shared caches", async () => {
    const response = await fetch(`${base}/account/dashboard`);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });
});
