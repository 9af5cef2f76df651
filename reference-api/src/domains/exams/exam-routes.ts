import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { notFound } from "../../http/errors.ts";
import { requestLocale } from "../../http/lang/locale.ts";
import { pageMeta, readPage } from "../../http/paging.ts";
import { clock } from "../../time.ts";
import { enrolInExam } from "../learners/enrolments.ts";
import { startPaidEnrolment } from "../payments/paid-enrolment.ts";
import { attemptRoutes } from "./attempt-routes.ts";
import { CARD_JOINS, type CardRow, cardColumns, PUBLISHED_EXAM, serializeCards } from "./exam-cards.ts";
import { examDetail } from "./exam-detail.ts";
import { EXAM } from "./test-kinds.ts";

/** The default page size the platform uses for exam lists. */
const EXAM_PAGE = 20;

const POPULAR_ORDER = "t.enrolments_count DESC, t.published_at DESC, t.id DESC";

export function examRoutes(deps: Deps) {
  const { db, config, payments } = deps;
  const r = new Hono<AppEnv>();

  /** One paged exam list: `where` is ANDed with "published exam", its params follow the time. */
  const list = (c: Context<AppEnv>, userId: number | null, where: string, params: unknown[], orderBy: string, from = "tests t") => {
    const page = readPage(c.req.query(), EXAM_PAGE);
    const now = clock.iso();
    const filter = `${PUBLISHED_EXAM}${where ? ` AND ${where}` : ""}`;
    const total = (db.prepare(`SELECT COUNT(*) n FROM ${from} WHERE ${filter}`).get(now, ...params) as { n: number }).n;
    const rows = db
      .prepare(`SELECT ${cardColumns(requestLocale(c))} FROM ${from} ${CARD_JOINS} WHERE ${filter} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
      .all(now, ...params, page.limit, page.offset) as CardRow[];
    return c.json({ data: serializeCards(config, db, userId, rows), meta: pageMeta(page, total, rows.length) });
  };

  r.get("/exams", (c) => list(c, c.get("user")?.id ?? null, "", [], "t.published_at DESC, t.id DESC"));

  r.get("/exams/popular", (c) => list(c, c.get("user")?.id ?? null, "", [], POPULAR_ORDER));

  // Exams in the learner's fields of interest that they have not joined yet; visitors and
  // learners who chose no fields get the popular list.
  r.get("/exams/recommended", (c) => {
    const user = c.get("user");
    const hasFields = user && db.prepare("SELECT 1 FROM user_fields WHERE user_id = ? LIMIT 1").get(user.id);
    if (!hasFields) return list(c, user?.id ?? null, "", [], POPULAR_ORDER);
    return list(
      c,
      user.id,
      `t.field_id IN (SELECT field_id FROM user_fields WHERE user_id = ?)
       AND t.id NOT IN (SELECT test_id FROM exam_enrolments WHERE user_id = ?)`,
      [user.id, user.id],
      POPULAR_ORDER,
    );
  });

  // Most recently joined first.
  r.get("/exams/my-exams", (c) => {
    const user = requireUser(c);
    return list(c, user.id, "e.user_id = ?", [user.id], "e.created_at DESC, t.id DESC", "exam_enrolments e JOIN tests t ON t.id = e.test_id");
  });

  r.get("/exams/:slug", (c) => {
    const test = EXAM.find(db, c.req.param("slug"));
    if (!test) throw notFound(EXAM.notFoundMessage);
    return c.json({ data: examDetail(deps, test, c.get("user"), requestLocale(c)) });
  });

  r.post("/exams/:id/enroll", async (c) => {
    const user = requireUser(c);
    const test = EXAM.find(db, c.req.param("id"));
    if (!test) throw notFound(EXAM.notFoundMessage);
    if (EXAM.canTake(db, user.id, test)) return c.json({ message: "You are already enrolled in this exam.", slug: test.slug });

    if (test.pricing === "free") {
      db.transaction(() => enrolInExam(db, user.id, test.id, "free"))();
      return c.json({ message: "Enrollment successful!", slug: test.slug });
    }

    // Paid: the learner is enrolled by the payment sandbox once the operator confirms.
    return startPaidEnrolment(c, payments, user.id, { type: "exam", id: test.id, title: test.title, amount: test.price, slug: test.slug });
  });

  r.route("/", attemptRoutes(deps, EXAM));
  return r;
}
