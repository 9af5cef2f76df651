import type { Database } from "../../reference-api/src/db/connection.ts";
import type { Stack } from "../e2e/stack.ts";
import { median, ms, type Report } from "./report.ts";

/**
 * Moving to the next lesson in the course player, on a CPU four times slower: the time from the
 * key press to the next paint, on a 60-lesson course and on a short one (the baseline), median of
 * the presses. The demo learner's course is lengthened to 60 lessons in the seeded database (its own
 * lessons again, in more modules), so the page, the API and the data are the real ones.
 * Fails when the long course is more than 3x slower than the short one (the outline must not
 * make each step slower), and reports the median against the 50 ms target.
 */
const LONG = "web-development-foundations-with-html-and-css";
const SHORT = "first-aid-essentials-in-one-hour";
const LESSONS = 60;
const TARGET_MS = 50;
const MAX_RATIO = 3;

/** Lengthens the demo learner's course to 60 lessons: given to the stack before it starts. */
export function lengthenCourse(db: Database): void {
  const course = db.prepare("SELECT id FROM courses WHERE slug = ?").get(LONG) as { id: number };
  const lessons = db.prepare("SELECT * FROM lessons WHERE course_id = ? AND type != 'quiz' ORDER BY id").all(course.id) as Record<string, unknown>[];
  let count = (db.prepare("SELECT COUNT(*) n FROM lessons WHERE course_id = ?").get(course.id) as { n: number }).n;
  const addModule = db.prepare("INSERT INTO modules (course_id, position, title) VALUES (?, ?, ?)");
  const addLesson = db.prepare(
    "INSERT INTO lessons (module_id, course_id, position, type, title, sub_text, description, data_json, quiz_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)",
  );
  for (let m = 0; count < LESSONS; m++) {
    const moduleId = Number(addModule.run(course.id, 100 + m, `Practice module ${m + 1}`).lastInsertRowid);
    for (let position = 0; position < 8 && count < LESSONS; position++, count++) {
      const lesson = lessons[(m * 8 + position) % lessons.length];
      addLesson.run(moduleId, course.id, position, lesson.type, `${lesson.title} (practice ${m + 1})`, lesson.sub_text, lesson.description, lesson.data_json);
    }
  }
}

export async function nextLesson(stack: Stack, token: string, report: Report): Promise<void> {
  async function measure(slug: string, presses: number): Promise<{ times: number[]; total: number }> {
    const { page, context } = await stack.newPage();
    await context.addInitScript((value) => sessionStorage.setItem("authToken", value), token);
    await page.goto(`${stack.siteUrl}/account/courses/${slug}`);
    const heading = page.locator("lp-course-player .cp-lesson-heading");
    await heading.waitFor();
    const total = await page.locator("lp-course-player .cp-lesson").count();
    // Back to the first lesson, then the CPU slows down.
    await page.locator("lp-course-player .cp-lesson").first().click();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.evaluate(() => {
      const w = window as unknown as { stepTimes: number[] };
      w.stepTimes = [];
      window.addEventListener(
        "keydown",
        (event) => {
          if (event.key !== "ArrowRight") return;
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => w.stepTimes.push(performance.now() - start), 0));
        },
        { capture: true },
      );
    });
    for (let i = 0; i < Math.min(presses, total - 1); i++) {
      const before = await heading.textContent();
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction(
        (previous) => document.querySelector("lp-course-player")?.shadowRoot?.querySelector(".cp-lesson-heading")?.textContent !== previous,
        before,
      );
      await page.waitForTimeout(150);
    }
    const times = await page.evaluate(() => (window as unknown as { stepTimes: number[] }).stepTimes);
    await context.close();
    return { times, total };
  }

  const short = await measure(SHORT, 10);
  // Forty steps through the sixty-lesson outline: enough for a median, and each step the outline's whole size.
  const long = await measure(LONG, 40);
  if (long.total < LESSONS) throw new Error(`The long course has ${long.total} lessons, not ${LESSONS}`);
  const base = median(short.times);
  const m = median(long.times);
  const ratio = m / base;
  console.log(`Next lesson (arrow key → next paint), 4x CPU: ${long.total}-lesson course vs a ${short.total}-lesson course`);
  console.log(`  ${long.total} lessons: median ${ms(m)}, worst ${ms(Math.max(...long.times))} over ${long.times.length} steps (target ${TARGET_MS} ms)`);
  console.log(`  ${short.total} lessons: median ${ms(base)} over ${short.times.length} steps; ratio ${ratio.toFixed(2)}x (fails over ${MAX_RATIO}x)`);
  report.gate(`${long.total} lessons / ${short.total} lessons`, `${ratio.toFixed(2)}x`, `at most ${MAX_RATIO}x`, ratio <= MAX_RATIO);
  report.report(`${long.total} lessons, median`, ms(m), `target ${TARGET_MS} ms`, m <= TARGET_MS);
}
