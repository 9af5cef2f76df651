import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_LIMITS } from "../src/domains/users/auth-routes.ts";
import { startTestApi, type TestApi } from "./harness.ts";

/** Limits by client, not only by account: one machine cannot try many accounts, register many, or mail many addresses. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("signing in", () => {
  it("stops one client trying thirty accounts, and not another client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await api.call("POST", "/api/login", { from: "127.0.0.8", json: { email: `someone${i}@example.cm`, password: "guess-1234" } })).status);
    expect(statuses.slice(0, AUTH_LIMITS.loginFailuresPerClient.max).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(AUTH_LIMITS.loginFailuresPerClient.max)).toEqual(Array(30 - AUTH_LIMITS.loginFailuresPerClient.max).fill(429));
    const { user } = await api.register();
    const other = await api.call("POST", "/api/login", { from: "127.0.0.9", json: { email: user.email, password: "a-good-pass" } });
    expect(other.status).toBe(200);
    const limited = await api.call("POST", "/api/login", { from: "127.0.0.8", json: { email: user.email, password: "a-good-pass" } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("registering", () => {
  it("is limited per client, before the answer that says an address is taken", async () => {
    const { user } = await api.register();
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMITS.registerPerClient.max + 1; i++)
      statuses.push(
        (
          await api.call("POST", "/api/register", {
            from: "127.0.0.10",
            json: { first_name: "A", last_name: "B", email: user.email, password: "long-enough-9", password_confirmation: "long-enough-9", code: "123456" },
          })
        ).status,
      );
    expect(statuses.slice(0, -1).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the sign-up code's mail", () => {
  it("is limited per client, whatever the addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMITS.verificationPerClient.max + 1; i++)
      statuses.push(
        (await api.call("POST", "/api/send-verification-email", { from: "127.0.0.11", json: { name: "Ada", email: `new${i}@example.cm` } })).status,
      );
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("greets with a short, plain name: no link, no message written by whoever asked", async () => {
    const email = "stranger@example.cm";
    const r = await api.post("/api/send-verification-email", { name: "Win 500000 XAF at https://evil.example/claim now", email });
    expect(r.status).toBe(200);
    const mail = (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).body.data[0];
    expect(mail.text.split("\n")[0]).toBe("Hello Win,");
    expect(mail.text).not.toMatch(/https?:|evil|500000|claim/);
    expect(mail.html).not.toMatch(/https?:|evil|500000|claim/);
  });

  it("refuses a name with control or direction characters, in the reader's language", async () => {
    const r = await api.call("POST", "/api/send-verification-email", {
      json: { name: "Ada\u202e", email: "x@example.cm" },
      headers: { "Accept-Language": "fr" },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors.name[0]).toBe("Le champ nom ne doit pas contenir de caractères de contrôle ou de direction.");
  });
});
