import { performance } from "node:perf_hooks";
import type { Database } from "../../reference-api/src/db/connection.ts";
import { DEMO, type Stack, startStack } from "../e2e/stack.ts";
import { catalogueSearch, SEARCH_COURSES } from "./catalogue-search.ts";
import { firstRender } from "./first-render.ts";
import { lighthouseMeasure } from "./lighthouse.ts";
import { lowDataBytes } from "./low-data.ts";
import { lengthenCourse, nextLesson } from "./next-lesson.ts";
import { addLongExam, nextQuestion } from "./next-question.ts";
import { repeatVisit } from "./repeat-visit.ts";
import { type Figure, Report } from "./report.ts";
import { serverDrawing } from "./server-drawing.ts";

/**
 * Every timed measure of the front end, on one stack started once: the reference API seeded with
 * a marketplace's catalogue (10,000 courses, what the search needs), the demo learner's course
 * lengthened to 60 lessons and a 200-question exam added (what the next-lesson and next-question
 * benchmarks step through), and the site in both flavours. The measures run one after another,
 * each alone on the machine. The run ends with the table of figures: which gate, which only
 * report, and their values. The bundle's sizes are checked apart (tests/perf/budgets.ts): they
 * need the build, not the stack.
 */
interface Context {
  stack: Stack;
  /** The demo learner's session. */
  token: string;
  /** The first course, organization and post of the public lists, and the demo learner's first certificate. */
  first: { course: string; organization: string; post: string; certificate: string };
}

interface Measure {
  name: string;
  run(ctx: Context, report: Report): Promise<void>;
}

const MEASURES: Measure[] = [
  {
    name: "first render: catalogue",
    run: ({ stack }, r) =>
      firstRender(stack, { path: "/courses", tag: "lp-course-catalogue", selector: ".course-card", targets: { react: 2000, lite: 1300 } }, r),
  },
  {
    name: "first render: dashboard",
    run: ({ stack, token }, r) =>
      firstRender(stack, { path: "/account/dashboard", tag: "lp-dashboard", selector: ".lp-figure", token, targets: { react: 2000 } }, r),
  },
  {
    name: "first render: course player",
    run: ({ stack, token }, r) =>
      firstRender(
        stack,
        {
          path: "/account/courses/web-development-foundations-with-html-and-css",
          tag: "lp-course-player",
          selector: ".cp-lesson-heading",
          token,
          targets: { react: 2000 },
        },
        r,
      ),
  },
  {
    name: "first render: exam",
    run: ({ stack, token }, r) =>
      firstRender(stack, { path: "/account/exams/mental-arithmetic-sprint", tag: "lp-exam-detail", selector: ".ed-title", token, targets: { react: 2000 } }, r),
  },
  {
    name: "first render: blog badge",
    run: ({ stack }, r) =>
      firstRender(stack, { path: "/", tag: "lp-certificate-badge", selector: "a.badge", blog: true, targets: { react: 1500, lite: 1500 } }, r),
  },
  {
    name: "return visit: dashboard",
    run: ({ stack, token }, r) =>
      repeatVisit(stack, { label: "/account/dashboard", path: "/account/dashboard", tag: "lp-dashboard", selector: ".lp-figure", token }, r),
  },
  {
    name: "return visit: course player",
    run: ({ stack, token }, r) =>
      repeatVisit(
        stack,
        {
          label: "the course player",
          path: "/account/courses/web-development-foundations-with-html-and-css",
          tag: "lp-course-player",
          selector: ".cp-lesson-heading",
          token,
          saved: true,
        },
        r,
      ),
  },
  { name: "server drawing", run: ({ stack, first }, r) => serverDrawing(stack, first.course, r) },
  { name: "low-data bytes", run: ({ stack, first }, r) => lowDataBytes(stack, first.course, r) },
  { name: "next lesson", run: ({ stack, token }, r) => nextLesson(stack, token, r) },
  { name: "next question", run: ({ stack }, r) => nextQuestion(stack, r) },
  { name: "catalogue search", run: ({ stack }, r) => catalogueSearch(stack, r) },
  {
    name: "Lighthouse",
    run: ({ stack, first }, r) =>
      lighthouseMeasure(
        stack,
        [
          ["/", "/"],
          ["/about", "/about"],
          ["/students", "/students"],
          ["/organizations", "/organizations"],
          ["/courses", "/courses"],
          ["/courses/{course}", `/courses/${first.course}`],
          ["/organizations/{organization}", `/organizations/${first.organization}`],
          ["/blog", "/blog"],
          ["/blog/{post}", `/blog/${first.post}`],
          ["/partner-program", "/partner-program"],
          ["/contact", "/contact"],
          ["/coming-soon", "/coming-soon"],
          ["/terms-of-service", "/terms-of-service"],
          ["/privacy-policy", "/privacy-policy"],
          ["/certificate/{certificate}", `/certificate/${first.certificate}`],
        ],
        r,
      ),
  },
];

const only = process.argv.slice(2);
const started = performance.now();
const stack = await startStack({
  flavours: ["react", "lite"],
  undrawn: true,
  courses: SEARCH_COURSES,
  prepare: (db: Database) => {
    lengthenCourse(db);
    addLongExam(db);
  },
});
console.log(
  `Stack started in ${((performance.now() - started) / 1000).toFixed(1)} s (${SEARCH_COURSES.toLocaleString("en-GB")} courses seeded, both flavours).`,
);
const figures: Figure[] = [];
const times: [string, number][] = [];
try {
  const token = (await stack.api<{ authorization: { token: string } }>("POST", "/login", DEMO)).body.authorization.token;
  const first = async (path: string, key: string, bearer?: string) =>
    String((await stack.api<{ data: Record<string, unknown>[] }>("GET", path, undefined, bearer)).body.data[0][key]);
  const ctx: Context = {
    stack,
    token,
    first: {
      course: await first("/courses", "slug"),
      organization: await first("/organizations", "slug"),
      post: await first("/posts", "slug"),
      certificate: await first("/my-certificates", "certificate_number", token),
    },
  };
  for (const measure of MEASURES.filter((m) => !only.length || only.some((o) => m.name.includes(o)))) {
    const report = new Report(measure.name);
    const measureStarted = performance.now();
    console.log("");
    try {
      await measure.run(ctx, report);
    } catch (error) {
      console.log(`  FAIL: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      report.gate("ran to the end", "threw", "no error", false);
    }
    times.push([measure.name, (performance.now() - measureStarted) / 1000]);
    figures.push(...report.figures);
  }
} finally {
  await stack.close();
}

const column = (values: string[]) => Math.max(...values.map((v) => v.length));
const rows = figures.map((f) => [f.gate ? (f.ok ? "ok" : "FAIL") : f.ok ? "met" : "not met", f.measure, f.figure, f.value, f.rule]);
const widths = [0, 1, 2, 3].map((i) => column(rows.map((r) => r[i])));
console.log("\nThe figures (ok / FAIL: a gate; met / not met: a report against its target):");
for (const row of rows) console.log(`  ${row.map((cell, i) => (i < 4 ? cell.padEnd(widths[i]) : cell)).join("  ")}`);
console.log(`\nTime per measure: ${times.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(", ")}.`);
const failed = figures.filter((f) => f.gate && !f.ok);
console.log(
  `Performance: ${figures.filter((f) => f.gate).length - failed.length} gates passed, ${failed.length} failed; ${figures.filter((f) => !f.gate && !f.ok).length} targets not met.`,
);
process.exit(failed.length ? 1 : 0);
