import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flavourFromEnv } from "../../scripts/flavours.ts";
import { browsing, choseLanguage, settled } from "./browsing.ts";
import { lowContrast } from "./contrast.ts";
import { overflowAtPhoneWidths } from "./overflow.ts";
import { DEMO, type Stack, startStack, type TestPage } from "./stack.ts";

/** axe-core, run in the page: the WCAG 2.1 A and AA rules, open shadow roots included. */
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let stack: Stack;
const { fresh, reused } = browsing(() => stack);
let demoToken: string;
let courseSlug: string;
let orgSlug: string;
let postSlug: string;
let certificateNumber: string;

beforeAll(async () => {
  stack = await startStack();
  demoToken = (await stack.api<{ authorization: { token: string } }>("POST", "/login", DEMO)).body.authorization.token;
  courseSlug = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses")).body.data[0].slug;
  orgSlug = (await stack.api<{ data: { slug: string }[] }>("GET", "/organizations")).body.data[0].slug;
  postSlug = (await stack.api<{ data: { slug: string }[] }>("GET", "/posts")).body.data[0].slug;
  certificateNumber = (await stack.api<{ data: { certificate_number: string }[] }>("GET", "/my-certificates", undefined, demoToken)).body.data[0]
    .certificate_number;
});
afterAll(async () => {
  await stack?.close();
});

interface Target {
  name: string;
  path: () => string;
  signedIn: boolean | "new";
  ready: string;
  /** Opens the page's menu or drawer (on a phone), to check it open too. */
  open?: (page: Page) => Promise<void>;
  /** Readies a new learner's account for the page (an exam to take). */
  prepare?: (token: string) => Promise<void>;
}

const publicMenu = async (page: Page) => {
  await page.locator("lp-site-header .toggle").click();
  await page.locator("lp-site-header #mobile-menu:not([hidden])").waitFor();
};
const accountDrawer = async (page: Page) => {
  await page.locator("lp-account-shell .side-toggle").click();
  await page.locator("lp-account-shell nav.side[data-open]").waitFor();
};

const playerOutline = async (page: Page) => {
  await page.locator("lp-course-player .cp-outline-toggle").click();
  await page.locator("lp-course-player .cp-outline[data-open]").waitFor();
};

const examModal = async (page: Page) => {
  await page.getByRole("button", { name: /^(Start Exam|Commencer l’examen)$/ }).click();
  await page.locator("lp-exam-runner .runner-overview").waitFor();
};
const examTaking = async (page: Page) => {
  await examModal(page);
  await page.locator("lp-exam-runner .runner-start").click();
  await page.locator("lp-exam-runner .runner-question input").first().check();
};
const enrolInExam = (slug: string) => async (token: string) => {
  const exam = (await stack.api<{ data: { id: number } }>("GET", `/exams/${slug}`)).body.data;
  await stack.api("POST", `/exams/${exam.id}/enroll`, {}, token);
};

/** Every built route: the public pages with their menu, the account pages with their drawer. */
const TARGETS: Target[] = [
  { name: "home", path: () => "/", signedIn: false, ready: "lp-home-sections #services", open: publicMenu },
  { name: "sign-in", path: () => "/signin", signedIn: false, ready: "lp-signin .auth-card" },
  { name: "sign-up", path: () => "/signup", signedIn: false, ready: "lp-signup .auth-card" },
  { name: "forgot password", path: () => "/forgot-password", signedIn: false, ready: "lp-forgot-password .auth-card" },
  { name: "catalogue", path: () => "/courses", signedIn: false, ready: "lp-course-catalogue .course-card", open: publicMenu },
  { name: "course", path: () => `/courses/${courseSlug}`, signedIn: false, ready: "lp-course-detail h1", open: publicMenu },
  { name: "organization", path: () => `/organizations/${orgSlug}`, signedIn: false, ready: "lp-organization-profile h1" },
  { name: "dashboard", path: () => "/account/dashboard", signedIn: true, ready: "lp-dashboard .lp-figures .lp-figure", open: accountDrawer },
  { name: "notifications", path: () => "/account/notifications", signedIn: true, ready: "lp-notification-list article", open: accountDrawer },
  { name: "payments", path: () => "/account/payments", signedIn: true, ready: "lp-payment-history li" },
  { name: "certificates", path: () => "/account/certificates", signedIn: true, ready: "lp-certificate-list article" },
  { name: "contact", path: () => "/contact", signedIn: false, ready: "lp-contact-form form" },
  { name: "blog", path: () => "/blog", signedIn: false, ready: "lp-blog-list .blog-card", open: publicMenu },
  { name: "blog post", path: () => `/blog/${postSlug}`, signedIn: false, ready: "lp-blog-post .post-related" },
  { name: "about", path: () => "/about", signedIn: false, ready: "lp-about-page #mission" },
  { name: "partner program", path: () => "/partner-program", signedIn: false, ready: "lp-partner-form form" },
  { name: "coming soon", path: () => "/coming-soon", signedIn: false, ready: "lp-coming-soon .soon-form" },
  { name: "for students", path: () => "/students", signedIn: false, ready: "lp-students-page .mk-step" },
  { name: "for organizations", path: () => "/organizations", signedIn: false, ready: "lp-organizations-page #features" },
  { name: "terms of service", path: () => "/terms-of-service", signedIn: false, ready: "lp-legal-page #section-13" },
  { name: "privacy policy", path: () => "/privacy-policy", signedIn: false, ready: "lp-legal-page #section-10" },
  { name: "widget gallery", path: () => "/widgets", signedIn: false, ready: "lp-widget-gallery .gallery-tag iframe", open: publicMenu },
  { name: "page not found", path: () => "/no-such-page", signedIn: false, ready: "lp-not-found h1" },
  { name: "certificate", path: () => `/certificate/${certificateNumber}`, signedIn: false, ready: "lp-certificate .cert-verification", open: publicMenu },
  { name: "my courses", path: () => "/account/courses", signedIn: true, ready: "lp-my-courses .my-course:not(.my-course-skeleton)" },
  { name: "profile", path: () => "/account/profile", signedIn: true, ready: "lp-profile h1" },
  { name: "settings", path: () => "/account/settings/profile", signedIn: true, ready: "lp-settings input" },
  { name: "onboarding", path: () => "/account/onboarding", signedIn: "new", ready: "lp-onboarding h2" },
  {
    name: "course player",
    path: () => "/account/courses/web-development-foundations-with-html-and-css",
    signedIn: true,
    ready: "lp-course-player .cp-lesson-heading",
    open: playerOutline,
  },
  { name: "exams", path: () => "/account/exams", signedIn: true, ready: "lp-exam-list .exam-card" },
  { name: "exam", path: () => "/account/exams/gce-o-level-mathematics-practice-test", signedIn: true, ready: "lp-exam-detail h1" },
  {
    name: "exam results",
    path: () => "/account/exams/mental-arithmetic-sprint",
    signedIn: true,
    ready: "lp-exam-detail h1",
    open: examModal,
  },
  {
    name: "exam being taken",
    path: () => "/account/exams/english-grammar-essentials",
    signedIn: "new",
    prepare: enrolInExam("english-grammar-essentials"),
    ready: "lp-exam-detail h1",
    open: examTaking,
  },
];

async function violations(page: Page) {
  // Once a page: a menu opened on the same page is read with the axe already there.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
  });
}

/**
 * Every route in English in each flavour, and in French in one of the two, every other route in
 * each. The flavours draw the same components with the same catalogue: what the flavour changes
 * (the markup its renderer writes) is read in each, on every route; what the French words change
 * (their length, the names they give) once for each route. A second French pass, in the stage
 * where the two flavours share the machine, would find nothing the others do not; split this way,
 * the two flavours' passes take about as long.
 */
const readInFrenchHere = (index: number) => index % 2 === (flavourFromEnv() === "lite" ? 1 : 0);

/**
 * Each route once per language: axe's WCAG 2.1 A and AA rules, and, in English, our own contrast
 * reading of every text (in the widgets' light colours; their dark colours are read by
 * contrast.test.ts); then, at 320 and 360 px, nothing wider than the screen; then the menu or
 * drawer open on a phone, read the same way.
 */
describe("axe finds nothing on any built route, every text reads at 4.5:1 (3:1 when large), and nothing is wider than a 320 or 360 px phone", () => {
  for (const locale of ["en", "fr"] as const)
    for (const [index, target] of TARGETS.entries()) {
      if (locale === "fr" && !readInFrenchHere(index)) continue;
      it(`${target.name} (${locale})${locale === "en" ? ", its contrast" : ""}${target.open ? ", and with its menu open on a phone" : ""}`, async () => {
        const speaks = async (t: TestPage) => {
          await choseLanguage(t, locale, stack.siteUrl);
        };
        // A visitor's and the demo learner's routes share a page per language; a new account has its own.
        let t: TestPage;
        if (target.signedIn === "new") {
          const { token } = await stack.register();
          await target.prepare?.(token);
          t = await fresh(token);
          await speaks(t);
        } else t = await reused(`${target.signedIn ? "demo" : "visitor"} ${locale}`, target.signedIn ? demoToken : undefined, speaks);
        await t.page.goto(stack.siteUrl + target.path());
        await t.page.locator(target.ready).first().waitFor();
        // Carousels, transitions and toasts settle.
        await settled(t.page);
        expect(await t.page.evaluate(() => document.documentElement.lang)).toBe(locale);
        expect(await violations(t.page)).toEqual([]);
        if (locale === "en") expect(await lowContrast(t.page)).toEqual([]);
        expect(JSON.stringify(await overflowAtPhoneWidths(t.page)), "wider than the phone").toBe("{}");
        if (!target.open) return;
        await target.open(t.page);
        expect(await violations(t.page)).toEqual([]);
        expect(JSON.stringify(await overflowAtPhoneWidths(t.page)), "wider than the phone, open").toBe("{}");
      });
    }
});

describe("the course page's first screen", () => {
  for (const [width, height] of [
    [1440, 900],
    [360, 740],
  ])
    it(`shows the title, the rating, the key facts, the price and Enroll Now without scrolling at ${width} px`, async () => {
      const t = await fresh();
      await t.page.setViewportSize({ width, height });
      await t.page.goto(`${stack.siteUrl}/courses/${courseSlug}`);
      await t.page.locator("lp-course-detail h1").waitFor();
      for (const selector of ["h1", ".cd-rating", ".cd-hero-stats", ".cd-price", ".enrol-main"]) {
        const box = await t.page.locator(`lp-course-detail ${selector}`).first().boundingBox();
        expect(box, selector).not.toBeNull();
        expect(box!.y + box!.height, `${selector} at ${width} px`).toBeLessThanOrEqual(height);
      }
    });
});

describe("the keyboard alone", () => {
  it("goes from the course page to the payment dialog: Enroll Now early in the order, the dialog's fields, Pay", async () => {
    const paid = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses?pricing=paid")).body.data;
    let slug = "";
    for (const row of paid) {
      const detail = (await stack.api<{ course: { pricing_model: string; has_access_code?: boolean } }>("GET", `/courses/${row.slug}`)).body.course;
      if (detail.pricing_model !== "bulk") {
        slug = row.slug;
        break;
      }
    }
    const account = await stack.register();
    const t = await fresh(account.token);
    await t.page.goto(`${stack.siteUrl}/courses/${slug}`);
    await t.page.locator("lp-course-detail h1").waitFor();
    const focusedName = () =>
      t.page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.textContent?.trim() ?? "";
      });
    let presses = 0;
    while ((await focusedName()) !== "Enroll Now") {
      await t.page.keyboard.press("Tab");
      if (++presses > 30) throw new Error("Enroll Now is not within the first 30 stops of the keyboard");
    }
    // The skip link, the header's links, the breadcrumb: then the card, before the course's sections.
    expect(presses).toBeLessThanOrEqual(20);
    await t.page.keyboard.press("Enter");
    const dialog = t.page.getByRole("dialog", { name: "Confirm Enrollment" });
    await dialog.waitFor();
    // The learner's own name is offered as the payer: Tab to the phone and write it.
    const focusedLabel = () =>
      t.page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? "") : "";
      });
    for (let i = 0; (await focusedLabel()) !== "Payer phone number"; i++) {
      if (i > 10) throw new Error("the payer's phone is not reachable with Tab");
      await t.page.keyboard.press("Tab");
    }
    await t.page.keyboard.press("Control+A");
    await t.page.keyboard.type("670000123");
    await t.page.keyboard.press("Enter");
    // The operator here answers in 200 ms: the processing dialog may come and go unseen; the payment went through.
    await t.page.locator("[data-lp-toasts]").getByText("Payment processed successfully!").waitFor();
  });

  it("takes an exam: Start Exam, Start, an answer with the arrow keys, NEXT with Enter, BACK and SKIP by Tab", async () => {
    const account = await stack.register();
    await enrolInExam("mental-arithmetic-sprint")(account.token);
    const t = await fresh(account.token);
    await t.page.goto(`${stack.siteUrl}/account/exams/mental-arithmetic-sprint`);
    const runner = t.page.locator("lp-exam-runner");
    await runner.getByRole("button", { name: "Start Exam", exact: true }).waitFor();
    const focused = () =>
      t.page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el ? `${el.localName}:${(el as HTMLInputElement).type ?? ""}:${el.textContent?.trim() ?? ""}` : "";
      });
    const tabTo = async (wanted: (f: string) => boolean, limit = 40) => {
      for (let i = 0; !wanted(await focused()); i++) {
        if (i > limit) throw new Error(`not reached with Tab: last ${await focused()}`);
        await t.page.keyboard.press("Tab");
      }
    };
    await tabTo((f) => f === "button:submit:Start Exam");
    await t.page.keyboard.press("Enter");
    await runner.locator(".runner-overview").waitFor();
    await tabTo((f) => f === "button:submit:Start");
    await t.page.keyboard.press("Enter");
    const number = runner.locator(".runner-question-number");
    await number.waitFor();
    // The question's heading has the focus; the answers come next.
    await tabTo((f) => f.startsWith("input:radio"), 5);
    await t.page.keyboard.press("Space");
    await t.page.keyboard.press("ArrowDown");
    await t.page.keyboard.press("Enter");
    await expect.poll(() => number.textContent()).toBe("Question 2 of 15");
    expect(await runner.getByText("1 of 15 answered").count()).toBe(1);
    await tabTo((f) => f === "button:button:SKIP", 10);
    await t.page.keyboard.press("Enter");
    await tabTo((f) => f === "button:button:BACK", 10);
    await t.page.keyboard.press("Enter");
    await expect.poll(() => number.textContent()).toBe("Question 1 of 15");
    expect(await runner.locator(".runner-question input:checked").count()).toBe(1);
  });
});
