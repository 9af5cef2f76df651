import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browsing, unexpected } from "./browsing.ts";
import { enrolledIn, finishQuiz, type Lesson, heading as lessonHeading, lessonsOf, outlineItem, player, progress } from "./learning.ts";
import { type Stack, startStack } from "./stack.ts";

/**
 * The platform's own site with its service worker: the learner's pages kept on the device (a
 * return visit renders from it, and they open with no network), the site's own offline page for
 * the rest, a new build taken only on the learner's word, and nothing of it on a site that embeds
 * the widgets.
 */
let stack: Stack;
const { fresh } = browsing(() => stack);
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const siteDir = () => [...stack.sites.values()][0].siteDir;

/** The chunks a built page preloads: what its return visit renders from. */
const preloadedBy = (page: string) => [...fs.readFileSync(path.join(siteDir(), page), "utf8").matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);

/** Until the page is under the worker, and everything in `urls` is kept. */
async function kept(page: Page, urls: string[] = []): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const missing = () =>
    page.evaluate(async (wanted) => (await Promise.all(wanted.map(async (url) => ((await caches.match(url)) ? null : url)))).filter(Boolean), urls);
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
}

/** The page's heading inside a widget's shadow root. */
const heading = (page: Page, tag: string) => page.locator(tag).locator("h1").first();

describe("the site's service worker", () => {
  it("keeps a learner's pages: opened with no network, even one never opened before, they come from the device", async () => {
    const account = await stack.register();
    const t = await fresh(account.token, undefined, true);
    await t.page.goto(`${stack.siteUrl}/account/dashboard`);
    await t.page.locator("lp-dashboard .lp-figure").first().waitFor();
    // Opening a learner's page keeps the others' code too.
    await kept(t.page, preloadedBy("account/courses.html"));

    await t.context.setOffline(true);
    const answered = await t.page.goto(`${stack.siteUrl}/account/courses`);
    expect(answered?.status()).toBe(200);
    expect(await t.page.title()).toContain("My courses");
    // The widget's own code ran: with no network it says its list could not be read, in its words.
    await t.page.waitForFunction(() => customElements.get("lp-my-courses") !== undefined);

    // A reload with no network: the same page, from the device.
    await t.page.reload();
    await t.page.waitForFunction(() => customElements.get("lp-my-courses") !== undefined);
    expect(unexpected(t.errors).filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|could not be reached/.test(e))).toEqual([]);
  });

  it("shows the site's own offline page in the reader's language for a page it has no copy of, and a public page read before from its copy", async () => {
    const t = await fresh(undefined, "fr-FR", true);
    await t.page.goto(`${stack.siteUrl}/about`);
    await kept(t.page);
    // Read once under the worker: kept as read.
    await t.page.reload();
    const about = await heading(t.page, "lp-about-page").textContent();

    await t.context.setOffline(true);
    await t.page.goto(`${stack.siteUrl}/about`);
    expect(await heading(t.page, "lp-about-page").textContent()).toBe(about);

    await t.page.goto(`${stack.siteUrl}/students`);
    await expect.poll(() => heading(t.page, "lp-offline-page").textContent()).toBe("Vous êtes hors ligne");
    expect(await t.page.evaluate(() => document.documentElement.lang)).toBe("fr");
    await expect.poll(() => t.page.title()).toContain("Vous êtes hors ligne");

    await t.context.setOffline(false);
    await t.page.locator("lp-offline-page").getByRole("button", { name: "Réessayer" }).click();
    await t.page.locator("lp-students-page h1").first().waitFor();
    expect(t.page.url()).toBe(`${stack.siteUrl}/students`);
  });

  it("offers a new build, and takes it only when the learner presses Reload", async () => {
    const account = await stack.register();
    const t = await fresh(account.token, undefined, true);
    await t.page.goto(`${stack.siteUrl}/account/dashboard`);
    await kept(t.page);
    const worker = path.join(siteDir(), "sw.js");
    const build = fs.readFileSync(worker, "utf8");
    const version = /"version":"([^"]+)"/.exec(build)![1];
    try {
      fs.writeFileSync(worker, build.replace(`"version":"${version}"`, '"version":"next-build"'));
      await t.page.evaluate(() => {
        (window as { stillHere?: boolean }).stillHere = true;
        return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
      });
      const offer = t.page.locator("lp-toast-area").getByText("A new version is ready");
      await offer.waitFor();
      // Offered, not taken: the page is the same page, still under the build it opened with.
      await t.page.waitForTimeout(500);
      expect(await t.page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
      expect(await t.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

      await t.page.locator("lp-toast-area").getByRole("button", { name: "Reload" }).click();
      await t.page.waitForFunction(() => !(window as { stillHere?: boolean }).stillHere);
      await t.page.locator("lp-dashboard .lp-figure").first().waitFor();
      expect(await t.page.evaluate(() => caches.keys())).toContain("lp-pages-next-build");
      expect(await t.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      expect(await offer.count()).toBe(0);
    } finally {
      fs.writeFileSync(worker, build);
    }
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("works as before with the worker gone", async () => {
    const account = await stack.register();
    const t = await fresh(account.token, undefined, true);
    await t.page.goto(`${stack.siteUrl}/account/dashboard`);
    await kept(t.page);
    await t.page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
    });
    await t.page.reload();
    await t.page.locator("lp-dashboard .lp-figure").first().waitFor();
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("leaves a site that embeds the widgets without one", async () => {
    const t = await fresh(undefined, undefined, true);
    await t.page.goto(`${stack.partnerUrl}/index.html`);
    await t.page.locator("lp-course-catalogue .course-card").first().waitFor();
    await t.page.waitForLoadState("load");
    await t.page.waitForTimeout(500);
    expect(await t.page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    expect(t.requests.filter((r) => /sw\.js|site-worker/.test(r.url))).toEqual([]);
  });
});

describe("a course saved for offline", () => {
  const isPdf = (l: Lesson) => (l.type === "worksheet" || l.type === "slide") && String(l.data.url).endsWith(".pdf");
  const offlineErrors = (errors: string[]) => unexpected(errors).filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|could not be reached/.test(e));

  it("is saved from the player, opens with no network in a new page of the site, lesson by lesson, and what was done there reaches the server once", async () => {
    const learner = await enrolledIn(stack, (c) => {
      const lessons = lessonsOf(c);
      return lessons.some((l) => l.type === "article") && lessons.some((l) => l.type === "quiz") && lessons.some(isPdf);
    });
    const { content } = learner;
    const lessons = lessonsOf(content);
    const article = lessons.find((l) => l.type === "article")!;
    const handout = lessons.find(isPdf)!;
    const quiz = lessons.find((l) => l.type === "quiz")!;
    const t = await fresh(undefined, undefined, true);
    // Signed in with "Keep me signed in on this device": the session is the device's, for any new page of the site.
    await t.page.goto(`${stack.siteUrl}/about`);
    await t.page.evaluate((token) => localStorage.setItem("lpKeptToken", token), learner.token);
    const address = `${stack.siteUrl}/account/courses/${content.slug}`;
    await t.page.goto(address);
    await lessonHeading(t.page).waitFor();
    await kept(t.page, preloadedBy("account/courses/_slug_.html"));

    // The size before saving, a bar while saving, then the course marked saved.
    await player(t.page)
      .getByRole("button", { name: /^Save for offline/ })
      .click();
    await player(t.page)
      .getByText(/on this device: (about )?[\d.,]+ (kB|MB)\./)
      .waitFor();
    await player(t.page)
      .getByRole("button", { name: /^Save \(/ })
      .click();
    await player(t.page)
      .locator(".save-course-state")
      .getByText(/^Saved for offline · [\d.,]+ (kB|MB)$/)
      .waitFor({ timeout: 20_000 });
    // Said to a screen reader too.
    expect(await player(t.page).locator(".save-course + [role=status]").textContent()).toMatch(/^Saved for offline · /);
    expect(await t.page.evaluate(() => caches.keys())).toContain(`lp-learner-course-${content.id}`);
    await t.page.goto(`${stack.siteUrl}/account/courses`);
    await t.page
      .locator("lp-my-courses .my-course", { hasText: content.title })
      .locator(".save-course-state")
      .getByText(/^Saved for offline/)
      .waitFor();

    // No network, a new page of the site: the course opens from the device. My Courses is left
    // first: its other courses' covers, still coming on a slow machine, would fail with the network.
    await t.page.close();
    await t.context.setOffline(true);
    const away = await t.context.newPage();
    const awayErrors: string[] = [];
    away.on("pageerror", (error) => awayErrors.push(error.message));
    await away.goto(`${address}?lesson=${article.id}`);
    await lessonHeading(away).getByText(article.title).waitFor();
    await player(away).getByRole("button", { name: "Mark as Complete" }).click();
    await player(away).locator(".cp-waiting").waitFor();

    // The handout opens from the device's copy.
    await outlineItem(away, handout.title.slice(0, 30)).click();
    await lessonHeading(away).getByText(handout.title).waitFor();
    const local = player(away).locator('a[href^="blob:"]').first();
    await local.waitFor();
    const head = await local.evaluate(async (a: HTMLAnchorElement) => new TextDecoder().decode((await (await fetch(a.href)).arrayBuffer()).slice(0, 5)));
    expect(head).toBe("%PDF-");
    if (handout.type === "worksheet") await player(away).getByRole("button", { name: "Mark as Complete" }).click();

    await outlineItem(away, quiz.title.slice(0, 30)).click();
    await lessonHeading(away).getByText(quiz.title).waitFor();
    await finishQuiz(away);

    // A reload with no network: the same course, what was done still marked.
    await away.reload();
    await lessonHeading(away).waitFor();
    for (const lesson of [article, quiz]) await outlineItem(away, lesson.title.slice(0, 30)).locator(".cp-done-mark").waitFor();
    expect((await progress(stack, learner.token, content.slug)).lessons_completed).toEqual([]);

    // The site's own offline page lists the saved course.
    await away.goto(`${stack.siteUrl}/students`);
    await away.locator("lp-offline-page").getByRole("link", { name: content.title }).waitFor();

    // The network back: each completion reaches the server once.
    await t.context.setOffline(false);
    await away.goto(`${address}?lesson=${article.id}`);
    const done = [article.id, quiz.id, ...(handout.type === "worksheet" ? [handout.id] : [])].sort();
    await expect.poll(async () => [...(await progress(stack, learner.token, content.slug)).lessons_completed].sort(), { timeout: 15_000 }).toEqual(done);
    await expect.poll(() => player(away).locator(".cp-waiting").count()).toBe(0);

    // Removed: nothing of it stays on the device.
    await player(away)
      .getByRole("button", { name: /^Remove from this device/ })
      .click();
    await player(away)
      .getByRole("button", { name: /^Save for offline/ })
      .waitFor();
    expect((await away.evaluate(() => caches.keys())).filter((name) => name.startsWith("lp-learner-"))).toEqual([]);
    expect(offlineErrors([...t.errors, ...awayErrors])).toEqual([]);
  });
});

describe("low-data mode", () => {
  it("is on for a browser that asks to save data: drawn so by the server, taken over without a change, and said in the settings", async () => {
    const saving = await fresh();
    await saving.context.setExtraHTTPHeaders({ "Save-Data": "on" });
    await saving.page.goto(`${stack.siteUrl}/`);
    await saving.page.waitForLoadState("networkidle");
    // The page as drawn, whole, and none of the widgets' code until the reader touches it.
    const code = () => saving.requests.filter((r) => /\/widgets(-lite)?\/chunks\//.test(r.url) && !/preload-helper/.test(r.url));
    expect(code()).toEqual([]);
    expect(await saving.page.locator("[data-lp-ssr]").count()).toBeGreaterThan(0);
    // The banners do not turn by themselves: no control to stop them.
    expect(await saving.page.locator("lp-home-hero .carousel-rotation").count()).toBe(0);
    // A press made before the code is done once it has come.
    const dots = saving.page.locator("lp-home-hero .carousel-dot");
    await dots.nth(1).click();
    await saving.page.waitForFunction(() => document.querySelectorAll("[data-lp-ssr]").length === 0);
    await expect.poll(() => dots.nth(1).getAttribute("aria-current")).toBe("true");
    expect(code().length).toBeGreaterThan(0);
    expect(await saving.page.locator("lp-home-hero .carousel-rotation").count()).toBe(0);
    expect(unexpected(saving.errors)).toEqual([]);

    const other = await fresh();
    await other.page.goto(`${stack.siteUrl}/`);
    await other.page.locator("lp-home-hero .carousel-rotation").waitFor();

    const account = await stack.register();
    const learner = await fresh(account.token, "fr-FR");
    await learner.context.setExtraHTTPHeaders({ "Save-Data": "on" });
    await learner.page.goto(`${stack.siteUrl}/account/settings`);
    const toggle = learner.page.locator("lp-settings .set-low-data").getByRole("switch", { name: "Mode données réduites" });
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    expect(await learner.page.locator("lp-settings .set-low-data").textContent()).toContain(
      "Activé parce que votre navigateur demande d’économiser les données.",
    );
    // The learner's word stands over the browser's, on this device.
    await toggle.click();
    await learner.page.reload();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
  });
});
