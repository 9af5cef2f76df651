// @vitest-environment node
import { afterAll, beforeAll, expect, it, vi } from "vitest";

/**
 * echo.ts and the payment watcher against the real reference API over a real WebSocket: the
 * library loading, bearer-token channel authorisation, Echo's event naming, the 403 for another
 * learner's channel, and a sandbox payment confirmed end to end. pusher-js runs in Node; the few
 * page globals the widgets' core reads are provided here, before anything is imported.
 */
vi.hoisted(() => {
  const page = globalThis as unknown as Record<string, unknown>;
  page.window = Object.assign(new EventTarget(), { lpConfig: {} as Record<string, unknown> });
  page.document = Object.assign(new EventTarget(), { baseURI: "http://127.0.0.1:4173/", visibilityState: "visible" });
});

import { postEnrol } from "#shared/api/catalogue.ts";
import type { User } from "#shared/api/schemas.ts";
import { saveToken } from "#shared/api/token.ts";
import { user } from "#shared/auth/session.ts";
import { resetConfig } from "#shared/config/runtime.ts";
import { paymentChannel, prepare, readPendingPayment, watchPayment } from "#shared/payments/payment-watcher.ts";
import { startTestApi, type TestApi } from "../../reference-api/test/harness.ts";
import { seedForTests } from "../../reference-api/test/seeded.ts";
import { disconnectRealtime, realtimeState, type SubscriptionError, subscribePrivate, subscriberCount } from "./echo.ts";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests, config: { payments: { successDelayMs: 300, failureDelayMs: 300, expiryMs: 200_000 } } });
  const port = Number(new URL(api.url).port);
  window.lpConfig = { apiBase: `${api.url}/api`, realtime: { key: api.deps.config.realtime.key, host: "127.0.0.1", port, tls: false } };
  resetConfig();
}, 120_000);

afterAll(async () => {
  disconnectRealtime();
  await api?.close();
});

it("subscribes with the learner's token, hears the payment, and confirms it over HTTP", async () => {
  const { token, user: registered } = await api.register();
  saveToken(token);
  user.value = registered as User;

  const { ready, release } = prepare();
  await ready;
  expect(realtimeState.value).toBe("connected");
  expect(subscriberCount(paymentChannel(registered.id))).toBe(1);

  const course = api.deps.db.prepare("SELECT id, slug FROM courses WHERE pricing = 'paid' AND pricing_model = 'open_purchase' LIMIT 1").get() as {
    id: number;
    slug: string;
  };
  const started = await postEnrol(course.id, { payer_name: "Ada Test", payer_phone: "677000000" }, crypto.randomUUID());
  expect(started.transaction_id).toBeTruthy();

  const settled = await new Promise<string>((resolve, reject) => {
    watchPayment(started.transaction_id!, { onSettled: resolve, onTimeout: () => reject(new Error("timed out")) }, { courseSlug: course.slug });
    release();
  });
  expect(settled).toBe("successful");
  expect(readPendingPayment()).toBeNull();
  expect(subscriberCount(paymentChannel(registered.id))).toBe(0);
  const enrolled = await api.get(`/api/courses/${course.slug}`, token);
  expect(enrolled.body.course.has_enrolled).toBe(true);
}, 20_000);

it("reports a payment the operator declines as failed", async () => {
  const { token, user: registered } = await api.register();
  saveToken(token);
  user.value = registered as User;
  const { ready, release } = prepare();
  await ready;
  const course = api.deps.db.prepare("SELECT id FROM courses WHERE pricing = 'paid' AND pricing_model = 'open_purchase' LIMIT 1").get() as { id: number };
  const started = await postEnrol(course.id, { payer_name: "Ada Test", payer_phone: "650000001" }, crypto.randomUUID());
  const settled = await new Promise<string>((resolve, reject) => {
    watchPayment(started.transaction_id!, { onSettled: resolve, onTimeout: () => reject(new Error("timed out")) });
    release();
  });
  expect(settled).toBe("failed");
}, 20_000);

it("is refused another learner's channel with 403", async () => {
  const { token, user: registered } = await api.register();
  saveToken(token);
  user.value = registered as User;
  const refusal = await new Promise<SubscriptionError>((resolve) => {
    const off = subscribePrivate(paymentChannel(registered.id + 1000), "PaymentProcessedEvent", () => undefined, {
      onError: (error) => {
        off();
        resolve(error);
      },
    });
  });
  expect(refusal.status).toBe(403);
}, 20_000);
