import type { Database } from "../../db/connection.ts";
import type { Deps } from "../../deps.ts";
import { type Locale, localized } from "../../http/lang/locale.ts";
import { mediaUrl } from "../../media.ts";

/** Columns every course list selects, names in the reader's language; `c` is courses, `o` organizations, `cat` categories, `f` fields. */
export const summaryColumns = (locale: Locale) => `
  c.id, c.slug, c.title, c.sub_title, c.image_medium, c.pricing, c.pricing_model, c.price, c.sale_price,
  c.reviews_count, c.avg_rating, c.modules_count, c.lessons_count, c.difficulty_level, c.duration, c.enrolments_count, c.language,
  c.category_id, ${localized("cat.name", locale)} AS category_name, c.field_id, ${localized("f.name", locale)} AS field_name,
  o.id AS org_id, o.slug AS org_slug, o.name AS org_name, o.logo AS org_logo`;

export const SUMMARY_JOINS = `
  JOIN organizations o ON o.id = c.organization_id
  JOIN categories cat ON cat.id = c.category_id
  LEFT JOIN fields f ON f.id = c.field_id`;

export interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  sub_title: string | null;
  image_medium: string | null;
  pricing: "free" | "paid";
  pricing_model: "open_purchase" | "bulk";
  price: number;
  sale_price: number;
  reviews_count: number;
  avg_rating: number;
  modules_count: number;
  lessons_count: number;
  difficulty_level: string;
  duration: number;
  enrolments_count: number;
  language: string;
  category_id: number;
  category_name: string;
  field_id: number | null;
  field_name: string | null;
  org_id: number;
  org_slug: string;
  org_name: string;
  org_logo: string | null;
}

/** The course listing and card shape shared by the catalogue and every carousel. */
export function serializeSummary({ config }: Pick<Deps, "config">, row: SummaryRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    sub_title: row.sub_title,
    category: { id: row.category_id, name: row.category_name },
    field: row.field_id ? { id: row.field_id, name: row.field_name } : null,
    image_medium: mediaUrl(config, row.image_medium),
    pricing: row.pricing,
    pricing_model: row.pricing_model,
    price: row.price,
    sale_price: row.sale_price,
    reviews_count: row.reviews_count,
    avg_rating: row.avg_rating,
    modules_count: row.modules_count,
    lessons_count: row.lessons_count,
    difficulty_level: row.difficulty_level,
    duration: row.duration,
    enrolments_count: row.enrolments_count,
    // Beyond the contract: a card says which language the course is taught in (en or fr).
    language: row.language,
    organization: { id: row.org_id, slug: row.org_slug, name: row.org_name, logo: mediaUrl(config, row.org_logo) },
  };
}

export type CourseSummary = ReturnType<typeof serializeSummary>;

/** Adds the learner's own state (card variant): enrolled or not, and how far along. */
export function withLearnerState(db: Database, userId: number | null, courses: CourseSummary[]) {
  if (courses.length === 0) return [];
  const ids = courses.map((c) => c.id);
  const marks = ids.map(() => "?").join(",");
  const enrolled = new Set<number>();
  const done = new Map<number, number>();
  if (userId) {
    for (const r of db.prepare(`SELECT course_id FROM enrolments WHERE user_id = ? AND course_id IN (${marks})`).all(userId, ...ids) as {
      course_id: number;
    }[])
      enrolled.add(r.course_id);
    for (const r of db
      .prepare(`SELECT course_id, COUNT(*) n FROM lesson_completions WHERE user_id = ? AND course_id IN (${marks}) GROUP BY course_id`)
      .all(userId, ...ids) as { course_id: number; n: number }[])
      done.set(r.course_id, r.n);
  }
  return courses.map((c) => ({
    ...c,
    has_enrolled: enrolled.has(c.id),
    percentage_completed: enrolled.has(c.id) && c.lessons_count ? Math.min(100, Math.round(((done.get(c.id) ?? 0) * 100) / c.lessons_count)) : 0,
  }));
}
