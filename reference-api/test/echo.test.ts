import Echo from "laravel-echo";
import Pusher from "pusher-js";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";
import { seedForTests } from "./seeded.ts";

/**
 * laravel-echo, configured as the widgets configure it (Reverb-style self-hosted settings,
 * bearer-token channel auth), receives the payment event with Echo's own event naming.
 */
let api: TestApi;
const echoes: Echo<"reverb">[] = [];

beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests, config: { payments: { successDelayMs: 300, failureDelayMs: 300, expiryMs: 200_000 } } });
});
afterEach(() => echoes.splice(0).forEach((e) => e.disconnect()));
afterAll(() => api.close());

function echoFor(token: string) {
  const port = Number(new URL(api.url).port);
  const echo = new Echo({
    broadcaster: "reverb",
    key: api.deps.config.realtime.key,
    Pusher,
    wsHost: "127.0.0.1",
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ["ws", "wss"],
    authEndpoint: `${api.url}/api/broadcasting/auth`,
    auth: { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } },
  });
  echoes.push(echo);
  return echo;
}

const subscribed = (channel: any) =>
  new Promise<void>((resolve, reject) => {
    channel.subscribed(() => resolve());
    channel.error((e: unknown) => reject(new Error(`subscription refused: ${JSON.stringify(e)}`)));
  });

it("listen('PaymentProcessedEvent') on the private channel hears the sandbox's answer", async () => {
  const { token, user } = await api.register();
  const channel = echoFor(token).private(`payment.user.${user.id}`);
  const heard = new Promise<{ status: string; transaction_id: string }>((resolve) => channel.listen("PaymentProcessedEvent", resolve));
  await subscribed(channel);
  const course = api.deps.db.prepare("SELECT id FROM courses WHERE pricing = 'paid' AND pricing_model = 'open_purchase' LIMIT 1").get() as { id: number };
  const r = await api.post(`/api/courses/${course.id}/enroll`, { payer_name: "Ada Test", payer_phone: "677000000" }, token);
  expect(r.status).toBe(201);
  const event = await heard;
  expect(event).toMatchObject({ status: "successful", transaction_id: r.body.transaction_id });
});

it("another learner's channel is refused", async () => {
  const { token, user } = await api.register();
  const channel = echoFor(token).private(`payment.user.${user.id + 1000}`);
  const refusal = new Promise<any>((resolve) => channel.error(resolve));
  expect((await refusal).status).toBe(403);
});
