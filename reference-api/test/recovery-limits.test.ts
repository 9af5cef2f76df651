import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_LIMITS } from "../src/domains/users/auth-routes.ts";
import { startTestApi, type TestApi } from "./harness.ts";

/**
 * Nobody can block a learner's recovery: wrong reset tokens and link requests sent by another
 * client for the learner's address are limited there, at that client and that address, and the
 * learner's own link always works.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const ATTACKER = "127.0.0.2";
const VICTIM = "127.0.0.3";

const resetLinks = async (email: string) =>
  ((await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).body.data as { subject: string; text: string }[])
    .filter((m) => m.subject === "Reset your password")
    .map((m) => /reset-password\/([^?\s]+)/.exec(m.text)![1]);

const reset = (email: string, token: string, from: string) =>
  api.call("POST", "/api/reset-password", { from, json: { token, email, password: "brand-new-pass", password_confirmation: "brand-new-pass" } });

describe("wrong reset tokens for someone else's address", () => {
  it("are refused, then limited at the client that sends them, and the owner's real link still works", async () => {
    const { user } = await api.register();
    const answers: number[] = [];
    for (let i = 0; i < AUTH_LIMITS.resetFailuresPerClient.max + 2; i++) answers.push((await reset(user.email, `bogus-${i}`, ATTACKER)).status);
    expect(answers.slice(0, AUTH_LIMITS.resetFailuresPerClient.max)).toEqual(Array(AUTH_LIMITS.resetFailuresPerClient.max).fill(422));
    expect(answers.at(-1)).toBe(429);

    expect((await api.call("POST", "/api/forgot-password", { from: VICTIM, json: { email: user.email } })).status).toBe(200);
    const [link] = await resetLinks(user.email);
    expect((await reset(user.email, link, VICTIM)).status).toBe(200);
    expect(await api.login(user.email, "brand-new-pass")).toBeTruthy();
  });

  it("cannot lock the address either: past its limit of wrong tokens, a right one works from anywhere", async () => {
    const { user } = await api.register();
    const clients = ["127.0.0.4", "127.0.0.5", "127.0.0.6"];
    let refused = 0;
    for (let i = 0; i < AUTH_LIMITS.resetFailuresPerAddress.max + 3; i++) if ((await reset(user.email, `bogus-${i}`, clients[i % 3])).status === 429) refused++;
    expect(refused).toBeGreaterThan(0);
    await api.call("POST", "/api/forgot-password", { from: VICTIM, json: { email: user.email } });
    const [link] = await resetLinks(user.email);
    expect((await reset(user.email, link, VICTIM)).status).toBe(200);
  });
});

describe("link requests for someone else's address", () => {
  it("are limited at the client that sends them; the address gets no more mail past its limit, and its links work", async () => {
    const { user } = await api.register();
    const answers: number[] = [];
    for (let i = 0; i < AUTH_LIMITS.forgotPerClient.max + 1; i++)
      answers.push((await api.call("POST", "/api/forgot-password", { from: "127.0.0.7", json: { email: user.email } })).status);
    expect(answers.slice(0, AUTH_LIMITS.forgotPerClient.max).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const links = await resetLinks(user.email);
    expect(links).toHaveLength(AUTH_LIMITS.forgotMailsPerAddress.max);
    // The owner asks too: the same answer (a link is in the inbox already), and the newest link works.
    const own = await api.call("POST", "/api/forgot-password", { from: VICTIM, json: { email: user.email } });
    expect(own.status).toBe(200);
    expect((await reset(user.email, links[0], VICTIM)).status).toBe(200);
  });
});
