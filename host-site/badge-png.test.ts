// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it, vi } from "vitest";
import { aPublicCertificate } from "#tests/support/certificate-fixtures.ts";
import { BADGE_SIZES, type CertificateLookup, renderBadgeSvg } from "./badge-image.ts";
import { badgePng, keptPngs, PNG_SCALE, pngFonts, pngRenderOptions } from "./badge-png.ts";

const certificate = aPublicCertificate();
const found: CertificateLookup = async () => ({ status: "found", certificate });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The pixel size a PNG declares in its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("the badge as a PNG, for e-mail", () => {
  it("is a PNG twice the size the SVG declares, in both sizes", async () => {
    for (const size of ["small", "large"] as const) {
      const answer = await badgePng(found, "LPC-2026-AB12", `size=${size}`);
      expect(answer).toMatchObject({ status: 200, type: "image/png", cacheControl: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400" });
      expect(answer.headers["Content-Type"]).toBe("image/png");
      expect(pngSize(answer.body as Buffer)).toEqual({ width: BADGE_SIZES[size].width * PNG_SCALE, height: BADGE_SIZES[size].height * PNG_SCALE });
    }
  });

  it("draws the text, in a font the machine has", () => {
    const fonts = pngFonts();
    expect(fonts?.files.length).toBeGreaterThan(0);
    /** Pixels in the text's colour (#1b2430): the mark, the seal and the frame are lighter or greener. */
    const inked = (svg: string) => {
      const image = new Resvg(svg, pngRenderOptions()).render();
      // Each read of `pixels` copies them: read once.
      const pixels = image.pixels;
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 3] > 0 && pixels[i] < 100 && pixels[i + 1] < 100 && pixels[i + 2] < 100) dark++;
      return dark;
    };
    const svg = renderBadgeSvg(certificate, { size: "large", theme: "light", locale: "en" });
    expect(inked(svg)).toBeGreaterThan(1000);
    // The seal's antialiased edge aside.
    expect(inked(svg.replace(/<text\b[^>]*>[^<]*<\/text>/g, ""))).toBeLessThan(100);
  });

  it("keeps each drawing by what it shows: the same badge is drawn once", async () => {
    const first = await badgePng(found, "LPC-2026-AB12", "size=small&theme=dark&lang=fr");
    const before = keptPngs();
    const again = await badgePng(found, "LPC-2026-AB12", "size=small&theme=dark&lang=fr");
    expect(again.body).toBe(first.body);
    expect(keptPngs()).toBe(before);
    const renamed: CertificateLookup = async () => ({ status: "found", certificate: { ...certificate, holder: { name: "Amina Njoya Fotso" } } });
    expect((await badgePng(renamed, "LPC-2026-AB12", "size=small&theme=dark&lang=fr")).body).not.toBe(first.body);
  });

  it("answers as the SVG does: 404, 503 with Retry-After, 400 for a wrong address, each as a PNG", async () => {
    const missing = await badgePng(async () => ({ status: "missing" }), "LPC-2026-0000", "");
    expect(missing).toMatchObject({ status: 404, cacheControl: "public, max-age=60" });
    const down = await badgePng(async () => ({ status: "unknown" }), "LPC-2026-AB12", "size=large");
    expect(down).toMatchObject({ status: 503, retryAfter: 30 });
    expect(down.headers["Retry-After"]).toBe("30");
    const lookup = vi.fn(found);
    const wrong = await badgePng(lookup, "<x>", "size=huge");
    expect(wrong.status).toBe(400);
    expect(lookup).not.toHaveBeenCalled();
    for (const answer of [missing, down, wrong]) expect(pngSize(answer.body as Buffer).width).toBeGreaterThan(0);
  });

  it("draws with an Arial-wide font where the machine has one, else DejaVu Sans, and takes other scripts from the fonts found", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"));
    try {
      fs.mkdirSync(path.join(dir, "dejavu"));
      fs.writeFileSync(path.join(dir, "dejavu", "DejaVuSans.ttf"), "");
      expect(pngFonts([dir])?.family).toBe("DejaVu Sans");
      fs.mkdirSync(path.join(dir, "liberation"));
      fs.writeFileSync(path.join(dir, "liberation", "LiberationSans-Regular.ttf"), "");
      fs.writeFileSync(path.join(dir, "liberation", "LiberationSans-Bold.ttf"), "");
      expect(pngFonts([dir])).toEqual({
        family: "Liberation Sans",
        files: [
          path.join(dir, "liberation", "LiberationSans-Bold.ttf"),
          path.join(dir, "liberation", "LiberationSans-Regular.ttf"),
          // For the letters Liberation Sans lacks.
          path.join(dir, "dejavu", "DejaVuSans.ttf"),
        ],
      });
      expect(pngFonts([path.join(dir, "none")])).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
