import crypto from "node:crypto";
import type { Database } from "../../db/connection.ts";
import { clock } from "../../time.ts";
import { COMPLETION_TITLE } from "../learners/certificates.ts";
import { awardPoints, notify, POINTS } from "../learners/effects.ts";
import { escapeHtml } from "../mail/mailbox.ts";

export interface LearningProgress {
  progress_percent: number;
  lessons_completed: number[];
}

export function learningProgress(db: Database, userId: number, courseId: number): LearningProgress {
  const done = (
    db.prepare("SELECT lesson_id FROM lesson_completions WHERE user_id = ? AND course_id = ? ORDER BY lesson_id").all(userId, courseId) as {
      lesson_id: number;
    }[]
  ).map((r) => r.lesson_id);
  const total = (db.prepare("SELECT COUNT(*) n FROM lessons WHERE course_id = ?").get(courseId) as { n: number }).n;
  return { progress_percent: total ? Math.round((done.length * 100) / total) : 0, lessons_completed: done };
}

function certificateNumber(): string {
  return `LPC-${clock.now().getUTCFullYear()}-${crypto.randomBytes(5).toString("hex").toUpperCase()}`;
}

/**
 * Marks one lesson done (once), then completes the course if that was what it lacked. Runs
 * inside the caller's transaction.
 */
export function completeLesson(db: Database, userId: number, courseId: number, lessonId: number): void {
  const added = db
    .prepare("INSERT OR IGNORE INTO lesson_completions (user_id, lesson_id, course_id, completed_at) VALUES (?, ?, ?, ?)")
    .run(userId, lessonId, courseId, clock.iso());
  if (added.changes === 0) return;
  awardPoints(db, userId, POINTS.lessonCompleted, "lesson_completed", lessonId);
  completeCourseIfEarned(db, userId, courseId);
}

/**
 * What this API's own records must show before a course counts as completed and its certificate
 * is issued: every lesson of the course completed and, where the course has a final assessment,
 * that assessment passed, as the server graded it. A percentage is not enough (199 of 200 lessons
 * round to 100 %), and nothing the learner claims stands in for the assessment.
 */
export function courseEarned(db: Database, userId: number, courseId: number): boolean {
  const { total, done } = db
    .prepare(
      `SELECT COUNT(*) total, COUNT(lc.lesson_id) done FROM lessons l
       LEFT JOIN lesson_completions lc ON lc.lesson_id = l.id AND lc.user_id = ?
       WHERE l.course_id = ?`,
    )
    .get(userId, courseId) as { total: number; done: number };
  if (total === 0 || done < total) return false;
  const assessment = db.prepare("SELECT id FROM tests WHERE kind = 'assessment' AND course_id = ?").get(courseId) as { id: number } | undefined;
  if (!assessment) return true;
  return (
    db.prepare("SELECT 1 FROM attempts WHERE test_id = ? AND user_id = ? AND status = 'submitted' AND passed = 1").get(assessment.id, userId) !== undefined
  );
}

/**
 * Completes the course once it is earned (courseEarned): the enrolment's completion, the
 * certificate, a notification and points, each once. Called when a lesson is completed and when
 * the course's assessment is passed, whichever comes last. Runs inside the caller's transaction.
 */
export function completeCourseIfEarned(db: Database, userId: number, courseId: number): void {
  if (!courseEarned(db, userId, courseId)) return;
  const finished = db
    .prepare("UPDATE enrolments SET completed_at = ? WHERE user_id = ? AND course_id = ? AND completed_at IS NULL")
    .run(clock.iso(), userId, courseId);
  if (finished.changes === 0) return;

  const course = db.prepare("SELECT title FROM courses WHERE id = ?").get(courseId) as { title: string };
  const issued = db
    .prepare("INSERT OR IGNORE INTO certificates (user_id, course_id, certificate_number, title, issued_at) VALUES (?, ?, ?, ?, ?)")
    .run(userId, courseId, certificateNumber(), COMPLETION_TITLE, clock.iso());
  if (issued.changes > 0) db.prepare("UPDATE courses SET certificate_count = certificate_count + 1 WHERE id = ?").run(courseId);
  awardPoints(db, userId, POINTS.courseCompleted, "course_completed", courseId);
  notify(db, userId, {
    type: "certificate",
    en: {
      title: "Course completed: your certificate is ready",
      message: `<p>Congratulations! You completed <strong>${escapeHtml(course.title)}</strong>. Your certificate is in <em>My Certificates</em>.</p>`,
    },
    fr: {
      title: "Cours terminé : votre certificat est prêt",
      message: `<p>Félicitations ! Vous avez terminé <strong>${escapeHtml(course.title)}</strong>. Votre certificat est dans <em>Mes certificats</em>.</p>`,
    },
  });
}
