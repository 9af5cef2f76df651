import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";
import { DEMO, FRESH, seedForTests } from "./seeded.ts";

/** What the README promises about the two documented accounts, read through the API. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
});
afterAll(() => api.close());

describe("the demo learner", () => {
  let token: string;
  beforeAll(async () => {
    token = await api.login(DEMO.email, DEMO.password);
  });

  it("is onboarded, with interests and a picture", async () => {
    const { user } = (await api.get("/api/user", token)).body;
    expect(user.date_of_birth).toBeTruthy();
    expect(user.why_join).toBeTruthy();
    expect(user.fields.length).toBeGreaterThan(0);
    expect((await fetch(user.profile)).status).toBe(200);
  });

  it("has courses in progress, a finished one and its certificate", async () => {
    const courses = (await api.get("/api/courses/my-learning", token)).body.data;
    expect(courses.length).toBeGreaterThanOrEqual(4);
    expect(courses.some((c: any) => c.percentage_completed === 100)).toBe(true);
    expect(courses.filter((c: any) => c.percentage_completed > 0 && c.percentage_completed < 100).length).toBeGreaterThanOrEqual(2);
    expect((await api.get("/api/my-certificates", token)).body.data.length).toBeGreaterThanOrEqual(1);
  });

  it("has unread notifications and payments in every status", async () => {
    expect((await api.get("/api/notifications", token)).body.unread_count).toBeGreaterThan(0);
    const statuses = new Set((await api.get("/api/payments", token)).body.data.map((p: any) => p.status));
    expect([...statuses].sort()).toEqual(["failed", "pending", "successful"]);
  });

  it("passed one exam and failed one whose retake is still waiting", async () => {
    const exams = (await api.get("/api/exams/my-exams", token)).body.data;
    const results = await Promise.all(exams.map(async (e: any) => (await api.get(`/api/exams/${e.id}/result`, token)).body.data));
    const sat = results.filter((r: any) => r.submitted_before);
    expect(sat.some((r: any) => r.passed)).toBe(true);
    const failed = sat.find((r: any) => !r.passed);
    expect(failed).toBeDefined();
    expect(Date.parse(failed.next_attempt_at)).toBeGreaterThan(Date.now());
  });

  it("has learning time this week and points that match its ledger", async () => {
    const stats = (await api.get("/api/learner-stats", token)).body.data;
    expect(stats.time_this_week).toBeGreaterThan(0);
    expect(stats.course_learning_time.length).toBeGreaterThan(0);
    const ledger = api.deps.db.prepare("SELECT SUM(l.points) p FROM points_ledger l JOIN users u ON u.id = l.user_id WHERE u.email = ?").get(DEMO.email) as {
      p: number;
    };
    expect(stats.points).toBe(ledger.p);
  });
});

describe("the fresh learner", () => {
  it("is not onboarded and has nothing else", async () => {
    const token = await api.login(FRESH.email, FRESH.password);
    const { user } = (await api.get("/api/user", token)).body;
    expect(user).toMatchObject({ date_of_birth: null, why_join: null, fields: [], points: 0 });
    expect((await api.get("/api/courses/my-learning", token)).body.data).toEqual([]);
    expect((await api.get("/api/payments", token)).body.data).toEqual([]);
    expect((await api.get("/api/notifications", token)).body.data).toEqual([]);
    expect((await api.get("/api/exams/my-exams", token)).body.data).toEqual([]);
  });
});
