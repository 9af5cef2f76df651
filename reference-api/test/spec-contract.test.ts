import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prune, type Shape, SPEC_CALLS, specCall } from "../src/http/spec-contract.ts";
import { startTestApi, type TestApi } from "./harness.ts";
import { DEMO, seedForTests } from "./seeded.ts";

/** Every path of keys the shape allows, e.g. "data[].organization.slug". */
function allowed(shape: Shape, at = "", out = new Set<string>()): Set<string> {
  if (shape === true) return out;
  if (Array.isArray(shape)) return allowed(shape[0], `${at}[]`, out);
  for (const [key, inner] of Object.entries(shape as Record<string, Shape>)) {
    out.add(`${at}.${key}`);
    allowed(inner, `${at}.${key}`, out);
  }
  return out;
}

/** Every path of keys an answer has, stopping under a field the shape keeps whole. */
function present(value: unknown, shape: Shape, at = "", out = new Set<string>()): Set<string> {
  if (shape === true || value === null || typeof value !== "object") return out;
  if (Array.isArray(value)) {
    for (const item of value) present(item, Array.isArray(shape) ? shape[0] : shape, `${at}[]`, out);
    return out;
  }
  for (const [key, inner] of Object.entries(value)) {
    out.add(`${at}.${key}`);
    const next = !Array.isArray(shape) ? (shape as Record<string, Shape>)[key] : undefined;
    present(inner, next ?? true, `${at}.${key}`, out);
  }
  return out;
}

let spec: TestApi;
let full: TestApi;
let token: string;
let fullToken: string;

beforeAll(async () => {
  [spec, full] = await Promise.all([startTestApi({ seed: seedForTests, config: { contract: "spec" } }), startTestApi({ seed: seedForTests })]);
  [token, fullToken] = await Promise.all([spec.login(DEMO.email, DEMO.password), full.login(DEMO.email, DEMO.password)]);
});
afterAll(async () => {
  await Promise.all([spec.close(), full.close()]);
});

describe("the spec-only mode (API_CONTRACT=spec)", () => {
  it("answers a call the contract does not list as not found", async () => {
    const payments = await full.get("/api/payments?page=1", fullToken);
    const reference = payments.body.data[0]?.reference ?? "LP-UNKNOWN";
    expect((await full.get(`/api/payments/${reference}`, fullToken)).status).not.toBe(404);
    const unlisted = await spec.get(`/api/payments/${reference}`, token);
    expect(unlisted.status).toBe(404);
    expect(unlisted.body).toEqual({ message: expect.stringContaining("could not be found") });
  });

  it.each([
    ["GET", "/api/courses?page=1"],
    ["GET", "/api/courses/popular"],
    ["GET", "/api/categories"],
    ["GET", "/api/organizations"],
    ["GET", "/api/organizations/list"],
    ["GET", "/api/courses/my-learning"],
    ["GET", "/api/notifications?page=1"],
    ["GET", "/api/payments?page=1"],
    ["GET", "/api/learner-stats"],
    ["GET", "/api/my-certificates"],
    ["GET", "/api/user"],
    ["GET", "/api/exams?page=1"],
  ])("%s %s carries no field the contract does not name", async (method, url) => {
    const r = await spec.call(method, url, { token });
    expect(r.status).toBe(200);
    const call = specCall(method, new URL(url, "http://x").pathname.replace(/^\/api/, ""))!;
    const extra = [...present(r.body, call.response)].filter((p) => !allowed(call.response).has(p));
    expect(extra).toEqual([]);
  });

  it("drops what the contract does not name from a course and its outline, and keeps what it does", async () => {
    const slug = (await spec.get("/api/courses?page=1")).body.data[0].slug;
    const [fromSpec, fromFull] = await Promise.all([spec.get(`/api/courses/${slug}`, token), full.get(`/api/courses/${slug}`)]);
    const course = fromSpec.body.course;
    expect(fromFull.body.course.organization.id).toBeTypeOf("number");
    expect(course.organization).not.toHaveProperty("id");
    expect(course).not.toHaveProperty("has_access_code");
    expect(course.curriculum[0]).not.toHaveProperty("id");
    expect(course.curriculum[0].lessons[0]).not.toHaveProperty("id");
    expect(course).toMatchObject({ id: fromFull.body.course.id, slug, title: fromFull.body.course.title, price: fromFull.body.course.price });
    expect(course.organization).toMatchObject({ slug: fromFull.body.course.organization.slug, name: fromFull.body.course.organization.name });
  });

  it("passes errors as they are: Laravel's message and field errors", async () => {
    const r = await spec.post("/api/login", { email: "nobody@example.cm", password: "wrong-pass" });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ message: expect.any(String), errors: { email: [expect.any(String)] } });
  });

  it("keeps the channels' authorisation and the development helpers, which the contract needs but names no path for", async () => {
    expect((await spec.get("/api/dev/mailbox?to=nobody%40example.cm")).status).toBe(200);
    expect((await spec.post("/api/broadcasting/auth", { socket_id: "1.1", channel_name: "private-payment.user.1" })).status).not.toBe(404);
  });

  it("lists only calls the full API serves", async () => {
    // Last: some of these calls change the full API's data (a logout among them).
    for (const call of SPEC_CALLS) {
      const path = call.path.replace("{id}", "1").replace("{slug}", "a-slug");
      const r = await full.call(call.method, `/api${path}`, { token: fullToken });
      expect(r.body?.message ?? "", `${call.method} ${call.path}`).not.toMatch(/^The route .* could not be found\.$/);
    }
  });
});

describe("prune", () => {
  it("keeps the named fields of objects and lists, and a field named whole as it is", () => {
    const shape: Shape = { data: [{ id: true, tags: true, owner: { name: true } }], meta: { total: true } };
    const value = { data: [{ id: 1, secret: 2, tags: ["a", { b: 1 }], owner: { name: "N", id: 9 } }], meta: { total: 1, per_page: 20 }, debug: true };
    expect(prune(value, shape)).toEqual({ data: [{ id: 1, tags: ["a", { b: 1 }], owner: { name: "N" } }], meta: { total: 1 } });
  });
});
