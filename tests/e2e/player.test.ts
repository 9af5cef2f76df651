import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browsing, heardEvents, listenForEvents, taken, unexpected } from "./browsing.ts";
import {
  type Content,
  enrolledIn as enrolledFor,
  finishQuiz,
  heading,
  type Lesson,
  lessonsOf,
  outlineItem,
  player,
  progress as progressOf,
  progressText,
} from "./learning.ts";
import { type Stack, startStack } from "./stack.ts";

let stack: Stack;
const { visit, fresh } = browsing(() => stack);

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const enrolledIn = (wanted: (content: Content) => boolean) => enrolledFor(stack, wanted);
const progress = (token: string, slug: string) => progressOf(stack, token, slug);

describe("the course player", () => {
  it("takes a new learner through a whole course: video, flashcards, a completion made offline, a quiz, and the certificate", async () => {
    const learner = await enrolledIn((c) => {
      const types = lessonsOf(c).map((l) => l.type);
      return types.length <= 6 && types.includes("flashcard") && types.includes("quiz");
    });
    const { content } = learner;
    const lessons = lessonsOf(content);
    const t = await fresh(learner.token);
    await listenForEvents(t, ["lp-lesson-complete", "lp-course-complete"]);
    await t.page.goto(`${stack.siteUrl}/account/courses/${content.slug}`);
    const { page, errors } = t;

    await heading(page).getByText(lessons[0].title).waitFor();
    expect(await progressText(page).textContent()).toBe("0% completed");
    expect(await player(page).locator(".cp-lesson").count()).toBe(lessons.length);

    const server = () => progress(learner.token, content.slug);
    let done = 0;
    let offline = false;
    for (const lesson of lessons) {
      await outlineItem(page, lesson.title.slice(0, 30)).click();
      await heading(page).getByText(lesson.title).waitFor();
      await expect.poll(() => new URL(page.url()).searchParams.get("lesson")).toBe(String(lesson.id));

      if (lesson.type === "flashcard") {
        const items = (lesson.data.items as unknown[]).length;
        for (let i = 1; i < items; i++) await player(page).getByRole("button", { name: "Next", exact: true }).click();
        await player(page).locator(".cp-card").click();
      } else if (lesson.type === "quiz") {
        await finishQuiz(page);
      } else if (!offline && done >= 1) {
        // This one is marked with the network down: it waits on the device, then goes when the network returns.
        await t.context.setOffline(true);
        await player(page).getByRole("button", { name: "Mark as Complete" }).click();
        await player(page).locator(".cp-waiting").getByText("kept on this device").waitFor();
        expect((await server()).lessons_completed).not.toContain(lesson.id);
        await t.context.setOffline(false);
        await expect.poll(() => player(page).locator(".cp-waiting").count()).toBe(0);
        offline = true;
      } else {
        await player(page).getByRole("button", { name: "Mark as Complete" }).click();
        await player(page).getByText("Completed", { exact: true }).first().waitFor();
      }
      done++;
      await expect.poll(async () => (await server()).lessons_completed.includes(lesson.id), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => outlineItem(page, lesson.title.slice(0, 30)).locator(".cp-done-mark").count()).toBe(1);
    }

    expect(offline, "one lesson was completed with the network down").toBe(true);
    await player(page).getByText("You completed this course!").waitFor();
    expect(await progressText(page).textContent()).toBe("100% completed");
    expect((await server()).progress_percent).toBe(100);
    // The page heard of each lesson the platform recorded, the one made offline included, then of the course.
    const heard = await heardEvents(page);
    const recorded = heard.filter((e) => e.type === "lp-lesson-complete").map((e) => e.detail as { courseId: number; lessonId: number });
    expect(recorded).toEqual(lessons.map((l) => ({ courseId: content.id, lessonId: l.id })));
    expect(heard.filter((e) => e.type === "lp-course-complete")).toEqual([{ type: "lp-course-complete", detail: { courseId: content.id } }]);

    // The certificate the server issued is in My Certificates.
    await player(page).getByRole("link", { name: "View My Certificates" }).click();
    await page.waitForURL((url) => url.pathname === "/account/certificates");
    await page.locator("lp-certificate-list").getByText(content.title).first().waitFor();
    // The one request made with the network down fails, as it should.
    expect(unexpected(errors).filter((e) => !e.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  });

  it("keeps the lesson over a reload, reads an article to completion on a fast clock, and counts learning time only while in view", async () => {
    const learner = await enrolledIn((c) => lessonsOf(c).some((l) => l.type === "article"));
    const article = lessonsOf(learner.content).find((l) => l.type === "article")!;
    const t = await fresh(learner.token);
    const { page, errors, requests } = t;
    await page.clock.install();
    await page.goto(`${stack.siteUrl}/account/courses/${learner.content.slug}?lesson=${article.id}`);
    await heading(page).getByText(article.title).waitFor();
    await page.reload();
    await taken(page);
    await heading(page).getByText(article.title).waitFor();
    await page.bringToFront();

    // The article needs 80% of its whole-minute estimate (20 s at least) of time in view.
    const minutes = await player(page).locator(".cp-read-time").textContent();
    expect(minutes).toMatch(/^\d+ min read$/);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.clock.runFor(10_000);
    expect((await progress(learner.token, learner.content.slug)).lessons_completed).not.toContain(article.id);
    const pings = () => requests.filter((r) => r.method === "POST" && r.url.endsWith(`/courses/${learner.content.id}/ping`)).length;
    await page.clock.runFor(30_000);
    await expect.poll(pings).toBeGreaterThanOrEqual(1);
    await page.clock.runFor(10 * 60_000);
    await expect.poll(async () => (await progress(learner.token, learner.content.slug)).lessons_completed.includes(article.id), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => player(page).getByText("Completed", { exact: true }).count()).toBeGreaterThan(0);

    // Hidden, the page sends no ping however long it stays so.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const before = pings();
    await page.clock.runFor(5 * 60_000);
    expect(pings()).toBe(before);
    expect(unexpected(errors, 429)).toEqual([]);
  });

  it("shows a slide handout in the browser's PDF viewer on the platform's page, and draws its first page on a phone without one", async () => {
    const learner = await enrolledIn((c) => lessonsOf(c).some((l) => l.type === "slide" && String(l.data.url).endsWith(".pdf")));
    const slides = lessonsOf(learner.content).find((l) => l.type === "slide" && String(l.data.url).endsWith(".pdf"))!;
    const address = `/account/courses/${learner.content.slug}?lesson=${slides.id}`;
    const handout = new URL(String(slides.data.url), stack.apiUrl).href;

    // The page's own security policy lets the API's file into the viewer's frame.
    const desktop = await visit(address, learner.token);
    await player(desktop.page).locator(".cp-slides-pdf").waitFor();
    await expect.poll(() => desktop.page.frames().some((f) => f.url() === handout), { timeout: 10_000 }).toBe(true);
    expect(desktop.page.frames().some((f) => f.url().startsWith("chrome-error:"))).toBe(false);
    expect(unexpected(desktop.errors)).toEqual([]);

    // Chrome on Android has no viewer: a link, and the first page on a tap.
    const phone = await fresh(learner.token);
    await phone.context.addInitScript(() => Object.defineProperty(navigator, "pdfViewerEnabled", { value: false }));
    await phone.page.goto(stack.siteUrl + address);
    await player(phone.page)
      .getByRole("link", { name: /Open the slides \(PDF\)/ })
      .waitFor();
    expect(await player(phone.page).locator(".cp-slides-pdf").count()).toBe(0);
    await player(phone.page)
      .getByRole("button", { name: /Show the first page here/ })
      .click();
    const page = player(phone.page).getByRole("img", { name: `First page of ${slides.title}` });
    await page.waitFor({ timeout: 20_000 });
    const dark = await page.evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 100 && pixels[i + 3] > 200) n++;
      return n;
    });
    expect(dark, "the handout's text is drawn").toBeGreaterThan(500);
    expect(unexpected(phone.errors)).toEqual([]);
  });

  it("plays, for real, a video file the platform stores: its time runs and it says how long it is", async () => {
    const isFile = (lesson: Lesson) => lesson.type === "video" && String(lesson.data.url).includes("/storage/seed/video/");
    const learner = await enrolledIn((content) => lessonsOf(content).some(isFile));
    const lesson = lessonsOf(learner.content).find(isFile)!;
    const t = await visit(`/account/courses/${learner.content.slug}?lesson=${lesson.id}`, learner.token);
    const video = player(t.page).locator("video.cp-video-frame");
    await video.waitFor();
    const played = await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { time: v.currentTime, duration: v.duration, error: v.error?.code ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.time).toBeGreaterThan(0.5);
    expect(played.duration).toBeGreaterThan(3);
    expect(played.duration).toBeLessThan(5);
    expect(await player(t.page).locator(".cp-video-failed").count()).toBe(0);
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("sends a learner who is not enrolled to the course's public page, and says so for a course that does not exist", async () => {
    const learner = await stack.register();
    const free = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses?pricing=free")).body.data[0];
    const { page } = await visit(`/account/courses/${free.slug}`, learner.token);
    await page.waitForURL((url) => url.pathname === `/courses/${free.slug}`);

    const other = await visit("/account/courses/no-such-course", learner.token);
    await other.page.locator("lp-course-player").getByText("The course you are looking for does not exist or has been removed.").waitFor();
  });
});
