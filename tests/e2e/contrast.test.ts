import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browsing, settled } from "./browsing.ts";
import { lowContrast } from "./contrast.ts";
import { DEMO, type Stack, startStack, type TestPage } from "./stack.ts";

let stack: Stack;
const { fresh, visit, reused } = browsing(() => stack);
let demoToken: string;
let courseSlug: string;
let postSlug: string;
let certificateNumber: string;

beforeAll(async () => {
  stack = await startStack();
  demoToken = (await stack.api<{ authorization: { token: string } }>("POST", "/login", DEMO)).body.authorization.token;
  courseSlug = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses")).body.data[0].slug;
  postSlug = (await stack.api<{ data: { slug: string }[] }>("GET", "/posts")).body.data[0].slug;
  certificateNumber = (await stack.api<{ data: { certificate_number: string }[] }>("GET", "/my-certificates", undefined, demoToken)).body.data[0]
    .certificate_number;
});

afterAll(async () => {
  await stack?.close();
});

/**
 * Pages as a visitor and as the demo learner, with what each must show before it is measured.
 * signedIn: the demo learner; "new": an account that has not been through onboarding yet.
 */
const PAGES: { name: string; path: () => string; signedIn: boolean | "new"; ready: string }[] = [
  { name: "sign-in", path: () => "/signin", signedIn: false, ready: "lp-signin .auth-card" },
  { name: "home", path: () => "/", signedIn: false, ready: "lp-home-sections #services" },
  { name: "catalogue", path: () => "/courses", signedIn: false, ready: "lp-course-catalogue .course-card" },
  { name: "course", path: () => `/courses/${courseSlug}`, signedIn: false, ready: "lp-course-detail h1" },
  { name: "dashboard", path: () => "/account/dashboard", signedIn: true, ready: "lp-dashboard .lp-figures .lp-figure" },
  { name: "notifications", path: () => "/account/notifications", signedIn: true, ready: "lp-notification-list article" },
  { name: "payment history", path: () => "/account/payments", signedIn: true, ready: "lp-payment-history article, lp-payment-history li" },
  { name: "certificates", path: () => "/account/certificates", signedIn: true, ready: "lp-certificate-list article" },
  { name: "contact", path: () => "/contact", signedIn: false, ready: "lp-contact-form form" },
  { name: "blog", path: () => "/blog", signedIn: false, ready: "lp-blog-list .blog-card" },
  { name: "blog post", path: () => `/blog/${postSlug}`, signedIn: false, ready: "lp-blog-post .post-related" },
  { name: "about", path: () => "/about", signedIn: false, ready: "lp-about-page #mission" },
  { name: "partner program", path: () => "/partner-program", signedIn: false, ready: "lp-partner-form form" },
  { name: "coming soon", path: () => "/coming-soon", signedIn: false, ready: "lp-coming-soon .soon-form" },
  { name: "for students", path: () => "/students", signedIn: false, ready: "lp-students-page .mk-step" },
  { name: "for organizations", path: () => "/organizations", signedIn: false, ready: "lp-organizations-page #features" },
  { name: "privacy policy", path: () => "/privacy-policy", signedIn: false, ready: "lp-legal-page #section-10" },
  { name: "widget gallery", path: () => "/widgets", signedIn: false, ready: "lp-widget-gallery .gallery-tag iframe" },
  { name: "certificate", path: () => `/certificate/${certificateNumber}`, signedIn: false, ready: "lp-certificate .cert-verification" },
  { name: "my courses", path: () => "/account/courses", signedIn: true, ready: "lp-my-courses .my-course:not(.my-course-skeleton)" },
  { name: "profile", path: () => "/account/profile", signedIn: true, ready: "lp-profile h1" },
  { name: "onboarding", path: () => "/account/onboarding", signedIn: "new", ready: "lp-onboarding h2" },
  { name: "profile settings", path: () => "/account/settings/profile", signedIn: true, ready: "lp-settings input" },
];

describe("colour contrast (WCAG AA) in real Chromium", () => {
  it("finds faint text, in the page and inside a shadow root, and passes large text at 3:1", async () => {
    const { page } = await visit("/signin");
    await page.locator("lp-signin .auth-card").waitFor();
    await page.evaluate(() => {
      const faint = Object.assign(document.createElement("p"), { textContent: "faint words" });
      faint.style.cssText = "color: #999999; background: #ffffff";
      // Styled through the CSSOM: the site's policy refuses style attributes written as markup.
      const host = document.createElement("div");
      const root = host.attachShadow({ mode: "open" });
      const grey = Object.assign(document.createElement("p"), { textContent: "grey in a shadow" });
      grey.style.color = "#888888";
      const large = Object.assign(document.createElement("p"), { textContent: "large grey" });
      large.style.cssText = "color: #888888; font-size: 26px";
      root.append(grey, large);
      document.body.append(faint, host);
    });
    const found = (await lowContrast(page)).map((f) => f.text);
    expect(found).toEqual(["faint words", "grey in a shadow"]);
  });

  /**
   * A page for `target`: a visitor's and the demo learner's routes share one per theme (what one
   * route leaves in the browser changes no colour on the next); a new account has its own.
   */
  const pageFor = async (target: (typeof PAGES)[number], theme: "light" | "dark") => {
    // The widgets in their dark colours: the site itself keeps to light, so the page asks for dark, as an embedding site may.
    const dark = async (t: TestPage) => {
      if (theme === "dark")
        await t.context.addInitScript(() => {
          window.lpConfig = { theme: "dark" };
        });
    };
    if (target.signedIn !== "new") return reused(`${target.signedIn ? "demo" : "visitor"} ${theme}`, target.signedIn ? demoToken : undefined, dark);
    const t = await fresh((await stack.register()).token);
    await dark(t);
    return t;
  };

  // In the widgets' light colours, every route is read by a11y.test.ts, on the visit axe makes.
  for (const target of PAGES)
    it(`in dark, every text on the ${target.name} page${target.signedIn ? " (signed in)" : ""} reads at 4.5:1 (3:1 when large)`, async () => {
      const t = await pageFor(target, "dark");
      await t.page.goto(stack.siteUrl + target.path());
      await t.page.locator(target.ready).first().waitFor();
      // A page the server drew is in the site's light colours until its widgets are live in the page's dark.
      await expect
        .poll(() =>
          t.page
            .locator(target.ready)
            .first()
            .evaluate((el) => getComputedStyle(el).colorScheme),
        )
        .toBe("dark");
      await settled(t.page);
      expect(await lowContrast(t.page)).toEqual([]);
    });

  it("every text in the blog's badges, large, small and dark, reads at 4.5:1 (3:1 when large)", async () => {
    const { page } = await fresh();
    await page.goto(`${stack.blogUrl}/`);
    for (const id of ["large", "small", "dark"]) await page.locator(`#${id} a.badge`).waitFor();
    expect(await lowContrast(page)).toEqual([]);
  });
});
