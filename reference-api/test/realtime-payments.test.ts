import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Pusher, { type Channel } from "pusher-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/connection.ts";
import { startApi } from "../src/server.ts";
import { startTestApi, type TestApi, until } from "./harness.ts";
import { seedForTests } from "./seeded.ts";

/**
 * The whole path a payment widget takes: a real pusher-js client on the API's own port,
 * authorised by the API's broadcasting endpoint, watching a paid enrolment settle in the sandbox.
 */
const EVENT = "App\\Events\\PaymentProcessedEvent";
const PAYS = "677000000";
const DECLINED = "650000001";
const NO_ANSWER = "650000002";
const WAIT_MS = 5_000;

let api: TestApi;
let paid: { id: number; slug: string; amount: number }[];

beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests, config: { payments: { successDelayMs: 300, failureDelayMs: 300, slowDelayMs: 1_500, expiryMs: 200_000 } } });
  paid = (
    api.deps.db
      .prepare(
        `SELECT id, slug, CASE WHEN sale_price > 0 AND sale_price < price THEN sale_price ELSE price END AS amount
         FROM courses WHERE pricing = 'paid' AND pricing_model = 'open_purchase' AND published_at <= ? ORDER BY id`,
      )
      .all(new Date().toISOString()) as { id: number; slug: string; amount: number }[]
  ).slice(0, 4);
  expect(paid.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => api.close());

const clients: Pusher[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

/** A pusher-js client as the widget configures it, authorised with the learner's bearer token. */
function connect(baseUrl: string, key: string, token: string): Pusher {
  const port = Number(new URL(baseUrl).port);
  const client = new Pusher(key, {
    cluster: "x",
    wsHost: "127.0.0.1",
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${baseUrl}/api/broadcasting/auth`,
      transport: "ajax",
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    },
  });
  clients.push(client);
  return client;
}

/** Subscribes and resolves once the server confirms, or rejects with the subscription error. */
function subscribe(client: Pusher, name: string): Promise<Channel> {
  const channel = client.subscribe(name);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out subscribing to ${name}`)), WAIT_MS);
    channel.bind("pusher:subscription_succeeded", () => {
      clearTimeout(timer);
      resolve(channel);
    });
    channel.bind("pusher:subscription_error", (error: unknown) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`subscription to ${name} failed`), { detail: error }));
    });
  });
}

/** Every payment event the channel receives, in order. */
function record(channel: Channel): any[] {
  const events: any[] = [];
  channel.bind(EVENT, (data: unknown) => events.push(data));
  return events;
}

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const enrol = (token: string, courseId: number, payer: Record<string, string>, headers: Record<string, string> = {}) =>
  api.call("POST", `/api/courses/${courseId}/enroll`, { token, form: form(payer), headers });

const payer = (phone: string) => ({ payer_name: "Ada Test", payer_phone: phone });

const paymentsOf = (userId: number) =>
  api.deps.db.prepare("SELECT reference, status, item_id FROM payments WHERE user_id = ?").all(userId) as {
    reference: string;
    status: string;
    item_id: number;
  }[];

/** A new learner already listening on their own payment channel. */
async function listeningLearner() {
  const learner = await api.register();
  const client = connect(api.url, api.deps.config.realtime.key, learner.token);
  const channel = await subscribe(client, `private-payment.user.${learner.user.id}`);
  return { ...learner, client, channel, events: record(channel) };
}

describe("a paid enrolment watched over the realtime channel", () => {
  it("pays, receives PaymentProcessedEvent 'successful' with the transaction id, and is enrolled", async () => {
    const { token, events } = await listeningLearner();
    const course = paid[0];

    const r = await enrol(token, course.id, payer(PAYS));
    expect(r.status).toBe(201);
    expect(r.body.message).toBe("Payment initiated successfully!");
    const tid = r.body.transaction_id;
    expect(typeof tid).toBe("string");
    expect(tid.length).toBeGreaterThan(0);
    expect(r.body.slug).toBe(course.slug);

    const pending = await api.get(`/api/payments/${tid}`, token);
    expect(pending.body.data).toMatchObject({ reference: tid, status: "pending", amount: course.amount });
    expect((await api.get(`/api/courses/${course.slug}`, token)).body.course.has_enrolled).toBe(false);

    await until(() => events.length > 0, "the payment event");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: "successful", transaction_id: tid });

    expect((await api.get(`/api/courses/${course.slug}`, token)).body.course.has_enrolled).toBe(true);
    expect((await api.get(`/api/payments/${tid}`, token)).body.data).toMatchObject({ reference: tid, status: "successful", amount: course.amount });
    const list = await api.get("/api/payments", token);
    expect(list.body).toMatchObject({ amount_paid: course.amount, amount_pending: 0 });
    expect((await api.get("/api/courses/my-learning", token)).body.data.map((c: any) => c.slug)).toEqual([course.slug]);
  });

  it("a declined number gives the event status 'failed' and no enrolment", async () => {
    const { token, events, user } = await listeningLearner();
    const course = paid[1];

    const r = await enrol(token, course.id, payer(DECLINED));
    expect(r.status).toBe(201);
    const tid = r.body.transaction_id;

    await until(() => events.length > 0, "the payment event");
    expect(events[0]).toMatchObject({ status: "failed", transaction_id: tid });
    expect((await api.get(`/api/courses/${course.slug}`, token)).body.course.has_enrolled).toBe(false);
    expect((await api.get(`/api/payments/${tid}`, token)).body.data.status).toBe("failed");
    expect(paymentsOf(user.id)).toEqual([{ reference: tid, status: "failed", item_id: course.id }]);
  });

  it("a number that never answers sends no event within a second and stays pending", async () => {
    const { token, events } = await listeningLearner();
    const course = paid[0];

    const r = await enrol(token, course.id, payer(`237${NO_ANSWER}`));
    expect(r.status).toBe(201);
    const tid = r.body.transaction_id;

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(events).toEqual([]);
    expect((await api.get(`/api/payments/${tid}`, token)).body.data.status).toBe("pending");
    expect((await api.get(`/api/courses/${course.slug}`, token)).body.course.has_enrolled).toBe(false);
  });

  it("the slow number is still pending well after the usual delay, then pays and enrols", async () => {
    const { token, events } = await listeningLearner();
    const course = paid[0];

    const r = await enrol(token, course.id, payer("650000003"));
    expect(r.status).toBe(201);
    const tid = r.body.transaction_id;

    await new Promise((resolve) => setTimeout(resolve, 900)); // three times the usual answer
    expect(events).toEqual([]);
    expect((await api.get(`/api/payments/${tid}`, token)).body.data.status).toBe("pending");
    await until(() => events.length > 0, "the late payment event");
    expect(events[0]).toMatchObject({ status: "successful", transaction_id: tid });
    expect((await api.get(`/api/courses/${course.slug}`, token)).body.course.has_enrolled).toBe(true);
  });
});

describe("channel authorisation", () => {
  it("refuses another learner's channel: subscription_error 403 over pusher-js", async () => {
    const me = await api.register();
    const other = await api.register();
    const client = connect(api.url, api.deps.config.realtime.key, me.token);
    const failure = await subscribe(client, `private-payment.user.${other.user.id}`).then(
      () => null,
      (error: { detail: unknown }) => error.detail,
    );
    expect(failure).toMatchObject({ type: "AuthError", status: 403 });
    expect(api.deps.realtime.subscriberCount(`private-payment.user.${other.user.id}`)).toBe(0);
  });

  it("answers the auth endpoint with a signature for one's own channel, 403 for another's and 401 without a token", async () => {
    const me = await api.register();
    const other = await api.register();
    const client = connect(api.url, api.deps.config.realtime.key, me.token);
    await subscribe(client, `private-payment.user.${me.user.id}`);
    const socketId = client.connection.socket_id;
    const auth = (channel: string, token: string | null) =>
      api.call("POST", "/api/broadcasting/auth", { token, form: form({ socket_id: socketId, channel_name: channel }) });

    const own = await auth(`private-payment.user.${me.user.id}`, me.token);
    expect(own.status).toBe(200);
    expect(own.body.auth).toMatch(new RegExp(`^${api.deps.config.realtime.key}:[0-9a-f]{64}$`));

    const theirs = await auth(`private-payment.user.${other.user.id}`, me.token);
    expect(theirs.status).toBe(403);
    expect(theirs.body).not.toHaveProperty("auth");

    const visitor = await auth(`private-payment.user.${me.user.id}`, null);
    expect(visitor.status).toBe(401);
    expect(visitor.body).not.toHaveProperty("auth");
  });

  it("does not deliver one learner's payment event to another learner", async () => {
    const watcher = await listeningLearner();
    const payerLearner = await listeningLearner();
    const r = await enrol(payerLearner.token, paid[0].id, payer(PAYS));
    expect(r.status).toBe(201);
    await until(() => payerLearner.events.length > 0, "the payer's event");
    expect(watcher.events).toEqual([]);
  });
});

describe("initiating twice", () => {
  it("two concurrent requests for the same enrolment give one payment and one transaction id", async () => {
    const { token, user, events } = await listeningLearner();
    const course = paid[0];
    const [a, b] = await Promise.all([enrol(token, course.id, payer(PAYS)), enrol(token, course.id, payer(PAYS))]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.transaction_id).toBeTruthy();
    expect(b.body.transaction_id).toBe(a.body.transaction_id);
    expect(paymentsOf(user.id)).toHaveLength(1);

    await until(() => events.length > 0, "the payment event");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toHaveLength(1);
    expect(paymentsOf(user.id)).toEqual([{ reference: a.body.transaction_id, status: "successful", item_id: course.id }]);
    const again = await enrol(token, course.id, payer(PAYS));
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty("transaction_id");
    expect(paymentsOf(user.id)).toHaveLength(1);
  });

  it("the same Idempotency-Key returns the same payment, even after it settled", async () => {
    const { token, user } = await listeningLearner();
    const course = paid[1];
    const key = { "Idempotency-Key": crypto.randomUUID() };

    const first = await enrol(token, course.id, payer(DECLINED), key);
    expect(first.status).toBe(201);
    const retry = await enrol(token, course.id, payer(DECLINED), key);
    expect(retry.status).toBe(200);
    expect(retry.body.transaction_id).toBe(first.body.transaction_id);

    await until(async () => (await api.get(`/api/payments/${first.body.transaction_id}`, token)).body.data.status === "failed", "the decline");
    const late = await enrol(token, course.id, payer(DECLINED), key);
    expect(late.body.transaction_id).toBe(first.body.transaction_id);
    expect(paymentsOf(user.id)).toHaveLength(1);

    // A new attempt (no key, or a new one) after the decline is a new payment.
    const fresh = await enrol(token, course.id, payer(PAYS));
    expect(fresh.status).toBe(201);
    expect(fresh.body.transaction_id).not.toBe(first.body.transaction_id);
    expect(paymentsOf(user.id)).toHaveLength(2);
  });

  it("two taps sending different Idempotency-Keys while a payment is under way charge once", async () => {
    const { token, user, events } = await listeningLearner();
    const course = paid[0];
    const first = await enrol(token, course.id, payer(PAYS), { "Idempotency-Key": crypto.randomUUID() });
    expect(first.status).toBe(201);
    const second = await enrol(token, course.id, payer(PAYS), { "Idempotency-Key": crypto.randomUUID() });
    expect(second.status).toBe(200);
    expect(second.body.transaction_id).toBe(first.body.transaction_id);

    await until(() => events.length > 0, "the payment event");
    expect((await api.get(`/api/courses/${course.slug}`, token)).body.course.has_enrolled).toBe(true);
    // The learner is charged the course price once, under the one transaction id both taps were given.
    const list = await api.get("/api/payments", token);
    expect(list.body.amount_paid).toBe(course.amount);
    expect(list.body.data).toHaveLength(1);
    expect(paymentsOf(user.id)).toEqual([{ reference: first.body.transaction_id, status: "successful", item_id: course.id }]);
  });
});

describe("payer validation", () => {
  it("requires payer name and phone, naming both", async () => {
    const { token, user } = await api.register();
    const r = await enrol(token, paid[0].id, {});
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(["payer_name", "payer_phone"]);
    const blank = await enrol(token, paid[0].id, { payer_name: " ", payer_phone: "" });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors).sort()).toEqual(["payer_name", "payer_phone"]);
    expect(paymentsOf(user.id)).toEqual([]);
  });

  it.each([
    ["too short", "12345"],
    ["too long", "6770000001234567"],
    ["not only digits", "677-000-000"],
  ])("refuses a phone that is %s", async (_label, phone) => {
    const { token, user } = await api.register();
    const r = await enrol(token, paid[0].id, payer(phone));
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual(["payer_phone"]);
    expect(paymentsOf(user.id)).toEqual([]);
  });

  it("answers 401 to a visitor", async () => {
    const r = await api.call("POST", `/api/courses/${paid[0].id}/enroll`, { form: form(payer(PAYS)) });
    expect(r.status).toBe(401);
  });
});

describe("a pending payment across a restart", () => {
  it("is settled by the next API process, which enrols the learner", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lp-api-restart-"));
    const config = loadConfig(
      { API_ENV: "development" },
      {
        port: 0,
        dbFile: path.join(dir, "platform.sqlite"),
        storageDir: path.join(dir, "storage"),
        payments: { successDelayMs: 1_000, failureDelayMs: 1_000, expiryMs: 200_000 },
      },
    );
    let running: Awaited<ReturnType<typeof startApi>> | null = null;
    try {
      await seedForTests(config);
      const course = (() => {
        const db = openDatabase(config.dbFile);
        try {
          return db.prepare("SELECT id, slug FROM courses WHERE pricing = 'paid' AND pricing_model = 'open_purchase' ORDER BY id LIMIT 1").get() as {
            id: number;
            slug: string;
          };
        } finally {
          db.close();
        }
      })();
      const call = async (base: string, method: string, p: string, token: string, body?: FormData) => {
        const res = await fetch(base + p, { method, body, headers: { Accept: "application/json", Authorization: `Bearer ${token}` } });
        return { status: res.status, body: await res.json() };
      };

      running = await startApi(config);
      await fetch(`${running.url}/api/send-verification-email`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Restart Test", email: "restart@example.cm" }),
      });
      const mailbox = await (await fetch(`${running.url}/api/dev/mailbox?to=restart%40example.cm`)).json();
      const code = /\b(\d{6})\b/.exec(mailbox.data[0].text)?.[1];
      const reg = await fetch(`${running.url}/api/register`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({
          first_name: "Restart",
          last_name: "Test",
          email: "restart@example.cm",
          password: "a-good-pass",
          password_confirmation: "a-good-pass",
          code,
        }),
      });
      expect(reg.status).toBe(201);
      const token = (await reg.json()).authorization.token as string;
      const started = await call(running.url, "POST", `/api/courses/${course.id}/enroll`, token, form(payer(PAYS)));
      expect(started.status).toBe(201);
      const tid = started.body.transaction_id as string;
      await running.close();
      running = null;

      const db = openDatabase(config.dbFile);
      try {
        expect((db.prepare("SELECT status FROM payments WHERE reference = ?").get(tid) as { status: string }).status).toBe("pending");
      } finally {
        db.close();
      }

      running = await startApi(config);
      const api2 = running;
      await until(async () => (await call(api2.url, "GET", `/api/payments/${tid}`, token)).body.data?.status === "successful", "the settlement");
      expect((await call(api2.url, "GET", `/api/courses/${course.slug}`, token)).body.course.has_enrolled).toBe(true);
      const notes = await call(api2.url, "GET", "/api/notifications?limit=100", token);
      expect(notes.body.data.filter((n: any) => n.title === "Payment successful")).toHaveLength(1);
    } finally {
      await running?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
