import type { Database } from "../../db/connection.ts";
import { clock } from "../../time.ts";

export type NotificationType = "enrollment" | "payment" | "certificate" | "course_completed" | "exam_result" | "system";

/** Notification messages are HTML; callers escape anything a person typed. */
export function notify(db: Database, userId: number, n: { type: NotificationType; title: string; message: string }): void {
  db.prepare("INSERT INTO notifications (user_id, type, title, message, created_at) VALUES (?, ?, ?, ?, ?)").run(
    userId,
    n.type,
    n.title,
    n.message,
    clock.iso(),
  );
}

/** Points a learner earns, each at most once per reason and reference. */
export const POINTS = {
  lessonCompleted: 10,
  quizCorrectAnswer: 2,
  courseCompleted: 100,
  examPassed: 50,
  assessmentPassed: 30,
} as const;

/** Credits points once for (reason, reference); returns whether anything was credited. */
export function awardPoints(db: Database, userId: number, points: number, reason: string, reference: string | number): boolean {
  if (points <= 0) return false;
  const inserted = db
    .prepare("INSERT OR IGNORE INTO points_ledger (user_id, points, reason, reference, created_at) VALUES (?, ?, ?, ?, ?)")
    .run(userId, points, reason, String(reference), clock.iso());
  if (inserted.changes === 0) return false;
  db.prepare("UPDATE users SET points = points + ? WHERE id = ?").run(points, userId);
  return true;
}
