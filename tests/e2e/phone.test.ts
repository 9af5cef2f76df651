import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { png } from "../support/png.ts";
import { at, browsing, choseLanguage } from "./browsing.ts";
import { overflowAtPhoneWidths } from "./overflow.ts";
import { DEMO, type Stack, startStack, type TestPage } from "./stack.ts";

/**
 * The learner this platform is for: French-speaking, on a 360 px phone. Each journey here walks
 * one of the places where that learner used to stumble.
 */
let stack: Stack;
const { fresh } = browsing(() => stack);
let demoToken: string;

const PHONE = { width: 360, height: 740 } as const;

beforeAll(async () => {
  stack = await startStack();
  demoToken = (await stack.api<{ authorization: { token: string } }>("POST", "/login", DEMO)).body.authorization.token;
});
afterAll(async () => {
  await stack?.close();
});

/** A phone whose browser speaks `languages` (the first is the phone's own), with no choice stored yet. */
async function phone(languages: string[], token?: string): Promise<TestPage> {
  // The browser's language is the phone's first: its requests' Accept-Language says it (a header set
  // beside it would be replaced by the browser's own).
  const t = await fresh(token, languages[0]);
  await t.context.addInitScript((langs) => {
    Object.defineProperty(navigator, "languages", { get: () => langs, configurable: true });
    Object.defineProperty(navigator, "language", { get: () => langs[0], configurable: true });
  }, languages);
  await t.page.setViewportSize(PHONE);
  return t;
}

/** A phone already set to French on the platform (the learner chose it before). */
async function frenchPhone(token?: string): Promise<TestPage> {
  const t = await phone(["fr-CM", "fr"], token);
  await choseLanguage(t, "fr", stack.siteUrl);
  return t;
}

/** A learner who finished the onboarding in French: the profile says `language: fr`. */
async function frenchLearner() {
  const account = await stack.register();
  const form = new FormData();
  form.set("date_of_birth", "2001-05-14");
  form.set("fields_of_interest", "1");
  form.set("level_of_education", "Undergraduate/Bachelor's");
  form.set("language", "fr");
  form.set("why_join", "learn");
  form.set("profile", new Blob([new Uint8Array(png(64))], { type: "image/png" }), "me.png");
  const res = await fetch(`${stack.apiUrl}/api/complete-registration`, {
    method: "POST",
    headers: { Authorization: `Bearer ${account.token}`, Accept: "application/json" },
    body: form,
  });
  expect(res.status).toBe(200);
  return account;
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe("French is kept", () => {
  it("a French phone gets French on a first visit, category names included", async () => {
    const { page } = await phone(["fr-FR", "fr", "en"]);
    await page.goto(`${stack.siteUrl}/courses`);
    await page.locator("lp-course-catalogue .course-card").first().waitFor();
    expect(await lang(page)).toBe("fr");
    const french = (await stack.api<{ data: { name: string }[] }>("GET", "/categories")).body.data;
    // The API answers its names in the language the page asks in.
    const res = await fetch(`${stack.apiUrl}/api/categories`, { headers: { "Accept-Language": "fr", Accept: "application/json" } });
    const names = ((await res.json()) as { data: { name: string }[] }).data.map((c) => c.name);
    expect(names).not.toEqual(french.map((c) => c.name));
    await expect.poll(() => page.locator("lp-course-catalogue").getByText(names[0], { exact: true }).count()).toBeGreaterThan(0);
  });

  it("the language chosen at onboarding follows the learner to another device, and the account menu switches it", async () => {
    const account = await frenchLearner();
    const { page } = await phone(["en-US", "en"]);
    await page.goto(`${stack.siteUrl}/signin`);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await at(page, "/account/dashboard");
    await expect.poll(() => lang(page)).toBe("fr");
    expect(await overflowAtPhoneWidths(page), "the account page is wider than the phone").toEqual({});
    await page.locator("lp-account-shell .user-button").click();
    await page.locator("lp-account-shell .menu-language").getByRole("button", { name: "English" }).click();
    await expect.poll(() => lang(page)).toBe("en");
    expect(await page.evaluate(() => localStorage.getItem("lpLocale"))).toBe("en");
  });

  it("the reset e-mail is in the learner's language, and the certificate's badge code carries the page's", async () => {
    const account = await frenchLearner();
    const { page } = await frenchPhone();
    await page.goto(`${stack.siteUrl}/forgot-password`);
    await page.getByLabel("E-mail").fill(account.email);
    await page.locator("lp-forgot-password button[type=submit]").click();
    const mail = await stack.waitForMail(account.email, /^Réinitialisez votre mot de passe$/);
    expect(mail.text).toMatch(/^Bonjour /);

    const number = (await stack.api<{ data: { certificate_number: string }[] }>("GET", "/my-certificates", undefined, demoToken)).body.data[0]
      .certificate_number;
    await page.goto(`${stack.siteUrl}/certificate/${number}`);
    const code = page.locator("lp-certificate").getByLabel("Code d’intégration du badge");
    await code.waitFor();
    expect(await code.inputValue()).toContain('data-locale="fr"');
    expect(await page.locator("lp-certificate .cert-title").textContent()).toBe("Certificat de réussite");
    expect(await overflowAtPhoneWidths(page), "the certificate page is wider than the phone").toEqual({});
  });
});

describe("signed in on the device", () => {
  it("with 'Keep me signed in on this device', a new tab starts signed in; a sign-out in one ends the other", async () => {
    const account = await frenchLearner();
    const t = await frenchPhone();
    await t.page.goto(`${stack.siteUrl}/signin`);
    await t.page.getByLabel("E-mail").fill(account.email);
    await t.page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
    await t.page.getByLabel("Rester connecté sur cet appareil").check();
    await t.page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await at(t.page, "/account/dashboard");

    // A link opened from a chat app: a new tab, no session storage of its own.
    const other = await t.context.newPage();
    await other.setViewportSize(PHONE);
    await other.goto(`${stack.siteUrl}/account/courses`);
    await other.locator("lp-my-courses").waitFor();
    expect(new URL(other.url()).pathname).toBe("/account/courses");
    await other.locator("lp-account-shell .user-button").click();
    await other.locator("lp-account-shell .logout").click();
    await at(other, "/signin");
    await at(t.page, "/signin");
    expect(await t.page.evaluate(() => localStorage.getItem("lpKeptToken"))).toBeNull();
  });

  it("without it, a new tab asks to sign in, as the contract has it", async () => {
    const account = await frenchLearner();
    const t = await frenchPhone();
    await t.page.goto(`${stack.siteUrl}/signin`);
    await t.page.getByLabel("E-mail").fill(account.email);
    await t.page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
    await t.page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await at(t.page, "/account/dashboard");
    const other = await t.context.newPage();
    await other.goto(`${stack.siteUrl}/account/courses`);
    await at(other, "/signin");
  });
});

describe("an exam on a phone", () => {
  it("opens with Start on the first screen, warns only when the window is made smaller, once, and keeps the leave dialog within the screen", async () => {
    const account = await stack.register();
    const exam = (await stack.api<{ data: { id: number; title: string } }>("GET", "/exams/french-a1-placement-test")).body.data;
    await stack.api("POST", `/exams/${exam.id}/enroll`, {}, account.token);
    // The French placement test is written in French.
    expect(exam.title).toBe("Test de positionnement en français (A1)");
    const { page } = await frenchPhone(account.token);
    await page.goto(`${stack.siteUrl}/account/exams/french-a1-placement-test`);
    const runner = page.locator("lp-exam-runner");
    await runner.getByRole("button", { name: "Commencer l’examen", exact: true }).click();
    const start = runner.locator(".runner-start");
    await start.waitFor();
    const box = await start.boundingBox();
    expect(box!.y + box!.height, "Start below the first screen").toBeLessThanOrEqual(PHONE.height);
    await start.click();
    await runner.locator(".runner-question input").first().waitFor();
    const warning = runner.getByText("Veuillez ne pas redimensionner ni réduire votre fenêtre pendant l’examen.");
    expect(await warning.count(), "warned on a phone's window at once").toBe(0);
    await page.setViewportSize({ width: 360, height: 380 });
    await warning.waitFor();
    await runner.locator(".runner-warning button").click();
    await page.setViewportSize(PHONE);
    await page.setViewportSize({ width: 340, height: 380 });
    await page.waitForTimeout(100);
    expect(await warning.count(), "warned twice in one attempt").toBe(0);
    await page.setViewportSize(PHONE);
    // Back asks before leaving: the dialog fits the phone.
    await page.goBack();
    await runner.getByRole("dialog", { name: "Voulez-vous vraiment partir ?" }).waitFor();
    expect(await overflowAtPhoneWidths(page), "the leave dialog is wider than the phone").toEqual({});
  });
});

describe("learning on a phone", () => {
  it("comes back to the lesson last open, and tells what earns the certificate on the course page and in the player", async () => {
    const mine = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses/my-learning", undefined, demoToken)).body.data;
    let slug = "";
    for (const { slug: s } of mine)
      if ((await stack.api<{ course: { has_assessment?: boolean } }>("GET", `/courses/${s}`)).body.course.has_assessment) {
        slug = s;
        break;
      }
    expect(slug, "the demo learner follows a course with a final assessment").not.toBe("");
    const t = await frenchPhone(demoToken);
    await t.page.goto(`${stack.siteUrl}/courses/${slug}`);
    expect(await t.page.locator("lp-course-detail .cd-certificate-rule").textContent()).toBe(
      "Terminez toutes les leçons et réussissez l’évaluation finale pour obtenir le certificat.",
    );

    await t.page.goto(`${stack.siteUrl}/account/courses/${slug}`);
    const player = t.page.locator("lp-course-player");
    await player.locator(".cp-lesson-heading").waitFor();
    await player.locator(".cp-outline-toggle").click();
    expect(await player.locator(".cp-certificate-rule").textContent()).toBe("Réussissez l’évaluation finale pour obtenir le certificat.");
    const third = player.locator(".cp-lesson").nth(2);
    const title = (await third.locator(".cp-lesson-title").textContent())?.replace(/…$/, "") ?? "";
    await third.click();
    await expect.poll(() => player.locator(".cp-lesson-heading").textContent()).toContain(title);

    // "Continue learning", another day: the course opens where the learner was.
    const again = await t.context.newPage();
    await again.setViewportSize(PHONE);
    await again.goto(`${stack.siteUrl}/account/courses/${slug}`);
    await expect.poll(() => again.locator("lp-course-player .cp-lesson-heading").textContent()).toContain(title);
  });
});

describe("signing up on a phone", () => {
  it("says an address already has an account only while the field holds that address", async () => {
    const { page } = await frenchPhone();
    await page.goto(`${stack.siteUrl}/signup`);
    await page.getByLabel("Prénom").fill("Awa");
    await page.getByLabel("Nom", { exact: true }).fill("Fotso");
    await page.getByLabel("E-mail").fill(DEMO.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("tam-tam-2026!");
    await page.getByLabel("Confirmer le mot de passe").fill("tam-tam-2026!");
    await page.locator("lp-signup input[type=checkbox]").check();
    await page.getByRole("button", { name: "S’inscrire", exact: true }).click();
    const taken = page.locator("lp-signup").getByText("Cette adresse e-mail a déjà un compte.");
    await taken.waitFor();
    await page.getByLabel("E-mail").fill("awa@gmail");
    await expect.poll(() => taken.count()).toBe(0);
    await page.getByRole("button", { name: "S’inscrire", exact: true }).click();
    await page.locator("lp-signup").getByText("Saisissez une adresse e-mail valide, par exemple nom@exemple.com.").first().waitFor();
    expect(await taken.count()).toBe(0);
    expect(await overflowAtPhoneWidths(page), "the sign-up form is wider than the phone").toEqual({});
  });
});

describe("a staff-only course", () => {
  it("says so on its page, lets the organization's staff in without a dialog, and tells anyone else in place", async () => {
    const paid = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses?pricing=paid")).body.data;
    let course: { slug: string; organization: { name: string } } | null = null;
    for (const row of paid) {
      const detail = (await stack.api<{ course: { slug: string; pricing_model: string; organization: { name: string } } }>("GET", `/courses/${row.slug}`)).body
        .course;
      if (detail.pricing_model === "bulk") {
        course = detail;
        break;
      }
    }
    expect(course, "a seeded staff-only course").not.toBeNull();
    const enrolMe = `Je travaille pour ${course!.organization.name} : m’inscrire`;

    const outsider = await stack.register();
    const a = await frenchPhone(outsider.token);
    await a.page.goto(`${stack.siteUrl}/courses/${course!.slug}`);
    const detail = a.page.locator("lp-course-detail");
    await detail.getByText("Réservé au personnel").first().waitFor();
    expect(await detail.getByRole("button", { name: "S’inscrire maintenant" }).count()).toBe(0);
    await detail.getByRole("button", { name: enrolMe }).click();
    await detail.locator(".enrol-staff-refusal").waitFor();
    expect(new URL(a.page.url()).pathname).toBe(`/courses/${course!.slug}`);

    // The demo learner works for the organization (the seed makes them staff of its first such course).
    const b = await frenchPhone(demoToken);
    await b.page.goto(`${stack.siteUrl}/courses/${course!.slug}`);
    await b.page.locator("lp-course-detail").getByRole("button", { name: enrolMe }).click();
    await at(b.page, `/account/courses/${course!.slug}`);
  });
});
