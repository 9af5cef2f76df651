import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheKey, publicCache } from "../src/http/public-cache.ts";
import { startTestApi, type TestApi } from "./harness.ts";

/** The visitor cache stays bounded, and useful, whatever query strings visitors send. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

function cachedApp(bodySize = 10) {
  const cache = publicCache(api.deps.db);
  const app = new Hono();
  app.use("/api/*", cache);
  let served = 0;
  app.get("/api/things", (c) => c.json({ n: ++served, pad: "x".repeat(bodySize) }));
  const get = async (query: string) => (await app.request(`http://api.test/api/things${query}`)).headers.get("x-cache");
  return { cache, get, served: () => served };
}

describe("the visitor cache", () => {
  it("keys a question by its parameters, not their order", async () => {
    expect(cacheKey("http://x/api/courses?page=2&limit=5&q=b%C3%A9")).toBe(cacheKey("http://x/api/courses?q=b%C3%A9&limit=5&page=2"));
    const { get } = cachedApp();
    expect(await get("?page=1&limit=5")).toBe("miss");
    expect(await get("?limit=5&page=1")).toBe("hit");
  });

  it("keeps the answers people share through a flood of unique query strings, and stays within its caps", async () => {
    const { cache, get } = cachedApp();
    expect(await get("?page=1")).toBe("miss");
    expect(await get("?page=1")).toBe("hit");
    for (let i = 0; i < 5000; i++) await get(`?cachebuster=${i}`);
    expect(await get("?page=1")).toBe("hit");
    expect(cache.held().entries).toBeLessThanOrEqual(2000);
  });

  it("holds at most 16 MB of answers, however large each", async () => {
    const { cache, get } = cachedApp(200_000);
    for (let i = 0; i < 200; i++) await get(`?big=${i}`);
    expect(cache.held().bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(cache.held().entries).toBeGreaterThan(0);
  });
});
