import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { at, browsing, choseLanguage, heardEvents, listenForEvents, toast, unexpected } from "./browsing.ts";
import { overflowAtPhoneWidths } from "./overflow.ts";
import { type Stack, startStack } from "./stack.ts";

let stack: Stack;
const { fresh, visit } = browsing(() => stack);

interface CourseRow {
  id: number;
  slug: string;
  title: string;
  pricing_model?: string;
}
interface CoursePage {
  data: CourseRow[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** A free course and a paid (non-bulk) course without an access code, read from the API. */
let freeCourse: CourseRow;
let paidCourse: CourseRow;

const PAYS = "670000123";
const DECLINED = "650000001";
const NO_ANSWER = "650000002";
/** Pays only after 6 s in this stack: long enough to reload in between. */
const SLOW = "650000003";

beforeAll(async () => {
  stack = await startStack();
  const free = await stack.api<CoursePage>("GET", "/courses?pricing=free");
  freeCourse = free.body.data[0];
  const paid = await stack.api<CoursePage>("GET", "/courses?pricing=paid");
  for (const row of paid.body.data) {
    const detail = await stack.api<{ course: CourseRow & { has_access_code: boolean; pricing_model: string } }>("GET", `/courses/${row.slug}`);
    if (detail.body.course.pricing_model !== "bulk" && !detail.body.course.has_access_code) {
      paidCourse = detail.body.course;
      break;
    }
  }
  expect(freeCourse).toBeTruthy();
  expect(paidCourse).toBeTruthy();
});

afterAll(async () => {
  await stack?.close();
});

const cards = (page: Page) => page.locator("lp-course-catalogue .course-card");
const count = (page: Page) => page.locator("lp-course-catalogue .catalogue-count");
const enrollNow = (page: Page) => page.getByRole("button", { name: "Enroll Now", exact: true });
const startLearning = (page: Page) => page.getByRole("link", { name: "Start Learning", exact: true });

async function total(query: string): Promise<CoursePage["meta"]> {
  const res = await stack.api<CoursePage>("GET", `/courses?${query}`);
  expect(res.status).toBe(200);
  return res.body.meta;
}

/** Opens the paid course's confirmation, fills the payer and pays. */
async function payFor(page: Page, phone: string) {
  await enrollNow(page).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Enrollment" });
  await dialog.waitFor();
  await dialog.getByLabel("Payer name").fill("Esi Tester");
  await dialog.getByLabel("Payer phone number").fill(phone);
  await dialog.getByRole("button", { name: /^Pay / }).click();
}

const processing = (page: Page) => page.getByRole("dialog", { name: "Processing Payment" });

/** The total line, in the words the catalogue uses for one and for many. */
const found = (n: number) => (n === 1 ? "1 course found" : `${n} courses found`);

describe("course catalogue", () => {
  it("searches after the debounce, filters by difficulty, keeps the filters over a reload, and loads more pages", async () => {
    const { page, errors, requests } = await visit("/courses");
    const all = await total("");
    await expect.poll(() => count(page).textContent()).toBe(`${all.total} courses found`);
    expect(await cards(page).count()).toBe(all.per_page);

    // Typing "design": the search runs once typing has paused for 400 ms.
    const design = await total("q=design");
    const search = page.getByLabel("Search courses");
    const searched = page.waitForRequest((r) => r.url().startsWith(stack.apiUrl) && /[?&]q=design(&|$)/.test(r.url()));
    await search.pressSequentially("design");
    const typedAt = Date.now();
    await searched;
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(300);
    await expect.poll(() => count(page).textContent()).toBe(found(design.total));
    await expect.poll(() => cards(page).count()).toBe(Math.min(design.total, design.per_page));
    const terms = requests
      .filter((r) => r.url.startsWith(stack.apiUrl))
      .map((r) => new URL(r.url).searchParams.get("q"))
      .filter(Boolean);
    expect(terms, "one search, for the whole word").toEqual(["design"]);

    // Tick a difficulty.
    const beginner = page.locator("lp-course-catalogue").getByRole("checkbox", { name: "Beginner", exact: true });
    await beginner.check();
    const designBeginner = await total("q=design&difficulty=beginner");
    expect(designBeginner.total).toBeLessThan(design.total);
    await expect.poll(() => count(page).textContent()).toBe(found(designBeginner.total));
    await expect.poll(() => cards(page).count()).toBe(designBeginner.total);
    await expect.poll(() => new URL(page.url()).search).toBe("?q=design&difficulty=beginner");

    // The filtered address survives a reload.
    await page.reload();
    await expect.poll(() => count(page).textContent()).toBe(found(designBeginner.total));
    expect(await beginner.isChecked()).toBe(true);
    expect(await page.locator("lp-course-catalogue").getByRole("checkbox", { name: "Intermediate", exact: true }).isChecked()).toBe(false);
    expect(await search.inputValue()).toBe("design");

    // Without the search, Beginner spans several pages: Load More appends a page at a time.
    const beginners = await total("difficulty=beginner");
    expect(beginners.last_page).toBeGreaterThan(1);
    await search.fill("");
    await expect.poll(() => count(page).textContent()).toBe(`${beginners.total} courses found`);
    await expect.poll(() => cards(page).count()).toBe(beginners.per_page);
    const loadMore = page.getByRole("button", { name: "Load More", exact: true });
    for (let p = 2; p <= beginners.last_page; p++) {
      await loadMore.click();
      await expect.poll(() => cards(page).count()).toBe(Math.min(beginners.total, p * beginners.per_page));
    }
    await expect.poll(() => loadMore.count()).toBe(0);
    await page.getByText(`Showing ${beginners.total} of ${beginners.total} courses`).waitFor();
    expect(unexpected(errors)).toEqual([]);
  });
});

describe("enrolment", () => {
  it("sends a visitor who presses Enroll Now to sign in, coming back to the course", async () => {
    const { page } = await visit(`/courses/${freeCourse.slug}`);
    await enrollNow(page).click();
    await at(page, "/signin");
    expect(new URL(page.url()).search).toBe(`?redirect=%2Fcourses%2F${freeCourse.slug}`);
  });

  it("enrols a signed-in learner in a free course after the confirmation, and tells the page", async () => {
    const account = await stack.register();
    const t = await fresh(account.token);
    await listenForEvents(t, ["lp-enrolment-complete"]);
    const { page, errors } = t;
    await page.goto(`${stack.siteUrl}/courses/${freeCourse.slug}`);
    await enrollNow(page).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Enrollment" });
    await dialog.getByText(`You are about to enroll in “${freeCourse.title}” for free.`).waitFor();
    await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
    await at(page, `/account/courses/${freeCourse.slug}`);
    expect(await heardEvents(page)).toEqual([{ type: "lp-enrolment-complete", detail: { kind: "course", slug: freeCourse.slug, via: "free" } }]);
    expect(unexpected(errors)).toEqual([]);
  });

  it("pays with mobile money: processing dialog, success toast, then the course player; the page hears of the payment and the enrolment", async () => {
    const account = await stack.register();
    const t = await fresh(account.token);
    await listenForEvents(t, ["lp-payment-succeed", "lp-payment-fail", "lp-enrolment-complete"]);
    const { page, errors } = t;
    await page.goto(`${stack.siteUrl}/courses/${paidCourse.slug}`);
    await payFor(page, PAYS);
    // Paid or free, an enrolment ends in the course player, where the success is said. (This
    // operator answers at once: the processing dialog may be gone before it could be seen; the
    // slow payer's journey below watches it.)
    await at(page, `/account/courses/${paidCourse.slug}`);
    await toast(page, "Payment processed successfully!").waitFor();
    const heard = await heardEvents(page);
    expect(heard.map((e) => e.type)).toEqual(["lp-payment-succeed", "lp-enrolment-complete"]);
    expect(heard[0].detail).toMatchObject({ courseSlug: paidCourse.slug, examSlug: null, transactionId: expect.any(String) });
    expect(heard[1].detail).toEqual({ kind: "course", slug: paidCourse.slug, via: "payment" });
    expect(unexpected(errors)).toEqual([]);
  });

  it("on a French phone, tells a declined payment in place, with the amount, the number and its operator, and tries again with the payer's details kept", async () => {
    const account = await stack.register();
    const t = await fresh(account.token);
    await choseLanguage(t, "fr", stack.siteUrl);
    await t.page.setViewportSize({ width: 360, height: 740 });
    await listenForEvents(t, ["lp-payment-succeed", "lp-payment-fail", "lp-enrolment-complete"]);
    const { page, errors } = t;
    await page.goto(`${stack.siteUrl}/courses/${paidCourse.slug}`);
    await page.getByRole("button", { name: "S’inscrire maintenant" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirmer l’inscription" });
    await confirm.getByLabel("Nom du payeur").fill("Awa Fotso");
    await confirm.getByLabel("Numéro de téléphone du payeur").fill(DECLINED);
    expect(await confirm.getByLabel("Numéro de téléphone du payeur").getAttribute("inputmode")).toBe("tel");
    await confirm.getByRole("button", { name: /^Payer / }).click();
    await toast(page, "Demande de paiement envoyée sur votre téléphone.").waitFor();
    // The sandbox declines this number within a fraction of a second: the waiting dialog is proved
    // with the slow number below; here, what the failure keeps of it.
    const failed = page.getByRole("dialog", { name: "Paiement non effectué" });
    await failed.waitFor({ timeout: 10_000 });
    expect(await failed.locator(".payment-facts dd").allTextContents()).toEqual([expect.stringContaining("XAF"), "6 50 00 00 01 · MTN Mobile Money"]);
    expect(await overflowAtPhoneWidths(page), "the payment dialog is wider than the phone").toEqual({});
    expect(await failed.getByRole("alert").textContent()).toBe("Le paiement a échoué. Veuillez réessayer.La demande a été refusée sur le téléphone.");
    expect(await failed.getByText("Aucun montant n’a été prélevé sur votre compte.").count()).toBe(1);
    expect((await heardEvents(page)).map((e) => [e.type, (e.detail as { courseSlug: string }).courseSlug])).toEqual([["lp-payment-fail", paidCourse.slug]]);
    await failed.getByRole("button", { name: "Réessayer" }).click();
    await confirm.waitFor();
    expect(await confirm.getByLabel("Nom du payeur").inputValue()).toBe("Awa Fotso");
    expect(await confirm.getByLabel("Numéro de téléphone du payeur").inputValue()).toBe(DECLINED);
    expect(await startLearning(page).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  it("times out after 180 s without an answer from the operator", async () => {
    const account = await stack.register();
    const t = await fresh(account.token);
    await listenForEvents(t, ["lp-payment-succeed", "lp-payment-fail", "lp-payment-timeout"]);
    await t.page.clock.install();
    await t.page.goto(`${stack.siteUrl}/courses/${paidCourse.slug}`);
    await payFor(t.page, NO_ANSWER);
    await processing(t.page).waitFor();
    await t.page.clock.runFor(180_000);
    const ended = t.page.getByRole("dialog", { name: "Payment not completed" });
    await ended.getByText("Payment processing timed out. Please try again.").waitFor();
    expect((await heardEvents(t.page)).map((e) => [e.type, (e.detail as { courseSlug: string }).courseSlug])).toEqual([
      ["lp-payment-timeout", paidCourse.slug],
    ]);
    await ended.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => ended.isVisible()).toBe(false);
    expect(await enrollNow(t.page).isVisible()).toBe(true);
  });

  it("keeps the processing dialog up, and finishes a payment that was pending when the learner reloaded the page", async () => {
    const account = await stack.register();
    const { page, errors } = await visit(`/courses/${paidCourse.slug}`, account.token);
    await payFor(page, SLOW);
    await processing(page).waitFor();
    // While it waits: what to do on the phone, the amount, the number charged and its operator.
    expect(await processing(page).getByText("Approve the request on your phone", { exact: false }).count()).toBe(1);
    expect(await processing(page).locator(".payment-facts dd").allTextContents()).toEqual([expect.stringContaining("XAF"), "6 50 00 00 03 · MTN Mobile Money"]);
    // Not dismissible: no close button, and Escape leaves it up (this payment takes seconds to answer).
    expect(await processing(page).getByRole("button", { name: "Close", exact: true }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await page.waitForTimeout(200);
    expect(await processing(page).isVisible()).toBe(true);
    await page.waitForFunction(() => localStorage.getItem("lpPendingPayment") !== null, undefined, { polling: 10 });
    await page.reload();
    // The reloaded page picks the payment up again: the processing dialog is back, then the answer.
    await processing(page).waitFor({ timeout: 5_000 });
    expect(await startLearning(page).count()).toBe(0);
    await toast(page, "Payment processed successfully!").waitFor({ timeout: 15_000 });
    await at(page, `/account/courses/${paidCourse.slug}`);
    expect(await page.getByRole("dialog", { name: "Payment not completed" }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("lpPendingPayment"))).toBe(null);
    expect(unexpected(errors)).toEqual([]);
  });

  it("refuses a wrong access code with the server's message and enrols with the right one", async () => {
    const slug = "computer-networking-essentials";
    const course = (await stack.api<{ course: CourseRow }>("GET", `/courses/${slug}`)).body.course;
    // The server's own refusal, asked with another account.
    const other = await stack.register();
    const refusal = await stack.api<{ message: string }>("POST", `/courses/${course.id}/enroll-with-access-code`, { access_code: "WRONG-2026" }, other.token);
    expect(refusal.status).toBeGreaterThanOrEqual(400);
    expect(refusal.body.message).toBeTruthy();

    const account = await stack.register();
    const { page, errors } = await visit(`/courses/${slug}`, account.token);
    const field = page.getByLabel("Enroll with Access Code");
    await field.fill("WRONG-2026");
    await page.getByRole("button", { name: "Enroll", exact: true }).click();
    await toast(page, refusal.body.message).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/courses/${slug}`);

    await field.fill("CAMPUS-2026");
    await page.getByRole("button", { name: "Enroll", exact: true }).click();
    await at(page, `/account/courses/${slug}`);
    expect(unexpected(errors, refusal.status)).toEqual([]);
  });
});

describe("organization and reviews", () => {
  it("follows and unfollows an organization, the follower count moving by one each way", async () => {
    const orgs = await stack.api<{ data: { id: number; slug: string; followers: number }[] }>("GET", "/organizations");
    const org = orgs.body.data[0];
    const account = await stack.register();
    const t = await fresh(account.token);
    await listenForEvents(t, ["lp-follow-change"]);
    await t.page.goto(`${stack.siteUrl}/organizations/${org.slug}`);
    const { page, errors } = t;
    const followers = page.locator('lp-organization-profile [data-figure="followers"] dd');
    await followers.waitFor();
    const before = Number((await followers.textContent())!.replace(/\D/g, ""));

    await page.getByRole("button", { name: "Follow Organization" }).click();
    await toast(page, "You are now following this organization!").waitFor();
    await expect.poll(async () => Number((await followers.textContent())!.replace(/\D/g, ""))).toBe(before + 1);
    expect(await page.getByRole("button", { name: "Following" }).getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("button", { name: "Following" }).click();
    await toast(page, "You have unfollowed this organization.").waitFor();
    await expect.poll(async () => Number((await followers.textContent())!.replace(/\D/g, ""))).toBe(before);
    await page.getByRole("button", { name: "Follow Organization" }).waitFor();
    expect(await heardEvents(page)).toEqual([
      { type: "lp-follow-change", detail: { organizationId: org.id, following: true } },
      { type: "lp-follow-change", detail: { organizationId: org.id, following: false } },
    ]);
    expect(unexpected(errors)).toEqual([]);
  });

  it("lets an enrolled learner leave a 4.5-star review, and the review count grows by one", async () => {
    const account = await stack.register();
    const enrolled = await stack.api("POST", `/courses/${freeCourse.id}/enroll`, {}, account.token);
    expect(enrolled.status).toBeLessThan(300);
    const t = await fresh(account.token);
    await listenForEvents(t, ["lp-review-add"]);
    await t.page.goto(`${stack.siteUrl}/courses/${freeCourse.slug}`);
    const { page, errors } = t;
    const reviewCount = page.locator("lp-course-detail .cd-rating").getByText(/^\(\d+ reviews\)$/);
    await reviewCount.waitFor();
    const before = Number(/\d+/.exec((await reviewCount.textContent())!)![0]);

    await page.getByRole("button", { name: "Leave a Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a Review" });
    await dialog.waitFor();
    // The left half of the fifth star is four and a half stars.
    const fifth = dialog.locator('[data-star="5"]');
    const box = (await fifth.boundingBox())!;
    await fifth.click({ position: { x: box.width * 0.25, y: box.height / 2 } });
    expect(await dialog.getByRole("slider").getAttribute("aria-valuetext")).toBe("4.5 out of 5");
    await dialog.getByLabel("Your Review").fill("Clear lessons and practical exercises; I would recommend it.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await toast(page, "Your review has been added successfully!").waitFor();
    await expect.poll(async () => reviewCount.textContent()).toBe(`(${before + 1} reviews)`);
    expect(await heardEvents(page)).toEqual([{ type: "lp-review-add", detail: { courseId: freeCourse.id, rating: 4.5 } }]);
    expect(unexpected(errors)).toEqual([]);
  });
});
