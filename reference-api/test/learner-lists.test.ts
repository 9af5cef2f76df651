import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";
import { keysDeep } from "./json-keys.ts";
import { DEMO, FRESH, seedForTests } from "./seeded.ts";

/**
 * The signed-in learner's lists (dashboard figures, notifications, payments, certificates and
 * "my learning") against the seeded demo learner: every figure is checked against the database.
 */
let api: TestApi;
let demoToken: string;
let demoId: number;
let freshToken: string;
let freshId: number;

beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
  demoToken = await api.login(DEMO.email, DEMO.password);
  freshToken = await api.login(FRESH.email, FRESH.password);
  demoId = userId(DEMO.email);
  freshId = userId(FRESH.email);
});
afterAll(() => api.close());

const one = <T = any>(sql: string, ...args: unknown[]) => api.deps.db.prepare(sql).get(...args) as T;
const all = <T = any>(sql: string, ...args: unknown[]) => api.deps.db.prepare(sql).all(...args) as T[];
const count = (sql: string, ...args: unknown[]) => one<{ n: number }>(sql, ...args).n;
const userId = (email: string) => one<{ id: number }>("SELECT id FROM users WHERE email = ?", email).id;

const isWhole = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 0;

/** Monday of the current week and the first of the month (UTC), as YYYY-MM-DD. */
function periodStarts(now = new Date()) {
  const back = (now.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { week: monday.toISOString().slice(0, 10), month: month.toISOString().slice(0, 10) };
}

/** The Learner stats entity as the database says it should read. */
function expectedStats(id: number) {
  const { week, month } = periodStarts();
  const finished = (kind: string) =>
    count(
      `SELECT COUNT(DISTINCT a.test_id) n FROM attempts a JOIN tests t ON t.id = a.test_id
       WHERE a.user_id = ? AND a.status = 'submitted' AND t.kind = ?`,
      id,
      kind,
    );
  return {
    enrolled_courses: count("SELECT COUNT(*) n FROM enrolments WHERE user_id = ?", id),
    enrolled_exams: count("SELECT COUNT(*) n FROM exam_enrolments WHERE user_id = ?", id),
    completed_courses: count("SELECT COUNT(*) n FROM enrolments WHERE user_id = ? AND completed_at IS NOT NULL", id),
    exams_completed: finished("exam"),
    assessments_completed: finished("assessment"),
    certificates_earned: count("SELECT COUNT(*) n FROM certificates WHERE user_id = ?", id),
    points: one<{ points: number }>("SELECT points FROM users WHERE id = ?", id).points,
    time_this_week: count("SELECT COALESCE(SUM(seconds), 0) n FROM learning_time WHERE user_id = ? AND day >= ?", id, week),
    course_learning_time: all<{ course_name: string; time: number }>(
      `SELECT c.title AS course_name, SUM(lt.seconds) AS time FROM learning_time lt JOIN courses c ON c.id = lt.course_id
       WHERE lt.user_id = ? AND lt.day >= ? GROUP BY lt.course_id`,
      id,
      month,
    ),
  };
}

describe("accounts used", () => {
  it("signs in as the demo and fresh learners, whose ids the database checks below use", async () => {
    expect((await api.get("/api/user", demoToken)).body.user.id).toBe(demoId);
    expect((await api.get("/api/user", freshToken)).body.user.id).toBe(freshId);
  });
});

const byName = (a: { course_name: string }, b: { course_name: string }) => a.course_name.localeCompare(b.course_name);

describe("GET /api/learner-stats", () => {
  const FIGURES = [
    "enrolled_courses",
    "enrolled_exams",
    "completed_courses",
    "exams_completed",
    "assessments_completed",
    "certificates_earned",
    "points",
    "time_this_week",
  ] as const;

  it("has every field of the Learner stats entity, with the right types", async () => {
    const r = await api.get("/api/learner-stats", demoToken);
    expect(r.status).toBe(200);
    const stats = r.body.data;
    for (const field of FIGURES) expect(isWhole(stats[field]), `${field} = ${stats[field]}`).toBe(true);
    expect(Array.isArray(stats.course_learning_time)).toBe(true);
    for (const item of stats.course_learning_time) {
      expect(typeof item.course_name).toBe("string");
      expect(item.course_name.length).toBeGreaterThan(0);
      expect(isWhole(item.time)).toBe(true);
    }
  });

  it("gives the demo learner the database's figures", async () => {
    const stats = (await api.get("/api/learner-stats", demoToken)).body.data;
    const expected = expectedStats(demoId);
    for (const field of FIGURES) expect(stats[field], field).toBe(expected[field]);
    expect([...stats.course_learning_time].sort(byName)).toEqual([...expected.course_learning_time].sort(byName));
  });

  it("shows the demo learner's known history", async () => {
    const stats = (await api.get("/api/learner-stats", demoToken)).body.data;
    expect(stats.certificates_earned).toBeGreaterThanOrEqual(1);
    expect(stats.completed_courses).toBeGreaterThanOrEqual(1);
    expect(stats.enrolled_courses).toBeGreaterThan(stats.completed_courses);
    expect(stats.exams_completed).toBeGreaterThanOrEqual(2);
    expect(stats.enrolled_exams).toBeGreaterThanOrEqual(2);
    expect(stats.points).toBeGreaterThan(0);
    expect(stats.time_this_week).toBeGreaterThan(0);
    expect(stats.course_learning_time.length).toBeGreaterThan(0);
    // The month's time is at least the week's part that falls in this month.
    const monthTotal = stats.course_learning_time.reduce((s: number, c: { time: number }) => s + c.time, 0);
    expect(monthTotal).toBeGreaterThan(0);
  });

  it("gives a learner with no history zeros and an empty chart", async () => {
    const zeros = {
      enrolled_courses: 0,
      enrolled_exams: 0,
      completed_courses: 0,
      exams_completed: 0,
      assessments_completed: 0,
      certificates_earned: 0,
      points: 0,
      time_this_week: 0,
      course_learning_time: [],
    };
    const { token } = await api.register();
    for (const t of [freshToken, token]) {
      const r = await api.get("/api/learner-stats", t);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual(zeros);
    }
  });

  it("answers 401 without a token", async () => {
    const r = await api.get("/api/learner-stats");
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: "Unauthenticated." });
  });
});

describe("notifications", () => {
  /** A new learner with `total` notifications, the oldest `read` of them already read. */
  async function learnerWithNotifications(total: number, read: number) {
    const { token, user } = await api.register();
    api.deps.db.prepare("DELETE FROM notifications WHERE user_id = ?").run(user.id);
    const insert = api.deps.db.prepare("INSERT INTO notifications (user_id, type, title, message, read_at, created_at) VALUES (?, ?, ?, ?, ?, ?)");
    const base = Date.now() - total * 60_000;
    for (let i = 0; i < total; i++) {
      const at = new Date(base + i * 60_000).toISOString();
      insert.run(user.id, i % 2 ? "course_completed" : "payment", `Notice ${i}`, `<p>Message <strong>${i}</strong></p>`, i < read ? at : null, at);
    }
    return { token, user };
  }

  const expectNotification = (n: any) => {
    expect(typeof n.id).toBe("number");
    expect(typeof n.title).toBe("string");
    expect(typeof n.message).toBe("string");
    expect(["read", "unread"]).toContain(n.status);
    expect(typeof n.formatted_type).toBe("string");
    expect(n.formatted_type.length).toBeGreaterThan(0);
    expect(typeof n.since).toBe("string");
  };

  it("lists the demo learner's notifications with the database's unread count", async () => {
    const r = await api.get("/api/notifications", demoToken);
    expect(r.status).toBe(200);
    const total = count("SELECT COUNT(*) n FROM notifications WHERE user_id = ?", demoId);
    const unread = count("SELECT COUNT(*) n FROM notifications WHERE user_id = ? AND read_at IS NULL", demoId);
    expect(unread).toBeGreaterThan(0);
    expect(r.body.unread_count).toBe(unread);
    expect(r.body.meta).toMatchObject({ current_page: 1, last_page: Math.max(1, Math.ceil(total / 20)), total });
    expect(r.body.data).toHaveLength(Math.min(total, 20));
    r.body.data.forEach(expectNotification);
    const mine = new Set(all<{ id: number }>("SELECT id FROM notifications WHERE user_id = ?", demoId).map((n) => n.id));
    for (const n of r.body.data) expect(mine.has(n.id)).toBe(true);
  });

  it("pages by 20 by default, honours limit, newest first and without overlap", async () => {
    const { token } = await learnerWithNotifications(45, 10);
    const first = await api.get("/api/notifications", token);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta).toMatchObject({ current_page: 1, last_page: 3, total: 45 });
    expect(first.body.unread_count).toBe(35);
    expect(first.body.data[0].title).toBe("Notice 44");
    first.body.data.forEach(expectNotification);
    expect(first.body.data.find((n: any) => n.title === "Notice 43").formatted_type).toBe("Course Completed");
    expect(first.body.data.find((n: any) => n.title === "Notice 44").formatted_type).toBe("Payment");

    const second = await api.get("/api/notifications?page=2", token);
    const third = await api.get("/api/notifications?page=3", token);
    expect(second.body.meta.current_page).toBe(2);
    expect(third.body.meta).toMatchObject({ current_page: 3, last_page: 3, total: 45 });
    expect(second.body.data).toHaveLength(20);
    expect(third.body.data).toHaveLength(5);
    const ids = [...first.body.data, ...second.body.data, ...third.body.data].map((n: any) => n.id);
    expect(new Set(ids).size).toBe(45);
    expect(third.body.data.at(-1).title).toBe("Notice 0");

    const limited = await api.get("/api/notifications?limit=7&page=2", token);
    expect(limited.body.data).toHaveLength(7);
    expect(limited.body.meta).toMatchObject({ current_page: 2, last_page: 7, total: 45 });
    expect(limited.body.data[0].title).toBe("Notice 37");

    const everything = await api.get("/api/notifications?limit=100", token);
    expect(everything.body.data).toHaveLength(45);
    expect(everything.body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 45 });
  });

  it("filters to unread only with status=unread", async () => {
    const { token } = await learnerWithNotifications(30, 12);
    const r = await api.get("/api/notifications?status=unread", token);
    expect(r.status).toBe(200);
    expect(r.body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 18 });
    expect(r.body.data).toHaveLength(18);
    expect(r.body.data.every((n: any) => n.status === "unread")).toBe(true);
    expect(r.body.unread_count).toBe(18);
    const everything = await api.get("/api/notifications?status=&limit=100", token);
    expect(everything.body.meta.total).toBe(30);
    expect(everything.body.data.filter((n: any) => n.status === "read")).toHaveLength(12);
  });

  it("marks one notification as read, once, lowering the unread count by one", async () => {
    const { token } = await learnerWithNotifications(5, 2);
    const before = await api.get("/api/notifications?status=unread", token);
    expect(before.body.unread_count).toBe(3);
    const target = before.body.data[0];

    const r = await api.call("PATCH", `/api/notifications/${target.id}/mark-as-read`, { token });
    expect(r.status).toBe(200);
    expect(r.body.unread_count).toBe(2);
    const after = await api.get("/api/notifications", token);
    expect(after.body.unread_count).toBe(2);
    expect(after.body.data.find((n: any) => n.id === target.id).status).toBe("read");

    const again = await api.call("PATCH", `/api/notifications/${target.id}/mark-as-read`, { token });
    expect(again.status).toBe(200);
    expect(again.body.unread_count).toBe(2);
    expect((await api.get("/api/notifications", token)).body.unread_count).toBe(2);
  });

  it("refuses to mark another learner's notification (404) and leaves it unread", async () => {
    const { token } = await api.register();
    const theirs = one<{ id: number }>("SELECT id FROM notifications WHERE user_id = ? AND read_at IS NULL ORDER BY id LIMIT 1", demoId);
    const r = await api.call("PATCH", `/api/notifications/${theirs.id}/mark-as-read`, { token });
    expect(r.status).toBe(404);
    expect(one("SELECT read_at FROM notifications WHERE id = ?", theirs.id).read_at).toBeNull();
    const missing = await api.call("PATCH", "/api/notifications/99999999/mark-as-read", { token });
    expect(missing.status).toBe(404);
  });

  it("marks all as read", async () => {
    const { token } = await learnerWithNotifications(25, 3);
    expect((await api.get("/api/notifications", token)).body.unread_count).toBe(22);
    const r = await api.call("PATCH", "/api/notifications/mark-all-as-read", { token });
    expect(r.status).toBe(200);
    const after = await api.get("/api/notifications", token);
    expect(after.body.unread_count).toBe(0);
    expect(after.body.meta.total).toBe(25);
    const unread = await api.get("/api/notifications?status=unread", token);
    expect(unread.body.data).toEqual([]);
    expect(unread.body.meta.total).toBe(0);
  });

  it("answers 401 without a token", async () => {
    expect((await api.get("/api/notifications")).status).toBe(401);
    expect((await api.call("PATCH", "/api/notifications/mark-all-as-read")).status).toBe(401);
    expect((await api.call("PATCH", "/api/notifications/1/mark-as-read")).status).toBe(401);
  });
});

describe("GET /api/payments", () => {
  const METHODS = ["CREDIT_CARD", "BANK_TRANSFER", "PAYPAL", "MOBILE_MONEY", "CASH", "ORANGE_MONEY"];

  it("lists the demo learner's payments: one of each status, every field present", async () => {
    const r = await api.get("/api/payments", demoToken);
    expect(r.status).toBe(200);
    const rows = all("SELECT * FROM payments WHERE user_id = ?", demoId);
    expect(r.body.data).toHaveLength(rows.length);
    expect(r.body.data.map((p: any) => p.status).sort()).toEqual(["failed", "pending", "successful"]);
    for (const p of r.body.data) {
      const row = rows.find((x) => x.reference === p.reference);
      expect(row, p.reference).toBeDefined();
      expect(typeof p.title).toBe("string");
      expect(p.title).toBe(row.title);
      expect(typeof p.payment_date).toBe("string");
      expect(Number.isNaN(Date.parse(p.payment_date))).toBe(false);
      expect(p.amount).toBe(row.amount);
      expect(p.amount).toBeGreaterThan(0);
      expect(p.status).toBe(row.status);
      expect(METHODS).toContain(p.payment_method);
      expect(typeof p.formatted_method).toBe("string");
    }
    const formatted = Object.fromEntries(r.body.data.map((p: any) => [p.payment_method, p.formatted_method]));
    if (formatted.MOBILE_MONEY) expect(formatted.MOBILE_MONEY).toBe("Mobile Money");
    if (formatted.ORANGE_MONEY) expect(formatted.ORANGE_MONEY).toBe("Orange Money");
  });

  it("sums the learner's payments as the database does, whatever the page or filter", async () => {
    const sum = (where: string) => count(`SELECT COALESCE(SUM(amount), 0) n FROM payments WHERE user_id = ? ${where}`, demoId);
    const expected = {
      total_amount: sum("AND status IN ('successful', 'pending')"),
      amount_paid: sum("AND status = 'successful'"),
      amount_pending: sum("AND status = 'pending'"),
    };
    // The demo learner has a failed payment, which the total leaves out.
    expect(sum("AND status = 'failed'")).toBeGreaterThan(0);
    expect(expected.amount_paid).toBeGreaterThan(0);
    expect(expected.amount_pending).toBeGreaterThan(0);
    for (const query of ["", "?status=failed", "?limit=1&page=2"]) {
      const r = await api.get(`/api/payments${query}`, demoToken);
      expect(r.body, query).toMatchObject(expected);
    }
  });

  it("filters by status", async () => {
    for (const status of ["successful", "failed", "pending"]) {
      const r = await api.get(`/api/payments?status=${status}`, demoToken);
      expect(r.status).toBe(200);
      const n = count("SELECT COUNT(*) n FROM payments WHERE user_id = ? AND status = ?", demoId, status);
      expect(r.body.data).toHaveLength(n);
      expect(r.body.meta.total).toBe(n);
      expect(r.body.data.every((p: any) => p.status === status)).toBe(true);
    }
    expect((await api.get("/api/payments?status=refunded", demoToken)).status).toBe(422);
  });

  it("pages with limit and reports meta", async () => {
    const total = count("SELECT COUNT(*) n FROM payments WHERE user_id = ?", demoId);
    const first = await api.get("/api/payments?limit=2", demoToken);
    const second = await api.get("/api/payments?limit=2&page=2", demoToken);
    expect(first.body.meta).toMatchObject({ current_page: 1, last_page: Math.ceil(total / 2), total });
    expect(second.body.meta).toMatchObject({ current_page: 2, last_page: Math.ceil(total / 2), total });
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data).toHaveLength(Math.min(2, total - 2));
    const refs = [...first.body.data, ...second.body.data].map((p: any) => p.reference);
    expect(new Set(refs).size).toBe(refs.length);
    const whole = await api.get("/api/payments", demoToken);
    expect(whole.body.meta).toMatchObject({ current_page: 1, last_page: 1, total });
  });

  it("pages by 20 by default, newest first", async () => {
    const { token, user } = await api.register();
    const insert = api.deps.db.prepare(
      `INSERT INTO payments (user_id, reference, title, item_type, item_id, amount, status, payment_method, payment_date, updated_at)
       VALUES (?, ?, ?, 'course', 1, ?, ?, 'MOBILE_MONEY', ?, ?)`,
    );
    const base = Date.now() - 30 * 86400_000;
    for (let i = 0; i < 25; i++) {
      const at = new Date(base + i * 86400_000).toISOString();
      insert.run(user.id, `LP-PAGING-${user.id}-${i}`, `Course ${i}`, 1000 + i, ["successful", "failed", "pending"][i % 3], at, at);
    }
    const first = await api.get("/api/payments", token);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta).toMatchObject({ current_page: 1, last_page: 2, total: 25 });
    expect(first.body.data[0].reference).toBe(`LP-PAGING-${user.id}-24`);
    const second = await api.get("/api/payments?page=2", token);
    expect(second.body.data).toHaveLength(5);
    expect(second.body.data.at(-1).reference).toBe(`LP-PAGING-${user.id}-0`);
    const sum = (pick: (i: number) => boolean) =>
      Array.from({ length: 25 }, (_, i) => i)
        .filter(pick)
        .reduce((s, i) => s + 1000 + i, 0);
    expect(first.body).toMatchObject({
      total_amount: sum((i) => i % 3 !== 1), // the failed ones left out
      amount_paid: sum((i) => i % 3 === 0),
      amount_pending: sum((i) => i % 3 === 2),
    });
  });

  it("gives a learner without payments an empty list and zero sums", async () => {
    const r = await api.get("/api/payments", freshToken);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ data: [], total_amount: 0, amount_paid: 0, amount_pending: 0 });
    expect(r.body.meta).toMatchObject({ current_page: 1, total: 0 });
  });

  it("shows one payment by reference to its owner only", async () => {
    const refs = all<{ reference: string; status: string }>("SELECT reference, status FROM payments WHERE user_id = ?", demoId);
    for (const { reference, status } of refs) {
      const mine = await api.get(`/api/payments/${reference}`, demoToken);
      expect(mine.status).toBe(200);
      expect(mine.body.data).toMatchObject({ reference, status });
      const theirs = await api.get(`/api/payments/${reference}`, freshToken);
      expect(theirs.status).toBe(404);
      expect(JSON.stringify(theirs.body)).not.toContain(reference);
    }
    expect((await api.get("/api/payments/LP-NOT-A-REAL-ONE", demoToken)).status).toBe(404);
  });

  it("answers 401 without a token", async () => {
    expect((await api.get("/api/payments")).status).toBe(401);
    const ref = one<{ reference: string }>("SELECT reference FROM payments WHERE user_id = ? LIMIT 1", demoId).reference;
    expect((await api.get(`/api/payments/${ref}`)).status).toBe(401);
  });
});

describe("certificates", () => {
  it("lists the demo learner's certificates with the entity's fields", async () => {
    const r = await api.get("/api/my-certificates", demoToken);
    expect(r.status).toBe(200);
    const rows = all(
      `SELECT ce.id, ce.title, ce.certificate_number, ce.issued_at, c.title AS course_title
       FROM certificates ce JOIN courses c ON c.id = ce.course_id WHERE ce.user_id = ?`,
      demoId,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(r.body.data).toHaveLength(rows.length);
    for (const cert of r.body.data) {
      const row = rows.find((x) => x.id === cert.id);
      expect(row).toBeDefined();
      expect(cert).toMatchObject({
        id: row.id,
        title: row.title,
        certificate_number: row.certificate_number,
        issued_at: row.issued_at,
        course: { title: row.course_title },
      });
      expect(typeof cert.since).toBe("string");
      expect(cert.since).toMatch(/ago$|^just now$/);
    }
  });

  it("gives a learner without certificates an empty list, and visitors 401", async () => {
    const r = await api.get("/api/my-certificates", freshToken);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([]);
    expect((await api.get("/api/my-certificates")).status).toBe(401);
  });

  it("shows a certificate publicly by number: holder, course and organization, nothing private", async () => {
    const row = one(
      `SELECT ce.certificate_number, u.id AS user_id, u.first_name, u.last_name, u.email, c.title AS course_title, o.name AS org_name
       FROM certificates ce JOIN users u ON u.id = ce.user_id JOIN courses c ON c.id = ce.course_id
       JOIN organizations o ON o.id = c.organization_id WHERE ce.user_id = ? LIMIT 1`,
      demoId,
    );
    const r = await api.get(`/api/certificates/${row.certificate_number}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      certificate_number: row.certificate_number,
      holder: { name: `${row.first_name} ${row.last_name}` },
      course: { title: row.course_title },
      organization: { name: row.org_name },
    });
    const text = JSON.stringify(r.body);
    expect(text).not.toContain(row.email);
    expect(text).not.toContain("@");
    const keys = [...keysDeep(r.body)];
    expect(keys.filter((k) => /e-?mail/i.test(k) || k === "user_id" || k === "user")).toEqual([]);
    expect(r.body.data.holder).not.toHaveProperty("id");

    // Blogs anywhere show the badge: any origin may read it, including from the visitor cache.
    const foreign = { Origin: "https://blog.example.org" };
    const first = await api.call("GET", `/api/certificates/${row.certificate_number}`, { headers: foreign });
    const again = await api.call("GET", `/api/certificates/${row.certificate_number}`, { headers: foreign });
    expect(again.headers.get("x-cache")).toBe("hit");
    for (const reply of [first, again]) {
      expect(reply.headers.get("access-control-allow-origin")).toBe("*");
      // A CDN may keep it a day, a browser an hour: a certificate does not change once issued.
      expect(reply.headers.get("cache-control")).toMatch(/^public, max-age=3600, s-maxage=86400/);
    }
    expect(again.body).toEqual(first.body);
    // What stays private stays so: a learner's own list is never cached.
    expect((await api.call("GET", "/api/my-certificates", { headers: { Authorization: `Bearer ${demoToken}` } })).headers.get("cache-control")).toBe(
      "no-store",
    );
  });

  it("answers 404 for an unknown certificate number, to any origin, cached only briefly", async () => {
    const r = await api.call("GET", "/api/certificates/LPC-0000-NOPE000000", { headers: { Origin: "https://blog.example.org" } });
    expect(r.status).toBe(404);
    expect(typeof r.body.message).toBe("string");
    // The blog's badge must tell "no such certificate" from "the platform cannot be reached".
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
    expect(r.headers.get("cache-control")).toBe("public, max-age=60");
  });
});

describe("GET /api/courses/my-learning", () => {
  it("lists the demo learner's enrolled courses with their progress", async () => {
    const r = await api.get("/api/courses/my-learning", demoToken);
    expect(r.status).toBe(200);
    const enrolled = all<{ id: number; slug: string; completed_at: string | null }>(
      "SELECT c.id, c.slug, e.completed_at FROM enrolments e JOIN courses c ON c.id = e.course_id WHERE e.user_id = ?",
      demoId,
    );
    expect(enrolled.length).toBeGreaterThanOrEqual(2);
    expect(r.body.data.map((c: any) => c.slug).sort()).toEqual(enrolled.map((c) => c.slug).sort());
    const percentages: number[] = [];
    for (const card of r.body.data) {
      const course = enrolled.find((c) => c.slug === card.slug)!;
      const done = count("SELECT COUNT(*) n FROM lesson_completions WHERE user_id = ? AND course_id = ?", demoId, course.id);
      const lessons = count("SELECT COUNT(*) n FROM lessons WHERE course_id = ?", course.id);
      const expected = lessons ? Math.min(100, Math.round((done * 100) / lessons)) : 0;
      expect(card.has_enrolled, card.slug).toBe(true);
      expect(card.percentage_completed, card.slug).toBe(expected);
      if (course.completed_at) expect(card.percentage_completed).toBe(100);
      percentages.push(card.percentage_completed);
      for (const field of ["title", "image_medium", "category", "modules_count", "lessons_count", "duration", "sale_price", "difficulty_level"])
        expect(card, `${card.slug}.${field}`).toHaveProperty(field);
      expect(card.organization).toMatchObject({ name: expect.any(String) });
      expect(card.organization).toHaveProperty("logo");
    }
    expect(percentages).toContain(100);
    expect(percentages.some((p) => p > 0 && p < 100)).toBe(true);
  });

  it("is empty for a learner with no enrolments", async () => {
    const { token } = await api.register();
    for (const t of [freshToken, token]) {
      const r = await api.get("/api/courses/my-learning", t);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual([]);
    }
  });

  it("answers 401 without a token", async () => {
    const r = await api.get("/api/courses/my-learning");
    expect(r.status).toBe(401);
  });
});

describe("notifications in the learner's language", () => {
  it("writes a learner's notifications in the language chosen at onboarding, with a stable type", async () => {
    const { token, user } = await api.register();
    api.deps.db.prepare("UPDATE users SET language = 'fr' WHERE id = ?").run(user.id);
    const free = (await api.get("/api/courses?pricing=free")).body.data[0];
    expect((await api.post(`/api/courses/${free.id}/enroll`, {}, token)).status).toBeLessThan(300);
    const [latest] = (await api.get("/api/notifications", token)).body.data;
    expect(latest.type).toBe("enrollment");
    expect(latest.title).toBe("Inscription réussie");
    expect(latest.message).toContain("Vous êtes inscrit à");
  });
});
