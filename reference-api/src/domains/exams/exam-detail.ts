import type { Deps } from "../../deps.ts";
import { mediaUrl } from "../../media.ts";
import { clock } from "../../time.ts";
import type { UserRow } from "../users/user-row.ts";
import { CARD_COLUMNS, CARD_JOINS, serializeCard, type CardRow } from "./exam-cards.ts";
import { learnerResult, resultFields } from "./results.ts";
import { passingScore, type TestRow } from "./test-row.ts";

interface CreatorRow {
  name: string;
  logo: string | null;
  motto: string | null;
  exams_count: number;
  courses_count: number;
  reviews_count: number;
  followers_count: number;
}

/** The exam page: the card, what the exam covers, who made it, and where the learner stands. */
export function examDetail(deps: Pick<Deps, "db" | "config">, test: TestRow, user: UserRow | null) {
  const { db, config } = deps;
  const card = db.prepare(`SELECT ${CARD_COLUMNS} FROM tests t ${CARD_JOINS} WHERE t.id = ?`).get(test.id) as CardRow;
  const enrolled = !!user && !!db.prepare("SELECT 1 FROM exam_enrolments WHERE user_id = ? AND test_id = ?").get(user.id, test.id);
  const creator = test.organization_id
    ? (db
        .prepare(
          `SELECT o.name, o.logo, o.motto,
             (SELECT COUNT(*) FROM tests t WHERE t.organization_id = o.id AND t.kind = 'exam' AND t.published_at <= ?) AS exams_count,
             (SELECT COUNT(*) FROM courses c WHERE c.organization_id = o.id AND c.published_at <= ?) AS courses_count,
             (SELECT COALESCE(SUM(c.reviews_count), 0) FROM courses c WHERE c.organization_id = o.id) AS reviews_count,
             (SELECT COUNT(*) FROM organization_followers f WHERE f.organization_id = o.id) AS followers_count
           FROM organizations o WHERE o.id = ?`,
        )
        .get(clock.iso(), clock.iso(), test.organization_id) as CreatorRow)
    : null;
  const result = learnerResult(db, config.exams.submitGraceSeconds, user?.id ?? null, test);

  return {
    ...serializeCard(config, card, enrolled),
    whats_included: test.whats_included,
    requirements: test.requirements,
    creator: creator && { ...creator, logo: mediaUrl(config, creator.logo) },
    passing_score: passingScore(test),
    ...resultFields(result),
  };
}
