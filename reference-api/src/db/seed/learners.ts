import { type CourseRow, payablePrice } from "../../domains/catalogue/course-detail.ts";
import { notify } from "../../domains/learners/effects.ts";
import { enrolInCourse, enrolInExam } from "../../domains/learners/enrolments.ts";
import { completeLesson } from "../../domains/learning/progress.ts";
import { hashPassword } from "../../security.ts";
import { clock } from "../../time.ts";
import type { Database } from "../connection.ts";
import type { ContentManifest } from "./content.ts";

export const DEMO_ACCOUNT = { email: "demo@example.cm", password: "demo-pass-2026" } as const;
export const FRESH_ACCOUNT = { email: "fresh@example.cm", password: "fresh-pass-2026" } as const;

const DAY = 86400_000;

/** Runs `fn` with the API clock set `daysAgo` days back, so the services stamp history as history. */
function daysAgo<T>(days: number, fn: () => T): T {
  clock.advance(-days * DAY);
  try {
    return fn();
  } finally {
    clock.advance(days * DAY);
  }
}

const courseId = (db: Database, slug: string) => (db.prepare("SELECT id FROM courses WHERE slug = ?").get(slug) as { id: number }).id;
const examId = (db: Database, slug: string) => (db.prepare("SELECT id FROM tests WHERE slug = ?").get(slug) as { id: number }).id;
const lessonIds = (db: Database, course: number) =>
  (
    db.prepare("SELECT l.id FROM lessons l JOIN modules m ON m.id = l.module_id WHERE l.course_id = ? ORDER BY m.position, l.position").all(course) as {
      id: number;
    }[]
  ).map((r) => r.id);

/**
 * The two documented accounts. The demo learner's history is made by the same services the API
 * uses (enrolment, lesson completion, payments), so its figures are the API's own arithmetic.
 */
export async function seedLearners(db: Database, content: ContentManifest): Promise<{ demoId: number; freshId: number }> {
  const [demoHash, freshHash] = await Promise.all([hashPassword(DEMO_ACCOUNT.password), hashPassword(FRESH_ACCOUNT.password)]);
  const now = clock.iso();

  return db.transaction(() => {
    const insertUser = db.prepare(
      `INSERT INTO users (first_name, last_name, email, password_hash, phone, address, bio, title, institution, location,
         profile_path, date_of_birth, why_join, level_of_education, language, email_verified_at, created_at)
       VALUES (@first_name, @last_name, @email, @password_hash, @phone, @address, @bio, @title, @institution, @location,
         @profile_path, @date_of_birth, @why_join, @level_of_education, @language, @email_verified_at, @created_at)`,
    );
    const demoId = insertUser.run({
      first_name: "Amina",
      last_name: "Njoya",
      email: DEMO_ACCOUNT.email,
      password_hash: demoHash,
      phone: "677123456",
      address: "Rue Joss, Bonanjo",
      bio: "Accounting student in Douala, learning data skills on the side.",
      title: "Student",
      institution: "University of Douala",
      location: "Douala, Cameroon",
      profile_path: content.demoAvatar,
      date_of_birth: "2001-04-17",
      why_join: "career",
      level_of_education: "Undergraduate/Bachelor's",
      language: "en",
      email_verified_at: new Date(Date.now() - 60 * DAY).toISOString(),
      created_at: new Date(Date.now() - 60 * DAY).toISOString(),
    }).lastInsertRowid as number;
    const freshId = insertUser.run({
      first_name: "Boris",
      last_name: "Ekane",
      email: FRESH_ACCOUNT.email,
      password_hash: freshHash,
      phone: null,
      address: null,
      bio: null,
      title: null,
      institution: null,
      location: null,
      profile_path: null,
      date_of_birth: null,
      why_join: null,
      level_of_education: null,
      language: null,
      email_verified_at: now,
      created_at: now,
    }).lastInsertRowid as number;

    const insertField = db.prepare("INSERT INTO user_fields (user_id, field_id) VALUES (?, ?)");
    for (const fieldId of content.fieldIds.slice(0, 3)) insertField.run(demoId, fieldId);
    db.prepare("INSERT INTO organization_followers (organization_id, user_id, created_at) VALUES ((SELECT id FROM organizations WHERE slug = ?), ?, ?)").run(
      content.organizationSlugs[0],
      demoId,
      new Date(Date.now() - 20 * DAY).toISOString(),
    );
    // The demo learner works for the organization behind the first bulk-model course, so it can join it.
    db.prepare("INSERT INTO organization_members (organization_id, user_id) SELECT organization_id, ? FROM courses WHERE slug = ?").run(
      demoId,
      content.bulkCourseSlugs[0],
    );

    // A short free course, finished: certificate, notification and points.
    const finished = courseId(db, content.shortFreeCourseSlug);
    daysAgo(30, () => enrolInCourse(db, demoId, finished, "free"));
    lessonIds(db, finished).forEach((lesson, i, all) => daysAgo(29 - Math.floor((i * 10) / all.length), () => completeLesson(db, demoId, finished, lesson)));

    // Two free courses under way, and the course that has an assessment.
    const partial = [
      content.freeCourseSlugs.find((s) => s !== content.shortFreeCourseSlug && s !== content.assessmentCourseSlug)!,
      content.assessmentCourseSlug,
    ];
    partial.forEach((slug, k) => {
      const id = courseId(db, slug);
      daysAgo(14 - k * 4, () => enrolInCourse(db, demoId, id, "free"));
      const lessons = lessonIds(db, id);
      lessons
        .slice(0, Math.ceil(lessons.length * (k === 0 ? 0.6 : 0.3)))
        .forEach((lesson, i) => daysAgo(Math.max(0, 9 - i), () => completeLesson(db, demoId, id, lesson)));
    });

    // Payments in every status: one paid and enrolled, one declined, one still waiting for the operator.
    const [paidSlug, declinedSlug, pendingSlug] = content.paidCourseSlugs;
    const payment = db.prepare(
      `INSERT INTO payments (user_id, reference, title, item_type, item_id, amount, status, payment_method, payer_name, payer_phone,
         sandbox_outcome, payment_date, updated_at)
       VALUES (?, ?, ?, 'course', ?, ?, ?, ?, 'Amina Njoya', ?, ?, ?, ?)`,
    );
    const pay = (slug: string, reference: string, status: string, method: string, phone: string, outcome: string, days: number) => {
      const course = db.prepare("SELECT id, title, pricing, price, sale_price FROM courses WHERE slug = ?").get(slug) as Pick<
        CourseRow,
        "id" | "title" | "pricing" | "price" | "sale_price"
      >;
      const at = new Date(Date.now() - days * DAY).toISOString();
      payment.run(demoId, reference, course.title, course.id, payablePrice(course), status, method, phone, outcome, at, at);
      return course.id;
    };
    const paidId = pay(paidSlug, "LP-DEMO-PAID-0001", "successful", "MOBILE_MONEY", "677123456", "successful", 12);
    daysAgo(12, () => enrolInCourse(db, demoId, paidId, "payment"));
    pay(declinedSlug, "LP-DEMO-FAIL-0002", "failed", "ORANGE_MONEY", "699654321", "failed", 6);
    pay(pendingSlug, "LP-DEMO-WAIT-0003", "pending", "MOBILE_MONEY", "650000002", "none", 0.02);

    // Free exams: the learner is enrolled in the passed and the failed one (their attempts are seeded by the exam seed).
    for (const slug of content.freeExamSlugs.slice(0, 2)) daysAgo(10, () => enrolInExam(db, demoId, examId(db, slug), "free"));
    if (!content.freeExamSlugs.slice(0, 2).includes(content.examWithRetakeDelaySlug))
      daysAgo(10, () => enrolInExam(db, demoId, examId(db, content.examWithRetakeDelaySlug), "free"));

    // Learning time this month, spread over the courses being studied.
    const time = db.prepare(
      `INSERT INTO learning_time (user_id, course_id, day, seconds) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, course_id, day) DO UPDATE SET seconds = seconds + excluded.seconds`,
    );
    const studied = [finished, courseId(db, partial[0]), courseId(db, partial[1]), paidId];
    for (let d = 0; d < 20; d++) {
      const day = new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
      time.run(demoId, studied[d % studied.length], day, 600 + ((d * 7919) % 1800));
    }

    notify(db, demoId, {
      type: "system",
      en: {
        title: "Welcome to the platform",
        message: '<p>Your learning journey starts here. Explore the <a href="/courses">catalogue</a> to find your next course.</p>',
      },
      fr: {
        title: "Bienvenue sur la plateforme",
        message: '<p>Votre parcours commence ici. Parcourez le <a href="/courses">catalogue</a> pour trouver votre prochain cours.</p>',
      },
    });
    return { demoId, freshId };
  })();
}

/** Older notifications have been read; the newest few stay unread. */
export function readAllButNewest(db: Database, userId: number, unread: number): void {
  const ids = (db.prepare("SELECT id FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC").all(userId) as { id: number }[]).map((r) => r.id);
  const markRead = db.prepare("UPDATE notifications SET read_at = created_at WHERE id = ?");
  for (const id of ids.slice(unread)) markRead.run(id);
}
