import { describe, expect, it, vi } from "vitest";
import { BADGE_IMAGE_SIZES } from "#shared/ui/copy/badge-image-code.ts";
import { aPublicCertificate } from "#tests/support/certificate-fixtures.ts";
import {
  BADGE_SIZES,
  type BadgeOptions,
  badgeAnswer,
  badgeImage,
  badgeOptions,
  badgeRoute,
  type CertificateLookup,
  ellipsized,
  escapeXml,
  renderBadgeSvg,
  renderProblemSvg,
  textWidth,
  wrapped,
} from "./badge-image.ts";
import { type CertificateFacts, certificateLookup } from "./certificate-head.ts";

const certificate: CertificateFacts = aPublicCertificate();
const LIGHT: BadgeOptions = { size: "large", theme: "light", locale: "en" };

/**
 * A strict reading of the SVG as XML: every tag closed in order, every attribute quoted, no `<`
 * or bare `&` in text or values. Returns its elements (name, attributes, own text) in order.
 */
function parseXml(xml: string): { name: string; attributes: Record<string, string>; text: string }[] {
  const elements: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const open: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const entity = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;
  const decode = (s: string) => {
    if (/[<>]/.test(s) || /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(s)) throw new Error(`unescaped text: ${s}`);
    return s.replace(
      entity,
      (e) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" })[e] ?? String.fromCodePoint(Number(e.slice(2, -1))),
    );
  };
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  while (at < xml.length) {
    token.lastIndex = at;
    const m = token.exec(xml);
    if (!m) throw new Error(`not XML at ${at}: ${xml.slice(at, at + 40)}`);
    at = token.lastIndex;
    const [, closing, name, attrs, selfClosing, text] = m;
    if (text !== undefined) {
      if (open.length) open[open.length - 1].text += decode(text);
      else if (text.trim()) throw new Error("text outside the root");
      continue;
    }
    if (closing) {
      if (open.pop()?.name !== name) throw new Error(`</${name}> closes nothing`);
      continue;
    }
    const attributes = Object.fromEntries([...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k, decode(v)]));
    const element = { name, attributes, text: "" };
    elements.push(element);
    if (!selfClosing) open.push(element);
  }
  if (open.length) throw new Error(`<${open[0].name}> is never closed`);
  return elements;
}

const texts = (svg: string) =>
  parseXml(svg)
    .filter((e) => e.name === "text")
    .map((e) => e.text);
const titleOf = (svg: string) => parseXml(svg).find((e) => e.name === "title")!.text;
const rootOf = (svg: string) => parseXml(svg)[0];
/** Text without the isolates that keep a right-to-left name from turning the words around it. */
const plain = (s: string) => s.replace(/[\u2068\u2069]/g, "");

describe("the badge as an SVG image", () => {
  it("is one standalone SVG document of the size it declares: small by default, large on request", () => {
    for (const size of ["small", "large"] as const) {
      const svg = renderBadgeSvg(certificate, { ...LIGHT, size });
      const root = rootOf(svg);
      expect(root.name).toBe("svg");
      expect(root.attributes.xmlns).toBe("http://www.w3.org/2000/svg");
      expect(root.attributes).toMatchObject({
        width: String(BADGE_SIZES[size].width),
        height: String(BADGE_SIZES[size].height),
        viewBox: `0 0 ${BADGE_SIZES[size].width} ${BADGE_SIZES[size].height}`,
      });
    }
    expect(BADGE_SIZES).toEqual({ small: { width: 300, height: 48 }, large: { width: 340, height: 136 } });
    // The <img> the certificate page offers declares the same room.
    expect(BADGE_IMAGE_SIZES).toEqual(BADGE_SIZES);
  });

  it("shows the verified mark, the course, the holder, the issuer and the date, in the system's fonts, loading nothing", () => {
    const svg = renderBadgeSvg(certificate, LIGHT);
    expect(texts(svg).map(plain)).toEqual([
      "DS",
      "Verified certificate",
      "Bookkeeping for Small",
      "Businesses",
      "Amina Njoya",
      "Douala Business School · 9 March 2026",
    ]);
    // The widget's mark: a tick in a seal.
    const elements = parseXml(svg);
    expect(elements.find((e) => e.name === "path")?.attributes.d).toBe("M7 12.5l3.2 3.2L17.2 8.7");
    expect(elements.find((e) => e.name === "circle" && e.attributes.r === "11")).toBeTruthy();
    expect(rootOf(svg).attributes["font-family"]).toBe("system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif");
    expect(svg).not.toMatch(/<image|href=|url\((?!#)|@import|<style|<script|<foreignObject/i);
    // The small one: the mark, the course and the holder on one line.
    expect(texts(renderBadgeSvg(certificate, { ...LIGHT, size: "small" }))).toEqual(["Bookkeeping for Small…", "Amina Njoya"]);
  });

  it("is an image named for assistive technology: holder, course and issuer", () => {
    const svg = renderBadgeSvg(certificate, { ...LIGHT, size: "small" });
    const root = rootOf(svg);
    expect(root.attributes.role).toBe("img");
    const title = parseXml(svg).find((e) => e.name === "title")!;
    expect(root.attributes["aria-labelledby"]).toBe(title.attributes.id);
    expect(plain(title.text)).toBe("Verified certificate: Amina Njoya, Bookkeeping for Small Businesses, issued by Douala Business School on 9 March 2026");
  });

  it("shows a name with markup, ampersands, quotes and replacement patterns as the text it is", () => {
    const hostile = `<script>x</script> & "T" 'O' $& $1`;
    const svg = renderBadgeSvg({ ...certificate, holder: { name: hostile }, organization: { name: `A&B <img src=x onerror=alert(1)>` } }, LIGHT);
    expect(svg).not.toMatch(/<script|<img/i);
    expect(svg).toContain("&lt;script&gt;x&lt;/script&gt; &amp; &quot;T&quot; &apos;O&apos; $&amp; $1");
    expect(plain(titleOf(svg))).toContain(`${hostile}, Bookkeeping`);
    expect(texts(svg).map(plain)[4]).toBe(hostile);
    expect(texts(svg)[0]).toBe("AO");
  });

  it("drops what XML cannot hold (control characters, lone surrogates) and stays a document that parses", () => {
    const svg = renderBadgeSvg({ ...certificate, holder: { name: "Amina\u0000\u0007 Njoya\uD800" }, course: { title: "Book\nkeeping\tbasics" } }, LIGHT);
    expect(() => parseXml(svg)).not.toThrow();
    expect([...svg].filter((ch) => ch.charCodeAt(0) < 9 || ch === "\uD800")).toEqual([]);
    expect(texts(svg).map(plain).slice(2, 4)).toEqual(["Book keeping basics", "Amina Njoya"]);
  });

  it("speaks French with lang=fr: its words and its date", () => {
    const svg = renderBadgeSvg(certificate, { ...LIGHT, locale: "fr" });
    expect(rootOf(svg).attributes.lang).toBe("fr");
    expect(texts(svg).map(plain)).toContain("Certificat vérifié");
    expect(texts(svg).map(plain)).toContain("Douala Business School · 9 mars 2026");
    expect(plain(titleOf(svg))).toBe("Certificat vérifié : Amina Njoya, Bookkeeping for Small Businesses, délivré par Douala Business School le 9 mars 2026");
  });

  it("takes the widget's dark colours in the dark theme", () => {
    const fills = (svg: string) => parseXml(svg).map((e) => e.attributes.fill ?? e.attributes.stroke);
    const light = renderBadgeSvg(certificate, LIGHT);
    const dark = renderBadgeSvg(certificate, { ...LIGHT, theme: "dark" });
    expect(parseXml(light).find((e) => e.name === "rect")!.attributes).toMatchObject({ fill: "#ffffff", stroke: "#c9d1db" });
    expect(parseXml(dark).find((e) => e.name === "rect")!.attributes).toMatchObject({ fill: "#141c25", stroke: "#3b4755" });
    const textFill = (svg: string) => parseXml(svg).find((e) => e.name === "text" && e.text.includes("Amina"))!.attributes.fill;
    expect([textFill(light), textFill(dark)]).toEqual(["#1b2430", "#e9eef3"]);
    expect(fills(light)).not.toEqual(fills(dark));
  });

  it("cuts long names to fit the badge, the course over two lines at most, and clips what an estimate could miss", () => {
    const long = {
      ...certificate,
      holder: { name: "Marie-Thérèse Ngo Bilong Épouse Mbarga Nkoulou Atangana Essomba" },
      course: { title: "Advanced Financial Accounting, Auditing and Reporting under the OHADA Uniform Act for Small and Medium-Sized Enterprises" },
      organization: { name: "Université Catholique d'Afrique Centrale, École Supérieure des Sciences Économiques et Commerciales" },
    };
    const large = renderBadgeSvg(long, LIGHT);
    const [, kind, course1, course2, holder, issuer] = texts(large).map(plain);
    expect(texts(large)).toHaveLength(6);
    expect(kind).toBe("Verified certificate");
    expect(course1.startsWith("Advanced Financial")).toBe(true);
    expect(course2.endsWith("…")).toBe(true);
    expect(holder.endsWith("…")).toBe(true);
    // The issuer is cut before the date.
    expect(issuer).toMatch(/^Université Catholique.*… · 9 March 2026$/);
    const room = 340 - 16 - 76;
    for (const [line, font] of [
      [course1, { size: 16, bold: true }],
      [course2, { size: 16, bold: true }],
      [holder, { size: 14 }],
      [issuer, { size: 13 }],
    ] as const)
      expect(textWidth(line, font)).toBeLessThanOrEqual(room);
    expect(parseXml(large).find((e) => e.name === "g" && e.attributes["clip-path"])).toBeTruthy();

    const small = renderBadgeSvg(long, { ...LIGHT, size: "small" });
    const [smallCourse, smallHolder] = texts(small);
    expect(smallCourse.endsWith("…") && smallHolder.endsWith("…")).toBe(true);
    expect(textWidth(smallCourse, { size: 14, bold: true }) + 8 + textWidth(smallHolder, { size: 13 })).toBeLessThanOrEqual(300 - 12 - 38);
    expect(parseXml(small).filter((e) => e.name === "text" && e.attributes["clip-path"])).toHaveLength(2);
  });

  it("never cuts a letter from its accent, and breaks a word only when it alone is too long", () => {
    // An E and its accent written as two characters stay together.
    expect(ellipsized("E\u0301E\u0301E\u0301E\u0301", 25, { size: 14 })).toBe("E\u0301…");
    const font = { size: 16, bold: true };
    const lines = wrapped("One two three four five six seven eight", 100, font, 2);
    expect(lines).toEqual(["One two", "three four…"]);
    for (const line of lines) expect(textWidth(line, font)).toBeLessThanOrEqual(100);
    expect(wrapped("One two", 100, font, 2)).toEqual(["One two"]);
    const word = wrapped("Supercalifragilisticexpialidocious day", 100, font, 2);
    expect(word[0]).toMatch(/^Supercal/);
    expect(word[0] + word[1].slice(0, 3)).toMatch(/^Supercalifragil/);
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });

  it("says so in a badge-sized image when there is no badge to show, in the badge's language", () => {
    const missing = renderProblemSvg("missing", { ...LIGHT, size: "small", locale: "fr" });
    expect(rootOf(missing).attributes).toMatchObject({ width: "300", height: "48", role: "img" });
    expect(texts(missing).join(" ")).toBe("Ce numéro de certificat n’existe pas");
    const unknown = renderProblemSvg("unknown", LIGHT);
    expect(titleOf(unknown)).toBe("This certificate could not be checked just now");
  });
});

describe("the badge image's request", () => {
  const found: CertificateLookup = async () => ({ status: "found", certificate });

  it("answers 200 with the SVG, cached five minutes by browsers and an hour by shared caches", async () => {
    const lookup = vi.fn(found);
    const answer = await badgeImage(lookup, "LPC-2026-AB12", "");
    expect(lookup).toHaveBeenCalledWith("LPC-2026-AB12");
    expect(answer).toMatchObject({
      status: 200,
      type: "image/svg+xml; charset=utf-8",
      cacheControl: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
    });
    expect(answer.headers).toMatchObject({
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
    expect(answer.headers["Retry-After"]).toBeUndefined();
    expect(rootOf(String(answer.body)).attributes.width).toBe("300");
  });

  it("draws what the query asks for: size, theme and language", async () => {
    const answer = await badgeImage(found, "LPC-2026-AB12", new URLSearchParams("size=large&theme=dark&lang=fr"));
    const svg = String(answer.body);
    expect(rootOf(svg).attributes).toMatchObject({ width: "340", height: "136", lang: "fr" });
    expect(parseXml(svg).find((e) => e.name === "rect")!.attributes.fill).toBe("#141c25");
    expect(badgeOptions("")).toEqual({ size: "small", theme: "light", locale: "en" });
  });

  it("answers 404 with a short-lived image for a number that names no certificate", async () => {
    const answer = await badgeImage(async () => ({ status: "missing" }), "LPC-2026-0000", "lang=fr");
    expect(answer).toMatchObject({ status: 404, cacheControl: "public, max-age=60" });
    expect(titleOf(String(answer.body))).toBe("Ce numéro de certificat n’existe pas");
  });

  it("answers 503 with Retry-After and nothing kept when the platform does not answer, or the lookup fails", async () => {
    for (const lookup of [async () => ({ status: "unknown" as const }), () => Promise.reject(new Error("boom"))] as CertificateLookup[]) {
      const answer = await badgeImage(lookup, "LPC-2026-AB12", "");
      expect(answer).toMatchObject({ status: 503, cacheControl: "no-store", retryAfter: 30 });
      expect(answer.headers).toMatchObject({ "Retry-After": "30", "Cache-Control": "no-store" });
      expect(titleOf(String(answer.body))).toBe("This certificate could not be checked just now");
    }
  });

  it.each([
    ["a number of the wrong shape", "../../etc/passwd", ""],
    ["markup for a number", '<script>"x"</script>', ""],
    ["an empty number", "", ""],
    ["a number longer than the API takes", "A".repeat(65), ""],
    ["an unknown size", "LPC-2026-AB12", "size=huge"],
    ["an unknown theme", "LPC-2026-AB12", "theme=blue"],
    ["an unknown language", "LPC-2026-AB12", "lang=de"],
    ["an unknown option", "LPC-2026-AB12", "size=small&colour=red"],
    ["an option twice", "LPC-2026-AB12", "size=small&size=large"],
    ["an empty value", "LPC-2026-AB12", "size="],
  ])("answers 400 for %s, without asking the API", async (_, number, query) => {
    const lookup = vi.fn(found);
    const answer = await badgeImage(lookup, number, query);
    expect(answer.status).toBe(400);
    expect(lookup).not.toHaveBeenCalled();
    expect(() => parseXml(String(answer.body))).not.toThrow();
    expect(String(answer.body)).not.toContain("<script");
  });

  it("answers the 400 in the valid options the query had", async () => {
    const answer = await badgeAnswer(found, "LPC-2026-AB12", "size=large&lang=fr&theme=blue");
    expect(answer.status).toBe(400);
    expect(answer.options).toEqual({ size: "large", theme: "light", locale: "fr" });
  });

  it("works with the server's own lookup: found, missing, and an API that fails", async () => {
    const api = vi.fn(async (url: string | URL | Request) => {
      const number = String(url).split("/").pop();
      if (number === "LPC-2026-AB12") return Response.json({ data: certificate });
      if (number === "LPC-2026-DOWN") return Response.json({ message: "Server error" }, { status: 500 });
      return Response.json({ message: "Certificate not found." }, { status: 404 });
    });
    const lookup = certificateLookup("http://api.test/api", api as typeof fetch);
    expect((await badgeImage(lookup, "LPC-2026-AB12", "")).status).toBe(200);
    expect((await badgeImage(lookup, "LPC-2026-NONE", "")).status).toBe(404);
    expect((await badgeImage(lookup, "LPC-2026-DOWN", "")).status).toBe(503);
  });

  it("reads the badge's address", () => {
    expect(badgeRoute("/certificate/LPC-2026-AB12/badge.svg")).toEqual({ number: "LPC-2026-AB12", format: "svg" });
    expect(badgeRoute("/certificate/LPC-2026-AB12/badge.png")).toEqual({ number: "LPC-2026-AB12", format: "png" });
    expect(badgeRoute("/certificate/LPC-2026-AB12")).toBeNull();
    expect(badgeRoute("/certificate/a/b/badge.svg")).toBeNull();
  });
});
