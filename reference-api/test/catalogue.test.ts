import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUIZ_POOL_FR } from "../src/db/seed/questions-fr.ts";
import { startTestApi, type TestApi } from "./harness.ts";
import { DEMO, seedForTests } from "./seeded.ts";

let api: TestApi;
let demo: string;
const db = () => api.deps.db;
const count = (sql: string, ...args: unknown[]) =>
  (
    db()
      .prepare(sql)
      .get(...args) as { n: number }
  ).n;

beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
  demo = await api.login(DEMO.email, DEMO.password);
});
afterAll(() => api.close());

const LISTING_FIELDS = [
  "id",
  "slug",
  "title",
  "category",
  "image_medium",
  "pricing",
  "sale_price",
  "reviews_count",
  "avg_rating",
  "modules_count",
  "lessons_count",
  "difficulty_level",
  "duration",
  "organization",
];

describe("GET /courses (the catalogue)", () => {
  it("pages with data and meta, 12 a page by default", async () => {
    const total = count("SELECT COUNT(*) n FROM courses");
    const r = await api.get("/api/courses");
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(12);
    expect(r.body.meta).toMatchObject({ current_page: 1, last_page: Math.ceil(total / 12), total });
    for (const course of r.body.data) for (const f of LISTING_FIELDS) expect(course, f).toHaveProperty(f);
    expect(r.body.data[0].organization).toEqual(expect.objectContaining({ slug: expect.any(String), name: expect.any(String) }));
    expect(r.body.data[0].image_medium).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/storage\/seed\//);
  });

  it("walks every page once: no course twice, none missing", async () => {
    const seen = new Set<number>();
    let page = 1;
    let last = 1;
    do {
      const r = await api.get(`/api/courses?page=${page}&limit=20`);
      for (const c of r.body.data) seen.add(c.id);
      last = r.body.meta.last_page;
    } while (++page <= last);
    expect(seen.size).toBe(count("SELECT COUNT(*) n FROM courses"));
  });

  it("filters by categories, difficulty, pricing and organization together", async () => {
    const [a, b] = (db().prepare("SELECT id FROM categories ORDER BY id LIMIT 2").all() as { id: number }[]).map((r) => r.id);
    const org = (db().prepare("SELECT organization_id id FROM courses GROUP BY organization_id ORDER BY COUNT(*) DESC").get() as { id: number }).id;
    const r = await api.get(`/api/courses?categories=${a},${b}&difficulty=beginner,intermediate&pricing=paid&organization_id=${org}&limit=100`);
    const expected = count(
      `SELECT COUNT(*) n FROM courses WHERE category_id IN (?, ?) AND difficulty_level IN ('beginner','intermediate') AND pricing = 'paid' AND organization_id = ?`,
      a,
      b,
      org,
    );
    expect(r.body.meta.total).toBe(expected);
    for (const c of r.body.data) {
      expect([a, b]).toContain(c.category.id);
      expect(["beginner", "intermediate"]).toContain(c.difficulty_level);
      expect(c.pricing).toBe("paid");
      expect(c.organization.id).toBe(org);
    }
  });

  it("'all' means no filter", async () => {
    const all = await api.get("/api/courses?difficulty=all&pricing=all");
    expect(all.body.meta.total).toBe(count("SELECT COUNT(*) n FROM courses"));
  });

  it("searches titles and organization names, case-insensitively", async () => {
    const title = (db().prepare("SELECT title FROM courses ORDER BY id LIMIT 1").get() as { title: string }).title;
    const word = title.split(" ").find((w) => w.length > 5)!;
    const r = await api.get(`/api/courses?q=${encodeURIComponent(word.toUpperCase())}&limit=100`);
    expect(r.body.meta.total).toBeGreaterThan(0);
    expect(r.body.data.some((c: any) => c.title === title)).toBe(true);
    const org = (db().prepare("SELECT name FROM organizations ORDER BY id LIMIT 1").get() as { name: string }).name;
    const byOrg = await api.get(`/api/courses?q=${encodeURIComponent(org)}&limit=100`);
    expect(byOrg.body.data.length).toBeGreaterThan(0);
    expect(byOrg.body.data.every((c: any) => c.organization.name === org || c.title.toLowerCase().includes(org.toLowerCase()))).toBe(true);
  });

  it("searches without minding accents, either way, at any length", async () => {
    const org = (db().prepare("SELECT name FROM organizations WHERE name LIKE 'B%noué%'").get() as { name: string }).name;
    expect(org).toContain("é");
    const total = async (q: string) => (await api.get(`/api/courses?q=${encodeURIComponent(q)}&limit=100`)).body.meta.total as number;
    const accented = await total("Bénoué");
    expect(accented).toBeGreaterThan(0);
    expect(await total("benoue")).toBe(accented);
    expect(await total("BENOUE")).toBe(accented);
    // Under three letters the search is a plain scan: it folds accents the same way.
    expect(await total("é")).toBe(await total("e"));
  });

  it("is a Cameroonian catalogue: about a third of the courses are taught and written in French, and 'français' finds them", async () => {
    const all = count("SELECT COUNT(*) n FROM courses");
    const french = count("SELECT COUNT(*) n FROM courses WHERE language = 'fr'");
    expect(french / all).toBeGreaterThan(0.28);
    expect(french / all).toBeLessThan(0.4);
    const course = db().prepare("SELECT slug, title FROM courses WHERE language = 'fr' ORDER BY id LIMIT 1").get() as { slug: string; title: string };
    const detail = (await api.get(`/api/courses/${course.slug}`)).body.course;
    expect(detail.language).toBe("fr");
    expect(detail.description).toContain("Conçu par");
    const faqs = detail.faqs as { question: string }[];
    if (faqs.length) expect(faqs[0].question).toBe("À qui s’adresse ce cours ?");
    const total = async (q: string) => (await api.get(`/api/courses?q=${encodeURIComponent(q)}&limit=100`)).body.meta.total as number;
    expect(await total("français")).toBeGreaterThanOrEqual(french);
    expect(await total("francais")).toBe(await total("français"));
    expect(await total("french")).toBeGreaterThanOrEqual(french);
  });

  it("teaches the French courses in French: their lessons, knowledge checks, handbook and final assessment", async () => {
    const rows = (sql: string) => db().prepare(sql).all() as Record<string, string>[];
    const lessons = (language: string) =>
      rows(`SELECT l.title, l.sub_text, l.type, l.data_json FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.language = '${language}'`);
    const french = lessons("fr");
    const frenchPool = Object.values(QUIZ_POOL_FR).flat();
    const frenchQuestions = new Set(frenchPool.map((question) => question.text));
    const englishTitles = new Set(lessons("en").map((lesson) => lesson.title));
    expect(french.length).toBeGreaterThan(100);
    expect(french.filter((lesson) => englishTitles.has(lesson.title))).toEqual([]);
    expect(new Set(french.map((lesson) => lesson.type)).size).toBeGreaterThanOrEqual(7);
    for (const quiz of french.filter((lesson) => lesson.type === "quiz")) {
      expect(quiz.title).toMatch(/^Contrôle des connaissances \d+$/);
      const { questions } = JSON.parse(quiz.data_json) as { questions: { text: string }[] };
      for (const question of questions) expect(frenchQuestions.has(question.text), question.text).toBe(true);
    }
    const reading = french.find((lesson) => lesson.type === "article")!;
    expect(reading.sub_text).toMatch(/^\d+ min de lecture$/);
    const resources = rows("SELECT r.name FROM resources r JOIN courses c ON c.id = r.course_id WHERE c.language = 'fr' AND r.type = 'file'");
    expect(resources.every((r) => r.name.startsWith("Guide du cours : "))).toBe(true);
    const assessments = rows("SELECT t.id, t.title FROM tests t JOIN courses c ON c.id = t.course_id WHERE c.language = 'fr'");
    expect(assessments.length).toBeGreaterThan(0);
    for (const assessment of assessments) {
      expect(assessment.title).toMatch(/ : évaluation finale$/);
      const topics = rows(`SELECT DISTINCT tp.name FROM questions q JOIN topics tp ON tp.id = q.topic_id WHERE q.test_id = ${assessment.id}`);
      expect(topics.map((t) => t.name)).toContain("Comptabilité");
      expect(topics.filter((t) => !frenchPool.some((question) => question.topic === t.name))).toEqual([]);
    }
  });

  it("adds the learner's state when signed in, and nothing personal for visitors", async () => {
    const visitor = await api.get("/api/courses?limit=100");
    expect(visitor.body.data[0]).not.toHaveProperty("has_enrolled");
    const mine = (
      db()
        .prepare("SELECT c.slug FROM enrolments e JOIN courses c ON c.id = e.course_id JOIN users u ON u.id = e.user_id WHERE u.email = ?")
        .all(DEMO.email) as { slug: string }[]
    ).map((r) => r.slug);
    const pages = await Promise.all([1, 2, 3].map((p) => api.get(`/api/courses?limit=100&page=${p}`, demo)));
    const enrolled = pages
      .flatMap((p) => p.body.data)
      .filter((c: any) => c.has_enrolled)
      .map((c: any) => c.slug);
    expect(enrolled.sort()).toEqual(mine.sort());
  });
});

describe("carousels", () => {
  it("popular, trending and recommended answer cards", async () => {
    for (const path of ["/api/courses/popular", "/api/courses/trending", "/api/courses/recommended"]) {
      const r = await api.get(path);
      expect(r.status, path).toBe(200);
      expect(r.body.data.length, path).toBeGreaterThan(0);
      expect(r.body.data[0]).toHaveProperty("has_enrolled", false);
      expect(r.body.data[0]).toHaveProperty("percentage_completed", 0);
    }
  });

  it("recommends courses in the learner's fields that they have not joined", async () => {
    const user = (db().prepare("SELECT id FROM users WHERE email = ?").get(DEMO.email) as { id: number }).id;
    const fields = (db().prepare("SELECT field_id FROM user_fields WHERE user_id = ?").all(user) as { field_id: number }[]).map((r) => r.field_id);
    const r = await api.get("/api/courses/recommended", demo);
    expect(r.body.data.length).toBeGreaterThan(0);
    for (const c of r.body.data) {
      expect(fields).toContain(c.field.id);
      expect(c.has_enrolled).toBe(false);
    }
  });

  it("popular puts the most enrolled course of the month first", async () => {
    const { token } = await api.register();
    const slug = (db().prepare("SELECT slug FROM courses WHERE pricing = 'free' ORDER BY enrolments_count ASC, id DESC").get() as { slug: string }).slug;
    const learners = await Promise.all(Array.from({ length: 6 }, () => api.register()));
    for (const l of learners) expect((await api.post(`/api/courses/${slug}/enroll`, {}, l.token)).status).toBe(200);
    const r = await api.get("/api/courses/popular", token);
    expect(r.body.data[0].slug).toBe(slug);
  });

  it("my-learning needs a session", async () => {
    expect((await api.get("/api/courses/my-learning")).status).toBe(401);
  });
});

describe("GET /courses/{slug}", () => {
  it("answers the whole detail page, without lesson content", async () => {
    const slug = (
      db().prepare("SELECT slug FROM courses WHERE id = (SELECT course_id FROM course_faqs GROUP BY course_id HAVING COUNT(*) > 5 LIMIT 1)").get() as {
        slug: string;
      }
    ).slug;
    const r = await api.get(`/api/courses/${slug}`);
    expect(r.status).toBe(200);
    const c = r.body.course;
    for (const f of [
      "image",
      "field",
      "sub_title",
      "intro_video",
      "description",
      "audience",
      "objectives",
      "requirements",
      "outline",
      "price",
      "pricing_model",
      "has_enrolled",
      "certificate_count",
      "resources_count",
      "quizzes_count",
      "assignments_count",
      "flashcards_count",
      "duration",
      "curriculum",
      "instructors",
      "faqs",
    ])
      expect(c, f).toHaveProperty(f);
    expect(c.faqs.length).toBeGreaterThan(5);
    expect(c.organization).toEqual(
      expect.objectContaining({
        motto: expect.anything(),
        about: expect.anything(),
        reviews_count: expect.any(Number),
        followers_count: expect.any(Number),
        courses_count: expect.any(Number),
        exams_count: expect.any(Number),
      }),
    );
    expect(c.curriculum.length).toBe(c.modules_count);
    const lessons = c.curriculum.flatMap((m: any) => m.lessons);
    expect(lessons.length).toBe(c.lessons_count);
    expect(lessons[0]).toEqual(expect.objectContaining({ title: expect.any(String), type: expect.any(String) }));
    expect(lessons.some((l: any) => "data" in l)).toBe(false);
    expect(JSON.stringify(c)).not.toContain('access_code":"');
  });

  it("is found by id too, and 404s with the spec's message", async () => {
    const id = (db().prepare("SELECT id FROM courses LIMIT 1").get() as { id: number }).id;
    expect((await api.get(`/api/courses/${id}`)).body.course.id).toBe(id);
    const missing = await api.get("/api/courses/no-such-course");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("No course found.");
  });
});

describe("reviews", () => {
  const enrolledFree = async () => {
    const learner = await api.register();
    const slug = (db().prepare("SELECT slug FROM courses WHERE pricing = 'free' ORDER BY id LIMIT 1").get() as { slug: string }).slug;
    await api.post(`/api/courses/${slug}/enroll`, {}, learner.token);
    const id = (db().prepare("SELECT id FROM courses WHERE slug = ?").get(slug) as { id: number }).id;
    return { ...learner, id, slug };
  };

  it("lists a course's reviews with the reviewer's name and since", async () => {
    const id = (db().prepare("SELECT id FROM courses WHERE reviews_count > 5 LIMIT 1").get() as { id: number }).id;
    const r = await api.get(`/api/courses/${id}/reviews`);
    expect(r.body.data.length).toBeGreaterThan(5);
    expect(r.body.data[0]).toEqual(expect.objectContaining({ rating: expect.any(Number), review: expect.any(String), since: expect.any(String) }));
    expect(r.body.data[0].user.name).toBeTruthy();
  });

  it("an enrolled learner reviews in half stars; the course's figures follow; a second review replaces the first", async () => {
    const { token, id, slug } = await enrolledFree();
    const before = (await api.get(`/api/courses/${slug}`)).body.course.reviews_count;
    const r = await api.post(`/api/courses/${id}/review`, { rating: 4.5, review: "Clear and practical." }, token);
    expect(r.status).toBe(201);
    expect(r.body.message).toBe("Your review has been added successfully!");
    const after = (await api.get(`/api/courses/${slug}`)).body.course;
    expect(after.reviews_count).toBe(before + 1);
    const { sum, n } = db().prepare("SELECT SUM(rating) sum, COUNT(*) n FROM reviews WHERE course_id = ?").get(id) as { sum: number; n: number };
    // Half stars make sum * 10 a whole number, so this rounds the exact average, halves up.
    expect(after.avg_rating).toBe(Math.round((sum * 10) / n) / 10);
    await api.post(`/api/courses/${id}/review`, { rating: 2, review: "Changed my mind." }, token);
    expect((await api.get(`/api/courses/${slug}`)).body.course.reviews_count).toBe(before + 1);
  });

  it("rounds the course's average half up, as the seeded figures are", async () => {
    const { token, id, slug } = await enrolledFree();
    const reviewers = db().prepare("SELECT id FROM users WHERE email LIKE '%@reviewers.example.cm' ORDER BY id LIMIT 9").all() as { id: number }[];
    const at = new Date().toISOString();
    const insert = db().prepare("INSERT INTO reviews (user_id, course_id, rating, review, created_at, updated_at) VALUES (?, ?, ?, 'Fine.', ?, ?)");
    db().prepare("DELETE FROM reviews WHERE course_id = ?").run(id);
    [5, 5, 5, 4, 4, 4, 4, 4, 4].forEach((rating, i) => insert.run(reviewers[i].id, id, rating, at, at));
    // With this one, 43.5 over ten reviews: 4.35, which binary floating point holds just below the half.
    expect((await api.post(`/api/courses/${id}/review`, { rating: 4.5, review: "Good." }, token)).status).toBe(201);
    expect((await api.get(`/api/courses/${slug}`)).body.course).toMatchObject({ reviews_count: 10, avg_rating: 4.4 });
  });

  it("refuses ratings off the half-star scale, blank or over-long text, and learners not enrolled", async () => {
    const { token, id } = await enrolledFree();
    for (const rating of [0, 0.3, 5.5, -1, "abc"]) expect((await api.post(`/api/courses/${id}/review`, { rating, review: "ok" }, token)).status).toBe(422);
    expect((await api.post(`/api/courses/${id}/review`, { rating: 3, review: "   " }, token)).body.errors.review).toEqual(["The review field is required."]);
    expect((await api.post(`/api/courses/${id}/review`, { rating: 3, review: "x".repeat(501) }, token)).status).toBe(422);
    expect((await api.post(`/api/courses/${id}/review`, { rating: 3, review: "x".repeat(500) }, token)).status).toBe(201);
    const stranger = await api.register();
    expect((await api.post(`/api/courses/${id}/review`, { rating: 3, review: "ok" }, stranger.token)).status).toBe(403);
  });
});
