import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { at, browsing, signInThroughForm, toast, unexpected } from "./browsing.ts";
import { DEMO, type Stack, startStack } from "./stack.ts";

/**
 * The widgets against an API that has only the contract: the calls it lists and the fields it
 * names (the reference API's spec-only mode). This is how we know they work on the platform's own
 * API, which promises no more.
 */
let stack: Stack;
const { visit } = browsing(() => stack);

interface Listed {
  id: number;
  slug: string;
  title: string;
  pricing: string;
}

beforeAll(async () => {
  stack = await startStack({ contract: "spec" });
});
afterAll(async () => {
  await stack?.close();
});

const enrollNow = (page: Page) => page.getByRole("button", { name: "Enroll Now", exact: true });

describe("against the contract alone", () => {
  it("the API really is the contract's: no payment status call, no extra fields", async () => {
    const course = (await stack.api<{ data: Listed[] }>("GET", "/courses?page=1")).body.data[0];
    const detail = (await stack.api<{ course: Record<string, unknown> & { organization: object } }>("GET", `/courses/${course.slug}`)).body.course;
    expect(detail).not.toHaveProperty("has_access_code");
    expect(detail.organization).not.toHaveProperty("id");
    expect((await stack.api("GET", "/payments/LP-ANY")).status).toBe(404);
  });

  it("signs in and shows the learner area: the dashboard's figures, notifications and payments", async () => {
    const { page, errors } = await visit("/signin");
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await at(page, "/account/dashboard");
    await page.locator('lp-dashboard [data-figure="points"] dd').waitFor();
    await page.locator("lp-dashboard lp-course-carousel .course-card").first().waitFor();
    await page.goto(`${stack.siteUrl}/account/notifications`);
    await page.locator("lp-notification-list li").first().waitFor();
    await page.goto(`${stack.siteUrl}/account/payments`);
    await page.locator("lp-payment-history li").first().waitFor();
    expect(await page.locator("lp-payment-history .lp-error").count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  it("never calls a real certificate non-existent: without the public certificate call, the page says it cannot check from here", async () => {
    const token = (await stack.api<{ authorization: { token: string } }>("POST", "/login", DEMO)).body.authorization.token;
    const mine = (await stack.api<{ data: { certificate_number: string }[] }>("GET", "/my-certificates", undefined, token)).body.data;
    const { page } = await visit(`/certificate/${mine[0].certificate_number}`);
    const certificate = page.locator("lp-certificate");
    await certificate.getByText("This platform cannot check certificates from here.", { exact: false }).waitFor();
    expect(await certificate.getByText("This certificate number does not exist").count()).toBe(0);
  });

  it("browses the catalogue and opens a course page with its price, outline and access-code box", async () => {
    const { page, errors } = await visit("/courses");
    const cards = page.locator("lp-course-catalogue .course-card");
    await cards.first().waitFor();
    await expect.poll(() => page.locator("lp-course-catalogue .catalogue-count").textContent()).toMatch(/\d+ courses? found/);
    // A paid course's card shows what it costs (a listed course carries only its sale price here).
    expect(await page.locator("lp-course-catalogue .course-card-price").first().textContent()).toMatch(/XAF|FREE/);
    await cards.first().click();
    await page.locator("lp-course-detail h1").waitFor();
    await page.locator("lp-course-detail .cd-module").first().waitFor();
    await page.getByLabel("Enroll with Access Code").waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it("shows an organization's page with its counts", async () => {
    const org = (await stack.api<{ data: { slug: string }[] }>("GET", "/organizations")).body;
    const { page, errors } = await visit(`/organizations/${org.data[0].slug}`);
    await page.locator("lp-organization-profile h1").waitFor();
    expect(await page.locator('lp-organization-profile [data-figure="followers"] dd').textContent()).toMatch(/\d/);
    expect(unexpected(errors)).toEqual([]);
  });

  it("enrols with an access code", async () => {
    const slug = "computer-networking-essentials";
    const account = await stack.register();
    const { page, errors } = await visit(`/courses/${slug}`, account.token);
    await page.getByLabel("Enroll with Access Code").fill("CAMPUS-2026");
    await page.getByRole("button", { name: "Enroll", exact: true }).click();
    await at(page, `/account/courses/${slug}`);
    expect(unexpected(errors)).toEqual([]);
  });

  it("pays with mobile money, the realtime event's status alone deciding", async () => {
    const paid = (await stack.api<{ data: Listed[] }>("GET", "/courses?pricing=paid")).body.data;
    let course: Listed | undefined;
    for (const row of paid) {
      const detail = (await stack.api<{ course: { pricing_model: string } }>("GET", `/courses/${row.slug}`)).body.course;
      if (detail.pricing_model !== "bulk" && row.slug !== "computer-networking-essentials") {
        course = row;
        break;
      }
    }
    expect(course).toBeTruthy();
    const account = await stack.register();
    const { page, errors, requests } = await visit(`/courses/${course!.slug}`, account.token);
    await enrollNow(page).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Enrollment" });
    await dialog.getByLabel("Payer name").fill("Esi Tester");
    await dialog.getByLabel("Payer phone number").fill("+237 670 000 123");
    await dialog.getByRole("button", { name: /^Pay / }).click();
    // The course player, where the success is said (the operator answers at once here).
    await at(page, `/account/courses/${course!.slug}`);
    await toast(page, "Payment processed successfully!").waitFor();
    // The status call the contract lacks was tried once (it is an extra), answered 404, and not asked again.
    expect(requests.filter((r) => new URL(r.url).pathname.startsWith("/api/payments/")).length).toBeLessThanOrEqual(1);
    expect(unexpected(errors, 404)).toEqual([]);
  });

  it("learns in the course player: a lesson marked complete reaches the server and the progress shows it", async () => {
    const slug = "computer-networking-essentials";
    const account = await stack.register();
    const course = (await stack.api<{ course: { id: number } }>("GET", `/courses/${slug}`)).body.course;
    expect((await stack.api("POST", `/courses/${course.id}/enroll-with-access-code`, { access_code: "CAMPUS-2026" }, account.token)).status).toBeLessThan(300);
    const { page, errors } = await visit(`/account/courses/${slug}`, account.token);
    const player = page.locator("lp-course-player");
    await player.locator(".cp-lesson-heading").waitFor();
    const markable = player.locator(".cp-lesson", { has: page.locator(".cp-lesson-type", { hasNotText: /^(Quiz|Flashcards)$/ }) }).first();
    await markable.click();
    await player.getByRole("button", { name: "Mark as Complete" }).click();
    const progress = async () =>
      (await stack.api<{ data: { learning_progress: { lessons_completed: number[] } } }>("GET", `/courses/${slug}/content`, undefined, account.token)).body.data
        .learning_progress.lessons_completed.length;
    await expect.poll(progress, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => player.locator(".cp-progress-text").textContent()).not.toBe("0% completed");
    expect(unexpected(errors)).toEqual([]);
  });

  it("takes an exam with no attempt in the answers: the device alone carries it over a reload, and the submission is graded", async () => {
    const learner = await stack.register();
    const exam = (await stack.api<{ data: { id: number; slug: string; total_questions: number } }>("GET", "/exams/mental-arithmetic-sprint")).body.data;
    expect((await stack.api("POST", `/exams/${exam.id}/enroll`, {}, learner.token)).status).toBe(200);
    const paper = await stack.api<Record<string, unknown>>("GET", `/exams/${exam.id}/questions`, undefined, learner.token);
    expect(paper.body).not.toHaveProperty("attempt");

    const { page, errors } = await visit(`/account/exams/${exam.slug}`, learner.token);
    page.on("dialog", (d) => void d.accept());
    const modal = page.locator("lp-exam-runner").getByRole("dialog").first();
    const number = modal.locator(".runner-question-number");
    await page.getByRole("button", { name: "Start Exam", exact: true }).click();
    await modal.getByRole("button", { name: "Start", exact: true }).click();
    await number.waitFor();
    await modal.locator("input[type=radio]").first().check();
    await modal.getByRole("button", { name: "NEXT", exact: true }).click();
    await expect.poll(() => number.textContent()).toBe(`Question 2 of ${exam.total_questions}`);
    await page.reload();
    await number.waitFor({ timeout: 10_000 });
    expect(await number.textContent()).toBe(`Question 2 of ${exam.total_questions}`);
    for (;;) {
      await modal.locator("input[type=radio]").first().check();
      const finish = modal.getByRole("button", { name: "FINISH", exact: true });
      if (await finish.count()) {
        await finish.click();
        break;
      }
      const before = await number.textContent();
      await modal.getByRole("button", { name: "NEXT", exact: true }).click();
      await expect.poll(() => number.textContent()).not.toBe(before);
    }
    await modal.locator(".runner-completion").waitFor({ timeout: 10_000 });
    const history = (await stack.api<{ data: { total: number }[] }>("GET", `/exams/${exam.id}/history`, undefined, learner.token)).body.data;
    expect(history).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
  });
});
