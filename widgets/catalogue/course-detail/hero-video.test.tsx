import liteYoutubeCss from "lite-youtube-embed/src/lite-yt-embed.css?inline";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { baseSheets, sheet } from "#shared/styles/sheets.ts";
import videoGateCss from "#shared/ui/video-gate/video-gate.css?inline";
import { aCourse, courseApi } from "#tests/support/course-api.ts";
import { mount, shadow, until } from "#tests/support/dom.ts";
import { json } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as courseDetailTag } from "./course-detail.api.ts";

vi.mock("./enrolment/index.ts", () => ({ EnrolAction: () => null, AccessCodeBox: () => null, enrolmentCss: "" }));

/** The video's part of the page, counted each time its code is fetched. */
const hero = vi.hoisted(() => ({ fetched: 0 }));
vi.mock("./hero-video.tsx", async (importOriginal) => {
  hero.fetched++;
  return importOriginal();
});

/** lite-youtube-embed stands in here (the real one is run in Chromium). */
vi.mock("lite-youtube-embed", () => {
  customElements.define("lite-youtube", class extends HTMLElement {});
  return {};
});

freshPageEachTest("/courses/intro-networking");

let pageCss: readonly string[] = [];
beforeAll(async () => {
  const courseDetailRoot = await import("./course-detail.tsx");
  pageCss = courseDetailRoot.styles;
  defineWidget(courseDetailTag, courseDetailRoot);
});

async function pageWithVideo(introVideo: string | null) {
  courseApi({ course: () => json({ course: aCourse({ intro_video: introVideo }) }) });
  const root = shadow(await mount("lp-course-detail", { slug: "intro-networking" }));
  await until(() => root.querySelector("h1") !== null);
  return root;
}

// The order matters: the video's code must not have been fetched before the first test.
describe("<lp-course-detail> video code, fetched only for a course with a video", () => {
  it("fetches neither the player's code nor its CSS for a course without a video", async () => {
    const root = await pageWithVideo(null);
    expect(root.querySelector(".cd-video, .cd-video-link")).toBeNull();
    expect(hero.fetched).toBe(0);
    expect(root.adoptedStyleSheets).not.toContain(sheet(liteYoutubeCss));
  });

  it("shows the page whole once the player's code is here, with lite-youtube's CSS between the shared sheets and the page's", async () => {
    const root = await pageWithVideo("https://youtu.be/dQw4w9WgXcQ");
    // No moment with the course but not its video: the skeleton stays until both can be shown.
    expect(root.querySelector(".cd-video")).not.toBeNull();
    await until(() => root.querySelector("lite-youtube") !== null);
    expect(hero.fetched).toBe(1);
    const sheets = root.adoptedStyleSheets;
    // And low-data mode's stand-in for a framed player, after the page's.
    expect(sheets).toEqual([...baseSheets(), sheet(liteYoutubeCss), ...pageCss.map(sheet), sheet(videoGateCss)]);
  });

  it("adopts lite-youtube's CSS once however often the page is shown", async () => {
    const first = await pageWithVideo("https://youtu.be/dQw4w9WgXcQ");
    const second = await pageWithVideo("https://cdn.example.cm/intro.mp4");
    for (const root of [first, second]) expect(root.adoptedStyleSheets.filter((s) => s === sheet(liteYoutubeCss))).toHaveLength(1);
  });
});
