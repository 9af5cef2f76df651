/**
 * An organization's public figures, alike on its profile, a course page and an exam page; `o` is
 * organizations, bind `@now`. Only what is published counts: a visitor learns of nothing early.
 */
export const ORGANIZATION_COUNTS = `
  (SELECT COUNT(*) FROM organization_followers f WHERE f.organization_id = o.id) AS followers_count,
  (SELECT COALESCE(SUM(c.reviews_count), 0) FROM courses c WHERE c.organization_id = o.id) AS reviews_count,
  (SELECT COUNT(*) FROM courses c WHERE c.organization_id = o.id AND c.published_at <= @now) AS courses_count,
  (SELECT COUNT(*) FROM tests t WHERE t.organization_id = o.id AND t.kind = 'exam' AND t.published_at <= @now) AS exams_count`;

export interface OrganizationCounts {
  followers_count: number;
  reviews_count: number;
  courses_count: number;
  exams_count: number;
}
