import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../src/config.ts";
import { openDatabase } from "../src/db/connection.ts";
import { clock } from "../src/time.ts";
import { startTestApi, type TestApi, until } from "./harness.ts";
import { keysDeep } from "./json-keys.ts";

/**
 * Contract tests for exams and assessments over a small fixture of their own:
 * ids are fixed so a test can name the right and wrong answers directly.
 * Question q has answers q*10+1..q*10+3; CORRECT names the right one.
 */
const PAST = "2024-01-01T00:00:00.000Z";
const FUTURE = "2999-01-01T00:00:00.000Z";

const TOPICS = { algebra: 1, geometry: 2, cells: 3 } as const;

const CORRECT: Record<number, number> = {
  // exam 1, algebra-basics: two algebra and two geometry questions
  11: 111,
  12: 122,
  13: 133,
  14: 141,
  // exam 2, cell-biology (paid)
  21: 211,
  22: 223,
  // exam 3, geometry-no-solution: one question without a topic
  31: 312,
  32: 321,
  // test 5, the assessment of course 1
  51: 511,
  52: 522,
  53: 533,
};
const TOPIC_OF: Record<number, number | null> = {
  11: TOPICS.algebra,
  12: TOPICS.algebra,
  13: TOPICS.geometry,
  14: TOPICS.geometry,
  21: TOPICS.cells,
  22: TOPICS.cells,
  31: null,
  32: TOPICS.geometry,
  51: TOPICS.algebra,
  52: TOPICS.algebra,
  53: TOPICS.geometry,
};
const wrongAnswer = (q: number) => (CORRECT[q] === q * 10 + 1 ? q * 10 + 2 : q * 10 + 1);

const ALGEBRA = { id: 1, slug: "algebra-basics", duration: 10, retakeDelay: 3600 };
const BIOLOGY = { id: 2, slug: "cell-biology", price: 5000 };
const NO_SOLUTION = { id: 3, slug: "geometry-no-solution" };
const HIDDEN = { id: 4, slug: "future-exam" };
const ASSESSMENT = { id: 5, courseId: 1, duration: 5, passing: 60 };
const FILLERS = 21;
const PUBLISHED_EXAMS = 3 + FILLERS;
const GRACE = 120;

function seed(config: Config) {
  const db = openDatabase(config.dbFile);
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);
  run("INSERT INTO categories (id, name) VALUES (1, 'Sciences')");
  run("INSERT INTO fields (id, category_id, name) VALUES (1, 1, 'Mathematics'), (2, 1, 'Biology')");
  run(
    `INSERT INTO organizations (id, slug, name, logo, motto, created_at)
     VALUES (1, 'lycee-demo', 'Lycée Démo', '/storage/logos/lycee.png', 'Learn by doing', ?)`,
    PAST,
  );
  run("INSERT INTO users (id, first_name, last_name, email, created_at) VALUES (1, 'Fan', 'One', 'fan@example.cm', ?)", PAST);
  run("INSERT INTO organization_followers (organization_id, user_id, created_at) VALUES (1, 1, ?)", PAST);
  const course = db.prepare(
    `INSERT INTO courses (id, slug, title, organization_id, category_id, field_id, pricing, difficulty_level, reviews_count, published_at, created_at)
     VALUES (?, ?, ?, 1, 1, 1, 'free', 'beginner', ?, ?, ?)`,
  );
  course.run(1, "algebra-course", "Algebra course", 7, PAST, PAST);
  course.run(2, "geometry-course", "Geometry course", 3, PAST, PAST);

  const test = db.prepare(
    `INSERT INTO tests (id, kind, slug, course_id, organization_id, title, description, image, duration, difficulty, category_id,
       field_id, pricing, price, whats_included, requirements, passing_score, retake_delay_seconds, show_solution, enrolments_count,
       published_at, created_at)
     VALUES (@id, @kind, @slug, @course_id, 1, @title, @description, @image, @duration, 'beginner', 1, @field_id, @pricing, @price,
       @whats_included, @requirements, @passing_score, @retake, @show_solution, @enrolments, @published_at, @published_at)`,
  );
  const base = {
    kind: "exam",
    course_id: null,
    description: null,
    image: null,
    duration: 10,
    field_id: 1,
    pricing: "free",
    price: 0,
    whats_included: null,
    requirements: null,
    passing_score: null,
    retake: 0,
    show_solution: 1,
    enrolments: 0,
    published_at: PAST,
  };
  test.run({
    ...base,
    id: ALGEBRA.id,
    slug: ALGEBRA.slug,
    title: "Algebra basics",
    description: "Linear equations and angles.",
    image: "/storage/exams/algebra.png",
    duration: ALGEBRA.duration,
    whats_included: "<ul><li>4 questions</li></ul>",
    requirements: "<p>Basic arithmetic</p>",
    retake: ALGEBRA.retakeDelay,
    enrolments: 30,
    published_at: "2024-03-01T00:00:00.000Z",
  });
  test.run({
    ...base,
    id: BIOLOGY.id,
    slug: BIOLOGY.slug,
    title: "Cell biology",
    field_id: 2,
    pricing: "paid",
    price: BIOLOGY.price,
    passing_score: 50,
    enrolments: 50,
    published_at: "2024-02-01T00:00:00.000Z",
  });
  test.run({
    ...base,
    id: NO_SOLUTION.id,
    slug: NO_SOLUTION.slug,
    title: "Geometry without solutions",
    show_solution: 0,
    enrolments: 10,
    published_at: "2024-02-15T00:00:00.000Z",
  });
  test.run({ ...base, id: HIDDEN.id, slug: HIDDEN.slug, title: "Not yet published", published_at: FUTURE });
  test.run({
    ...base,
    id: ASSESSMENT.id,
    kind: "assessment",
    slug: null,
    course_id: ASSESSMENT.courseId,
    title: "Algebra course assessment",
    description: "Check what you learnt.",
    duration: ASSESSMENT.duration,
    passing_score: ASSESSMENT.passing,
  });
  for (let i = 0; i < FILLERS; i++) {
    test.run({
      ...base,
      id: 100 + i,
      slug: `filler-${i}`,
      title: `Filler ${i}`,
      field_id: null,
      published_at: `2023-01-${String(i + 1).padStart(2, "0")}T00:00:00.000Z`,
    });
  }

  run("INSERT INTO topics (id, name) VALUES (1, 'Algebra'), (2, 'Geometry'), (3, 'Cells')");
  const question = db.prepare("INSERT INTO questions (id, test_id, topic_id, position, text, explanation) VALUES (?, ?, ?, ?, ?, ?)");
  const answer = db.prepare("INSERT INTO answers (id, question_id, position, text, is_correct) VALUES (?, ?, ?, ?, ?)");
  for (const [q, correct] of Object.entries(CORRECT).map(([q, a]) => [Number(q), a])) {
    question.run(q, Math.floor(q / 10), TOPIC_OF[q], q % 10, `<p>Question ${q}?</p>`, `Because ${correct} is right.`);
    for (let k = 1; k <= 3; k++) answer.run(q * 10 + k, q, k, `Answer ${q * 10 + k}`, q * 10 + k === correct ? 1 : 0);
  }
  db.close();
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed });
});
afterAll(() => api.close());
afterEach(() => clock.reset());

const db = () => api.deps.db;
const count = (sql: string, ...params: unknown[]) =>
  (
    db()
      .prepare(sql)
      .get(...params) as { n: number }
  ).n;
const seconds = (s: number) => clock.advance(s * 1000);

async function learner(): Promise<string> {
  return (await api.register()).token;
}

async function enrolledLearner(slug = ALGEBRA.slug): Promise<string> {
  const token = await learner();
  const r = await api.post(`/api/exams/${slug}/enroll`, {}, token);
  expect(r.status).toBe(200);
  return token;
}

/** Course enrolment belongs to another module; the row it writes is all an assessment looks at. */
async function enrolInCourse(token: string, courseId: number): Promise<number> {
  const me = await api.get("/api/user", token);
  db().prepare("INSERT INTO enrolments (user_id, course_id, source, created_at) VALUES (?, ?, 'free', ?)").run(me.body.user.id, courseId, PAST);
  return me.body.user.id as number;
}

type Paper = { data: { id: number; answers: { id: number }[] }[]; attempt: { id: number; number: number; deadline_at: string; started_at: string } };

async function paper(token: string, path = `/api/exams/${ALGEBRA.slug}`): Promise<Paper> {
  const r = await api.get(`${path}/questions`, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** Responses for a paper: the questions in `right` answered correctly, the rest wrongly, all claiming to be correct. */
function responses(p: Paper, right: number[]) {
  return p.data.map((q) => ({
    question_id: q.id,
    answer_id: right.includes(q.id) ? CORRECT[q.id] : wrongAnswer(q.id),
    is_correct: true,
    time_taken: 5,
  }));
}

function submit(token: string, body: Record<string, unknown>, path = `/api/exams/${ALGEBRA.slug}`) {
  return api.post(`${path}/submit`, body, token);
}

describe("exam lists", () => {
  it("pages the published exams, 20 by default, newest first", async () => {
    const first = await api.get("/api/exams");
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: PUBLISHED_EXAMS });
    expect(first.body.data.slice(0, 3).map((e: any) => e.slug)).toEqual([ALGEBRA.slug, NO_SOLUTION.slug, BIOLOGY.slug]);

    const second = await api.get("/api/exams?page=2");
    expect(second.body.data).toHaveLength(PUBLISHED_EXAMS - 20);
    expect(second.body.meta.current_page).toBe(2);

    const small = await api.get("/api/exams?page=2&limit=5");
    expect(small.body.data).toHaveLength(5);
    expect(small.body.meta).toMatchObject({ current_page: 2, last_page: 5, per_page: 5, from: 6, to: 10 });
    const slugs = [...first.body.data, ...second.body.data].map((e: any) => e.slug);
    expect(slugs).not.toContain(HIDDEN.slug);
    expect(new Set(slugs).size).toBe(PUBLISHED_EXAMS);
  });

  it("refuses a bad page or limit with a 422", async () => {
    const r = await api.get("/api/exams?limit=0&page=abc");
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(["limit", "page"]);
  });

  it("answers the card shape", async () => {
    const r = await api.get("/api/exams?limit=1");
    expect(r.body.data[0]).toEqual({
      id: ALGEBRA.id,
      slug: ALGEBRA.slug,
      title: "Algebra basics",
      description: "Linear equations and angles.",
      image: `${api.url}/storage/exams/algebra.png`,
      duration: 10,
      total_questions: 4,
      questions_count: 4,
      difficulty: "beginner",
      category: { id: 1, name: "Sciences" },
      field: { id: 1, name: "Mathematics" },
      pricing: "free",
      price: 0,
      has_enrolled: false,
      organization: { name: "Lycée Démo", slug: "lycee-demo", logo: `${api.url}/storage/logos/lycee.png` },
    });
  });

  it("orders popular exams by enrolments", async () => {
    const r = await api.get("/api/exams/popular");
    expect(r.status).toBe(200);
    expect(r.body.data.slice(0, 3).map((e: any) => e.slug)).toEqual([BIOLOGY.slug, ALGEBRA.slug, NO_SOLUTION.slug]);
    expect(r.body.meta.current_page).toBe(1);
  });

  it("recommends exams in the learner's fields they have not joined, else popular ones", async () => {
    const biologist = await learner();
    expect((await api.post("/api/settings/update-fields", { fields: [2] }, biologist)).status).toBe(200);
    const forBiologist = await api.get("/api/exams/recommended", biologist);
    expect(forBiologist.body.data.map((e: any) => e.slug)).toEqual([BIOLOGY.slug]);
    expect(forBiologist.body.meta.current_page).toBe(1);

    const mathematician = await enrolledLearner(ALGEBRA.slug);
    await api.post("/api/settings/update-fields", { fields: [1] }, mathematician);
    const forMathematician = await api.get("/api/exams/recommended", mathematician);
    expect(forMathematician.body.data.map((e: any) => e.slug)).toEqual([NO_SOLUTION.slug]);

    const popular = await api.get("/api/exams/popular");
    const noFields = await api.get("/api/exams/recommended", await learner());
    expect(noFields.body.data.map((e: any) => e.slug)).toEqual(popular.body.data.map((e: any) => e.slug));
    const visitor = await api.get("/api/exams/recommended");
    expect(visitor.body.data.map((e: any) => e.slug)).toEqual(popular.body.data.map((e: any) => e.slug));
  });

  it("lists my exams for a signed-in learner only, and marks has_enrolled on every list", async () => {
    expect((await api.get("/api/exams/my-exams")).status).toBe(401);
    const token = await learner();
    const empty = await api.get("/api/exams/my-exams", token);
    expect(empty.body).toMatchObject({ data: [], meta: { current_page: 1, total: 0 } });

    await api.post(`/api/exams/${NO_SOLUTION.slug}/enroll`, {}, token);
    await api.post(`/api/exams/${ALGEBRA.id}/enroll`, {}, token);
    const mine = await api.get("/api/exams/my-exams", token);
    expect(mine.body.data.map((e: any) => [e.slug, e.has_enrolled])).toEqual([
      [ALGEBRA.slug, true],
      [NO_SOLUTION.slug, true],
    ]);
    const all = await api.get("/api/exams", token);
    const flags = Object.fromEntries(all.body.data.map((e: any) => [e.slug, e.has_enrolled]));
    expect(flags).toMatchObject({ [ALGEBRA.slug]: true, [NO_SOLUTION.slug]: true, [BIOLOGY.slug]: false });
    const popular = await api.get("/api/exams/popular", token);
    expect(popular.body.data.find((e: any) => e.slug === ALGEBRA.slug).has_enrolled).toBe(true);
  });
});

describe("exam detail", () => {
  it("answers every Exam field, blank results for a visitor, and nothing that grades", async () => {
    const r = await api.get(`/api/exams/${ALGEBRA.slug}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id: ALGEBRA.id,
      slug: ALGEBRA.slug,
      title: "Algebra basics",
      image: `${api.url}/storage/exams/algebra.png`,
      duration: 10,
      total_questions: 4,
      questions_count: 4,
      difficulty: "beginner",
      category: { id: 1, name: "Sciences" },
      field: { id: 1, name: "Mathematics" },
      pricing: "free",
      price: 0,
      whats_included: "<ul><li>4 questions</li></ul>",
      requirements: "<p>Basic arithmetic</p>",
      has_enrolled: false,
      creator: {
        name: "Lycée Démo",
        logo: `${api.url}/storage/logos/lycee.png`,
        motto: "Learn by doing",
        exams_count: PUBLISHED_EXAMS,
        courses_count: 2,
        reviews_count: 10,
        followers_count: 1,
      },
      organization: { name: "Lycée Démo" },
      passing_score: 50,
      submitted_before: false,
      passed: false,
      show_solution: false,
      abandoned_last_attempt: false,
      next_attempt_at: null,
      last_attempted_at: null,
      topics: [],
      stats: null,
    });
    const keys = keysDeep(r.body);
    for (const k of ["is_correct", "correct", "answer_key", "score", "explanation"]) expect(keys.has(k), k).toBe(false);

    // The course page and the profile give the same figures: the unpublished exam counts nowhere.
    const figures = { exams_count: PUBLISHED_EXAMS, courses_count: 2, reviews_count: 10 };
    expect((await api.get("/api/courses/algebra-course")).body.course.organization).toMatchObject({ ...figures, followers_count: 1 });
    expect((await api.get("/api/organizations/lycee-demo")).body.data).toMatchObject({ ...figures, followers: 1 });
  });

  it("finds an exam by id as well as by slug", async () => {
    const bySlug = await api.get(`/api/exams/${BIOLOGY.slug}`);
    const byId = await api.get(`/api/exams/${BIOLOGY.id}`);
    expect(byId.body).toEqual(bySlug.body);
    expect(byId.body.data).toMatchObject({ pricing: "paid", price: BIOLOGY.price, passing_score: 50 });
  });

  it.each([["no-such-exam"], [HIDDEN.slug], [String(HIDDEN.id)], [String(ASSESSMENT.id)]])("answers 404 for %s", async (key) => {
    const r = await api.get(`/api/exams/${key}`);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: "Exam not found" });
  });
});

describe("exam enrolment", () => {
  it("needs a signed-in learner", async () => {
    expect((await api.post(`/api/exams/${ALGEBRA.slug}/enroll`, {})).status).toBe(401);
  });

  it("enrols in a free exam once", async () => {
    const token = await learner();
    const before = count("SELECT enrolments_count n FROM tests WHERE id = ?", ALGEBRA.id);
    const r = await api.post(`/api/exams/${ALGEBRA.slug}/enroll`, {}, token);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Enrollment successful!");
    expect(r.body).not.toHaveProperty("transaction_id");
    expect((await api.get(`/api/exams/${ALGEBRA.slug}`, token)).body.data.has_enrolled).toBe(true);

    const again = await api.post(`/api/exams/${ALGEBRA.slug}/enroll`, {}, token);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("You are already enrolled in this exam.");
    expect(count("SELECT enrolments_count n FROM tests WHERE id = ?", ALGEBRA.id)).toBe(before + 1);
  });

  it("checks the payer of a paid exam and starts no payment on bad input", async () => {
    const token = await learner();
    const before = count("SELECT COUNT(*) n FROM payments");
    const missing = await api.post(`/api/exams/${BIOLOGY.slug}/enroll`, {}, token);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      payer_name: ["The payer name field is required."],
      payer_phone: ["The payer phone field is required."],
    });
    for (const phone of ["12345678", "6500000011234567", "65000000x", "+237650000000"]) {
      const bad = await api.post(`/api/exams/${BIOLOGY.slug}/enroll`, { payer_name: "Ada", payer_phone: phone }, token);
      expect(bad.status, phone).toBe(422);
      expect(bad.body.errors).toEqual({ payer_phone: ["The payer phone field format is invalid."] });
    }
    expect(count("SELECT COUNT(*) n FROM payments")).toBe(before);
  });

  it("pays for a paid exam: pending, then enrolled once the sandbox confirms", async () => {
    const token = await learner();
    const form = new FormData();
    form.set("payer_name", "Ada Test");
    form.set("payer_phone", "677000000");
    const r = await api.call("POST", `/api/exams/${BIOLOGY.id}/enroll`, { form, token });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ message: "Payment initiated successfully!", status: "pending" });
    expect(r.body.transaction_id).toMatch(/^LP-/);
    const payment = db().prepare("SELECT * FROM payments WHERE reference = ?").get(r.body.transaction_id) as any;
    expect(payment).toMatchObject({ item_type: "exam", item_id: BIOLOGY.id, amount: BIOLOGY.price });

    expect((await api.get(`/api/exams/${BIOLOGY.slug}`, token)).body.data.has_enrolled).toBe(false);

    await until(async () => (await api.get(`/api/exams/${BIOLOGY.slug}`, token)).body.data.has_enrolled, "the sandbox's confirmation");
    expect(count("SELECT COUNT(*) n FROM payments WHERE user_id = ? ", payment.user_id)).toBe(1);
    const after = await api.post(`/api/exams/${BIOLOGY.id}/enroll`, { payer_name: "Ada Test", payer_phone: "677000000" }, token);
    expect(after.status).toBe(200);
    expect(after.body.message).toBe("You are already enrolled in this exam.");
    expect(after.body).not.toHaveProperty("transaction_id");
  });

  it("returns the same pending payment when asked twice at once", async () => {
    const token = await learner();
    const body = { payer_name: "Ada", payer_phone: "650000002" }; // the sandbox never answers this number
    const [a, b] = await Promise.all([api.post(`/api/exams/${BIOLOGY.slug}/enroll`, body, token), api.post(`/api/exams/${BIOLOGY.slug}/enroll`, body, token)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.transaction_id).toBe(b.body.transaction_id);
  });
});

describe("taking an exam", () => {
  it("requires sign-in and enrolment before the questions", async () => {
    expect((await api.get(`/api/exams/${ALGEBRA.slug}/questions`)).status).toBe(401);
    const token = await learner();
    const r = await api.get(`/api/exams/${ALGEBRA.slug}/questions`, token);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe("You must enroll in this exam before taking it.");
    const userId = (await api.get("/api/user", token)).body.user.id;
    expect((await api.get(`/api/exams/no-such-exam/questions`, token)).status).toBe(404);
    const submitted = await submit(token, { responses: "[]" });
    expect(submitted.status).toBe(403);
    expect(count("SELECT COUNT(*) n FROM attempts WHERE user_id = ?", userId)).toBe(0);
  });

  it("starts an attempt without any correctness in the paper, uncached", async () => {
    const token = await enrolledLearner();
    const r = await api.get(`/api/exams/${ALGEBRA.slug}/questions`, token);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    const keys = keysDeep(r.body);
    for (const k of ["is_correct", "correct", "answer_key", "score"]) expect(keys.has(k), k).toBe(false);
    expect(r.body.data).toHaveLength(4);
    expect(r.body.data.map((q: any) => q.id).sort()).toEqual([11, 12, 13, 14]);
    const q11 = r.body.data.find((q: any) => q.id === 11);
    expect(q11).toEqual({
      id: 11,
      text: "<p>Question 11?</p>",
      topic: { name: "Algebra" },
      answers: expect.arrayContaining([
        { id: 111, text: "Answer 111" },
        { id: 112, text: "Answer 112" },
        { id: 113, text: "Answer 113" },
      ]),
      explanation: null,
    });
    const { attempt } = r.body;
    expect(attempt).toMatchObject({ number: 1, duration: ALGEBRA.duration, total_questions: 4 });
    expect(Date.parse(attempt.deadline_at) - Date.parse(attempt.started_at)).toBe(ALGEBRA.duration * 60_000);
    expect(Math.abs(Date.parse(attempt.server_time) - Date.now())).toBeLessThan(5000);
    const row = db().prepare("SELECT status, number FROM attempts WHERE id = ?").get(attempt.id);
    expect(row).toEqual({ status: "in_progress", number: 1 });
  });

  it("resumes the open attempt with the same questions in the same order", async () => {
    const token = await enrolledLearner();
    const first = await paper(token);
    seconds(60);
    const again = await paper(token);
    expect(again.attempt).toMatchObject({ id: first.attempt.id, number: 1, deadline_at: first.attempt.deadline_at });
    expect(again.data).toEqual(first.data);
    expect(
      count("SELECT COUNT(*) n FROM attempts WHERE id >= ? AND user_id = (SELECT user_id FROM attempts WHERE id = ?)", first.attempt.id, first.attempt.id),
    ).toBe(1);
  });

  it("shuffles questions and answers per attempt", async () => {
    const orders = new Set<string>();
    const answerOrders = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const p = await paper(await enrolledLearner());
      orders.add(p.data.map((q) => q.id).join(","));
      answerOrders.add(
        p.data
          .map((q) => `${q.id}:${q.answers.map((a) => a.id).join(",")}`)
          .sort()
          .join("|"),
      );
    }
    // Eight identical draws of 4! (or of (3!)^4) orders would be a one-in-billions coincidence.
    expect(orders.size).toBeGreaterThan(1);
    expect(answerOrders.size).toBeGreaterThan(1);
  });

  it("grades on the server from answer ids and ignores the posted is_correct", async () => {
    const token = await enrolledLearner();
    const p = await paper(token);
    const r = await submit(token, { responses: JSON.stringify(responses(p, [])), time_taken: 30, score: 100, passed: true });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.body.data).toMatchObject({ passed: false, stats: { correct: 0, wrong: 4, total: 4, score: 0 } });
    const stored = db().prepare("SELECT SUM(is_correct) n, COUNT(*) c FROM attempt_responses WHERE attempt_id = ?").get(p.attempt.id);
    expect(stored).toEqual({ n: 0, c: 4 });
    expect(db().prepare("SELECT status, score, passed FROM attempts WHERE id = ?").get(p.attempt.id)).toEqual({
      status: "submitted",
      score: 0,
      passed: 0,
    });
  });

  it("fails a score equal to the passing score, reports topics, then passes a retake above it", async () => {
    const token = await enrolledLearner();
    const p1 = await paper(token);
    const failed = await submit(token, { responses: responses(p1, [11, 12]), time_taken: 40, attempt_id: p1.attempt.id });
    expect(failed.status).toBe(200);
    expect(failed.body.message).toBe("Exam submitted successfully!");
    const result = failed.body.data;
    expect(result).toMatchObject({
      submitted_before: true,
      passed: false,
      show_solution: false,
      abandoned_last_attempt: false,
      passing_score: 50,
      stats: { total: 4, correct: 2, wrong: 2, score: 50 },
      attempt: { id: p1.attempt.id, number: 1 },
    });
    expect(result.topics).toEqual([
      { topic_id: TOPICS.algebra, topic_name: "Algebra", correct: 2, total: 2 },
      { topic_id: TOPICS.geometry, topic_name: "Geometry", correct: 0, total: 2 },
    ]);
    expect(Date.parse(result.next_attempt_at) - Date.parse(result.last_attempted_at)).toBe(ALGEBRA.retakeDelay * 1000);
    expect((await api.get(`/api/exams/${ALGEBRA.slug}/result`, token)).body.data).toEqual(result);

    seconds(ALGEBRA.retakeDelay + 1);
    const p2 = await paper(token);
    expect(p2.attempt.number).toBe(2);
    const points = (await api.get("/api/user", token)).body.user.points;
    const passed = await submit(token, { responses: responses(p2, [11, 12, 13]), time_taken: 40 });
    expect(passed.body.data).toMatchObject({ passed: true, show_solution: true, stats: { correct: 3, score: 75 }, attempt: { number: 2 } });
    expect((await api.get("/api/user", token)).body.user.points).toBe(points + 50);
    const user = (await api.get("/api/user", token)).body.user;
    expect(count("SELECT COUNT(*) n FROM points_ledger WHERE user_id = ? AND reason = 'exam_passed' AND reference = ?", user.id, String(ALGEBRA.id))).toBe(1);
    expect(count("SELECT COUNT(*) n FROM notifications WHERE user_id = ? AND type = 'exam_result'", user.id)).toBe(2);

    // A second pass of the same exam earns nothing more.
    seconds(ALGEBRA.retakeDelay + 1);
    const p3 = await paper(token);
    await submit(token, { responses: responses(p3, [11, 12, 13, 14]) });
    expect((await api.get("/api/user", token)).body.user.points).toBe(points + 50);
  });

  it("rounds scores to two decimals and counts unanswered questions as wrong", async () => {
    const token = await enrolledLearner();
    const p = await paper(token);
    const r = await submit(token, {
      responses: [
        { question_id: 11, answer_id: CORRECT[11] },
        { question_id: 12, answer_id: null },
      ],
    });
    expect(r.body.data.stats).toMatchObject({ total: 4, correct: 1, wrong: 3, score: 25 });
    const rows = db().prepare("SELECT question_id, answer_id, is_correct FROM attempt_responses WHERE attempt_id = ? ORDER BY question_id").all(p.attempt.id);
    expect(rows).toEqual([
      { question_id: 11, answer_id: 111, is_correct: 1 },
      { question_id: 12, answer_id: null, is_correct: 0 },
      { question_id: 13, answer_id: null, is_correct: 0 },
      { question_id: 14, answer_id: null, is_correct: 0 },
    ]);

    const assessmentLearner = await learner();
    await enrolInCourse(assessmentLearner, ASSESSMENT.courseId);
    const ap = await paper(assessmentLearner, `/api/assessments/${ASSESSMENT.id}`);
    const two = await submit(assessmentLearner, { responses: responses(ap, [51, 52]) }, `/api/assessments/${ASSESSMENT.id}`);
    expect(two.body.data.stats.score).toBe(66.67);
  });

  it("never lets the claimed time exceed what the server saw", async () => {
    const token = await enrolledLearner();
    const p = await paper(token);
    seconds(90);
    const r = await submit(token, { responses: responses(p, []), time_taken: 999_999 });
    expect(r.body.data.stats.time_taken).toBeGreaterThanOrEqual(90);
    expect(r.body.data.stats.time_taken).toBeLessThanOrEqual(92);

    const honest = await enrolledLearner();
    const p2 = await paper(honest);
    seconds(90);
    const r2 = await submit(honest, { responses: responses(p2, []), time_taken: "75" });
    expect(r2.body.data.stats.time_taken).toBe(75);
    const perQuestion = db().prepare("SELECT MAX(time_taken) n FROM attempt_responses WHERE attempt_id = ?").get(p2.attempt.id);
    expect(perQuestion).toEqual({ n: 5 });
  });

  it("refuses a retake until the waiting time has passed", async () => {
    const token = await enrolledLearner();
    const p = await paper(token);
    const r = await submit(token, { responses: responses(p, [11]) });
    const nextAt = r.body.data.next_attempt_at;

    const locked = await api.get(`/api/exams/${ALGEBRA.slug}/questions`, token);
    expect(locked.status).toBe(403);
    expect(locked.body.next_attempt_at).toBe(nextAt);
    expect(locked.body.message).toContain("cannot retake");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(ALGEBRA.retakeDelay - 10);

    seconds(ALGEBRA.retakeDelay - 5);
    expect((await api.get(`/api/exams/${ALGEBRA.slug}/questions`, token)).status).toBe(403);
    seconds(10);
    const retake = await paper(token);
    expect(retake.attempt.number).toBe(2);
  });

  it("answers a repeated submit with the first result and grades once, even five at a time", async () => {
    const token = await enrolledLearner();
    const user = (await api.get("/api/user", token)).body.user;
    const p = await paper(token);
    const body = { responses: JSON.stringify(responses(p, [11, 12, 13])), time_taken: 20, attempt_id: p.attempt.id };
    const replies = await Promise.all(Array.from({ length: 5 }, () => submit(token, body)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const r of replies) expect(r.body).toEqual(replies[0].body);
    expect(replies[0].body.data).toMatchObject({ passed: true, stats: { correct: 3 } });

    expect(count("SELECT COUNT(*) n FROM attempts WHERE user_id = ? AND test_id = ?", user.id, ALGEBRA.id)).toBe(1);
    expect(count("SELECT COUNT(*) n FROM attempt_responses WHERE attempt_id = ?", p.attempt.id)).toBe(4);
    expect(count("SELECT COUNT(*) n FROM notifications WHERE user_id = ? AND type = 'exam_result'", user.id)).toBe(1);
    expect(count("SELECT COUNT(*) n FROM points_ledger WHERE user_id = ?", user.id)).toBe(1);

    // Later repeats, with or without the attempt id and even with other answers, change nothing.
    seconds(30);
    const late = await submit(token, { responses: responses(p, []) });
    expect(late.body).toEqual(replies[0].body);
    const named = await submit(token, { ...body, responses: responses(p, []) });
    expect(named.body).toEqual(replies[0].body);
    expect(count("SELECT SUM(is_correct) n FROM attempt_responses WHERE attempt_id = ?", p.attempt.id)).toBe(3);
  });

  it("refuses a submit with no attempt at all", async () => {
    const token = await enrolledLearner();
    const r = await submit(token, { responses: "[]" });
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/no exam in progress/);
  });
});

describe("autosave, beyond the contract", () => {
  const save = (token: string, body: Record<string, unknown>, path = `/api/exams/${ALGEBRA.slug}`) => api.post(`${path}/autosave`, body, token);
  const given = (p: Paper, n: number) =>
    responses(p, [])
      .slice(0, n)
      .map(({ question_id, answer_id }) => ({ question_id, answer_id, time_taken: 7 }));

  it("keeps the answers given so far and gives them back when the paper is fetched again, on any device", async () => {
    const token = await enrolledLearner();
    const p = await paper(token);
    expect((p.attempt as unknown as { saved: unknown }).saved).toBeNull();
    const two = given(p, 2);
    const r = await save(token, { attempt_id: p.attempt.id, revision: 3, responses: JSON.stringify(two), current_question_id: p.data[2].id });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: "Answers saved.", revision: 3 });
    const again = await paper(token);
    expect(again.attempt.id).toBe(p.attempt.id);
    expect((again.attempt as unknown as { saved: unknown }).saved).toEqual({ revision: 3, responses: two, current_question_id: p.data[2].id });
  });

  it("is idempotent and never lets a late, older save overwrite a newer one", async () => {
    const token = await enrolledLearner();
    const p = await paper(token);
    const body = { attempt_id: p.attempt.id, revision: 5, responses: given(p, 3) };
    const replies = await Promise.all([save(token, body), save(token, body), save(token, body)]);
    expect(replies.map((r) => r.body.revision)).toEqual([5, 5, 5]);
    const late = await save(token, { attempt_id: p.attempt.id, revision: 4, responses: given(p, 1) });
    expect(late.status).toBe(200);
    expect(late.body.revision).toBe(5);
    const saved = (await paper(token)).attempt as unknown as { saved: { responses: unknown[] } };
    expect(saved.saved.responses).toHaveLength(3);
  });

  it("grades nothing: the submit still decides, from what it is sent", async () => {
    const token = await enrolledLearner();
    const p = await paper(token);
    await save(token, { attempt_id: p.attempt.id, revision: 1, responses: responses(p, [11, 12, 13, 14]) });
    const r = await submit(token, { responses: responses(p, []), attempt_id: p.attempt.id });
    expect(r.body.data.stats.correct).toBe(0);
  });

  it("refuses answers of another paper, another learner's attempt, an ended attempt and a bad revision", async () => {
    const token = await enrolledLearner();
    const p = await paper(token);
    const other = await paper(await enrolledLearner());
    expect((await save(token, { attempt_id: p.attempt.id, revision: 1, responses: [{ question_id: 21, answer_id: 211 }] })).status).toBe(422);
    expect((await save(token, { attempt_id: p.attempt.id, revision: 1, responses: [{ question_id: 11, answer_id: 121 }] })).status).toBe(422);
    expect((await save(token, { attempt_id: other.attempt.id, revision: 1, responses: given(p, 1) })).status).toBe(422);
    expect((await save(token, { attempt_id: p.attempt.id, revision: 0, responses: given(p, 1) })).status).toBe(422);
    expect((await save(token, { attempt_id: p.attempt.id, revision: "x", responses: given(p, 1) })).status).toBe(422);
    expect((await save(token, { revision: 1, responses: given(p, 1) })).status).toBe(422);
    await submit(token, { responses: responses(p, []), attempt_id: p.attempt.id });
    const ended = await save(token, { attempt_id: p.attempt.id, revision: 9, responses: given(p, 1) });
    expect(ended.status).toBe(409);
    expect((await api.post(`/api/exams/${ALGEBRA.slug}/autosave`, { attempt_id: p.attempt.id, revision: 10, responses: [] })).status).toBe(401);
  });
});

describe("deadline, grace and abandoned attempts", () => {
  const deadline = ALGEBRA.duration * 60;

  it.each([
    ["well before the deadline", 30, 200],
    ["one second before the deadline", deadline - 1, 200],
    ["inside the grace period", deadline + GRACE - 2, 200],
    ["after the grace period", deadline + GRACE + 1, 409],
  ])("a submit %s answers %i", async (_label, after, status) => {
    const token = await enrolledLearner();
    const p = await paper(token);
    seconds(after as number);
    const r = await submit(token, { responses: responses(p, [11, 12, 13]), time_taken: after });
    expect(r.status).toBe(status);
    const row = db().prepare("SELECT status FROM attempts WHERE id = ?").get(p.attempt.id) as { status: string };
    if (status === 200) {
      expect(row.status).toBe("submitted");
      expect(r.body.data.stats.time_taken).toBeLessThanOrEqual(deadline + GRACE);
    } else {
      expect(row.status).toBe("abandoned");
      expect(r.body.message).toBe("You have abandoned the test. Please try again later.");
      expect(r.body.next_attempt_at).toBe(new Date(Date.parse(p.attempt.deadline_at) + ALGEBRA.retakeDelay * 1000).toISOString());
      expect(count("SELECT COUNT(*) n FROM attempt_responses WHERE attempt_id = ?", p.attempt.id)).toBe(0);
    }
  });

  it("marks an expired attempt abandoned when the learner's state is read, until a later attempt is submitted", async () => {
    const token = await enrolledLearner();
    const p = await paper(token);
    seconds(deadline + GRACE + 5);
    expect((db().prepare("SELECT status FROM attempts WHERE id = ?").get(p.attempt.id) as any).status).toBe("in_progress");

    const detail = (await api.get(`/api/exams/${ALGEBRA.slug}`, token)).body.data;
    expect(detail).toMatchObject({ abandoned_last_attempt: true, submitted_before: false, stats: null, last_attempted_at: p.attempt.deadline_at });
    expect((db().prepare("SELECT status FROM attempts WHERE id = ?").get(p.attempt.id) as any).status).toBe("abandoned");

    // The retake wait runs from the deadline, as for any ended attempt.
    const locked = await api.get(`/api/exams/${ALGEBRA.slug}/questions`, token);
    expect(locked.status).toBe(403);
    expect(locked.body.next_attempt_at).toBe(detail.next_attempt_at);

    seconds(ALGEBRA.retakeDelay);
    const p2 = await paper(token);
    expect(p2.attempt.number).toBe(2);
    expect((await api.get(`/api/exams/${ALGEBRA.slug}/result`, token)).body.data.abandoned_last_attempt).toBe(true);
    const r = await submit(token, { responses: responses(p2, [11]) });
    expect(r.body.data.abandoned_last_attempt).toBe(false);
    expect((await api.get(`/api/exams/${ALGEBRA.slug}`, token)).body.data).toMatchObject({ abandoned_last_attempt: false, submitted_before: true });

    const history = (await api.get(`/api/exams/${ALGEBRA.slug}/history`, token)).body.data;
    expect(history.map((h: any) => [h.number, h.status])).toEqual([
      [2, "failed"],
      [1, "abandoned"],
    ]);
  });

  it("keeps the earlier score on show when a retake is abandoned", async () => {
    const token = await enrolledLearner();
    const p = await paper(token);
    await submit(token, { responses: responses(p, [11, 12, 13]) });
    seconds(ALGEBRA.retakeDelay + 1);
    await paper(token);
    seconds(deadline + GRACE + 1);
    const result = (await api.get(`/api/exams/${ALGEBRA.slug}/result`, token)).body.data;
    expect(result).toMatchObject({ submitted_before: true, passed: true, abandoned_last_attempt: true, stats: { score: 75 }, attempt: { number: 1 } });
    expect(Date.parse(result.next_attempt_at)).toBeGreaterThan(clock.now().getTime());
  });
});

describe("history and result", () => {
  it("answers an empty result before any attempt", async () => {
    const token = await enrolledLearner();
    const r = await api.get(`/api/exams/${ALGEBRA.slug}/result`, token);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      submitted_before: false,
      passed: false,
      show_solution: false,
      abandoned_last_attempt: false,
      next_attempt_at: null,
      last_attempted_at: null,
      topics: [],
      stats: null,
      passing_score: 50,
      attempt: null,
    });
    expect((await api.get(`/api/exams/${ALGEBRA.slug}/history`, token)).body).toEqual({ data: [] });
    expect((await api.get(`/api/exams/${ALGEBRA.slug}/result`)).status).toBe(401);
  });

  it("lists every ended attempt newest first, with topic scores", async () => {
    const token = await enrolledLearner();
    const p1 = await paper(token);
    seconds(42);
    await submit(token, { responses: responses(p1, [11, 13]), time_taken: 40 });
    seconds(ALGEBRA.retakeDelay);
    await paper(token);
    seconds(ALGEBRA.duration * 60 + GRACE + 1);
    seconds(ALGEBRA.retakeDelay);
    const p3 = await paper(token);
    seconds(12);
    await submit(token, { responses: responses(p3, [11, 12, 13]), time_taken: 10 });

    const r = await api.get(`/api/exams/${ALGEBRA.slug}/history`, token);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    const [third, second, first] = r.body.data;
    expect(r.body.data).toHaveLength(3);
    expect(third).toMatchObject({ number: 3, status: "passed", correct: 3, total: 4, score: 75, passing_score: 50, time_taken: 10 });
    expect(second).toMatchObject({ number: 2, status: "abandoned", correct: 0, total: 4, score: 0, results: [] });
    expect(first).toMatchObject({ number: 1, status: "failed", correct: 2, total: 4, score: 50, time_taken: 40 });
    expect(first.results).toEqual([
      { topic_name: "Algebra", score: 50 },
      { topic_name: "Geometry", score: 50 },
    ]);
    expect(Date.parse(first.date)).toBeLessThan(Date.parse(second.date));
    expect(Object.keys(first).sort()).toEqual(["correct", "date", "number", "passing_score", "results", "score", "status", "time_taken", "total"]);
  });
});

describe("solutions", () => {
  it("are refused before a pass and shown, in the attempt's order, after one", async () => {
    const token = await enrolledLearner();
    const none = await api.get(`/api/exams/${ALGEBRA.slug}/solution`, token);
    expect(none.status).toBe(403);
    expect(none.body.message).toBe("You can view the solution only after passing the exam.");

    const p1 = await paper(token);
    await submit(token, { responses: responses(p1, [11, 12]) });
    expect((await api.get(`/api/exams/${ALGEBRA.slug}/solution`, token)).status).toBe(403);

    seconds(ALGEBRA.retakeDelay + 1);
    const p2 = await paper(token);
    const during = await api.get(`/api/exams/${ALGEBRA.slug}/solution`, token);
    expect(during.status).toBe(403);
    expect(during.body.message).toContain("in progress");

    // Question 14 is left unanswered: three right out of four is a pass.
    await submit(token, { responses: responses(p2, [11, 12, 13]).filter((r) => r.question_id !== 14) });
    const r = await api.get(`/api/exams/${ALGEBRA.slug}/solution`, token);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.body.data.map((q: any) => q.id)).toEqual(p2.data.map((q) => q.id));
    for (const [i, q] of r.body.data.entries()) {
      expect(q.answers.map((a: any) => a.id)).toEqual(p2.data[i].answers.map((a) => a.id));
      expect(q.answers.filter((a: any) => a.is_correct).map((a: any) => a.id)).toEqual([CORRECT[q.id]]);
      expect(q.explanation).toBe(`Because ${CORRECT[q.id]} is right.`);
      expect(q.topic.name).toBe(TOPIC_OF[q.id] === TOPICS.algebra ? "Algebra" : "Geometry");
    }
    const byId = Object.fromEntries(r.body.data.map((q: any) => [q.id, q.user_answer]));
    expect(byId[11]).toEqual({ answer_id: 111, is_correct: true, time_taken: 5 });
    expect(byId[14]).toBeNull();
  });

  it("stay closed when the exam does not show them, even after a pass", async () => {
    const token = await enrolledLearner(NO_SOLUTION.slug);
    const p = await paper(token, `/api/exams/${NO_SOLUTION.slug}`);
    const r = await submit(token, { responses: responses(p, [31, 32]) }, `/api/exams/${NO_SOLUTION.slug}`);
    expect(r.body.data).toMatchObject({ passed: true, show_solution: false, stats: { score: 100 } });
    expect(r.body.data.topics).toEqual([
      { topic_id: null, topic_name: "General", correct: 1, total: 1 },
      { topic_id: TOPICS.geometry, topic_name: "Geometry", correct: 1, total: 1 },
    ]);
    const s = await api.get(`/api/exams/${NO_SOLUTION.slug}/solution`, token);
    expect(s.status).toBe(403);
    expect(s.body.message).toBe("Solutions are not available for this exam.");
    expect((await api.get(`/api/exams/${NO_SOLUTION.slug}`, token)).body.data).toMatchObject({ passed: true, show_solution: false });
  });
});

describe("bad submissions", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["no responses", { time_taken: 3 }, "responses"],
    ["responses that are not JSON", { responses: "[{question_id: 11" }, "responses"],
    ["responses that are an object", { responses: '{"question_id": 11}' }, "responses"],
    ["a number for responses", { responses: 12 }, "responses"],
    ["an item that is not an object", { responses: [5] }, "responses.0"],
    ["a null item", { responses: [null] }, "responses.0"],
    ["a question id that is text", { responses: [{ question_id: "abc", answer_id: 111 }] }, "responses.0.question_id"],
    ["a fractional question id", { responses: [{ question_id: 11.5, answer_id: 111 }] }, "responses.0.question_id"],
    ["a missing question id", { responses: [{ answer_id: 111 }] }, "responses.0.question_id"],
    ["a boolean answer id", { responses: [{ question_id: 11, answer_id: true }] }, "responses.0.answer_id"],
    ["an answer of another question", { responses: [{ question_id: 11, answer_id: 121 }] }, "responses.0.answer_id"],
    ["an answer of another exam", { responses: [{ question_id: 11, answer_id: 211 }] }, "responses.0.answer_id"],
    ["a question of another exam", { responses: [{ question_id: 21, answer_id: 211 }] }, "responses.0.question_id"],
    ["a question that does not exist", { responses: [{ question_id: 999999, answer_id: 111 }] }, "responses.0.question_id"],
    [
      "a question answered twice",
      {
        responses: [
          { question_id: 11, answer_id: 111 },
          { question_id: 11, answer_id: 112 },
        ],
      },
      "responses.1.question_id",
    ],
    ["a negative time for a question", { responses: [{ question_id: 11, answer_id: 111, time_taken: -3 }] }, "responses.0.time_taken"],
    ["a total time that is text", { responses: [], time_taken: "soon" }, "time_taken"],
    ["a negative total time", { responses: [], time_taken: -1 }, "time_taken"],
    ["an attempt id that is text", { responses: [], attempt_id: "latest" }, "attempt_id"],
    ["an attempt id of nobody's attempt", { responses: [], attempt_id: 987654 }, "attempt_id"],
    ["more responses than any paper has", { responses: Array.from({ length: 501 }, (_, i) => ({ question_id: i + 1, answer_id: 1 })) }, "responses"],
  ])("rejects %s with a 422 and changes nothing", async (_label, body, field) => {
    const token = await enrolledLearner();
    const p = await paper(token);
    const before = count("SELECT COUNT(*) n FROM attempt_responses") + count("SELECT COUNT(*) n FROM notifications WHERE type = 'exam_result'");
    const r = await submit(token, body);
    expect(r.status).toBe(422);
    expect(typeof r.body.message).toBe("string");
    expect(Object.keys(r.body.errors)).toEqual([field]);
    expect(r.body.message).toBe(r.body.errors[field][0]);
    expect(db().prepare("SELECT status, result_json FROM attempts WHERE id = ?").get(p.attempt.id)).toEqual({ status: "in_progress", result_json: null });
    expect(count("SELECT COUNT(*) n FROM attempt_responses") + count("SELECT COUNT(*) n FROM notifications WHERE type = 'exam_result'")).toBe(before);

    // The learner can still submit properly afterwards.
    const ok = await submit(token, { responses: responses(p, [11]) });
    expect(ok.status).toBe(200);
  });

  it("refuses another learner's attempt id", async () => {
    const owner = await enrolledLearner();
    const theirs = await paper(owner);
    const thief = await enrolledLearner();
    await paper(thief);
    const r = await submit(thief, { responses: responses(theirs, [11, 12, 13, 14]), attempt_id: theirs.attempt.id });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ attempt_id: ["The selected attempt id is invalid."] });
    expect((db().prepare("SELECT status FROM attempts WHERE id = ?").get(theirs.attempt.id) as any).status).toBe("in_progress");
  });

  it("refuses a body over the size limit in the error shape", async () => {
    const token = await enrolledLearner();
    const p = await paper(token);
    const huge = JSON.stringify(Array.from({ length: 4000 }, () => ({ question_id: 11, answer_id: 111, is_correct: true, time_taken: 1 })));
    const r = await submit(token, { responses: huge });
    expect(r.status).toBe(413);
    expect(r.body.errors).toHaveProperty("body");
    expect((db().prepare("SELECT status FROM attempts WHERE id = ?").get(p.attempt.id) as any).status).toBe("in_progress");
  });

  it("accepts the client's multipart and url-encoded form data", async () => {
    const multipartLearner = await enrolledLearner();
    const p = await paper(multipartLearner);
    const form = new FormData();
    form.set(
      "responses",
      JSON.stringify(responses(p, [11, 12, 13]).map((r) => ({ ...r, question_id: String(r.question_id), answer_id: String(r.answer_id) }))),
    );
    form.set("time_taken", "0");
    const multipart = await api.call("POST", `/api/exams/${ALGEBRA.slug}/submit`, { form, token: multipartLearner });
    expect(multipart.status).toBe(200);
    expect(multipart.body.data.stats).toMatchObject({ correct: 3, time_taken: 0 });

    const urlLearner = await enrolledLearner();
    const p2 = await paper(urlLearner);
    const encoded = new URLSearchParams({ responses: JSON.stringify(responses(p2, [14])), time_taken: "0", attempt_id: String(p2.attempt.id) });
    const url = await api.call("POST", `/api/exams/${ALGEBRA.slug}/submit`, { form: encoded, token: urlLearner });
    expect(url.status).toBe(200);
    expect(url.body.data.stats.correct).toBe(1);
  });
});

describe("assessments", () => {
  const path = `/api/assessments/${ASSESSMENT.id}`;

  it("describes the assessment with its course, blank results for a visitor", async () => {
    const r = await api.get(path);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      id: ASSESSMENT.id,
      title: "Algebra course assessment",
      description: "Check what you learnt.",
      duration: ASSESSMENT.duration,
      total_questions: 3,
      questions_count: 3,
      passing_score: ASSESSMENT.passing,
      course: { id: 1, slug: "algebra-course", title: "Algebra course" },
      has_enrolled: false,
      submitted_before: false,
      passed: false,
      show_solution: false,
      abandoned_last_attempt: false,
      next_attempt_at: null,
      last_attempted_at: null,
      topics: [],
      stats: null,
    });
    for (const key of ["999", String(ALGEBRA.id), "algebra-basics"]) {
      const missing = await api.get(`/api/assessments/${key}`);
      expect(missing.status, key).toBe(404);
      expect(missing.body).toEqual({ message: "No assessment found" });
    }
  });

  it("is open only to learners of its course", async () => {
    expect((await api.get(`${path}/questions`)).status).toBe(401);
    const token = await enrolledLearner(ALGEBRA.slug);
    const refused = await api.get(`${path}/questions`, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You must be enrolled in this course to take the assessment.");
    await enrolInCourse(token, 2);
    expect((await api.get(`${path}/questions`, token)).status).toBe(403);
    await enrolInCourse(token, ASSESSMENT.courseId);
    const p = await paper(token, path);
    expect(p.data).toHaveLength(3);
    expect(keysDeep(p).has("is_correct")).toBe(false);
    expect((await api.get(path, token)).body.data.has_enrolled).toBe(true);
  });

  it("grades, rewards, records and reveals like an exam, with its own passing score", async () => {
    const token = await learner();
    const userId = await enrolInCourse(token, ASSESSMENT.courseId);
    const p = await paper(token, path);
    const r = await submit(token, { responses: JSON.stringify(responses(p, [51, 52])), time_taken: 12 }, path);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Assessment submitted successfully!");
    expect(r.body.data).toMatchObject({ passed: true, show_solution: true, passing_score: 60, stats: { correct: 2, total: 3, score: 66.67 } });
    expect(
      count("SELECT COUNT(*) n FROM points_ledger WHERE user_id = ? AND reason = 'assessment_passed' AND reference = ?", userId, String(ASSESSMENT.id)),
    ).toBe(1);
    expect((await api.get("/api/user", token)).body.user.points).toBe(30);

    const history = await api.get(`${path}/history`, token);
    expect(history.body.data).toEqual([expect.objectContaining({ number: 1, status: "passed", correct: 2, total: 3, score: 66.67, passing_score: 60 })]);
    const solution = await api.get(`${path}/solution`, token);
    expect(solution.status).toBe(200);
    expect(solution.body.data.map((q: any) => q.id)).toEqual(p.data.map((q) => q.id));
    const detail = await api.get(path, token);
    expect(detail.body.data).toMatchObject({ submitted_before: true, passed: true, show_solution: true, stats: { score: 66.67 } });

    // The retake delay of this assessment is zero: a new attempt starts at once.
    const again = await paper(token, path);
    expect(again.attempt.number).toBe(2);
    const failed = await submit(token, { responses: responses(again, [51]) }, path);
    expect(failed.body.data).toMatchObject({ passed: false, stats: { score: 33.33 } });
    expect((await api.get(`${path}/solution`, token)).status).toBe(403);
  });

  it("abandons an assessment attempt past its deadline and grace", async () => {
    const token = await learner();
    await enrolInCourse(token, ASSESSMENT.courseId);
    const p = await paper(token, path);
    seconds(ASSESSMENT.duration * 60 + GRACE + 1);
    const r = await submit(token, { responses: responses(p, [51, 52, 53]), attempt_id: p.attempt.id }, path);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe("You have abandoned the test. Please try again later.");
    expect((await api.get(`${path}/history`, token)).body.data[0]).toMatchObject({ number: 1, status: "abandoned" });
  });
});
