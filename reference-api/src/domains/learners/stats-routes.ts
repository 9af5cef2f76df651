import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { requestLocale } from "../../http/lang/locale.ts";
import { clock, since } from "../../time.ts";
import { certificateTitle, certificateUrl } from "./certificates.ts";

/** Monday 00:00 UTC of the current week, and the first of the month, as day keys. */
function periodStarts(now: Date): { week: string; month: string } {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
  return { week: monday.toISOString().slice(0, 10), month: now.toISOString().slice(0, 8) + "01" };
}

export function statsRoutes({ db, config }: Deps) {
  const r = new Hono<AppEnv>();

  r.get("/learner-stats", (c) => {
    const user = requireUser(c);
    const { week, month } = periodStarts(clock.now());
    const count = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(user.id, ...args) as { n: number }).n;
    const finishedTests = (kind: string) =>
      count(
        `SELECT COUNT(DISTINCT a.test_id) n FROM attempts a JOIN tests t ON t.id = a.test_id
         WHERE a.user_id = ? AND a.status = 'submitted' AND t.kind = ?`,
        kind,
      );
    const courseTime = db
      .prepare(
        `SELECT c.title AS course_name, SUM(lt.seconds) AS time FROM learning_time lt JOIN courses c ON c.id = lt.course_id
         WHERE lt.user_id = ? AND lt.day >= ? GROUP BY lt.course_id ORDER BY time DESC, c.title`,
      )
      .all(user.id, month) as { course_name: string; time: number }[];
    return c.json({
      data: {
        enrolled_courses: count("SELECT COUNT(*) n FROM enrolments WHERE user_id = ?"),
        enrolled_exams: count("SELECT COUNT(*) n FROM exam_enrolments WHERE user_id = ?"),
        completed_courses: count("SELECT COUNT(*) n FROM enrolments WHERE user_id = ? AND completed_at IS NOT NULL"),
        exams_completed: finishedTests("exam"),
        assessments_completed: finishedTests("assessment"),
        certificates_earned: count("SELECT COUNT(*) n FROM certificates WHERE user_id = ?"),
        points: (db.prepare("SELECT points FROM users WHERE id = ?").get(user.id) as { points: number }).points,
        time_this_week: count("SELECT COALESCE(SUM(seconds), 0) n FROM learning_time WHERE user_id = ? AND day >= ?", week),
        course_learning_time: courseTime,
      },
    });
  });

  r.get("/my-certificates", (c) => {
    const user = requireUser(c);
    const rows = db
      .prepare(
        `SELECT ce.id, ce.title, ce.certificate_number, ce.issued_at, c.id AS course_id, c.slug, c.title AS course_title
         FROM certificates ce JOIN courses c ON c.id = ce.course_id WHERE ce.user_id = ? ORDER BY ce.issued_at DESC`,
      )
      .all(user.id) as Record<string, any>[];
    const locale = requestLocale(c);
    return c.json({
      data: rows.map((ce) => ({
        id: ce.id,
        title: certificateTitle(ce.title, locale),
        certificate_number: ce.certificate_number,
        issued_at: ce.issued_at,
        since: since(ce.issued_at),
        url: certificateUrl(config, ce.certificate_number),
        course: { id: ce.course_id, slug: ce.slug, title: ce.course_title },
      })),
    });
  });

  return r;
}
