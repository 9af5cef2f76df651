import { REVIEW_FIGURES } from "../../domains/catalogue/review-routes.ts";
import type { Database } from "../connection.ts";

/**
 * Recomputes every denormalised counter on `courses` from the rows they summarise. The content
 * seed calls it once at the end; seeds that add enrolments, reviews or certificates call it again.
 */
export function recountCourses(db: Database): void {
  db.exec(`
    UPDATE courses SET
      modules_count = (SELECT COUNT(*) FROM modules m WHERE m.course_id = courses.id),
      lessons_count = (SELECT COUNT(*) FROM lessons l WHERE l.course_id = courses.id),
      quizzes_count = (SELECT COUNT(*) FROM lessons l WHERE l.course_id = courses.id AND l.type = 'quiz'),
      assignments_count = (SELECT COUNT(*) FROM lessons l WHERE l.course_id = courses.id AND l.type = 'assignment'),
      flashcards_count = (SELECT COUNT(*) FROM lessons l WHERE l.course_id = courses.id AND l.type = 'flashcard'),
      resources_count = (SELECT COUNT(*) FROM resources r WHERE r.course_id = courses.id),
      ${REVIEW_FIGURES},
      enrolments_count = (SELECT COUNT(*) FROM enrolments e WHERE e.course_id = courses.id),
      certificate_count = (SELECT COUNT(*) FROM certificates c WHERE c.course_id = courses.id)
  `);
}
