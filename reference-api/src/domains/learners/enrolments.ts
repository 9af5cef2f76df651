import type { Database } from "../../db/connection.ts";
import { clock } from "../../time.ts";
import { escapeHtml } from "../mail/mailbox.ts";
import { notify } from "./effects.ts";

export type CourseEnrolmentSource = "free" | "payment" | "access_code" | "bulk";

/** Enrols a learner in a course once; returns false when they already were. */
export function enrolInCourse(db: Database, userId: number, courseId: number, source: CourseEnrolmentSource): boolean {
  const added = db
    .prepare("INSERT OR IGNORE INTO enrolments (user_id, course_id, source, created_at) VALUES (?, ?, ?, ?)")
    .run(userId, courseId, source, clock.iso());
  if (added.changes === 0) return false;
  db.prepare("UPDATE courses SET enrolments_count = enrolments_count + 1 WHERE id = ?").run(courseId);
  const title = (db.prepare("SELECT title FROM courses WHERE id = ?").get(courseId) as { title: string }).title;
  notify(db, userId, {
    type: "enrollment",
    en: { title: "Enrollment successful", message: `<p>You are now enrolled in <strong>${escapeHtml(title)}</strong>. Happy learning!</p>` },
    fr: { title: "Inscription réussie", message: `<p>Vous êtes inscrit à <strong>${escapeHtml(title)}</strong>. Bon apprentissage !</p>` },
  });
  return true;
}

export function enrolInExam(db: Database, userId: number, testId: number, source: "free" | "payment"): boolean {
  const added = db
    .prepare("INSERT OR IGNORE INTO exam_enrolments (user_id, test_id, source, created_at) VALUES (?, ?, ?, ?)")
    .run(userId, testId, source, clock.iso());
  if (added.changes === 0) return false;
  db.prepare("UPDATE tests SET enrolments_count = enrolments_count + 1 WHERE id = ?").run(testId);
  const title = (db.prepare("SELECT title FROM tests WHERE id = ?").get(testId) as { title: string }).title;
  notify(db, userId, {
    type: "enrollment",
    en: { title: "Exam enrollment successful", message: `<p>You are now enrolled in the exam <strong>${escapeHtml(title)}</strong>.</p>` },
    fr: { title: "Inscription à l’examen réussie", message: `<p>Vous êtes inscrit à l’examen <strong>${escapeHtml(title)}</strong>.</p>` },
  });
  return true;
}
