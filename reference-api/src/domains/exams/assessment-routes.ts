import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { notFound } from "../../http/errors.ts";
import { attemptRoutes } from "./attempt-routes.ts";
import { learnerResult, resultFields } from "./results.ts";
import { ASSESSMENT } from "./test-kinds.ts";
import { passingScore, questionCount } from "./test-row.ts";

/** Assessments belong to a course: open to its learners, taken with the same engine as exams. */
export function assessmentRoutes(deps: Deps) {
  const { db, config } = deps;
  const r = new Hono<AppEnv>();

  r.get("/assessments/:id", (c) => {
    const test = ASSESSMENT.find(db, c.req.param("id"));
    if (!test) throw notFound(ASSESSMENT.notFoundMessage);
    const user = c.get("user");
    const course = db.prepare("SELECT id, slug, title FROM courses WHERE id = ?").get(test.course_id) as {
      id: number;
      slug: string;
      title: string;
    };
    const count = questionCount(db, test.id);
    return c.json({
      data: {
        id: test.id,
        title: test.title,
        description: test.description,
        duration: test.duration,
        total_questions: count,
        questions_count: count,
        passing_score: passingScore(test),
        course,
        has_enrolled: !!user && ASSESSMENT.canTake(db, user.id, test),
        ...resultFields(learnerResult(db, config.exams.submitGraceSeconds, user?.id ?? null, test)),
      },
    });
  });

  r.route("/", attemptRoutes(deps, ASSESSMENT));
  return r;
}
