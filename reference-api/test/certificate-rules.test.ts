import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clock } from "../src/time.ts";
import { startTestApi, type TestApi } from "./harness.ts";
import { seedForTests } from "./seeded.ts";

/**
 * A certificate says the learner did the course: it is issued from this API's own records only,
 * every lesson completed and, where the course has a final assessment, that assessment passed as
 * the server graded it. What a learner claims (a lesson marked, a quiz's score) is not enough.
 */
let api: TestApi;
const db = () => api.deps.db;
const all = <T = any>(sql: string, ...args: unknown[]) =>
  db()
    .prepare(sql)
    .all(...args) as T[];
const one = <T = any>(sql: string, ...args: unknown[]) => all<T>(sql, ...args)[0];

beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
});
afterAll(() => api.close());
afterEach(() => clock.reset());

interface Course {
  id: number;
  slug: string;
  assessment: number | null;
}

/** A new learner enrolled in `course`, the enrolment written as the payment or the free enrolment would. */
async function enrolled(course: Course) {
  const learner = await api.register();
  db().prepare("INSERT INTO enrolments (user_id, course_id, source, created_at) VALUES (?, ?, 'free', ?)").run(learner.user.id, course.id, clock.iso());
  return learner;
}

const withAssessment = (): Course =>
  one("SELECT c.id, c.slug, t.id assessment FROM courses c JOIN tests t ON t.course_id = c.id AND t.kind = 'assessment' ORDER BY c.lessons_count, c.id");
const withoutAssessment = (): Course =>
  one(
    "SELECT c.id, c.slug, NULL assessment FROM courses c WHERE NOT EXISTS (SELECT 1 FROM tests t WHERE t.course_id = c.id AND t.kind = 'assessment') AND c.lessons_count > 0 ORDER BY c.lessons_count, c.id",
  );

/** What an attacker sends: every lesson marked done and every quiz claimed at full marks, at once. */
async function claimEverything(course: Course, token: string) {
  for (const lesson of all<{ id: number; quiz_id: number | null; data_json: string }>(
    "SELECT id, quiz_id, data_json FROM lessons WHERE course_id = ?",
    course.id,
  )) {
    if (lesson.quiz_id !== null) {
      const total = JSON.parse(lesson.data_json).questions.length;
      for (const key of ["a", "b", "c"])
        await api.call("POST", `/api/course-content/${lesson.quiz_id}/quiz-attempt`, {
          json: { lesson_id: lesson.id, correct_answers: total, total_questions: total },
          token,
          headers: { "Idempotency-Key": `${lesson.id}-${key}` },
        });
    }
    expect((await api.post(`/api/course-content/${course.id}/mark-as-completed`, { lesson_id: lesson.id }, token)).status).toBe(200);
  }
}

const certificates = async (token: string) => (await api.get("/api/my-certificates", token)).body.data as { course: { slug: string } }[];

/** Takes the course's assessment: every answer right, or every answer wrong. */
async function takeAssessment(course: Course, token: string, right: boolean) {
  const paper = await api.get(`/api/assessments/${course.assessment}/questions`, token);
  expect(paper.status, JSON.stringify(paper.body)).toBe(200);
  const responses = (paper.body.data as { id: number; answers: { id: number }[] }[]).map((q) => {
    const correct = one<{ id: number }>("SELECT id FROM answers WHERE question_id = ? AND is_correct = 1", q.id).id;
    return { question_id: q.id, answer_id: right ? correct : q.answers.find((a) => a.id !== correct)!.id, time_taken: 5 };
  });
  const r = await api.post(`/api/assessments/${course.assessment}/submit`, { responses }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

describe("a course with a final assessment", () => {
  it("gives no certificate for every lesson marked and every quiz claimed: the assessment is not passed", async () => {
    const course = withAssessment();
    const { token, user } = await enrolled(course);
    await claimEverything(course, token);
    expect(await certificates(token)).toEqual([]);
    expect(one("SELECT completed_at FROM enrolments WHERE user_id = ? AND course_id = ?", user.id, course.id).completed_at).toBeNull();
  });

  it("gives none for a failed assessment, and gives it once the assessment is passed", async () => {
    const course = withAssessment();
    const { token } = await enrolled(course);
    await claimEverything(course, token);
    const failed = await takeAssessment(course, token, false);
    expect(failed.passed ?? failed.data?.passed).toBe(false);
    expect(await certificates(token)).toEqual([]);
    clock.advance((one<{ s: number }>("SELECT retake_delay_seconds s FROM tests WHERE id = ?", course.assessment).s + 1) * 1000);
    await takeAssessment(course, token, true);
    const mine = await certificates(token);
    expect(mine.map((c) => c.course.slug)).toEqual([course.slug]);
  });

  it("gives it when the last lesson comes after the pass", async () => {
    const course = withAssessment();
    const { token } = await enrolled(course);
    const lessons = all<{ id: number }>("SELECT id FROM lessons WHERE course_id = ? ORDER BY id", course.id);
    for (const lesson of lessons.slice(1)) await api.post(`/api/course-content/${course.id}/mark-as-completed`, { lesson_id: lesson.id }, token);
    await takeAssessment(course, token, true);
    expect(await certificates(token)).toEqual([]);
    await api.post(`/api/course-content/${course.id}/mark-as-completed`, { lesson_id: lessons[0].id }, token);
    expect((await certificates(token)).map((c) => c.course.slug)).toEqual([course.slug]);
  });
});

describe("a course without one", () => {
  it("gives its certificate for every lesson completed, and none for all but one (a rounded 100 % is not all)", async () => {
    const course = withoutAssessment();
    const { token } = await enrolled(course);
    const lessons = all<{ id: number }>("SELECT id FROM lessons WHERE course_id = ? ORDER BY id", course.id);
    for (const lesson of lessons.slice(1)) await api.post(`/api/course-content/${course.id}/mark-as-completed`, { lesson_id: lesson.id }, token);
    expect(await certificates(token)).toEqual([]);
    await api.post(`/api/course-content/${course.id}/mark-as-completed`, { lesson_id: lessons[0].id }, token);
    expect((await certificates(token)).map((c) => c.course.slug)).toEqual([course.slug]);
  });
});

describe("a quiz lesson's points", () => {
  it("come once, however many attempts, and never above what the quiz gives", async () => {
    const lesson = one<{ id: number; course_id: number; quiz_id: number; data_json: string }>("SELECT * FROM lessons WHERE type = 'quiz' ORDER BY id");
    const { token, user } = await enrolled({ id: lesson.course_id, slug: "", assessment: null });
    const total = JSON.parse(lesson.data_json).questions.length;
    const points = () => one<{ n: number }>("SELECT COALESCE(SUM(points), 0) n FROM points_ledger WHERE user_id = ? AND reason LIKE 'quiz%'", user.id).n;
    for (const key of ["1", "2", "3"])
      await api.call("POST", `/api/course-content/${lesson.quiz_id}/quiz-attempt`, {
        json: { lesson_id: lesson.id, correct_answers: total, total_questions: total },
        token,
        headers: { "Idempotency-Key": key },
      });
    const once = points();
    expect(once).toBeGreaterThan(0);
    expect(once).toBeLessThanOrEqual(total * 2);
    const over = await api.post(
      `/api/course-content/${lesson.quiz_id}/quiz-attempt`,
      { lesson_id: lesson.id, correct_answers: total + 1, total_questions: total + 1 },
      token,
    );
    expect(over.status).toBe(422);
    expect(points()).toBe(once);
  });
});
