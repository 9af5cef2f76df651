import type { Database } from "../../db/connection.ts";
import { clock } from "../../time.ts";

export type NotificationType = "enrollment" | "payment" | "certificate" | "course_completed" | "exam_result" | "system";

interface Words {
  title: string;
  /** HTML; callers escape anything a person typed. */
  message: string;
}

/**
 * Writes a notification in the language the learner chose at onboarding (English until they
 * choose), as it is kept: a list read later in either language shows what was written then.
 */
export function notify(db: Database, userId: number, n: { type: NotificationType; en: Words; fr: Words }): void {
  const { language } = (db.prepare("SELECT language FROM users WHERE id = ?").get(userId) as { language: string | null } | undefined) ?? { language: null };
  const words = language === "fr" ? n.fr : n.en;
  db.prepare("INSERT INTO notifications (user_id, type, title, message, created_at) VALUES (?, ?, ?, ?, ?)").run(
    userId,
    n.type,
    words.title,
    words.message,
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
