import BetterSqlite3 from "better-sqlite3";
const db = new BetterSqlite3("/tmp/qbench/platform.sqlite");
db.exec("DROP INDEX IF EXISTS courses_listing; CREATE INDEX courses_listing ON courses(published_at DESC, id DESC, category_id, difficulty_level, pricing, organization_id, search_text)");
db.exec("ANALYZE");
const now = new Date().toISOString();
const time = (name: string, fn: () => unknown, n = 200) => { const t = performance.now(); for (let i = 0; i < n; i++) fn(); console.log(name, ((performance.now() - t) / n).toFixed(3), "ms"); };
for (const where of ["c.published_at <= ? AND c.category_id IN (1,2) AND c.difficulty_level IN ('beginner') AND c.pricing IN ('paid')", "c.published_at <= ?", "c.published_at <= ? AND c.search_text LIKE '%data%'", "c.published_at <= ? AND c.organization_id = 3"]) {
  const count = db.prepare(`SELECT COUNT(*) n FROM courses c INDEXED BY courses_listing WHERE ${where}`);
  const ids = db.prepare(`SELECT id FROM courses c INDEXED BY courses_listing WHERE ${where} ORDER BY c.published_at DESC, c.id DESC LIMIT 12 OFFSET 24`);
  time("count " + where.slice(24, 70), () => count.get(now));
  time("ids   " + where.slice(24, 70), () => ids.all(now));
  console.log(db.prepare(`EXPLAIN QUERY PLAN SELECT id FROM courses c INDEXED BY courses_listing WHERE ${where} ORDER BY c.published_at DESC, c.id DESC LIMIT 12 OFFSET 24`).all(now).map((r: any) => r.detail).join(" | "));
}
