import type { Deps } from "../../deps.ts";
import { type Locale, localized } from "../../http/lang/locale.ts";
import { mediaUrl } from "../../media.ts";
import { clock } from "../../time.ts";
import { ORGANIZATION_COUNTS, type OrganizationCounts } from "../catalogue/organization-counts.ts";
import type { UserRow } from "../users/user-row.ts";
import { CARD_JOINS, type CardRow, cardColumns, serializeCard } from "./exam-cards.ts";
import { learnerResult, resultFields } from "./results.ts";
import { EXAM } from "./test-kinds.ts";
import { passingScore, type TestRow } from "./test-row.ts";

type CreatorRow = { name: string; logo: string | null; motto: string | null } & OrganizationCounts;

/** The exam page: the card, what the exam covers, who made it, and where the learner stands; names and the motto in the reader's language. */
export function examDetail(deps: Pick<Deps, "db" | "config">, test: TestRow, user: UserRow | null, locale: Locale) {
  const { db, config } = deps;
  const card = db.prepare(`SELECT ${cardColumns(locale)} FROM tests t ${CARD_JOINS} WHERE t.id = ?`).get(test.id) as CardRow;
  const enrolled = !!user && EXAM.canTake(db, user.id, test);
  const creator = test.organization_id
    ? (db
        .prepare(`SELECT o.name, o.logo, ${localized("o.motto", locale)} AS motto, ${ORGANIZATION_COUNTS} FROM organizations o WHERE o.id = @id`)
        .get({ id: test.organization_id, now: clock.iso() }) as CreatorRow)
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
