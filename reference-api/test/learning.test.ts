import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clock } from "../src/time.ts";
import { startTestApi, type TestApi } from "./harness.ts";
import { DEMO, seedForTests } from "./seeded.ts";

let api: TestApi;
const db = () => api.deps.db;
const row = <T = any>(sql: string, ...args: unknown[]) =>
  db()
    .prepare(sql)
    .get(...args) as T;

beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
});
afterAll(() => api.close());
afterEach(() => clock.reset());

/** A new learner enrolled in a free course with few lessons. */
async function enrolledLearner(maxLessons = 100) {
  const learner = await api.register();
  const course = row<{ id: number; slug: string }>(
    "SELECT id, slug FROM courses WHERE pricing = 'free' AND lessons_count <= ? ORDER BY lessons_count, id LIMIT 1",
    maxLessons,
  );
  expect((await api.post(`/api/courses/${course.slug}/enroll`, {}, learner.token)).status).toBe(200);
  return { ...learner, course };
}

describe("enrolment", () => {
  it("free: enrols and answers the slug for the learning page; again: already enrolled", async () => {
    const learner = await api.register();
    const course = row<{ id: number; slug: string }>("SELECT id, slug FROM courses WHERE pricing = 'free' LIMIT 1");
    const r = await api.post(`/api/courses/${course.id}/enroll`, {}, learner.token);
    expect(r.body).toEqual({ message: "You have successfully enrolled in the course!", slug: course.slug });
    expect((await api.get(`/api/courses/${course.slug}`, learner.token)).body.course.has_enrolled).toBe(true);
    const again = await api.post(`/api/courses/${course.id}/enroll`, {}, learner.token);
    expect(again.body.message).toBe("You are already enrolled in this course.");
    const note = row<{ title: string }>("SELECT title FROM notifications WHERE user_id = ? ORDER BY id DESC", learner.user.id);
    expect(note.title).toBe("Enrollment successful");
  });

  it("visitors are asked to sign in", async () => {
    expect((await api.post("/api/courses/1/enroll", {})).status).toBe(401);
  });

  it("bulk-model: refused with the spec's sentence unless the learner is staff of the organization", async () => {
    const course = row<{ id: number; slug: string; org: string }>(
      "SELECT c.id, c.slug, o.name org FROM courses c JOIN organizations o ON o.id = c.organization_id JOIN organization_members m ON m.organization_id = o.id WHERE c.pricing_model = 'bulk' LIMIT 1",
    );
    const { token } = await api.register();
    const r = await api.post(`/api/courses/${course.id}/enroll`, {}, token);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(`This course requires you to be a member of ${course.org} staff to enroll. Please contact the organization for access.`);
    const demo = await api.login(DEMO.email, DEMO.password);
    const member = await api.post(`/api/courses/${course.id}/enroll`, {}, demo);
    expect(member.status).toBe(200);
    expect(member.body.slug).toBe(course.slug);
  });

  it("paid: needs payer details and starts a pending payment", async () => {
    const { token } = await api.register();
    const course = row<{ id: number; price: number; sale_price: number; title: string }>(
      "SELECT id, price, sale_price, title FROM courses WHERE pricing = 'paid' AND pricing_model = 'open_purchase' AND sale_price < price LIMIT 1",
    );
    const missing = await api.post(`/api/courses/${course.id}/enroll`, {}, token);
    expect(Object.keys(missing.body.errors).sort()).toEqual(["payer_name", "payer_phone"]);
    const r = await api.post(`/api/courses/${course.id}/enroll`, { payer_name: "Ada Test", payer_phone: "650000002" }, token);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ message: "Payment initiated successfully!", status: "pending" });
    const payment = row<{ amount: number; title: string; status: string }>("SELECT * FROM payments WHERE reference = ?", r.body.transaction_id);
    expect(payment).toMatchObject({ amount: course.sale_price, title: course.title, status: "pending" });
  });

  it("with an access code: the right code enrols, a wrong one is refused", async () => {
    const course = row<{ id: number; slug: string; access_code: string }>("SELECT id, slug, access_code FROM courses WHERE access_code IS NOT NULL LIMIT 1");
    const { token } = await api.register();
    const wrong = await api.post(`/api/courses/${course.id}/enroll-with-access-code`, { access_code: "NOT-IT" }, token);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.access_code).toEqual(["The access code is invalid."]);
    const blank = await api.post(`/api/courses/${course.id}/enroll-with-access-code`, { access_code: "   " }, token);
    expect(blank.body.errors.access_code).toEqual(["The access code field is required."]);
    const ok = await api.post(`/api/courses/${course.id}/enroll-with-access-code`, { access_code: ` ${course.access_code.toLowerCase()} ` }, token);
    expect(ok.body).toEqual({ message: "You have successfully enrolled with the access code!", slug: course.slug });
  });

  it("stops access-code guessing", async () => {
    const course = row<{ id: number }>("SELECT id FROM courses WHERE access_code IS NOT NULL LIMIT 1");
    const { token } = await api.register();
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await api.post(`/api/courses/${course.id}/enroll-with-access-code`, { access_code: `GUESS-${i}` }, token)).status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("course content", () => {
  it("is for enrolled learners only", async () => {
    const { token } = await api.register();
    const r = await api.get("/api/courses/1/content", token);
    expect(r.status).toBe(403);
    expect((await api.get("/api/courses/1/content")).status).toBe(401);
    expect((await api.get("/api/courses/999999/content", token)).body.message).toBe("The course you are looking for does not exist or has been removed.");
  });

  it("has modules, lessons with their data, resources, instructors and progress", async () => {
    const { token, course } = await enrolledLearner();
    const r = await api.get(`/api/courses/${course.id}/content`, token);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ id: course.id, slug: course.slug, learning_progress: { progress_percent: 0, lessons_completed: [] } });
    expect(d.organization.name).toBeTruthy();
    expect(d.instructors.length).toBeGreaterThan(0);
    const lessons = d.curriculum.flatMap((m: any) => m.lessons);
    expect(lessons.length).toBe(row<{ n: number }>("SELECT COUNT(*) n FROM lessons WHERE course_id = ?", course.id).n);
    for (const l of lessons)
      expect(l).toEqual(expect.objectContaining({ id: expect.any(Number), module_id: expect.any(Number), type: expect.any(String), data: expect.any(Object) }));
  });

  it("serves every lesson type with content of the right shape", async () => {
    const demo = await api.login(DEMO.email, DEMO.password);
    const types = new Map<string, any>();
    const courses = db().prepare("SELECT id FROM courses WHERE pricing = 'free' ORDER BY id").all() as { id: number }[];
    for (const { id } of courses) {
      await api.post(`/api/courses/${id}/enroll`, {}, demo);
      const content = await api.get(`/api/courses/${id}/content`, demo);
      for (const l of content.body.data.curriculum.flatMap((m: any) => m.lessons)) if (!types.has(l.type)) types.set(l.type, l.data);
    }
    expect([...types.keys()].sort()).toEqual(["article", "assignment", "casestudy", "flashcard", "quiz", "slide", "video", "worksheet"]);
    expect(types.get("article").content.length).toBeGreaterThan(500);
    expect(types.get("video").url).toMatch(/^https?:\/\//);
    expect(types.get("flashcard").items[0]).toEqual({ front: expect.any(String), back: expect.any(String) });
    expect(types.get("casestudy")).toEqual(expect.objectContaining({ summary: expect.any(String), url: expect.any(String) }));
    const quiz = types.get("quiz");
    expect(quiz.id).toEqual(expect.any(Number));
    expect(quiz.questions[0].options.filter((o: any) => o.is_correct)).toHaveLength(1);
    for (const t of ["worksheet", "slide"]) expect(types.get(t).url).toMatch(/^https?:\/\//);
  });
});

describe("lesson completion", () => {
  it("answers the new progress, counts a lesson once, and refuses another course's lesson", async () => {
    const { token, course } = await enrolledLearner();
    const lessons = (db().prepare("SELECT id FROM lessons WHERE course_id = ? ORDER BY id").all(course.id) as { id: number }[]).map((l) => l.id);
    const r = await api.post(`/api/course-content/${course.id}/mark-as-completed`, { lesson_id: lessons[0] }, token);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ progress_percent: Math.round(100 / lessons.length), lessons_completed: [lessons[0]] });
    const again = await api.post(`/api/course-content/${course.id}/mark-as-completed`, { lesson_id: lessons[0] }, token);
    expect(again.body.data.lessons_completed).toEqual([lessons[0]]);
    const foreign = row<{ id: number }>("SELECT id FROM lessons WHERE course_id != ? LIMIT 1", course.id).id;
    const bad = await api.post(`/api/course-content/${course.id}/mark-as-completed`, { lesson_id: foreign }, token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.lesson_id).toEqual(["The selected lesson id is invalid."]);
  });

  it("finishing the last lesson completes the course: certificate, notification, points, counters", async () => {
    const { token, course, user } = await enrolledLearner(6);
    const lessons = (db().prepare("SELECT id FROM lessons WHERE course_id = ?").all(course.id) as { id: number }[]).map((l) => l.id);
    const certificatesBefore = row<{ certificate_count: number }>("SELECT certificate_count FROM courses WHERE id = ?", course.id).certificate_count;
    let last;
    for (const id of lessons) last = await api.post(`/api/course-content/${course.id}/mark-as-completed`, { lesson_id: id }, token);
    expect(last!.body.data.progress_percent).toBe(100);
    const certs = (await api.get("/api/my-certificates", token)).body.data;
    expect(certs).toHaveLength(1);
    expect(certs[0].certificate_number).toMatch(/^LPC-\d{4}-[0-9A-F]{10}$/);
    expect(row<{ certificate_count: number }>("SELECT certificate_count FROM courses WHERE id = ?", course.id).certificate_count).toBe(certificatesBefore + 1);
    const stats = (await api.get("/api/learner-stats", token)).body.data;
    expect(stats).toMatchObject({ completed_courses: 1, certificates_earned: 1, points: lessons.length * 10 + 100 });
    const note = (await api.get("/api/notifications", token)).body.data[0];
    expect(note.formatted_type).toBe("Certificate");
    expect(
      row<{ completed_at: string | null }>("SELECT completed_at FROM enrolments WHERE user_id = ? AND course_id = ?", user.id, course.id).completed_at,
    ).not.toBeNull();
    // A repeat after completion changes nothing.
    await api.post(`/api/course-content/${course.id}/mark-as-completed`, { lesson_id: lessons[0] }, token);
    expect((await api.get("/api/my-certificates", token)).body.data).toHaveLength(1);
    expect((await api.get("/api/learner-stats", token)).body.data.points).toBe(lessons.length * 10 + 100);
  });
});

describe("quiz attempts", () => {
  it("records an attempt addressed by quiz id and rewards the first one only", async () => {
    const learner = await api.register();
    const lesson = row<{ id: number; course_id: number; quiz_id: number; data_json: string }>(
      "SELECT l.* FROM lessons l JOIN courses c ON c.id = l.course_id WHERE l.type = 'quiz' AND c.pricing = 'free' LIMIT 1",
    );
    await api.post(`/api/courses/${lesson.course_id}/enroll`, {}, learner.token);
    const total = JSON.parse(lesson.data_json).questions.length;
    const form = new FormData();
    form.set("lesson_id", String(lesson.id));
    form.set("correct_answers", String(total));
    form.set("total_questions", String(total));
    const r = await api.call("POST", `/api/course-content/${lesson.quiz_id}/quiz-attempt`, { form, token: learner.token });
    expect(r.status).toBe(201);
    await api.call("POST", `/api/course-content/${lesson.quiz_id}/quiz-attempt`, { form, token: learner.token });
    expect(row<{ n: number }>("SELECT COUNT(*) n FROM quiz_attempts WHERE user_id = ?", learner.user.id).n).toBe(2);
    expect((await api.get("/api/user", learner.token)).body.user.points).toBe(total * 2);
  });

  it("records an attempt sent again with the same Idempotency-Key once (its first answer was lost on the way)", async () => {
    const learner = await api.register();
    const lesson = row<{ id: number; course_id: number; quiz_id: number; data_json: string }>(
      "SELECT l.* FROM lessons l JOIN courses c ON c.id = l.course_id WHERE l.type = 'quiz' AND c.pricing = 'free' LIMIT 1",
    );
    await api.post(`/api/courses/${lesson.course_id}/enroll`, {}, learner.token);
    const points = async () => (await api.get("/api/user", learner.token)).body.user.points as number;
    const before = await points();
    const total = JSON.parse(lesson.data_json).questions.length;
    const form = new FormData();
    form.set("lesson_id", String(lesson.id));
    form.set("correct_answers", String(total));
    form.set("total_questions", String(total));
    const send = (key: string) =>
      api.call("POST", `/api/course-content/${lesson.quiz_id}/quiz-attempt`, { form, token: learner.token, headers: { "Idempotency-Key": key } });
    expect((await send("attempt-1")).status).toBe(201);
    expect((await send("attempt-1")).status).toBe(201);
    const attempts = () => row<{ n: number }>("SELECT COUNT(*) n FROM quiz_attempts WHERE user_id = ?", learner.user.id).n;
    expect(attempts()).toBe(1);
    const once = await points();
    expect(once).toBeGreaterThan(before);
    // A retake is a new attempt, with a new key.
    expect((await send("attempt-2")).status).toBe(201);
    expect(attempts()).toBe(2);
  });

  it("refuses impossible scores", async () => {
    const learner = await api.register();
    const lesson = row<{ id: number; course_id: number; quiz_id: number; data_json: string }>(
      "SELECT l.* FROM lessons l JOIN courses c ON c.id = l.course_id WHERE l.type = 'quiz' AND c.pricing = 'free' LIMIT 1",
    );
    await api.post(`/api/courses/${lesson.course_id}/enroll`, {}, learner.token);
    const total = JSON.parse(lesson.data_json).questions.length;
    const post = (body: object) => api.post(`/api/course-content/${lesson.quiz_id}/quiz-attempt`, body, learner.token);
    expect((await post({ lesson_id: lesson.id, correct_answers: total + 1, total_questions: total })).status).toBe(422);
    expect((await post({ lesson_id: lesson.id, correct_answers: 1, total_questions: total + 5 })).status).toBe(422);
    expect((await post({ lesson_id: lesson.id + 1, correct_answers: 1, total_questions: total })).status).toBe(422);
    expect((await post({ lesson_id: lesson.id, correct_answers: -1, total_questions: total })).status).toBe(422);
    expect(row<{ n: number }>("SELECT COUNT(*) n FROM quiz_attempts WHERE user_id = ?", learner.user.id).n).toBe(0);
  });
});

describe("learning-time pings", () => {
  const secondsToday = (userId: number, courseId: number) =>
    row<{ s: number | null }>("SELECT SUM(seconds) s FROM learning_time WHERE user_id = ? AND course_id = ?", userId, courseId).s ?? 0;

  it("credits 30 s a ping, and no faster than the 30 s rhythm", async () => {
    const { token, course, user } = await enrolledLearner();
    const ping = () => api.call("POST", `/api/courses/${course.id}/ping`, { form: new URLSearchParams({ seconds: "30" }), token });
    expect((await ping()).status).toBe(200);
    expect(secondsToday(user.id, course.id)).toBe(30);
    const replay = await ping();
    expect(replay.status).toBe(429);
    expect(Number(replay.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(secondsToday(user.id, course.id)).toBe(30);
    clock.advance(30_000);
    expect((await ping()).status).toBe(200);
    expect(secondsToday(user.id, course.id)).toBe(60);
  });

  it("never credits more than the time that really passed", async () => {
    const { token, course, user } = await enrolledLearner();
    const ping = () => api.post(`/api/courses/${course.id}/ping`, { seconds: 30 }, token);
    await ping();
    clock.advance(26_000);
    const r = await ping();
    expect(r.body.seconds).toBe(26);
    expect(secondsToday(user.id, course.id)).toBe(56);
    expect((await api.post(`/api/courses/${course.id}/ping`, { seconds: 3600 }, token)).status).toBe(422);
  });

  it("counts towards this week's study time", async () => {
    const { token, course } = await enrolledLearner();
    await api.post(`/api/courses/${course.id}/ping`, { seconds: 30 }, token);
    const stats = (await api.get("/api/learner-stats", token)).body.data;
    expect(stats.time_this_week).toBe(30);
    expect(stats.course_learning_time).toEqual([{ course_name: expect.any(String), time: 30 }]);
  });
});
