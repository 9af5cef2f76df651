import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.ts";
import { startTestApi, type TestApi } from "./harness.ts";
import { seedForTests } from "./seeded.ts";

/**
 * Every route of the API, read from the app itself, with bad values in each of its parameters, its
 * query and its body, by a visitor and by a signed-in learner: each answer is a 4xx (or a 2xx
 * where the bad value is harmless), in the contract's error shape, never a 500.
 */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
  token = (await api.register()).token;
});
afterAll(() => api.close());

const BAD_SEGMENTS = ["%00", "%ZZ", "%", "99999999999999999999999", "-1", "1e309", "0x10", "abc", "%F0%9F%98%80", "a%0Ab", "x".repeat(2000)];
const BAD_QUERIES = [
  "page=%00",
  "page=99999999999999999999",
  "limit=1e309",
  "q=abc%00",
  "q=%ZZ",
  "status=%00",
  "to=%00",
  "page=-5&limit=-1",
  "page[]=1",
  "q=" + "é".repeat(3000),
];
const BAD_BODIES = [
  '{"a":',
  "[1]",
  "null",
  JSON.stringify({ email: "a\u0000@example.cm", name: "\u0000", id: 99999999999999999999, page: 1e308, lesson_id: "1e309", responses: "x", fields: { a: 1 } }),
  JSON.stringify({ email: [], password: {}, first_name: 5, rating: "five", correct_answers: -1, total_questions: 1e309, seconds: null, phone: true }),
];

/** The app's own routes, with a concrete address for each bad value of its parameters. */
function routes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const out: { method: string; path: string }[] = [];
  for (const route of createApp(api.deps).routes) {
    // Middleware is registered as ALL; each route once, whatever app it came from.
    const key = `${route.method} ${route.path}`;
    if (route.method === "ALL" || seen.has(key)) continue;
    seen.add(key);
    out.push({ method: route.method, path: route.path });
  }
  return out;
}

const concrete = (path: string, value: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, value).replace(/\*$/, value);

async function expectNoServerError(method: string, path: string, options: Parameters<TestApi["call"]>[2], seen: string[]) {
  const r = await api.call(method, path, options);
  if (r.status >= 500) seen.push(`${r.status} ${method} ${path.slice(0, 120)} ${JSON.stringify(r.body).slice(0, 200)}`);
  else if (r.status >= 400 && r.headers.get("content-type")?.includes("json") && typeof r.body?.message !== "string")
    seen.push(`${r.status} without a message: ${method} ${path.slice(0, 120)}`);
}

describe("every route, with bad input", () => {
  it("answers a 4xx in the contract's shape, never a 500", async () => {
    const list = routes();
    expect(list.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const { method, path } of list)
      for (const who of [undefined, token]) {
        for (const value of BAD_SEGMENTS) await expectNoServerError(method, concrete(path, value), { token: who }, failures);
        const plain = concrete(path, "1");
        for (const query of BAD_QUERIES) await expectNoServerError(method, `${plain}?${query}`, { token: who }, failures);
        if (method !== "GET")
          for (const body of BAD_BODIES)
            await expectNoServerError(method, plain, { token: who, body, headers: { "Content-Type": "application/json" } }, failures);
      }
    expect(failures).toEqual([]);
  }, 120_000);

  it("says a broken address in the reader's language", async () => {
    const r = await api.call("GET", "/api/courses?q=abc%00", { headers: { "Accept-Language": "fr" } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: "L’adresse de la requête n’a pas pu être lue.", errors: { url: ["L’adresse de la requête n’a pas pu être lue."] } });
    expect((await api.get("/storage/%ZZ")).status).toBe(400);
  });
});
