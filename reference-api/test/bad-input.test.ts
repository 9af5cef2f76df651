import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";
import { seedForTests } from "./seeded.ts";

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
  token = (await api.register()).token;
});
afterAll(() => api.close());

/** Every table's row count: bad input must leave all of them as they were. */
function snapshot() {
  const tables = api.deps.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('auth_tokens')").all() as {
    name: string;
  }[];
  return Object.fromEntries(tables.map((t) => [t.name, (api.deps.db.prepare(`SELECT COUNT(*) n FROM "${t.name}"`).get() as { n: number }).n]));
}

function expectLaravelError(r: { status: number; body: any }, status: number) {
  expect(r.status).toBe(status);
  expect(typeof r.body.message).toBe("string");
  expect(r.body.message.length).toBeGreaterThan(0);
  expect(r.body.errors).toBeTypeOf("object");
}

describe("bad input gets a clear 4xx and changes nothing", () => {
  it("malformed JSON", async () => {
    const before = snapshot();
    for (const body of ["{", '{"email": ', "[1,2]", "null", '"text"', "\u0000\u0001"]) {
      const r = await api.call("POST", "/api/register", { body, headers: { "Content-Type": "application/json" } });
      expectLaravelError(r, 400);
    }
    expect(snapshot()).toEqual(before);
  });

  it("wrong-typed fields", async () => {
    const before = snapshot();
    const r = await api.post("/api/register", {
      first_name: ["Ada"],
      last_name: { $ne: "" },
      email: 42,
      password: true,
      password_confirmation: true,
    });
    expectLaravelError(r, 422);
    expect(Object.keys(r.body.errors).sort()).toEqual(["email", "first_name", "last_name", "password"]);
    const rating = await api.call("POST", "/api/courses/1/review", { json: { rating: "five", review: 7 }, token });
    expectLaravelError(rating, 422);
    expect(snapshot()).toEqual(before);
  });

  it("oversized bodies: declared and chunked", async () => {
    const before = snapshot();
    const big = JSON.stringify({ first_name: "x".repeat(1024 * 1024), last_name: "y", email: "big@example.cm", password: "p".repeat(9) });
    expectLaravelError(await api.call("POST", "/api/register", { body: big, headers: { "Content-Type": "application/json" } }), 413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(64 * 1024)));
        controller.close();
      },
    });
    const res = await fetch(`${api.url}/api/contact-us`, {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/json" },
      // @ts-expect-error Node's fetch needs this for a streamed body
      duplex: "half",
    });
    expect(res.status).toBe(413);
    expect(snapshot()).toEqual(before);
  });

  it("an oversized upload", async () => {
    const form = new FormData();
    form.set("first_name", "Ada");
    form.set("last_name", "Test");
    form.set("profile", new Blob([new Uint8Array(7 * 1024 * 1024)], { type: "image/png" }), "huge.png");
    expectLaravelError(await api.call("POST", "/api/settings/update-profile", { form, token }), 413);
  });

  it("an upload that is not an image, whatever it claims", async () => {
    const form = new FormData();
    form.set("first_name", "Ada");
    form.set("last_name", "Test");
    form.set("profile", new Blob(["<script>alert(1)</script>"], { type: "image/png" }), "evil.png");
    const r = await api.call("POST", "/api/settings/update-profile", { form, token });
    expectLaravelError(r, 422);
    expect(r.body.errors.profile).toEqual(["The profile field must be an image."]);
  });

  it("1 MB strings in text fields and in the search", async () => {
    const before = snapshot();
    const mb = "a".repeat(1024 * 1024);
    const form = new FormData();
    for (const f of ["name", "email", "phone", "subject"]) form.set(f, "x@example.cm");
    form.set("message", mb);
    expectLaravelError(await api.call("POST", "/api/contact-us", { form }), 422);
    const search = await api.get(`/api/courses?q=${mb}`);
    expect(search.status).toBe(431);
    expect(search.body.message).toMatch(/too large/);
    const longSearch = await api.get(`/api/courses?q=${"b".repeat(500)}`);
    expectLaravelError(longSearch, 422);
    expect(snapshot()).toEqual(before);
  });

  it("hostile strings are data, not code", async () => {
    const before = snapshot();
    for (const q of ["' OR 1=1 --", "%", "_", "\\", '"; DROP TABLE courses; --', "<script>alert(1)</script>", "%' UNION SELECT * FROM users --"]) {
      const r = await api.get(`/api/courses?q=${encodeURIComponent(q)}`);
      expect(r.status).toBe(200);
      expect(r.body.meta.total).toBe(0);
    }
    const html = "<img src=x onerror=alert(1)>";
    const r = await api.post("/api/contact-us", { name: html, email: "h@example.cm", phone: "670000000", subject: html, message: html });
    expect(r.status).toBe(201);
    const stored = api.deps.db.prepare("SELECT name FROM contact_messages ORDER BY id DESC").get() as { name: string };
    expect(stored.name).toBe(html);
    expect(snapshot().courses).toBe(before.courses);
  });

  it("absurd paging", async () => {
    for (const q of ["limit=100000", "page=-1", "page=0", "limit=0", "page=abc", "limit=1e3", "page=99999999999"]) {
      expectLaravelError(await api.get(`/api/courses?${q}`), 422);
      expectLaravelError(await api.get(`/api/notifications?${q}`, token), 422);
    }
    const far = await api.get("/api/courses?page=500");
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual([]);
  });

  it("unknown filters and enum values", async () => {
    expectLaravelError(await api.get("/api/courses?difficulty=expert"), 422);
    expectLaravelError(await api.get("/api/courses?pricing=cheap"), 422);
    expectLaravelError(await api.get("/api/courses?categories=1,two"), 422);
    expectLaravelError(await api.get("/api/payments?status=stolen", token), 422);
  });

  it("a garbage request line gets a JSON 400, and the server lives on", async () => {
    const reply = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(api.url).port), "127.0.0.1", () => socket.write("GARBAGE\r\n\r\n"));
      let data = "";
      socket.on("data", (d) => (data += d));
      socket.on("close", () => resolve(data));
    });
    expect(reply).toMatch(/^HTTP\/1.1 400/);
    expect((await api.get("/api/categories")).status).toBe(200);
  });

  it("never answers 500 to a fuzzed body on any write", async () => {
    const writes = [
      "/api/register",
      "/api/login",
      "/api/forgot-password",
      "/api/reset-password",
      "/api/send-verification-email",
      "/api/contact-us",
      "/api/partner-application",
      "/api/courses/1/review",
      "/api/courses/1/enroll-with-access-code",
      "/api/course-content/1/mark-as-completed",
      "/api/courses/1/ping",
      "/api/settings/change-password",
      "/api/settings/update-fields",
      "/api/complete-registration",
      "/api/broadcasting/auth",
    ];
    const bodies: unknown[] = [{}, { a: 1 }, { email: null }, { fields: "1,,,x" }, { rating: 1e309 }, { seconds: -1 }, { __proto__: { admin: true } }];
    for (const path of writes)
      for (const json of bodies) {
        const r = await api.call("POST", path, { json, token });
        expect(r.status, `${path} ${JSON.stringify(json)}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${path} ${JSON.stringify(json)}`).toBeLessThan(500);
      }
  });
});

describe("slow clients", () => {
  it("a client that trickles its headers is cut off by the headers timeout", async () => {
    const slow = await startTestApi({ config: { http: { headersTimeoutMs: 400, requestTimeoutMs: 1000 } } });
    try {
      const started = Date.now();
      let answer = "";
      const closedAfter = await new Promise<number>((resolve) => {
        const socket = net.connect(Number(new URL(slow.url).port), "127.0.0.1", () => socket.write("GET /api/categories HTTP/1.1\r\nHost: x\r\n"));
        // One header line every 100 ms, never the blank line that ends them.
        const drip = setInterval(() => socket.writable && socket.write("X-Drip: 1\r\n"), 100);
        socket.on("error", () => {});
        socket.on("data", (d) => (answer += d));
        socket.on("close", () => {
          clearInterval(drip);
          resolve(Date.now() - started);
        });
        setTimeout(() => socket.destroy(), 5000);
      });
      expect(closedAfter).toBeLessThan(3000);
      expect(answer).toMatch(/^HTTP\/1.1 408 /);
    } finally {
      await slow.close();
    }
  });
});
