import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { seedDatabase } from "../db/seed/index.ts";

/**
 * Deletes the database and stored files, then seeds afresh.
 * `--courses N` seeds N courses (the performance seed uses 10000).
 */
async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf("--courses");
  const courses = at >= 0 ? Number(args[at + 1]) : undefined;
  if (courses !== undefined && !(Number.isInteger(courses) && courses > 0)) throw new Error("--courses takes a whole number");

  // A development command: development unless the environment names another.
  const config = loadConfig({ API_ENV: "development", ...process.env });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(config.dbFile + suffix, { force: true });
  fs.rmSync(path.join(config.storageDir, "seed"), { recursive: true, force: true });
  fs.rmSync(path.join(config.storageDir, "uploads"), { recursive: true, force: true });

  const started = Date.now();
  const db = openDatabase(config.dbFile);
  await seedDatabase(db, config, { courses });
  db.close();
  console.log(`Database reset and seeded in ${Date.now() - started} ms: ${config.dbFile}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
