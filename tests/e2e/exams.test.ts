import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browsing, heardEvents, listenForEvents, toast, unexpected } from "./browsing.ts";
import { type Stack, startStack } from "./stack.ts";

let stack: Stack;
const { visit, fresh } = browsing(() => stack);
/** Each question's right answer, read from the seeded database: the learner in these journeys knows them. */
const right = new Map<number, number>();

beforeAll(async () => {
  stack = await startStack({
    prepare(db) {
      // An exam whose retake wait is already over once an attempt ends: what a visit finds a day later.
      db.prepare("UPDATE tests SET retake_delay_seconds = 0 WHERE slug = ?").run(NO_WAIT);
      for (const row of db.prepare("SELECT question_id, id FROM answers WHERE is_correct = 1").all() as { question_id: number; id: number }[])
        right.set(row.question_id, row.id);
    },
  });
});

afterAll(async () => {
  await stack?.close();
});

const PAYS = "670000123";
const NO_WAIT = "first-aid-and-community-health";

/** How many attempts this page's device holds (the exam runner's copies in IndexedDB). */
const deviceCopies = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open("lp-durable");
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains("exam-attempts")) return resolve(0);
          const keys = db.transaction("exam-attempts").objectStore("exam-attempts").getAllKeys();
          keys.onsuccess = () => resolve(keys.result.filter((k) => String(k).endsWith("#state")).length);
          keys.onerror = () => reject(keys.error);
        };
      }),
  );

interface Exam {
  id: number;
  slug: string;
  title: string;
  duration: number;
  total_questions: number;
}
const exam = async (slug: string) => (await stack.api<{ data: Exam }>("GET", `/exams/${slug}`)).body.data;

/** A new learner, enrolled through the API in a free exam. */
async function enrolled(slug: string) {
  const learner = await stack.register();
  const e = await exam(slug);
  expect((await stack.api("POST", `/exams/${e.id}/enroll`, {}, learner.token)).status).toBe(200);
  return { ...learner, exam: e };
}

const modal = (page: Page, tag = "lp-exam-runner"): Locator => page.locator(tag).getByRole("dialog").first();
const questionNumber = (page: Page, tag?: string) => modal(page, tag).locator(".runner-question-number");
const button = (scope: Locator, name: string) => scope.getByRole("button", { name, exact: true });

/** The question on screen's id (its radios are named after it). */
async function questionId(page: Page, tag?: string): Promise<number> {
  const name = await modal(page, tag).locator("input[type=radio]").first().getAttribute("name");
  return Number(name?.slice(2));
}

/** Picks the right answer of the question on screen, or a wrong one. */
async function answer(page: Page, correctly: boolean, tag?: string): Promise<number> {
  const id = await questionId(page, tag);
  const radios = modal(page, tag).locator("input[type=radio]");
  const values = await radios.evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)));
  const pick = correctly ? right.get(id)! : values.find((v) => v !== right.get(id))!;
  await modal(page, tag).locator(`input[type=radio][value="${pick}"]`).check();
  return id;
}

/** Answers every question left (NEXT, then FINISH), right or wrong as `correctly` says. */
async function answerTheRest(page: Page, correctly: (id: number) => boolean, tag?: string) {
  for (;;) {
    const id = await questionId(page, tag);
    await answer(page, correctly(id), tag);
    const finish = button(modal(page, tag), "FINISH");
    if (await finish.count()) return finish.click();
    await button(modal(page, tag), "NEXT").click();
    await expect.poll(() => questionId(page, tag)).not.toBe(id);
  }
}

/** Seconds on a clock written m:ss or h:mm:ss. */
const seconds = (clock: string) => clock.split(":").reduce((total, part) => total * 60 + Number(part), 0);
const timeLeft = async (page: Page) =>
  seconds((await modal(page).locator(".runner-dial", { hasText: "Time left" }).locator(".runner-dial-clock").textContent()) ?? "");

async function startExam(page: Page) {
  await page.getByRole("button", { name: "Start Exam", exact: true }).click();
  await button(modal(page), "Start").click();
  await questionNumber(page).waitFor();
}

describe("exams", () => {
  it("enrols in a free exam after the confirmation; the page reloads a second later with Start Exam", async () => {
    const learner = await stack.register();
    const { page, errors } = await visit("/account/exams/mental-arithmetic-sprint", learner.token);
    await page.getByRole("button", { name: "Enroll Now", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Enrollment" });
    await dialog.getByText("for free").waitFor();
    await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
    await toast(page, "Enrollment successful!").waitFor();
    await page.getByRole("button", { name: "Start Exam", exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.locator("lp-exam-detail .ed-pricing").count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  it("pays for a paid exam with mobile money: processing, success, then Start Exam", async () => {
    const learner = await stack.register();
    const { page, errors } = await visit("/account/exams/gce-o-level-mathematics-practice-test", learner.token);
    await page.getByText("One-time payment for lifetime access").waitFor();
    await page.getByRole("button", { name: "Enroll Now", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Enrollment" });
    await dialog.getByLabel("Payer name").fill("Esi Tester");
    await dialog.getByLabel("Payer phone number").fill(PAYS);
    await dialog.getByRole("button", { name: /^Pay / }).click();
    // The operator here answers in 200 ms: the processing dialog may come and go unseen.
    await toast(page, "Payment processed successfully!").waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Start Exam", exact: true }).waitFor({ timeout: 10_000 });
    expect(unexpected(errors)).toEqual([]);
  });

  it("takes an exam with SKIP and BACK, resumes after a reload with the same answers and the server's time, then shows the results, the history and the solution", async () => {
    const learner = await enrolled("mental-arithmetic-sprint");
    const t = await visit(`/account/exams/${learner.exam.slug}`, learner.token);
    const { page, errors } = t;
    // From the reload below on, the page listens as an embedding site would.
    await listenForEvents(t, ["lp-exam-submit"]);
    page.on("dialog", (d) => void d.accept());
    await startExam(page);
    expect(await questionNumber(page).textContent()).toBe(`Question 1 of ${learner.exam.total_questions}`);
    expect(await button(modal(page), "NEXT").isDisabled()).toBe(true);
    expect(await button(modal(page), "BACK").isDisabled()).toBe(true);

    const first = await answer(page, true);
    await button(modal(page), "NEXT").click();
    const skipped = await questionId(page);
    await button(modal(page), "SKIP").click();
    await expect.poll(() => questionId(page)).not.toBe(skipped);
    expect(await questionNumber(page).textContent()).toBe(`Question 2 of ${learner.exam.total_questions}`);
    const third = await answer(page, true);
    await button(modal(page), "BACK").click();
    await expect.poll(() => questionId(page)).toBe(first);
    expect(
      await modal(page)
        .locator(`input[value="${right.get(first)}"]`)
        .isChecked(),
    ).toBe(true);
    await button(modal(page), "NEXT").click();
    await expect.poll(() => questionId(page)).toBe(third);
    await button(modal(page), "NEXT").click();
    await expect.poll(() => questionNumber(page).textContent()).toBe(`Question 3 of ${learner.exam.total_questions}`);
    const atThird = await questionId(page);
    await page.waitForTimeout(2000);

    // A reload (here, the learner's) opens the attempt again: the same question, the same answers, the time not reset.
    await page.reload();
    await questionNumber(page).waitFor({ timeout: 10_000 });
    expect(await questionNumber(page).textContent()).toBe(`Question 3 of ${learner.exam.total_questions}`);
    expect(await questionId(page)).toBe(atThird);
    expect(await modal(page).getByText(`2 of ${learner.exam.total_questions} answered`).count()).toBe(1);
    const paper = (
      await stack.api<{ attempt: { deadline_at: string; server_time: string } }>("GET", `/exams/${learner.exam.id}/questions`, undefined, learner.token)
    ).body;
    const serverLeft = (Date.parse(paper.attempt.deadline_at) - Date.parse(paper.attempt.server_time)) / 1000;
    expect(serverLeft).toBeLessThan(learner.exam.duration * 60 - 2);
    expect(Math.abs((await timeLeft(page)) - serverLeft)).toBeLessThanOrEqual(3);

    // The skipped question comes last.
    await answerTheRest(page, () => true);
    await modal(page).locator(".runner-completion").waitFor({ timeout: 10_000 });
    expect(await modal(page).locator(".runner-completion h3").textContent()).toBe("Outstanding work!");
    expect(await modal(page).locator(".runner-completion .runner-badge").textContent()).toBe("Passed");
    expect(await modal(page).locator(".runner-topic").count()).toBeGreaterThan(0);
    expect(await modal(page).locator(".runner-attempt").count()).toBe(1);
    const history = (await stack.api<{ data: { score: number; correct: number }[] }>("GET", `/exams/${learner.exam.id}/history`, undefined, learner.token)).body
      .data;
    expect(history).toHaveLength(1);
    expect(history[0].correct).toBe(learner.exam.total_questions);
    expect(await heardEvents(page)).toEqual([{ type: "lp-exam-submit", detail: { id: learner.exam.id, score: history[0].score, passed: true } }]);

    await button(modal(page), "VIEW SOLUTION").click();
    await modal(page).locator(".runner-solved").first().waitFor();
    expect(await modal(page).locator(".runner-solved").count()).toBe(learner.exam.total_questions);
    expect(await modal(page).locator(".runner-overview").count()).toBe(0);
    await button(modal(page), "Back to results").click();
    await modal(page).locator(".runner-overview").waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it("keeps taking while the network is down, says the answers are kept, and submits them when it returns; a fail counts down to the retake", async () => {
    const learner = await enrolled("english-grammar-essentials");
    const t = await fresh(learner.token);
    await listenForEvents(t, ["lp-exam-submit"]);
    await t.page.goto(`${stack.siteUrl}/account/exams/${learner.exam.slug}`);
    const { page } = t;
    await startExam(page);
    await answer(page, true);
    await button(modal(page), "NEXT").click();
    await t.context.setOffline(true);
    // The answer given offline cannot reach the API: the learner is told it is kept.
    await answer(page, false);
    await modal(page).getByText("Connection lost.", { exact: false }).waitFor();
    await answerTheRest(page, () => false);
    await modal(page).getByText("Your answers are kept on this device.", { exact: false }).waitFor();
    const before = await stack.api<{ data: unknown[] }>("GET", `/exams/${learner.exam.id}/history`, undefined, learner.token);
    expect(before.body.data).toHaveLength(0);
    await t.context.setOffline(false);
    await modal(page).locator(".runner-completion").waitFor({ timeout: 35_000 });
    expect(await modal(page).locator(".runner-completion .runner-badge").textContent()).toBe("Failed");
    expect(await button(modal(page), "RETAKE TEST").isDisabled()).toBe(true);
    expect(await button(modal(page), "VIEW SOLUTION").isDisabled()).toBe(true);
    expect(await modal(page).locator(".runner-countdown").textContent()).toMatch(/^Next attempt in (00:59:\d\d|01:00:00)$/);
    const history = (await stack.api<{ data: { correct: number; score: number }[] }>("GET", `/exams/${learner.exam.id}/history`, undefined, learner.token)).body
      .data;
    expect(history.map((h) => h.correct)).toEqual([1]);
    // Sent once, when the answers kept through the outage reached the platform and were marked.
    expect(await heardEvents(page)).toEqual([{ type: "lp-exam-submit", detail: { id: learner.exam.id, score: history[0].score, passed: false } }]);
  });

  it("resumes on another device with the answers given on the first, where the API keeps them", async () => {
    const learner = await enrolled("digital-literacy-and-online-safety-test");
    const phone = await visit(`/account/exams/${learner.exam.slug}`, learner.token);
    await startExam(phone.page);
    const first = await answer(phone.page, true);
    await button(modal(phone.page), "NEXT").click();
    const second = await answer(phone.page, true);
    await button(modal(phone.page), "NEXT").click();
    await expect.poll(() => questionNumber(phone.page).textContent()).toBe(`Question 3 of ${learner.exam.total_questions}`);
    // The phone dies here; the learner opens the exam on a laptop.
    await expect
      .poll(
        async () =>
          (await stack.api<{ attempt: { saved: { responses: unknown[] } | null } }>("GET", `/exams/${learner.exam.id}/questions`, undefined, learner.token))
            .body.attempt.saved?.responses.length,
      )
      .toBe(2);
    await phone.context.close();
    const laptop = await visit(`/account/exams/${learner.exam.slug}`, learner.token);
    await laptop.page.getByRole("button", { name: "Start Exam", exact: true }).click();
    await button(modal(laptop.page), "Start").click();
    await questionNumber(laptop.page).waitFor();
    expect(await questionNumber(laptop.page).textContent()).toBe(`Question 3 of ${learner.exam.total_questions}`);
    await button(modal(laptop.page), "BACK").click();
    await expect.poll(() => questionId(laptop.page)).toBe(second);
    expect(
      await modal(laptop.page)
        .locator(`input[value="${right.get(second)}"]`)
        .isChecked(),
    ).toBe(true);
    await button(modal(laptop.page), "BACK").click();
    await expect.poll(() => questionId(laptop.page)).toBe(first);
    expect(
      await modal(laptop.page)
        .locator(`input[value="${right.get(first)}"]`)
        .isChecked(),
    ).toBe(true);
  });

  it("warns after 29 s away from the tab and ends the exam after 31 s, by the clock, not by a timer", async () => {
    const learner = await enrolled("french-a1-placement-test");
    const t = await fresh(learner.token);
    const { page } = t;
    // The tab's visibility as the browser would report it when the learner switches away.
    await t.context.addInitScript(() => {
      let hidden = false;
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
      Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
      (window as unknown as { setHidden: (h: boolean) => void }).setHidden = (h) => {
        hidden = h;
        document.dispatchEvent(new Event("visibilitychange"));
      };
    });
    await page.clock.install();
    await page.goto(`${stack.siteUrl}/account/exams/${learner.exam.slug}`);
    await startExam(page);
    await answer(page, true);
    const away = async (ms: number) => {
      await page.evaluate(() => (window as unknown as { setHidden: (h: boolean) => void }).setHidden(true));
      await page.clock.fastForward(ms);
      await page.evaluate(() => (window as unknown as { setHidden: (h: boolean) => void }).setHidden(false));
    };
    await away(29_000);
    await modal(page).getByText("You left the exam for 29 seconds.", { exact: false }).waitFor();
    expect(await questionNumber(page).count()).toBe(1);
    await away(31_000);
    await page.getByRole("dialog", { name: "Exam Ended" }).waitFor();
    await expect
      .poll(async () => (await stack.api<{ data: unknown[] }>("GET", `/exams/${learner.exam.id}/history`, undefined, learner.token)).body.data.length)
      .toBe(1);
  });

  it("opens the course's assessment from the course player and takes it", async () => {
    const learner = await stack.register();
    const course = (await stack.api<{ course: { id: number; slug: string } }>("GET", "/courses/web-development-foundations-with-html-and-css")).body.course;
    expect((await stack.api("POST", `/courses/${course.id}/enroll`, {}, learner.token)).status).toBeLessThan(300);
    const t = await fresh(learner.token);
    await listenForEvents(t, ["lp-assessment-submit", "lp-exam-submit"]);
    await t.page.goto(`${stack.siteUrl}/account/courses/${course.slug}`);
    const { page, errors } = t;
    const tag = "lp-assessment-runner";
    await page.getByRole("button", { name: "Take Assessment", exact: true }).click();
    await button(modal(page, tag), "Start").click();
    await questionNumber(page, tag).waitFor();
    await answerTheRest(page, () => true, tag);
    await modal(page, tag).locator(".runner-completion").waitFor({ timeout: 10_000 });
    expect(await modal(page, tag).locator(".runner-completion .runner-badge").textContent()).toBe("Passed");
    const assessmentId = Number(await page.locator(tag).getAttribute("assessment-id"));
    const history = (await stack.api<{ data: { score: number }[] }>("GET", `/assessments/${assessmentId}/history`, undefined, learner.token)).body.data;
    expect(await heardEvents(page)).toEqual([{ type: "lp-assessment-submit", detail: { id: assessmentId, score: history[0].score, passed: true } }]);
    expect(unexpected(errors)).toEqual([]);
  });
});

describe("an attempt this device holds, which the server has since closed", () => {
  it("opens nothing by itself and starts no attempt, during the retake wait or after it: its answers are sent, then forgotten", async () => {
    for (const slug of ["crop-and-livestock-production-basics", NO_WAIT]) {
      const learner = await enrolled(slug);
      const t = await visit(`/account/exams/${slug}`, learner.token);
      t.page.on("dialog", (d) => void d.accept());
      await startExam(t.page);
      const id = await answer(t.page, true);
      await expect.poll(() => deviceCopies(t.page)).toBe(1);
      // Another device submits the same attempt: the server closes it.
      const elsewhere = await stack.api(
        "POST",
        `/exams/${learner.exam.id}/submit`,
        { responses: [{ question_id: id, answer_id: right.get(id), time_taken: 5 }] },
        learner.token,
      );
      expect(elsewhere.status).toBe(200);
      const seen = t.requests.length;
      await t.page.reload();
      await t.page.getByRole("button", { name: "Start Exam", exact: true }).waitFor();
      await expect.poll(() => deviceCopies(t.page)).toBe(0);
      expect(await modal(t.page).count(), slug).toBe(0);
      // Only a press of Start asks for the questions, which is what starts an attempt.
      expect(
        t.requests.slice(seen).filter((r) => r.url.includes("/questions")),
        slug,
      ).toEqual([]);
      // The held answers sent to the attempt the server closed may be refused (409) before the
      // device learns it is closed: the browser logs that refusal, which the runner expects.
      expect(unexpected(t.errors, 409), slug).toEqual([]);
    }
  });
});
