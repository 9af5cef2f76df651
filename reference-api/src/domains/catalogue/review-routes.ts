import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { forbidden, notFound } from "../../http/errors.ts";
import { readInput } from "../../http/input.ts";
import { pageMeta, readPage } from "../../http/paging.ts";
import { required, rules, validate } from "../../http/validate.ts";
import { mediaUrl } from "../../media.ts";
import { clock, since } from "../../time.ts";
import { findCourse, isEnrolled } from "./course-detail.ts";

const REVIEW_MAX = 500;

/**
 * A course's review figures from its reviews, for `UPDATE courses SET`. The nudge makes halves
 * round up: an average of 4.35 is stored in binary just below it.
 */
export const REVIEW_FIGURES = `
  reviews_count = (SELECT COUNT(*) FROM reviews r WHERE r.course_id = courses.id),
  avg_rating = COALESCE((SELECT ROUND(AVG(r.rating) + 1e-9, 1) FROM reviews r WHERE r.course_id = courses.id), 0)`;

export function reviewRoutes(deps: Deps) {
  const { db, config } = deps;
  const r = new Hono<AppEnv>();

  r.get("/courses/:id/reviews", (c) => {
    const course = findCourse(db, c.req.param("id"));
    if (!course) throw notFound("No course found.");
    const page = readPage(c.req.query(), 20);
    const rows = db
      .prepare(
        `SELECT r.id, r.rating, r.review, r.created_at, u.first_name, u.last_name, u.profile_path
         FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.course_id = ?
         ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
      .all(course.id, page.limit, page.offset) as Record<string, any>[];
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        review: row.review,
        created_at: row.created_at,
        since: since(row.created_at),
        user: { name: `${row.first_name} ${row.last_name}`.trim(), profile: mediaUrl(config, row.profile_path) },
      })),
      meta: pageMeta(page, course.reviews_count, rows.length),
    });
  });

  // One review per learner and course: reviewing again replaces the earlier one.
  r.post("/courses/:id/review", async (c) => {
    const user = requireUser(c);
    const course = findCourse(db, c.req.param("id"));
    if (!course) throw notFound("No course found.");
    const input = await validate(await readInput(c), {
      rating: required(rules.number({ min: 0.5, max: 5, step: 0.5 })),
      review: required(rules.string({ max: REVIEW_MAX })),
    });
    if (!isEnrolled(db, user.id, course.id)) throw forbidden("Only learners enrolled in this course can review it.");
    const now = clock.iso();
    db.transaction(() => {
      db.prepare(
        `INSERT INTO reviews (user_id, course_id, rating, review, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, course_id) DO UPDATE SET rating = excluded.rating, review = excluded.review, updated_at = excluded.updated_at`,
      ).run(user.id, course.id, input.rating, input.review, now, now);
      db.prepare(`UPDATE courses SET ${REVIEW_FIGURES} WHERE id = ?`).run(course.id);
    })();
    return c.json({ message: "Your review has been added successfully!" }, 201);
  });

  return r;
}
