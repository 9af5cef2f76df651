import fs from "node:fs";
import path from "node:path";
import BetterSqlite3, { type Database } from "better-sqlite3";
import { migrate } from "./migrations.ts";

export type { Database };

/** Opens (creating if needed) the database file and brings its schema up to date. */
export function openDatabase(file: string): Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

/** Runs `fn` inside one transaction: everything it writes lands together or not at all. */
export function inTransaction<T>(db: Database, fn: () => T): T {
  return db.transaction(fn)();
}
