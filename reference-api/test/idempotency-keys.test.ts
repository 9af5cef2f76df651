import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";
import { seedForTests } from "./seeded.ts";

/** An Idempotency-Key names one payment of one learner for one item: a retry gets that payment, another item is refused. */
let api: TestApi;
let paid: { id: number; slug: string }[];
beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests, config: { payments: { successDelayMs: 60_000, failureDelayMs: 60_000, expiryMs: 200_000 } } });
  paid = api.deps.db
    .prepare("SELECT id, slug FROM courses WHERE pricing = 'paid' AND pricing_model = 'open_purchase' AND published_at <= ? ORDER BY id LIMIT 2")
    .all(new Date().toISOString()) as { id: number; slug: string }[];
  expect(paid).toHaveLength(2);
});
afterAll(() => api.close());

const pay = (token: string, courseId: number, key: string, lang = "en") =>
  api.call("POST", `/api/courses/${courseId}/enroll`, {
    token,
    json: { payer_name: "Ada Test", payer_phone: "677000000" },
    headers: { "Idempotency-Key": key, "Accept-Language": lang },
  });

describe("an Idempotency-Key", () => {
  it("sent again for the same item answers the same payment", async () => {
    const { token } = await api.register();
    const first = await pay(token, paid[0].id, "key-1");
    expect(first.status).toBe(201);
    const again = await pay(token, paid[0].id, "key-1");
    expect(again.status).toBe(200);
    expect(again.body.transaction_id).toBe(first.body.transaction_id);
    expect(again.body.slug).toBe(paid[0].slug);
  });

  it("reused for another item is refused, in the reader's language, and starts nothing", async () => {
    const { token, user } = await api.register();
    const first = await pay(token, paid[0].id, "key-2");
    expect(first.status).toBe(201);
    const other = await pay(token, paid[1].id, "key-2");
    expect(other.status).toBe(422);
    expect(other.body.errors.idempotency_key).toEqual(["This Idempotency-Key was already used for another payment."]);
    expect(other.body).not.toHaveProperty("transaction_id");
    expect((await pay(token, paid[1].id, "key-2", "fr")).body.message).toBe("Cette clé d’idempotence a déjà servi à un autre paiement.");
    const payments = api.deps.db.prepare("SELECT item_id FROM payments WHERE user_id = ?").all(user.id) as { item_id: number }[];
    expect(payments).toEqual([{ item_id: paid[0].id }]);
  });

  it("is the learner's own: another learner's same key is another payment", async () => {
    const a = await api.register();
    const b = await api.register();
    const first = await pay(a.token, paid[0].id, "shared-key");
    const second = await pay(b.token, paid[0].id, "shared-key");
    expect(second.status).toBe(201);
    expect(second.body.transaction_id).not.toBe(first.body.transaction_id);
  });
});
