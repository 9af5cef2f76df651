import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/connection.ts";
import { DEMO_ACCOUNT, seedDatabase } from "../src/db/seed/index.ts";

/**
 * Load figures for the reference API over the 10,000-course seed. The server runs in its own
 * process and the load generator in this one, both on this machine (loopback).
 * Usage: npm run bench:api [-- --seconds 10 --connections 50]
 */
const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const SECONDS = arg("seconds", 10);
const CONNECTIONS = arg("connections", 50);
const COURSES = arg("courses", 10000);
const PORT = arg("port", 8797);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start at ${url}`);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lp-bench-"));
  const env = { ...process.env, API_PORT: String(PORT), API_DATA_DIR: dir, API_ENV: "development" };
  const config = loadConfig(env);
  const started = Date.now();
  const db = openDatabase(config.dbFile);
  await seedDatabase(db, config, { courses: COURSES });
  const sampleSlug = (db.prepare("SELECT slug FROM courses ORDER BY id LIMIT 1 OFFSET 5000").get() as { slug: string }).slug;
  const categories = (db.prepare("SELECT id FROM categories ORDER BY id").all() as { id: number }[]).map((c) => c.id);
  db.close();
  console.log(`Seeded ${COURSES} courses in ${Date.now() - started} ms`);

  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "reference-api/src/main.ts")], { env, stdio: "ignore" });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForServer(`${base}/api/categories`);
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(DEMO_ACCOUNT),
    }).then((r) => r.json());
    const auth = { Authorization: `Bearer ${login.authorization.token}`, Accept: "application/json" };

    // 48 distinct filtered catalogue pages, cycled, so no single query shape is measured alone.
    const varied = Array.from({ length: 48 }, (_, i) => {
      const q = new URLSearchParams({ page: String((i % 4) + 1), categories: categories.slice(i % 3, (i % 3) + 2).join(",") });
      if (i % 2) q.set("difficulty", ["beginner", "intermediate", "advanced"][i % 3]);
      if (i % 3 === 0) q.set("pricing", i % 2 ? "paid" : "free");
      if (i % 4 === 1) q.set("q", ["data", "farm", "health", "english"][i % 4]);
      return { method: "GET" as const, path: `/api/courses?${q}` };
    });
    // A query string never seen before (the API ignores `n`) makes every request miss the visitor cache.
    let missCounter = 0;
    const SEARCH_WORDS = ["data", "farm", "health", "english", "design", "money"];
    const scenarios = [
      {
        name: "catalogue page, filtered (1 URL)",
        requests: [{ method: "GET" as const, path: `/api/courses?categories=${categories[0]},${categories[1]}&difficulty=beginner&pricing=paid&page=2` }],
      },
      { name: "catalogue pages, 48 filter sets", requests: varied },
      { name: "catalogue pages, 48 filter sets, signed in (never cached)", requests: varied.map((r) => ({ ...r, headers: auth })) },
      {
        name: "catalogue searches, every one new (cache misses)",
        requests: [
          {
            method: "GET" as const,
            setupRequest: (req: any) => ({
              ...req,
              path: `/api/courses?q=${SEARCH_WORDS[missCounter % SEARCH_WORDS.length]}&page=${(missCounter % 4) + 1}&n=${missCounter++}`,
            }),
          },
        ],
      },
      { name: "course detail", requests: [{ method: "GET" as const, path: `/api/courses/${sampleSlug}` }] },
      { name: "learner stats (signed in)", requests: [{ method: "GET" as const, path: "/api/learner-stats", headers: auth }] },
    ];

    const rows = [];
    for (const s of scenarios) {
      await autocannon({ url: base, connections: 10, duration: 2, requests: s.requests }); // warm-up
      const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: s.requests });
      rows.push({
        scenario: s.name,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        "non-2xx": result.non2xx,
        errors: result.errors,
        "KB/response": Math.round(result.throughput.average / Math.max(1, result.requests.average) / 102.4) / 10,
      });
    }
    console.log(`\n${os.cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s per scenario, server and load generator on one machine`);
    console.table(rows);
  } finally {
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
