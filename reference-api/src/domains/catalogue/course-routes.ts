import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { notFound } from "../../http/errors.ts";
import { localized, requestLocale } from "../../http/lang/locale.ts";
import { pageMeta, readPage } from "../../http/paging.ts";
import { clock } from "../../time.ts";
import { readFilters, whereFor } from "./catalogue-query.ts";
import { courseDetail, findCourse } from "./course-detail.ts";
import { SUMMARY_JOINS, type SummaryRow, serializeSummary, summaryColumns, withLearnerState } from "./course-summary.ts";

const CATALOGUE_PAGE = 12;
const CAROUSEL_SIZE = 12;

export function courseRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const summaries = (rows: SummaryRow[]) => rows.map((row) => serializeSummary(deps, row));
  const cards = (userId: number | null, rows: SummaryRow[]) => withLearnerState(db, userId, summaries(rows));

  r.get("/categories", (c) => {
    const locale = requestLocale(c);
    const categories = db.prepare(`SELECT id, ${localized("name", locale)} AS name FROM categories ORDER BY name`).all() as { id: number; name: string }[];
    const fields = db.prepare(`SELECT id, ${localized("name", locale)} AS name, category_id FROM fields ORDER BY name`).all() as {
      id: number;
      name: string;
      category_id: number;
    }[];
    // In French, by the language's own order: "Éducation civique" among the E's, not after the Z's.
    if (locale === "fr") {
      const collator = new Intl.Collator("fr");
      for (const list of [categories, fields]) list.sort((a, b) => collator.compare(a.name, b.name));
    }
    return c.json({
      data: categories.map((cat) => ({
        ...cat,
        fields: fields.filter((f) => f.category_id === cat.id).map(({ id, name }) => ({ id, name })),
      })),
    });
  });

  r.get("/courses", (c) => {
    const query = c.req.query();
    const page = readPage(query, CATALOGUE_PAGE);
    const where = whereFor(readFilters(query), clock.iso());
    // Filters, count and order run on covering indexes; only the page's rows are read in full.
    const total = (db.prepare(`SELECT COUNT(*) n FROM courses c WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
    const ids = db
      .prepare(`SELECT id FROM courses c WHERE ${where.sql} ORDER BY c.published_at DESC, c.id DESC LIMIT ? OFFSET ?`)
      .pluck()
      .all(...where.params, page.limit, page.offset) as number[];
    const rows = ids.length
      ? (db
          .prepare(`SELECT ${summaryColumns(requestLocale(c))} FROM courses c ${SUMMARY_JOINS} WHERE c.id IN (${ids.map(() => "?").join(",")})`)
          .all(...ids) as SummaryRow[])
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.map((id) => byId.get(id)!);
    const user = c.get("user");
    const data = user ? cards(user.id, ordered) : summaries(ordered);
    return c.json({ data, meta: pageMeta(page, total, ordered.length) });
  });

  r.get("/courses/popular", (c) => {
    const since = new Date(clock.now().getTime() - 30 * 86400_000).toISOString();
    const rows = db
      .prepare(
        `SELECT ${summaryColumns(requestLocale(c))}, (SELECT COUNT(*) FROM enrolments e WHERE e.course_id = c.id AND e.created_at >= ?) AS recent
         FROM courses c ${SUMMARY_JOINS} WHERE c.published_at <= ?
         ORDER BY recent DESC, c.enrolments_count DESC, c.avg_rating DESC, c.id LIMIT ?`,
      )
      .all(since, clock.iso(), CAROUSEL_SIZE) as SummaryRow[];
    return c.json({ data: cards(c.get("user")?.id ?? null, rows) });
  });

  r.get("/courses/trending", (c) => {
    const since = new Date(clock.now().getTime() - 7 * 86400_000).toISOString();
    const rows = db
      .prepare(
        `SELECT ${summaryColumns(requestLocale(c))},
           (SELECT COUNT(*) FROM enrolments e WHERE e.course_id = c.id AND e.created_at >= ?) +
           (SELECT COUNT(*) FROM reviews rv WHERE rv.course_id = c.id AND rv.created_at >= ?) AS heat
         FROM courses c ${SUMMARY_JOINS} WHERE c.published_at <= ?
         ORDER BY heat DESC, c.published_at DESC, c.id LIMIT ?`,
      )
      .all(since, since, clock.iso(), CAROUSEL_SIZE) as SummaryRow[];
    return c.json({ data: cards(c.get("user")?.id ?? null, rows) });
  });

  // Courses in the learner's fields of interest they have not joined yet; visitors and learners
  // without interests get the best-rated courses instead.
  r.get("/courses/recommended", (c) => {
    const user = c.get("user");
    const hasFields = user && db.prepare("SELECT 1 FROM user_fields WHERE user_id = ? LIMIT 1").get(user.id);
    const rows = (
      hasFields
        ? db
            .prepare(
              `SELECT ${summaryColumns(requestLocale(c))} FROM courses c ${SUMMARY_JOINS}
               WHERE c.published_at <= ? AND c.field_id IN (SELECT field_id FROM user_fields WHERE user_id = ?)
                 AND c.id NOT IN (SELECT course_id FROM enrolments WHERE user_id = ?)
               ORDER BY c.avg_rating DESC, c.enrolments_count DESC, c.id LIMIT ?`,
            )
            .all(clock.iso(), user.id, user.id, CAROUSEL_SIZE)
        : db
            .prepare(
              `SELECT ${summaryColumns(requestLocale(c))} FROM courses c ${SUMMARY_JOINS} WHERE c.published_at <= ?
               ORDER BY c.avg_rating DESC, c.reviews_count DESC, c.id LIMIT ?`,
            )
            .all(clock.iso(), CAROUSEL_SIZE)
    ) as SummaryRow[];
    return c.json({ data: cards(user?.id ?? null, rows) });
  });

  // Most recently active first, so "Continue Learning" opens on what the learner touched last.
  r.get("/courses/my-learning", (c) => {
    const user = requireUser(c);
    const rows = db
      .prepare(
        `SELECT ${summaryColumns(requestLocale(c))} FROM enrolments e JOIN courses c ON c.id = e.course_id ${SUMMARY_JOINS}
         WHERE e.user_id = ?
         ORDER BY COALESCE((SELECT MAX(completed_at) FROM lesson_completions lc WHERE lc.user_id = e.user_id AND lc.course_id = c.id), e.created_at) DESC`,
      )
      .all(user.id) as SummaryRow[];
    return c.json({ data: cards(user.id, rows) });
  });

  r.get("/courses/:slug", (c) => {
    const course = findCourse(db, c.req.param("slug"));
    if (!course) throw notFound("No course found.");
    // The learner area reads this call's answer as `course` (spec: "Response used: course").
    return c.json({ course: courseDetail(deps, course, c.get("user"), requestLocale(c)) });
  });

  return r;
}
