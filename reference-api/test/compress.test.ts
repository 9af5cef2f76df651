import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";
import { seedForTests } from "./seeded.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
});
afterAll(() => api.close());

/** The raw answer, as a client that asks for `encoding` receives it before any decoding. */
function raw(path: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${api.url}${path}`, { headers: { "Accept-Encoding": encoding, Accept: "application/json" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("compressed answers", () => {
  it("sends the catalogue in brotli to a client that accepts it, a fraction of its size", async () => {
    const plain = await raw("/api/courses", "identity");
    const br = await raw("/api/courses", "gzip, deflate, br");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    const unpacked = zlib.brotliDecompressSync(br.body);
    expect(JSON.parse(unpacked.toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });

  it("falls back to gzip, and leaves small answers as they are", async () => {
    const gz = await raw("/api/courses", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString()).data.length).toBeGreaterThan(0);
    const small = await raw("/api/courses/no-such-course", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString()).message).toBeTruthy();
  });
});
