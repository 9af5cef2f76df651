import type { Database } from "../../db/connection.ts";
import { clock } from "../../time.ts";

/** A row of `tests`: exams are sold on their own, assessments belong to a course. */
export interface TestRow {
  id: number;
  kind: "exam" | "assessment";
  slug: string | null;
  course_id: number | null;
  organization_id: number | null;
  title: string;
  description: string | null;
  image: string | null;
  duration: number; // minutes
  difficulty: string | null;
  category_id: number | null;
  field_id: number | null;
  pricing: "free" | "paid";
  price: number;
  whats_included: string | null;
  requirements: string | null;
  passing_score: number | null;
  retake_delay_seconds: number;
  show_solution: number;
  enrolments_count: number;
  published_at: string;
}

/** The platform's default when a test sets none; a pass is a score strictly above it. */
const DEFAULT_PASSING_SCORE = 50;

export const passingScore = (test: Pick<TestRow, "passing_score">): number => test.passing_score ?? DEFAULT_PASSING_SCORE;

const isId = (key: string) => /^\d{1,9}$/.test(key);

/** A published exam by slug, or by id when the key is all digits (the client's calls use both). */
export function findExam(db: Database, key: string): TestRow | null {
  const column = isId(key) ? "id" : "slug";
  return (db.prepare(`SELECT * FROM tests WHERE ${column} = ? AND kind = 'exam' AND published_at <= ?`).get(key, clock.iso()) as TestRow | undefined) ?? null;
}

/** A published assessment of a published course, by id. */
export function findAssessment(db: Database, key: string): TestRow | null {
  if (!isId(key)) return null;
  const now = clock.iso();
  return (
    (db
      .prepare(
        `SELECT t.* FROM tests t JOIN courses c ON c.id = t.course_id
         WHERE t.id = ? AND t.kind = 'assessment' AND t.published_at <= ? AND c.published_at <= ?`,
      )
      .get(key, now, now) as TestRow | undefined) ?? null
  );
}

export function questionCount(db: Database, testId: number): number {
  return (db.prepare("SELECT COUNT(*) n FROM questions WHERE test_id = ?").get(testId) as { n: number }).n;
}
