import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foldForSearch } from "../../domains/catalogue/search-fold.ts";
import { type Database, openDatabase } from "../connection.ts";
import { TOPICS } from "./bank-question.ts";
import { BLOG_POSTS_FR } from "./blog-posts-fr.ts";
import { type ContentManifest, recountCourses, seedContent } from "./content.ts";
import { EXAMS_IN_FRENCH } from "./exams-fr.ts";

const NOW = new Date("2026-03-02T09:30:00.000Z");

interface Seeded {
  dir: string;
  storageDir: string;
  db: Database;
  manifest: ContentManifest;
  ms: number;
}

function seedInto(options: { now: Date; courses?: number }): Seeded {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-seed-"));
  const storageDir = path.join(dir, "storage");
  const db = openDatabase(path.join(dir, "platform.sqlite"));
  const started = performance.now();
  const manifest = seedContent(db, { storageDir, ...options });
  return { dir, storageDir, db, manifest, ms: performance.now() - started };
}

function dispose(seeded: Seeded): void {
  seeded.db.close();
  fs.rmSync(seeded.dir, { recursive: true, force: true });
}

const all = <T>(db: Database, sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const one = <T>(db: Database, sql: string, ...params: unknown[]): T => db.prepare(sql).get(...params) as T;
const count = (db: Database, sql: string, ...params: unknown[]): number => one<{ n: number }>(db, sql, ...params).n;
const words = (html: string): number =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

interface LessonRow {
  id: number;
  course_id: number;
  module_id: number;
  position: number;
  type: string;
  title: string;
  sub_text: string | null;
  description: string | null;
  data_json: string;
  quiz_id: number | null;
}

describe("content seed", () => {
  let seeded: Seeded;
  let db: Database;
  let manifest: ContentManifest;

  beforeAll(() => {
    seeded = seedInto({ now: NOW });
    ({ db, manifest } = seeded);
  });
  afterAll(() => dispose(seeded));

  it("creates the catalogue, exams and blog in the expected numbers", () => {
    expect(count(db, "SELECT COUNT(*) n FROM courses")).toBe(64);
    expect(count(db, "SELECT COUNT(*) n FROM categories")).toBeGreaterThanOrEqual(8);
    for (const { id } of all<{ id: number }>(db, "SELECT id FROM categories")) {
      const fields = count(db, "SELECT COUNT(*) n FROM fields WHERE category_id = ?", id);
      expect(fields).toBeGreaterThanOrEqual(3);
      expect(fields).toBeLessThanOrEqual(5);
      expect(count(db, "SELECT COUNT(*) n FROM courses WHERE category_id = ?", id)).toBeGreaterThan(0);
    }
    expect(count(db, "SELECT COUNT(*) n FROM organizations")).toBe(8);
    expect(count(db, "SELECT COUNT(*) n FROM tests WHERE kind = 'exam'")).toBe(12);
    expect(count(db, "SELECT COUNT(*) n FROM tests WHERE kind = 'assessment'")).toBe(3);
    expect(count(db, "SELECT COUNT(DISTINCT course_id) n FROM tests WHERE kind = 'assessment'")).toBe(3);
    expect(count(db, "SELECT COUNT(*) n FROM posts")).toBe(16);
    expect(count(db, "SELECT COUNT(*) n FROM blog_authors")).toBeGreaterThanOrEqual(9);
    const topics = count(db, "SELECT COUNT(*) n FROM topics");
    // The English banks' topics and the French courses' own.
    expect(topics).toBeGreaterThanOrEqual(10);
    expect(topics).toBeLessThanOrEqual(30);
    expect(count(db, "SELECT COUNT(*) n FROM users WHERE email LIKE '%@reviewers.example.cm' AND password_hash IS NULL")).toBe(40);
  });

  it("fills every organization field the profile screen shows", () => {
    const orgs = all<Record<string, unknown>>(db, "SELECT * FROM organizations");
    for (const org of orgs) {
      for (const column of ["slug", "name", "logo", "motto", "about", "industry", "address", "city", "state", "why_choose_us", "email", "phone"]) {
        expect(org[column], `${org.slug}.${column}`).toBeTruthy();
      }
      expect(org.country).toBe("Cameroon");
      expect(org.phone).toMatch(/^\+237 /);
      const links = JSON.parse(org.social_links_json as string) as Record<string, string>;
      expect(Object.keys(links).every((key) => ["facebook", "instagram", "youtube", "twitter", "linkedin", "tiktok"].includes(key))).toBe(true);
      const instructors = count(
        db,
        "SELECT COUNT(*) n FROM instructors WHERE organization_id = ? AND title IS NOT NULL AND bio IS NOT NULL AND profile IS NOT NULL",
        org.id,
      );
      expect(instructors).toBeGreaterThanOrEqual(2);
      expect(instructors).toBeLessThanOrEqual(4);
      expect(count(db, "SELECT COUNT(*) n FROM organization_testimonials WHERE organization_id = ?", org.id)).toBeGreaterThan(0);
    }
    expect(orgs.filter((org) => org.show_contact_info === 0).length).toBeGreaterThan(0);
    expect(orgs.filter((org) => org.opening_hours === null).length).toBeGreaterThan(0);
    expect(orgs.filter((org) => org.featured === 1).length).toBeGreaterThanOrEqual(4);
    const alias = one<{ slug: string }>(
      db,
      "SELECT o.slug FROM organization_slug_aliases a JOIN organizations o ON o.id = a.organization_id WHERE a.slug = ?",
      manifest.organizationAlias.alias,
    );
    expect(alias.slug).toBe(manifest.organizationAlias.slug);
  });

  it("fills every course field the detail screen shows", () => {
    const courses = all<Record<string, unknown>>(db, "SELECT c.*, o.name AS org_name FROM courses c JOIN organizations o ON o.id = c.organization_id");
    for (const course of courses) {
      for (const column of ["sub_title", "image", "image_medium", "description", "audience", "objectives", "requirements", "outline", "field_id"]) {
        expect(course[column], `${course.slug}.${column}`).toBeTruthy();
      }
      // A course taught in French is found by the language's name too.
      const language = course.language === "fr" ? " français french" : "";
      expect(course.search_text).toBe(foldForSearch(`${course.title} ${course.sub_title} ${course.org_name}${language}`));
      expect(course.duration as number).toBeGreaterThan(0);
      const instructors = count(db, "SELECT COUNT(*) n FROM course_instructors WHERE course_id = ?", course.id);
      expect(instructors).toBeGreaterThanOrEqual(1);
      expect(instructors).toBeLessThanOrEqual(3);
      const resources = count(db, "SELECT COUNT(*) n FROM resources WHERE course_id = ?", course.id);
      expect(resources).toBeGreaterThanOrEqual(1);
      expect(resources).toBeLessThanOrEqual(4);
      const published = Date.parse(course.published_at as string);
      expect(published).toBeLessThan(NOW.getTime());
      expect(published).toBeGreaterThan(NOW.getTime() - 401 * 86400_000);
    }
    const videos = courses.map((course) => course.intro_video as string | null);
    expect(videos.some((url) => url === null)).toBe(true);
    expect(videos.some((url) => url?.startsWith("https://www.youtube.com/watch?v="))).toBe(true);
    expect(videos.some((url) => url?.startsWith("https://youtu.be/"))).toBe(true);
    expect(videos.some((url) => url?.startsWith("https://vimeo.com/"))).toBe(true);
    for (const level of ["beginner", "intermediate", "advanced"]) expect(courses.some((course) => course.difficulty_level === level)).toBe(true);

    const faqCounts = all<{ n: number }>(db, "SELECT (SELECT COUNT(*) FROM course_faqs f WHERE f.course_id = c.id) n FROM courses c").map((row) => row.n);
    expect(faqCounts.filter((n) => n >= 3 && n <= 8).length).toBeGreaterThan(courses.length / 2);
    expect(faqCounts.some((n) => n > 5)).toBe(true);
    expect(Math.max(...faqCounts)).toBeLessThanOrEqual(8);
  });

  it("mixes free, discounted, full-price and bulk pricing in whole thousands of XAF", () => {
    const courses = all<{ pricing: string; pricing_model: string; price: number; sale_price: number; access_code: string | null }>(
      db,
      "SELECT pricing, pricing_model, price, sale_price, access_code FROM courses",
    );
    const free = courses.filter((course) => course.pricing === "free");
    const paid = courses.filter((course) => course.pricing === "paid");
    expect(free.length).toBeGreaterThanOrEqual(16);
    expect(free.length).toBeLessThanOrEqual(28);
    for (const course of free) expect([course.price, course.sale_price, course.pricing_model]).toEqual([0, 0, "open_purchase"]);
    for (const course of paid) {
      expect(course.price % 1000).toBe(0);
      expect(course.sale_price % 1000).toBe(0);
      expect(course.price).toBeGreaterThanOrEqual(5000);
      expect(course.price).toBeLessThanOrEqual(150000);
      expect(course.sale_price).toBeGreaterThan(0);
      expect(course.sale_price).toBeLessThanOrEqual(course.price);
    }
    expect(paid.some((course) => course.sale_price < course.price)).toBe(true);
    expect(paid.some((course) => course.sale_price === course.price)).toBe(true);
    expect(paid.filter((course) => course.pricing_model === "bulk").length).toBeGreaterThanOrEqual(2);
    expect(courses.filter((course) => course.access_code !== null).length).toBeGreaterThanOrEqual(2);
  });

  it("numbers modules and lessons from zero without gaps", () => {
    const gaps = all<{ n: number }>(
      db,
      `SELECT COUNT(*) n FROM (
         SELECT course_id FROM modules GROUP BY course_id HAVING MIN(position) <> 0 OR MAX(position) <> COUNT(*) - 1 OR COUNT(*) NOT BETWEEN 2 AND 5
         UNION ALL
         SELECT module_id FROM lessons GROUP BY module_id HAVING MIN(position) <> 0 OR MAX(position) <> COUNT(*) - 1 OR COUNT(*) NOT BETWEEN 2 AND 6
       )`,
    );
    expect(gaps[0].n).toBe(0);
    expect(count(db, "SELECT COUNT(*) n FROM modules m WHERE NOT EXISTS (SELECT 1 FROM lessons l WHERE l.module_id = m.id)")).toBe(0);
  });

  it("gives every lesson type real content of the documented shape", () => {
    const lessons = all<LessonRow>(db, "SELECT * FROM lessons");
    const byType = new Map<string, LessonRow[]>();
    for (const lesson of lessons) {
      expect(lesson.title && lesson.sub_text && lesson.description, `lesson ${lesson.id}`).toBeTruthy();
      byType.set(lesson.type, [...(byType.get(lesson.type) ?? []), lesson]);
    }
    for (const type of ["video", "article", "assignment", "flashcard", "quiz", "worksheet", "casestudy", "slide"]) {
      expect(byType.get(type)?.length ?? 0, type).toBeGreaterThanOrEqual(20);
    }
    expect(lessons.some((lesson) => lesson.title.length > 45)).toBe(true);

    const data = (lesson: LessonRow) => JSON.parse(lesson.data_json);
    const articles = new Set<string>();
    for (const lesson of byType.get("article")!) {
      const { content } = data(lesson);
      expect(words(content), lesson.title).toBeGreaterThanOrEqual(150);
      expect(words(content), lesson.title).toBeLessThanOrEqual(600);
      articles.add(content);
    }
    expect(articles.size).toBeGreaterThanOrEqual(12);
    for (const lesson of byType.get("assignment")!) expect(words(data(lesson).content)).toBeGreaterThanOrEqual(80);

    const videoUrls = byType.get("video")!.map((lesson) => data(lesson).url as string);
    expect(videoUrls.some((url) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(url))).toBe(true);
    expect(videoUrls.some((url) => /^https:\/\/youtu\.be\/[\w-]{11}$/.test(url))).toBe(true);
    expect(videoUrls.some((url) => /^https:\/\/vimeo\.com\/\d+$/.test(url))).toBe(true);
    expect(videoUrls.some((url) => url === "/storage/seed/video/lesson-clip.webm")).toBe(true);

    for (const lesson of byType.get("flashcard")!) {
      const { items } = data(lesson);
      expect(items.length).toBeGreaterThanOrEqual(5);
      expect(items.length).toBeLessThanOrEqual(12);
      for (const item of items) expect(item.front && item.back).toBeTruthy();
    }

    const quizIds = new Set<number>();
    for (const lesson of byType.get("quiz")!) {
      const quiz = data(lesson);
      expect(quiz.id).toBe(lesson.quiz_id);
      quizIds.add(quiz.id);
      expect(quiz.questions.length).toBeGreaterThanOrEqual(3);
      expect(quiz.questions.length).toBeLessThanOrEqual(6);
      for (const question of quiz.questions) {
        expect(question.id && question.text && question.explanation).toBeTruthy();
        expect(question.options).toHaveLength(4);
        expect(question.options.filter((option: { is_correct: boolean }) => option.is_correct === true)).toHaveLength(1);
        expect(new Set(question.options.map((option: { id: number }) => option.id)).size).toBe(4);
      }
    }
    expect(quizIds.size).toBe(byType.get("quiz")!.length);
    expect(lessons.filter((lesson) => lesson.type !== "quiz").every((lesson) => lesson.quiz_id === null)).toBe(true);

    for (const lesson of byType.get("worksheet")!) expect(data(lesson).url).toMatch(/^\/storage\/seed\/.+\.pdf$/);
    for (const lesson of byType.get("casestudy")!) {
      const { summary, url } = data(lesson);
      expect(words(summary)).toBeGreaterThanOrEqual(60);
      expect(url).toMatch(/^\/storage\/seed\/.+\.pdf$/);
    }
    const slideUrls = byType.get("slide")!.map((lesson) => data(lesson).url as string);
    expect(slideUrls.some((url) => /^\/storage\/seed\/.+\.pdf$/.test(url))).toBe(true);
    expect(slideUrls.some((url) => url.endsWith(".pptx"))).toBe(true);
    expect(slideUrls.some((url) => /^https:\/\/docs\.google\.com\/presentation\/d\/[\w-]+\/edit$/.test(url))).toBe(true);
    expect(slideUrls.some((url) => url.includes("slideshare.net"))).toBe(true);
    expect(slideUrls.some((url) => url.includes("prezi.com"))).toBe(true);
  });

  it("keeps the course counters equal to the rows they summarise", () => {
    const expected = all<Record<string, number>>(
      db,
      `SELECT c.id,
         (SELECT COUNT(*) FROM modules WHERE course_id = c.id) modules_count,
         (SELECT COUNT(*) FROM lessons WHERE course_id = c.id) lessons_count,
         (SELECT COUNT(*) FROM lessons WHERE course_id = c.id AND type = 'quiz') quizzes_count,
         (SELECT COUNT(*) FROM lessons WHERE course_id = c.id AND type = 'assignment') assignments_count,
         (SELECT COUNT(*) FROM lessons WHERE course_id = c.id AND type = 'flashcard') flashcards_count,
         (SELECT COUNT(*) FROM resources WHERE course_id = c.id) resources_count,
         (SELECT COUNT(*) FROM reviews WHERE course_id = c.id) reviews_count,
         (SELECT COALESCE(SUM(rating * 2), 0) FROM reviews WHERE course_id = c.id) half_stars
       FROM courses c ORDER BY c.id`,
    );
    const stored = all<Record<string, number>>(
      db,
      `SELECT id, modules_count, lessons_count, quizzes_count, assignments_count, flashcards_count, resources_count, reviews_count,
         avg_rating, enrolments_count, certificate_count FROM courses ORDER BY id`,
    );
    stored.forEach((row, i) => {
      const { half_stars, ...counts } = expected[i];
      expect(row).toMatchObject({ ...counts, enrolments_count: 0, certificate_count: 0 });
      // Ratings are whole half-stars, so the average rounded half-up to one decimal is exact in integers.
      const n = counts.reviews_count;
      expect(row.avg_rating).toBe(n === 0 ? 0 : Math.floor((half_stars * 10 + n) / (2 * n)) / 10);
    });
  });

  it("recounts enrolments and certificates when the learner seed adds them", () => {
    const course = one<{ id: number }>(db, "SELECT id FROM courses WHERE slug = ?", manifest.shortFreeCourseSlug);
    const [userId] = manifest.reviewerUserIds;
    db.exec("BEGIN");
    try {
      db.prepare("INSERT INTO enrolments (user_id, course_id, source, created_at) VALUES (?, ?, 'free', ?)").run(userId, course.id, NOW.toISOString());
      db.prepare("INSERT INTO certificates (user_id, course_id, certificate_number, title, issued_at) VALUES (?, ?, 'TEST-0001', 'Test', ?)").run(
        userId,
        course.id,
        NOW.toISOString(),
      );
      recountCourses(db);
      expect(one(db, "SELECT enrolments_count, certificate_count FROM courses WHERE id = ?", course.id)).toEqual({ enrolments_count: 1, certificate_count: 1 });
    } finally {
      db.exec("ROLLBACK");
    }
  });

  it("gives some courses more than five reviews and many fewer", () => {
    const counts = all<{ reviews_count: number }>(db, "SELECT reviews_count FROM courses").map((row) => row.reviews_count);
    expect(counts.filter((n) => n > 5).length).toBeGreaterThanOrEqual(8);
    expect(counts.filter((n) => n < 5).length).toBeGreaterThanOrEqual(30);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(0);
    const reviews = all<{ rating: number; review: string; created_at: string }>(db, "SELECT rating, review, created_at FROM reviews");
    for (const review of reviews) {
      expect(review.rating * 2).toBe(Math.round(review.rating * 2));
      expect(review.rating).toBeGreaterThanOrEqual(0.5);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.review.length).toBeLessThanOrEqual(500);
      expect(Date.parse(review.created_at)).toBeLessThan(NOW.getTime());
    }
  });

  it("sets up exams and assessments with single-answer questions", () => {
    const exams = all<Record<string, unknown>>(db, "SELECT * FROM tests WHERE kind = 'exam'");
    for (const exam of exams) {
      for (const column of [
        "slug",
        "organization_id",
        "title",
        "description",
        "image",
        "difficulty",
        "category_id",
        "field_id",
        "whats_included",
        "requirements",
      ]) {
        expect(exam[column], `${exam.slug}.${column}`).toBeTruthy();
      }
      expect(exam.duration as number).toBeGreaterThanOrEqual(10);
      expect(exam.duration as number).toBeLessThanOrEqual(60);
      expect(exam.whats_included).toMatch(/^<ul>/);
      expect(exam.pricing === "paid" ? (exam.price as number) > 0 : exam.price === 0).toBe(true);
    }
    expect(exams.filter((exam) => exam.pricing === "paid").length).toBeGreaterThanOrEqual(4);
    expect(new Set(exams.map((exam) => exam.retake_delay_seconds))).toEqual(new Set([0, 3600, 86400, 604800]));
    expect(exams.some((exam) => exam.show_solution === 0)).toBe(true);
    expect(exams.filter((exam) => exam.passing_score === null).length).toBeGreaterThan(exams.length / 2);
    expect(exams.some((exam) => exam.passing_score !== null)).toBe(true);

    for (const assessment of all<Record<string, unknown>>(db, "SELECT * FROM tests WHERE kind = 'assessment'")) {
      expect(assessment.slug).toBeNull();
      expect(assessment.course_id).not.toBeNull();
      expect(assessment.title && assessment.description && assessment.passing_score).toBeTruthy();
    }

    for (const { n } of all<{ n: number }>(db, "SELECT COUNT(*) n FROM questions GROUP BY test_id")) {
      expect(n).toBeGreaterThanOrEqual(8);
      expect(n).toBeLessThanOrEqual(20);
    }
    expect(count(db, "SELECT COUNT(*) n FROM questions WHERE topic_id IS NULL OR explanation IS NULL OR text = ''")).toBe(0);
    const answerShape = all<{ answers: number; correct: number }>(db, "SELECT COUNT(*) answers, SUM(is_correct) correct FROM answers GROUP BY question_id");
    expect(answerShape.length).toBe(count(db, "SELECT COUNT(*) n FROM questions"));
    for (const shape of answerShape) expect(shape).toEqual({ answers: 4, correct: 1 });
    // The correct answer must not always sit in the same position.
    expect(count(db, "SELECT COUNT(DISTINCT position) n FROM answers WHERE is_correct = 1")).toBe(4);
    expect(count(db, "SELECT COUNT(*) n FROM questions q JOIN tests t ON t.id = q.test_id WHERE t.kind = 'exam' AND q.text LIKE '%<code>%'")).toBeGreaterThan(
      0,
    );
    expect(count(db, "SELECT COUNT(*) n FROM questions WHERE text LIKE '%<table>%'")).toBeGreaterThan(0);
  });

  it("sets about a third of the exams in French, the French placement test among them, wholly in French", () => {
    const frenchTopics = new Set<string>(TOPICS.slice(TOPICS.indexOf("Comptabilité")));
    const exams = all<Record<string, string | number>>(db, "SELECT * FROM tests WHERE kind = 'exam' ORDER BY id");
    const french = exams.filter((exam) =>
      all<{ name: string }>(db, "SELECT DISTINCT tp.name FROM questions q JOIN topics tp ON tp.id = q.topic_id WHERE q.test_id = ?", exam.id).every((t) =>
        frenchTopics.has(t.name),
      ),
    );
    expect(french.map((exam) => exam.slug).sort()).toEqual(Object.keys(EXAMS_IN_FRENCH).sort());
    expect(french.length / exams.length).toBeGreaterThan(0.3);
    expect(french.length / exams.length).toBeLessThan(0.4);
    expect(french.map((exam) => exam.slug)).toContain("french-a1-placement-test");

    // Words an English sentence can hardly do without, and a French one never uses.
    const english = /\b(the|is|are|what|which|of|and|you|your|retake|questions? covering)\b/i;
    for (const exam of french) {
      const words = EXAMS_IN_FRENCH[exam.slug as string];
      expect(exam).toMatchObject({ title: words.title, description: words.description });
      expect(exam.requirements).toBe(`<ul>${words.requirements.map((r) => `<li>${r}</li>`).join("")}</ul>`);
      expect(exam.whats_included).toMatch(/^<ul><li>\d+ questions à choix multiples, chronométrées \(\d+ minutes\)<\/li>.*<li>Note de passage : \d+ %<\/li>/);
      const questions = all<{ id: number; text: string; explanation: string }>(
        db,
        "SELECT id, text, explanation FROM questions WHERE test_id = ? ORDER BY position",
        exam.id,
      );
      expect(questions.map((question) => question.text)).toEqual(words.questions.map((question) => question.text));
      for (const [i, question] of questions.entries()) {
        const written = words.questions[i];
        expect(question.explanation).toBe(written.explanation);
        const answers = all<{ text: string; is_correct: number }>(db, "SELECT text, is_correct FROM answers WHERE question_id = ?", question.id);
        expect(answers.find((answer) => answer.is_correct)?.text).toBe(written.correct);
        expect(answers.map((answer) => answer.text).sort()).toEqual([written.correct, ...written.wrong].sort());
      }
      for (const text of [exam.title, exam.description, exam.requirements, exam.whats_included, ...questions.flatMap((q) => [q.text, q.explanation])]) {
        expect(english.test(String(text)), String(text)).toBe(false);
      }
    }
    const placement = french.find((exam) => exam.slug === "french-a1-placement-test")!;
    expect(placement.title).toBe("Test de positionnement en français (A1)");
  });

  it("publishes sixteen distinct blog posts with authors and real content", () => {
    const posts = all<Record<string, string | number | null>>(db, "SELECT * FROM posts");
    expect(new Set(posts.map((post) => post.published_at)).size).toBe(16);
    for (const post of posts) {
      expect(words(post.content as string)).toBeGreaterThanOrEqual(200);
      expect(post.content).toMatch(/<h2>/);
      expect(post.content).toMatch(/<(ul|ol)>/);
      expect(post.thumbnail && post.image && post.category_id && post.author_id).toBeTruthy();
      expect(JSON.parse(post.tags_json as string).length).toBeGreaterThan(0);
      expect(Date.parse(post.published_at as string)).toBeLessThan(NOW.getTime());
    }
    expect(posts.some((post) => post.organization_id !== null)).toBe(true);
    expect(posts.some((post) => /<a href=/.test(post.content as string))).toBe(true);
  });

  it("writes at least a third of the blog in French, wholly in French, by writers presented in French, among the English posts' dates", () => {
    const posts = all<{ slug: string; title: string; content: string; tags_json: string; language: string; bio: string; published_at: string }>(
      db,
      "SELECT p.slug, p.title, p.content, p.tags_json, p.language, a.bio, p.published_at FROM posts p JOIN blog_authors a ON a.id = p.author_id ORDER BY p.id",
    );
    const french = posts.filter((post) => post.language === "fr");
    expect(french.map((post) => post.slug)).toEqual(BLOG_POSTS_FR.map((post) => post.slug));
    expect(french.length / posts.length).toBeGreaterThanOrEqual(1 / 3);
    expect(posts.filter((post) => post.language !== "fr").every((post) => post.language === "en")).toBe(true);
    // Words an English sentence can hardly do without, and a French one never uses.
    const english = /\b(the|is|are|what|which|of|and|you|your|with|this)\b/i;
    for (const post of french) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [post.title, post.content.replace(/<[^>]+>/g, " "), post.tags_json, post.bio]) expect(english.test(text), text).toBe(false);
    }
    // Spread among the English posts, not all at the top or the bottom of the list.
    const byDate = [...posts].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at)).map((post) => post.language);
    expect(byDate.slice(0, 5)).toContain("fr");
    expect(byDate.slice(0, 5)).toContain("en");
    expect(byDate.slice(-5)).toContain("fr");
    expect(byDate.slice(-5)).toContain("en");
  });

  it("writes every /storage/seed file it references, PDFs with valid cross-reference tables", () => {
    const referenced = new Set<string>();
    const collect = (value: unknown) => {
      for (const match of String(value ?? "").matchAll(/\/storage\/seed\/[\w./-]+/g)) referenced.add(match[0]);
    };
    const sources = [
      "SELECT image, image_medium FROM courses",
      "SELECT logo FROM organizations",
      "SELECT profile FROM instructors",
      "SELECT profile_path FROM users",
      "SELECT data_json FROM lessons",
      "SELECT url FROM resources",
      "SELECT image FROM tests",
      "SELECT thumbnail, image FROM posts",
      "SELECT avatar FROM blog_authors",
    ];
    for (const sql of sources) for (const row of all<Record<string, unknown>>(db, sql)) Object.values(row).forEach(collect);
    collect(manifest.demoAvatar);
    expect(referenced.size).toBeGreaterThan(50);
    const onDisk = (url: string) => path.join(seeded.storageDir, url.slice("/storage/".length));
    for (const url of referenced) expect(fs.existsSync(onDisk(url)), url).toBe(true);

    for (const resource of all<{ url: string; file_size: number }>(db, "SELECT url, file_size FROM resources WHERE type = 'file'")) {
      expect(fs.statSync(onDisk(resource.url)).size).toBe(resource.file_size);
    }
    for (const url of [...referenced].filter((u) => u.endsWith(".pdf"))) {
      const pdf = fs.readFileSync(onDisk(url)).toString("latin1");
      expect(pdf.startsWith("%PDF-1.4")).toBe(true);
      const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
      expect(pdf.slice(xref, xref + 4)).toBe("xref");
      const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
      const stream = /<< \/Length (\d+) >>\nstream\n/.exec(pdf)!;
      const start = stream.index + stream[0].length;
      expect(pdf.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe("\nendstream");
    }
  });

  it("returns a manifest that matches the database", () => {
    const course = (slug: string) => one<Record<string, unknown> | undefined>(db, "SELECT * FROM courses WHERE slug = ?", slug);
    expect(manifest.freeCourseSlugs.length).toBeGreaterThanOrEqual(3);
    for (const slug of manifest.freeCourseSlugs) expect(course(slug)?.pricing).toBe("free");
    for (const slug of manifest.paidCourseSlugs) expect(course(slug)).toMatchObject({ pricing: "paid", pricing_model: "open_purchase" });
    for (const slug of manifest.discountedCourseSlugs) expect(manifest.paidCourseSlugs).toContain(slug);
    expect(manifest.discountedCourseSlugs.length).toBeLessThan(manifest.paidCourseSlugs.length);
    for (const slug of manifest.bulkCourseSlugs) expect(course(slug)).toMatchObject({ pricing: "paid", pricing_model: "bulk" });
    expect(course(manifest.accessCode.slug)?.access_code).toBe(manifest.accessCode.code);
    expect(course(manifest.shortFreeCourseSlug)).toMatchObject({ pricing: "free", lessons_count: 4 });
    expect(course(manifest.assessmentCourseSlug)?.pricing).toBe("free");
    for (const slug of manifest.assessmentCourseSlugs) {
      expect(count(db, "SELECT COUNT(*) n FROM tests t JOIN courses c ON c.id = t.course_id WHERE c.slug = ? AND t.kind = 'assessment'", slug)).toBe(1);
    }
    expect(manifest.examSlugs).toHaveLength(12);
    expect([...manifest.freeExamSlugs, ...manifest.paidExamSlugs].sort()).toEqual([...manifest.examSlugs].sort());
    for (const slug of manifest.paidExamSlugs) expect(one(db, "SELECT pricing FROM tests WHERE slug = ?", slug)).toEqual({ pricing: "paid" });
    expect(one(db, "SELECT retake_delay_seconds FROM tests WHERE slug = ?", manifest.examWithRetakeDelaySlug)).toEqual({ retake_delay_seconds: 604800 });
    expect(manifest.categoryIds).toEqual(all<{ id: number }>(db, "SELECT id FROM categories ORDER BY id").map((row) => row.id));
    expect(manifest.fieldIds).toEqual(all<{ id: number }>(db, "SELECT id FROM fields ORDER BY id").map((row) => row.id));
    expect(manifest.organizationSlugs).toHaveLength(8);
    expect(manifest.reviewerUserIds).toHaveLength(40);
    expect(manifest.postSlugs).toHaveLength(16);
  });

  it("refuses to seed a database twice", () => {
    expect(() => seedContent(db, { storageDir: seeded.storageDir, now: NOW })).toThrow(/empty database/);
  });

  it("is deterministic apart from timestamps", () => {
    const other = seedInto({ now: new Date("2026-07-15T18:00:00.000Z") });
    try {
      const rows = (database: Database, sql: string) => all<Record<string, unknown>>(database, sql);
      const untimed = (list: Record<string, unknown>[]) =>
        list.map(({ published_at: _published, created_at: _created, updated_at: _updated, ...rest }) => rest);
      for (const sql of [
        "SELECT * FROM courses ORDER BY id",
        "SELECT * FROM lessons ORDER BY id",
        "SELECT * FROM course_faqs ORDER BY id",
        "SELECT * FROM reviews ORDER BY id",
        "SELECT * FROM tests ORDER BY id",
        "SELECT * FROM answers ORDER BY id",
        "SELECT * FROM posts ORDER BY id",
      ]) {
        expect(untimed(rows(other.db, sql)), sql).toEqual(untimed(rows(db, sql)));
      }
      expect(other.manifest).toEqual(manifest);
    } finally {
      dispose(other);
    }
  });
});

describe("content seed at scale", () => {
  it("seeds 10,000 courses in one go, in time that grows with their number", { timeout: 120_000 }, () => {
    const fifth = seedInto({ now: NOW, courses: 2_000 });
    dispose(fifth);
    const seeded = seedInto({ now: NOW, courses: 10_000 });
    try {
      expect(count(seeded.db, "SELECT COUNT(*) n FROM courses")).toBe(10_000);
      expect(count(seeded.db, "SELECT COUNT(*) n FROM courses WHERE lessons_count = 0 OR modules_count = 0")).toBe(0);
      // Derived editions reuse the cover pool instead of writing a file per course.
      expect(fs.readdirSync(path.join(seeded.storageDir, "seed", "covers")).length).toBe(48);
      // Five times the courses in at most ten times the time, measured in the same run (a machine's
      // speed changes both): a seed whose cost grew with the square of their number would take 25.
      expect(seeded.ms / fifth.ms).toBeLessThan(10);
    } finally {
      dispose(seeded);
    }
  });
});
