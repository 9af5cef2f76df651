/// <reference types="mocha" />
/**
 * The course player's lesson views inside its shadow root, in real Chromium: the sanitised article,
 * the YouTube facade (lite-youtube, its CSS, the player iframe that can report progress), the
 * Vimeo player, flashcards, the quiz, the file links, the PDF viewer's 600 px, a PDF's first page
 * drawn where the browser has no viewer, and the Google Slides embed; and the player on a page that
 * enforces Trusted Types. Nothing waits on the network.
 */
import { expect } from "@esm-bundle/chai";
import { defineCoursePlayer, forgetLearner, MISSING_VIDEO, PLAYER_COURSE, playerApi, SLIDES_PDF, YOUTUBE_ID } from "./fixtures/course-player.ts";
import { type FrameWindow, frameWindow, openFrame, pageUrl, rendered, stubFetch, until } from "./helpers.ts";
import type { PageRecord } from "./pages/page-setup.ts";

// Both the test page and the Trusted Types frame sign a learner in, in the tab's session storage.
after(() => forgetLearner());

describe("<lp-course-player> lesson views in real Chromium", () => {
  let restore: () => void;
  let root: ShadowRoot;
  let el: HTMLElement;

  before(async () => {
    restore = stubFetch(playerApi());
    defineCoursePlayer();
    el = document.createElement("lp-course-player");
    el.setAttribute("slug", PLAYER_COURSE.slug);
    document.body.append(el);
    await rendered(el, ".cp-lesson-heading", 5000);
    root = el.shadowRoot!;
  });

  after(() => {
    restore();
    el.remove();
  });

  async function open(title: string) {
    const item = [...root.querySelectorAll<HTMLButtonElement>(".cp-lesson")].find((b) => b.textContent?.includes(title))!;
    item.click();
    await until(() => root.querySelector(".cp-lesson-heading")?.textContent === title, 2000, `lesson ${title}`);
  }

  it("shows an article sanitised, with its read time, and the outline as a column on a wide screen", async () => {
    await open("An Article");
    const article = await until(() => root.querySelector(".cp-article") ?? false, 3000, "the article");
    expect(article.querySelector("h3")?.textContent).to.equal("Heading");
    expect(article.querySelector("strong")?.textContent).to.equal("bold");
    expect(article.querySelector("img")?.hasAttribute("onerror") ?? false).to.equal(false);
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
    expect(root.querySelector(".cp-read-time")?.textContent).to.equal("1 min read");
    const outline = root.querySelector<HTMLElement>(".cp-outline")!;
    if (window.innerWidth >= 1024) expect(getComputedStyle(outline).position).to.equal("sticky");
  });

  it("shows YouTube as lite-youtube in the shadow root, and plays it in an iframe that can report its progress", async () => {
    await open("A YouTube Video");
    const player = await until(() => root.querySelector<HTMLElement>("lite-youtube .lyt-playbtn")?.parentElement ?? false, 5000, "lite-youtube");
    expect(player.getAttribute("videoid")).to.equal(YOUTUBE_ID);
    const style = getComputedStyle(player);
    expect(style.position).to.equal("relative");
    const box = player.getBoundingClientRect();
    expect(box.height / box.width).to.be.closeTo(9 / 16, 0.03);
    player.querySelector<HTMLElement>(".lyt-playbtn")!.click();
    const frame = await until(() => root.querySelector<HTMLIFrameElement>("lite-youtube iframe") ?? false, 3000, "the YouTube iframe");
    const src = new URL(frame.src);
    expect(src.origin).to.equal("https://www.youtube-nocookie.com");
    expect(src.searchParams.get("enablejsapi")).to.equal("1");
    expect(src.searchParams.get("origin")).to.equal(location.origin);
    // The seek buttons wait until the player has said how long the video is.
    const back = [...root.querySelectorAll<HTMLButtonElement>(".cp-video-seek button")];
    expect(back.map((b) => b.textContent)).to.deep.equal(["Back 10 s", "Forward 10 s"]);
    expect(back.every((b) => b.disabled)).to.equal(true);
    // Mark as Complete stays: a player that never answers cannot keep the learner stuck.
    expect([...root.querySelectorAll("button")].some((b) => b.textContent === "Mark as Complete")).to.equal(true);
  });

  it("plays Vimeo in its no-tracking player", async () => {
    await open("A Vimeo Video");
    const frame = await until(() => root.querySelector<HTMLIFrameElement>(".cp-video-box iframe") ?? false, 5000, "the Vimeo iframe");
    expect(frame.src).to.equal("https://player.vimeo.com/video/1084537?dnt=1");
  });

  it("says a video file that cannot be played, in the lesson, with the file to open", async () => {
    await open("A Video File Gone");
    const alert = await until(() => root.querySelector(".cp-video-failed[role=alert]") ?? false, 5000, "the failure");
    expect(alert.querySelector("p")?.textContent).to.equal("This video cannot be played here.");
    const link = alert.querySelector<HTMLAnchorElement>("a")!;
    expect(link.href).to.equal(MISSING_VIDEO);
    expect(link.target).to.equal("_blank");
    expect(root.querySelector("video")).to.equal(null);
  });

  it("flips a flashcard and runs a quiz", async () => {
    await open("Some Cards");
    const card = root.querySelector<HTMLButtonElement>(".cp-card")!;
    expect(card.textContent).to.contain("Front one");
    card.click();
    await until(() => root.querySelector(".cp-card")?.textContent?.includes("Back one") ?? false, 2000, "the back");
    await open("A Quiz");
    const option = root.querySelector<HTMLInputElement>(".cp-option input")!;
    option.click();
    await until(() => !root.querySelector<HTMLButtonElement>(".cp-quiz-actions button")!.disabled, 2000, "Submit enabled");
    root.querySelector<HTMLButtonElement>(".cp-quiz-actions button")!.click();
    await until(() => root.querySelector(".cp-feedback") ?? false, 2000, "feedback");
    expect(root.querySelector(".cp-feedback-verdict")?.textContent).to.equal("Correct!");
  });

  it("links the worksheet and the case study, and shows a PDF in a 600 px viewer where the browser has one", async () => {
    await open("A Worksheet");
    expect(root.querySelector<HTMLAnchorElement>(".cp-file-link")!.target).to.equal("_blank");
    await open("A Case");
    expect(root.querySelector(".cp-summary")?.textContent).to.equal("What happened.");
    await open("PDF Slides");
    if (navigator.pdfViewerEnabled) {
      const viewer = await until(() => root.querySelector<HTMLIFrameElement>(".cp-slides-pdf") ?? false, 2000, "the PDF viewer");
      expect(viewer.getBoundingClientRect().height).to.equal(600);
    } else expect(root.querySelector(".cp-slides-note")?.textContent).to.contain("cannot show PDF files");
    await open("Google Slides");
    const embed = root.querySelector<HTMLIFrameElement>(".cp-slides-frame iframe")!;
    expect(embed.src).to.equal("https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOpQr/embed");
  });

  it("draws a PDF's first page in the page, on a tap, where the browser has no PDF viewer (Chrome on Android)", async () => {
    Object.defineProperty(navigator, "pdfViewerEnabled", { value: false, configurable: true });
    try {
      await open("A Worksheet");
      await open("PDF Slides");
      expect(root.querySelector(".cp-slides-pdf")).to.equal(null);
      expect(root.querySelector<HTMLAnchorElement>(".cp-file a")!.href).to.equal(SLIDES_PDF);
      const page = root.querySelector<HTMLCanvasElement>(".cp-pdf-page")!;
      expect(page.hidden).to.equal(true);
      const ask = [...root.querySelectorAll<HTMLButtonElement>(".cp-pdf-preview button")].find((b) => b.textContent?.includes("Show the first page"))!;
      expect(ask.textContent).to.match(/about [\d.]+ MB/);
      ask.click();
      await until(() => !page.hidden, 15000, "the first page drawn");
      expect(page.getAttribute("role")).to.equal("img");
      expect(page.getAttribute("aria-label")).to.equal("First page of PDF Slides");
      // A landscape handout, drawn as wide as the lesson column, with dark text on white.
      const box = page.getBoundingClientRect();
      expect(box.width).to.be.greaterThan(box.height);
      expect(page.width / page.height).to.be.closeTo(842 / 595, 0.02);
      const pixels = page.getContext("2d")!.getImageData(0, 0, page.width, page.height).data;
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 100 && pixels[i + 3] > 200) dark++;
      expect(dark).to.be.greaterThan(200);
    } finally {
      delete (navigator as { pdfViewerEnabled?: boolean }).pdfViewerEnabled;
    }
  });

  it("says when a PDF's first page cannot be drawn, and keeps the link to the file", async () => {
    Object.defineProperty(navigator, "pdfViewerEnabled", { value: false, configurable: true });
    const unreachable = stubFetch((url) => (url.href === SLIDES_PDF ? new Response("gone", { status: 404 }) : undefined));
    try {
      await open("A Worksheet");
      await open("PDF Slides");
      root.querySelector<HTMLButtonElement>(".cp-pdf-preview button")!.click();
      const alert = await until(() => root.querySelector(".cp-pdf-preview [role=alert]") ?? false, 20000, "the failure");
      expect(alert.textContent).to.contain("The first page could not be shown.");
      expect(root.querySelector<HTMLCanvasElement>(".cp-pdf-page")!.hidden).to.equal(true);
      expect(root.querySelector<HTMLAnchorElement>(".cp-file a")!.href).to.equal(SLIDES_PDF);
    } finally {
      unreachable();
      delete (navigator as { pdfViewerEnabled?: boolean }).pdfViewerEnabled;
    }
  });
});

describe("<lp-course-player> on a page that enforces Trusted Types", () => {
  it("shows the sanitised article and a PDF's first page without a violation or an error", async () => {
    // Trusted Types also refuse eval and `new Function` on strings, and a Worker from a plain URL.
    const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types dompurify";
    // The lessons opened above are remembered on this origin: this course opens at its first again.
    for (const key of Object.keys(localStorage)) if (key.startsWith("lpLastLesson:")) localStorage.removeItem(key);
    const frame = await openFrame({ src: pageUrl("/tests/browser/pages/course-player.page.ts", TRUSTED_TYPES) });
    const page = frameWindow(frame) as FrameWindow & { lpPage: PageRecord };
    await until(() => page.lpPage?.ready === true, 5000, "test page ready");
    const player = page.document.querySelector("lp-course-player")!;
    const article = await until(() => player.shadowRoot?.querySelector(".cp-article strong") ?? false, 5000, "the article");
    expect(article.textContent).to.equal("bold");

    // The PDF reader draws a handout's first page there too: it runs no Worker and no eval.
    Object.defineProperty(page.navigator, "pdfViewerEnabled", { value: false, configurable: true });
    const root = player.shadowRoot!;
    [...root.querySelectorAll<HTMLButtonElement>(".cp-lesson")].find((b) => b.textContent?.includes("PDF Slides"))!.click();
    const ask = await until(() => root.querySelector<HTMLButtonElement>(".cp-pdf-preview button") ?? false, 5000, "the first-page button");
    ask.click();
    await until(() => root.querySelector<HTMLCanvasElement>(".cp-pdf-page:not([hidden])") ?? false, 15000, "the first page drawn");

    expect(page.lpPage.violations).to.deep.equal([]);
    expect(page.lpPage.errors).to.deep.equal([]);
    frame.remove();
  });
});
