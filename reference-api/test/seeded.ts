import type { Config } from "../src/config.ts";
import { openDatabase } from "../src/db/connection.ts";
import { seedDatabase } from "../src/db/seed/index.ts";

/** Seeds a test database exactly as `npm start` seeds a new one. */
export async function seedForTests(config: Config): Promise<void> {
  const db = openDatabase(config.dbFile);
  await seedDatabase(db, config);
  db.close();
}

export const DEMO = { email: "demo@example.cm", password: "demo-pass-2026" } as const;
export const FRESH = { email: "fresh@example.cm", password: "fresh-pass-2026" } as const;
