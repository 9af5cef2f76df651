// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import type { Answer, ApiReader } from "./api-reader.ts";
import { HEIGHT, previewImages, WIDTH } from "./og-image.ts";

const reader =
  (answers: Record<string, Answer>): ApiReader =>
  async (path) =>
    answers[path] ?? { status: "missing" };

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#c0392b"/></svg>`;
const picture = (body: string | Buffer, type: string) =>
  new Response(typeof body === "string" ? body : new Uint8Array(body), { status: 200, headers: { "content-type": type } });

describe("the preview picture of a shared link", () => {
  it("is a 1200 × 630 PNG made from the course's SVG cover, made once", async () => {
    const fetcher = vi.fn(async () => picture(COVER, "image/svg+xml"));
    const images = previewImages(
      reader({ "/courses/intro": { status: "found", body: { course: { image: "https://api.cm/storage/c.svg" } } } }),
      fetcher as typeof fetch,
    );
    const first = await images("courses", "intro");
    expect(first.status).toBe(200);
    expect(first.type).toBe("image/png");
    expect(pngSize(first.body)).toEqual({ width: WIDTH, height: HEIGHT });
    await images("courses", "intro");
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(first.cacheControl).toContain("max-age=86400");
  });

  it("answers 404 for a course the API does not know, and the platform's picture when the cover cannot be used", async () => {
    expect((await previewImages(reader({}))("courses", "nope")).status).toBe(404);
    const huge = vi.fn(async () => picture(Buffer.alloc(6 * 1024 * 1024), "image/png"));
    const html = vi.fn(async () => picture("<html>", "text/html"));
    const broken = vi.fn(async () => picture("not a png", "image/png"));
    const found = reader({ "/posts/p": { status: "found", body: { data: { image: "https://api.cm/p.png" } } } });
    for (const fetcher of [huge, html, broken]) {
      const image = await previewImages(found, fetcher as typeof fetch)("posts", "p");
      expect(image.status).toBe(200);
      expect(pngSize(image.body)).toEqual({ width: WIDTH, height: HEIGHT });
    }
  });

  it("never fetches a picture from an address that is not http(s)", async () => {
    const fetcher = vi.fn(async () => picture(COVER, "image/svg+xml"));
    const images = previewImages(reader({ "/organizations/o": { status: "found", body: { data: { logo: "file:///etc/passwd" } } } }), fetcher as typeof fetch);
    expect((await images("organizations", "o")).status).toBe(200);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
