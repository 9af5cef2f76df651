import type { Config } from "../../config.ts";
import { type Database, openDatabase } from "../connection.ts";
import { recountCourses, seedContent } from "./content.ts";
import { sitExam } from "./exam-attempts.ts";
import { readAllButNewest, seedLearners } from "./learners.ts";

export { DEMO_ACCOUNT, FRESH_ACCOUNT } from "./learners.ts";

function isSeeded(db: Database): boolean {
  return !!db.prepare("SELECT 1 FROM courses LIMIT 1").get();
}

/**
 * The whole deterministic seed: content (catalogue, exams, blog), then the two documented
 * learners, whose history is made through the API's own services.
 */
export async function seedDatabase(db: Database, config: Config, options: { courses?: number } = {}): Promise<void> {
  const content = seedContent(db, { storageDir: config.storageDir, courses: options.courses });
  const { demoId } = await seedLearners(db, content);
  const grace = config.exams.submitGraceSeconds;
  const passed = content.freeExamSlugs.find((s) => s !== content.examWithRetakeDelaySlug)!;
  db.transaction(() => {
    // One exam passed ten days ago; one failed yesterday whose seven-day retake wait is still running.
    sitExam(db, grace, demoId, passed, 0.9, 9);
    sitExam(db, grace, demoId, content.examWithRetakeDelaySlug, 0.3, 1);
    readAllButNewest(db, demoId, 4);
    recountCourses(db);
  })();
  // Table statistics let the query planner pick the covering index that fits each filter.
  db.exec("ANALYZE");
}

/** Seeds the configured database if it is empty; answers whether it did. */
export async function ensureSeeded(config: Config): Promise<boolean> {
  const db = openDatabase(config.dbFile);
  try {
    if (isSeeded(db)) return false;
    await seedDatabase(db, config);
    return true;
  } finally {
    db.close();
  }
}
