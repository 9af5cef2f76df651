import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { seedForTests } from "../../../test/seeded.ts";

let api: TestApi;
const count = (sql: string) => (api.deps.db.prepare(sql).get() as { n: number }).n;

beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
});
afterAll(() => api.close());

describe("GET /courses?language=", () => {
  it("lists only the courses taught in that language, with each course's language on its card", async () => {
    const french = count("SELECT COUNT(*) n FROM courses WHERE language = 'fr'");
    expect(french).toBeGreaterThan(0);
    const fr = await api.get("/api/courses?language=fr&limit=100");
    expect(fr.status).toBe(200);
    expect(fr.body.meta.total).toBe(french);
    expect(fr.body.data.length).toBeGreaterThan(0);
    for (const course of fr.body.data) expect(course.language, course.slug).toBe("fr");

    const en = await api.get("/api/courses?language=en&limit=100");
    expect(en.body.meta.total).toBe(count("SELECT COUNT(*) n FROM courses WHERE language = 'en'"));
    for (const course of en.body.data) expect(course.language, course.slug).toBe("en");
  });

  it("goes with the other filters", async () => {
    const r = await api.get("/api/courses?language=fr&pricing=free&limit=100");
    expect(r.body.meta.total).toBe(count("SELECT COUNT(*) n FROM courses WHERE language = 'fr' AND pricing = 'free'"));
    for (const course of r.body.data) expect([course.language, course.pricing]).toEqual(["fr", "free"]);
  });

  it("'all' is no filter", async () => {
    expect((await api.get("/api/courses?language=all")).body.meta.total).toBe(count("SELECT COUNT(*) n FROM courses"));
  });

  it("refuses an unknown language with a 422 naming the field, in the reader's language", async () => {
    const r = await api.get("/api/courses?language=de");
    expect(r.status).toBe(422);
    expect(r.body.errors.language).toEqual(["The selected language is invalid."]);
    const fr = await api.call("GET", "/api/courses?language=de", { headers: { "Accept-Language": "fr" } });
    expect(fr.status).toBe(422);
    expect(fr.body.errors.language[0]).toContain("langue");
  });

  it("gives the carousels' cards their language too", async () => {
    const r = await api.get("/api/courses/popular");
    expect(r.body.data.length).toBeGreaterThan(0);
    for (const course of r.body.data) expect(["en", "fr"]).toContain(course.language);
  });
});
