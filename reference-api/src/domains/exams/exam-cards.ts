import type { Config } from "../../config.ts";
import type { Database } from "../../db/connection.ts";
import { type Locale, localized } from "../../http/lang/locale.ts";
import { mediaUrl } from "../../media.ts";

/** Columns every exam list selects, names in the reader's language; `t` is tests, `cat` categories, `f` fields, `o` organizations. */
export const cardColumns = (locale: Locale) => `
  t.id, t.slug, t.title, t.description, t.image, t.duration, t.difficulty, t.pricing, t.price,
  t.category_id, ${localized("cat.name", locale)} AS category_name, t.field_id, ${localized("f.name", locale)} AS field_name,
  o.id AS org_id, o.slug AS org_slug, o.name AS org_name, o.logo AS org_logo,
  (SELECT COUNT(*) FROM questions q WHERE q.test_id = t.id) AS questions_count`;

export const CARD_JOINS = `
  LEFT JOIN categories cat ON cat.id = t.category_id
  LEFT JOIN fields f ON f.id = t.field_id
  LEFT JOIN organizations o ON o.id = t.organization_id`;

/** Exams a visitor may see; bind the current time. */
export const PUBLISHED_EXAM = "t.kind = 'exam' AND t.published_at <= ?";

export interface CardRow {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  image: string | null;
  duration: number;
  difficulty: string | null;
  pricing: "free" | "paid";
  price: number;
  category_id: number | null;
  category_name: string | null;
  field_id: number | null;
  field_name: string | null;
  org_id: number | null;
  org_slug: string | null;
  org_name: string | null;
  org_logo: string | null;
  questions_count: number;
}

/** The exam card of every carousel and of the paged list. */
export function serializeCard(config: Config, row: CardRow, enrolled: boolean) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: mediaUrl(config, row.image),
    duration: row.duration,
    // Every attempt draws all of the exam's questions, so the two counts agree.
    total_questions: row.questions_count,
    questions_count: row.questions_count,
    difficulty: row.difficulty,
    category: row.category_id ? { id: row.category_id, name: row.category_name } : null,
    field: row.field_id ? { id: row.field_id, name: row.field_name } : null,
    pricing: row.pricing,
    price: row.price,
    has_enrolled: enrolled,
    organization: row.org_id ? { name: row.org_name, slug: row.org_slug, logo: mediaUrl(config, row.org_logo) } : null,
  };
}

/** Which of these exams the learner is enrolled in, in one query. */
function enrolledExamIds(db: Database, userId: number | null, ids: number[]): Set<number> {
  if (!userId || ids.length === 0) return new Set();
  const rows = db.prepare(`SELECT test_id FROM exam_enrolments WHERE user_id = ? AND test_id IN (${ids.map(() => "?").join(",")})`).all(userId, ...ids) as {
    test_id: number;
  }[];
  return new Set(rows.map((r) => r.test_id));
}

export function serializeCards(config: Config, db: Database, userId: number | null, rows: CardRow[]) {
  const enrolled = enrolledExamIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => serializeCard(config, row, enrolled.has(row.id)));
}
