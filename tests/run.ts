import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { stripVTControlCharacters } from "node:util";
import { chromiumLaunch } from "./chromium.mjs";

/**
 * The test command. `npm test` runs every layer; `tsx tests/run.ts <stage>...` runs the named
 * stages only (`npm run check` is `static unit`; `npm run test:e2e` is `e2e`, and so on). Stages run in order and stop at the first that
 * fails, cheapest first; the tasks of one stage run side by side, each task's output printed
 * whole when it ends, so two logs never interleave. The performance stage runs alone: its
 * figures are timings, which a second task on the machine's two cores would disturb. The run ends
 * with a table of what took how long, the total, and a line for each thing that failed.
 */
interface Task {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

interface Stage {
  name: string;
  tasks: Task[];
  /** Runs in Chromium: checked before the first stage, so a machine without one learns it at once, not minutes in. */
  browser?: boolean;
}

const vitest = (...args: string[]) => ["vitest", "run", ...args];
const wtr = (config: string) => ["web-test-runner", "--config", `tests/browser/${config}`];

const STAGES: Stage[] = [
  {
    name: "static",
    tasks: [
      { name: "typecheck", command: ["tsc", "-p", "tsconfig.json", "--noEmit"] },
      { name: "lint", command: ["biome", "check", "."] },
    ],
  },
  // In our learners' zone, an hour east of UTC: an instant the server writes in UTC may be another day there.
  { name: "unit", tasks: [{ name: "unit", command: vitest("--project", "unit"), env: { TZ: "Africa/Douala" } }] },
  // The build beside the API's tests: it needs a core for a few seconds only.
  {
    name: "api",
    tasks: [
      { name: "reference API", command: vitest("--project", "reference-api") },
      { name: "build", command: ["npm", "run", "--silent", "build"] },
    ],
  },
  // What reads the build: the browser tests, the sizes of its chunks, the React host's types against its declarations.
  {
    name: "browser",
    browser: true,
    tasks: [
      { name: "browser (React)", command: wtr("web-test-runner.config.mjs") },
      { name: "browser (light)", command: wtr("web-test-runner.lite.config.mjs") },
      { name: "sizes", command: ["tsx", "tests/perf/budgets.ts"] },
      { name: "React host types", command: ["tsc", "-p", "tests/types/tsconfig.json"] },
    ],
  },
  {
    name: "e2e",
    browser: true,
    tasks: [
      { name: "journeys (React)", command: vitest("--project", "e2e") },
      { name: "journeys (light)", command: vitest("--project", "e2e-lite") },
    ],
  },
  { name: "perf", browser: true, tasks: [{ name: "performance", command: ["tsx", "tests/perf/run.ts"] }] },
];

interface Outcome {
  stage: string;
  task: string;
  seconds: number;
  ok: boolean;
}

/** Runs one task with the project's binaries on the path; its output is kept and printed once it ends (or live, when `live`). */
function run(task: Task, live: boolean): Promise<{ ok: boolean; seconds: number; failures: string[] }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(task.command[0], task.command.slice(1), {
      env: { ...process.env, ...task.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    const keep = (chunk: Buffer) => {
      output.push(chunk);
      if (live) process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      const text = Buffer.concat(output);
      if (!live) {
        console.log(`\n── ${task.name} (${seconds.toFixed(0)} s) ${"─".repeat(Math.max(0, 70 - task.name.length))}`);
        process.stdout.write(text);
      }
      const named = code === 0 ? [] : failuresIn(text.toString());
      resolve({ ok: code === 0, seconds, failures: code !== 0 && !named.length ? [`failed (exit ${code ?? "by a signal"}): see its output above`] : named });
    });
  });
}

/**
 * What a failed task names as failed: our Vitest reporter's "✗" lines, or else the lines that
 * start with "FAIL:" (a performance gate as it fails; not its row in the closing table, "FAIL  "),
 * "FAIL " (a budget), ❌ (the browser tests) or × (the linter), and the type checker's errors.
 */
function failuresIn(output: string): string[] {
  const lines = stripVTControlCharacters(output)
    .split("\n")
    .map((line) => line.trim());
  const ours = lines.filter((line) => line.startsWith("✗ "));
  return [...new Set(ours.length ? ours : lines.filter((line) => /^(FAIL:? \S|❌|× )|error TS\d+:/.test(line)))];
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((s) => s.name === name));
if (unknown.length) {
  console.error(`Unknown stage: ${unknown.join(", ")}. The stages: ${STAGES.map((s) => s.name).join(", ")}.`);
  process.exit(2);
}

const chosen = STAGES.filter((s) => !wanted.length || wanted.includes(s.name));
if (chosen.some((s) => s.browser) && !existsSync(chromiumLaunch.executablePath)) {
  console.error(
    `No Chromium at ${chromiumLaunch.executablePath}: the browser tests, the journeys and the measures run in it.\n` +
      "On Debian or Ubuntu: sudo apt-get install chromium. Elsewhere, name yours in CHROME_PATH.",
  );
  process.exit(1);
}

const started = performance.now();
const outcomes: Outcome[] = [];
/** Every failure the failed tasks name, repeated last: a log cut to its end still says what failed. */
const failed: string[] = [];
for (const stage of chosen) {
  const stageStarted = performance.now();
  const results = await Promise.all(stage.tasks.map((task) => run(task, stage.tasks.length === 1)));
  results.forEach(({ failures, ...r }, i) => {
    outcomes.push({ stage: stage.name, task: stage.tasks[i].name, ...r });
    for (const line of failures) failed.push(`${stage.tasks[i].name}: ${line}`);
  });
  const stageFailed = results.some((r) => !r.ok);
  console.log(`\n${stageFailed ? "✗" : "✓"} ${stage.name}: ${((performance.now() - stageStarted) / 1000).toFixed(0)} s`);
  if (stageFailed) break;
}

const total = (performance.now() - started) / 1000;
const clock = (s: number) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, "0")} s`;
console.log("\nstage     task                              time     result");
for (const o of outcomes) console.log(`${o.stage.padEnd(9)} ${o.task.padEnd(33)} ${`${o.seconds.toFixed(0)} s`.padStart(6)}   ${o.ok ? "passed" : "FAILED"}`);
const ok = outcomes.every((o) => o.ok) && outcomes.length === chosen.flatMap((s) => s.tasks).length;
console.log(`\n${ok ? "All passed" : "FAILED"} in ${clock(total)}.`);
if (failed.length) {
  const SHOWN = 12;
  console.log(`\nWhat failed${failed.length > SHOWN ? ` (the first ${SHOWN} of ${failed.length})` : ""}:`);
  for (const line of failed.slice(0, SHOWN)) console.log(`  ${line.length > 300 ? `${line.slice(0, 299)}…` : line}`);
}
process.exit(ok ? 0 : 1);
