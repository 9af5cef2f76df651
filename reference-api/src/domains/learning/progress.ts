import crypto from "node:crypto";
import type { Database } from "../../db/connection.ts";
import { clock } from "../../time.ts";
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
 * Marks one lesson done (once), and when it was the course's last one, completes the course:
 * certificate, notification and points. Runs inside the caller's transaction.
 */
export function completeLesson(db: Database, userId: number, courseId: number, lessonId: number): void {
  const added = db
    .prepare("INSERT OR IGNORE INTO lesson_completions (user_id, lesson_id, course_id, completed_at) VALUES (?, ?, ?, ?)")
    .run(userId, lessonId, courseId, clock.iso());
  if (added.changes === 0) return;
  awardPoints(db, userId, POINTS.lessonCompleted, "lesson_completed", lessonId);

  const progress = learningProgress(db, userId, courseId);
  if (progress.progress_percent < 100) return;
  const finished = db
    .prepare("UPDATE enrolments SET completed_at = ? WHERE user_id = ? AND course_id = ? AND completed_at IS NULL")
    .run(clock.iso(), userId, courseId);
  if (finished.changes === 0) return;

  const course = db.prepare("SELECT title FROM courses WHERE id = ?").get(courseId) as { title: string };
  const issued = db
    .prepare("INSERT OR IGNORE INTO certificates (user_id, course_id, certificate_number, title, issued_at) VALUES (?, ?, ?, ?, ?)")
    .run(userId, courseId, certificateNumber(), "Certificate of Completion", clock.iso());
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
