import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApi, type TestApi, until } from "./harness.ts";
import { seedForTests } from "./seeded.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests, config: { payments: { successDelayMs: 50, failureDelayMs: 50, expiryMs: 300 } } });
});
afterAll(() => api.close());

it("an unanswered request lapses as failed, and the learner can then pay again", async () => {
  const { token } = await api.register();
  const course = api.deps.db.prepare("SELECT id, slug FROM courses WHERE pricing = 'paid' AND pricing_model = 'open_purchase' LIMIT 1").get() as {
    id: number;
    slug: string;
  };
  const first = await api.post(`/api/courses/${course.id}/enroll`, { payer_name: "Ada", payer_phone: "650000002" }, token);
  expect(first.status).toBe(201);
  const during = await api.post(`/api/courses/${course.id}/enroll`, { payer_name: "Ada", payer_phone: "677000000" }, token);
  expect(during.body.transaction_id).toBe(first.body.transaction_id);

  const status = async () => (await api.get(`/api/payments/${first.body.transaction_id}`, token)).body.data.status;
  await until(async () => (await status()) !== "pending", "the lapse");
  expect(await status()).toBe("failed");
  expect((await api.get(`/api/courses/${course.slug}`, token)).body.course.has_enrolled).toBe(false);

  const retry = await api.post(`/api/courses/${course.id}/enroll`, { payer_name: "Ada", payer_phone: "677000000" }, token);
  expect(retry.status).toBe(201);
  expect(retry.body.transaction_id).not.toBe(first.body.transaction_id);
  await until(async () => (await api.get(`/api/courses/${course.slug}`, token)).body.course.has_enrolled, "the enrolment");
  expect((await api.get(`/api/courses/${course.slug}`, token)).body.course.has_enrolled).toBe(true);
});
