import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { chooseLowData } from "#shared/config/low-data.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { aCourse, courseApi } from "#tests/support/course-api.ts";
import { mount, shadow, until } from "#tests/support/dom.ts";
import { json } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as courseDetailTag } from "./course-detail.api.ts";

vi.mock("./enrolment/index.ts", () => ({ EnrolAction: () => null, AccessCodeBox: () => null, enrolmentCss: "" }));

/**
 * lite-youtube-embed stands in here (the real one is run in Chromium): importing it defines a
 * small <lite-youtube> that adds its play button when connected, as the real one does.
 */
const lite = vi.hoisted(() => ({ imported: 0 }));
vi.mock("lite-youtube-embed", () => {
  lite.imported++;
  customElements.define(
    "lite-youtube",
    class extends HTMLElement {
      connectedCallback() {
        const play = document.createElement("button");
        play.className = "lyt-playbtn";
        play.textContent = this.getAttribute("playlabel");
        this.append(play);
      }
    },
  );
  return {};
});

freshPageEachTest("/courses/intro-networking");

beforeAll(async () => {
  const courseDetailRoot = await import("./course-detail.tsx");
  defineWidget(courseDetailTag, courseDetailRoot);
});

async function pageWithVideo(introVideo: string | null) {
  courseApi({ course: () => json({ course: aCourse({ intro_video: introVideo }) }) });
  const root = shadow(await mount("lp-course-detail", { slug: "intro-networking" }));
  await until(() => root.querySelector("h1") !== null);
  // The page shows at once; the player's code follows into its placeholder.
  await until(() => root.querySelector(".cd-video[data-pending]") === null);
  return root;
}

// The order matters: lite-youtube's code must not load until a YouTube video is shown.
describe("<lp-course-detail> intro video", () => {
  it("shows nothing for a course without a video, and loads no player code", async () => {
    const root = await pageWithVideo(null);
    expect(root.querySelector(".cd-video, .cd-video-link")).toBeNull();
    expect(lite.imported).toBe(0);
  });

  it("embeds Vimeo in its no-tracking player, with a title, and loads no YouTube code", async () => {
    const root = await pageWithVideo("https://vimeo.com/76979871");
    const frame = root.querySelector<HTMLIFrameElement>(".cd-video iframe")!;
    expect(frame.getAttribute("src")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(frame.title).toBe("Introduction video: Computer Networking Essentials");
    expect(lite.imported).toBe(0);
  });

  it("plays a direct media file in a native player with controls", async () => {
    const root = await pageWithVideo("https://cdn.example.cm/intro.mp4");
    const video = root.querySelector<HTMLVideoElement>("video")!;
    expect(video.getAttribute("src")).toBe("https://cdn.example.cm/intro.mp4");
    expect(video.controls).toBe(true);
    expect(root.querySelector("iframe, lite-youtube")).toBeNull();
  });

  it("links to a video on any other site, in a new tab without an opener", async () => {
    const root = await pageWithVideo("https://videos.example.cm/watch/123");
    const link = root.querySelector<HTMLAnchorElement>(".cd-video-link a")!;
    expect(link.getAttribute("href")).toBe("https://videos.example.cm/watch/123");
    expect(link.target).toBe("_blank");
    expect(link.rel.split(" ")).toContain("noopener");
    expect(root.querySelector("iframe, video, lite-youtube")).toBeNull();
  });

  it("embeds nothing from a hostile link", async () => {
    const root = await pageWithVideo("javascript:alert(document.domain)//https://youtu.be/dQw4w9WgXcQ");
    expect(root.querySelector(".cd-video, .cd-video-link, iframe, lite-youtube")).toBeNull();
    expect(lite.imported).toBe(0);
  });

  it("embeds YouTube through lite-youtube, loading its code on first need only", async () => {
    const root = await pageWithVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s");
    await until(() => root.querySelector("lite-youtube .lyt-playbtn") !== null);
    const player = root.querySelector("lite-youtube")!;
    expect(player.getAttribute("videoid")).toBe("dQw4w9WgXcQ");
    expect(player.getAttribute("title")).toBe("Computer Networking Essentials");
    expect(player.getAttribute("playlabel")).toBe("Play the introduction video: Computer Networking Essentials");
    expect(lite.imported).toBe(1);

    await act(async () => document.body.replaceChildren());
    const again = await pageWithVideo("https://youtu.be/aaaaaaaaaaa");
    await until(() => again.querySelector("lite-youtube .lyt-playbtn") !== null);
    expect(again.querySelector("lite-youtube")!.getAttribute("videoid")).toBe("aaaaaaaaaaa");
    expect(lite.imported).toBe(1);
  });

  it("treats a YouTube link with a malformed id as a plain link", async () => {
    const root = await pageWithVideo("https://www.youtube.com/watch?v=tooShort");
    expect(root.querySelector("lite-youtube")).toBeNull();
    expect(root.querySelector(".cd-video-link a")?.getAttribute("href")).toBe("https://www.youtube.com/watch?v=tooShort");
  });
});

describe("<lp-course-detail> intro video in low-data mode", () => {
  it("loads a framed player only on Play, over the course's cover, and gives it the focus; a file's nothing before Play", async () => {
    chooseLowData("on");
    try {
      const root = await pageWithVideo("https://vimeo.com/76979871");
      expect(root.querySelector("iframe")).toBeNull();
      const play = root.querySelector<HTMLButtonElement>(".video-gate button")!;
      expect(play.textContent).toContain("Computer Networking Essentials");
      expect(root.querySelector(".video-gate-note")?.textContent).toBe("Low-data mode: the video loads only when you press Play.");
      await act(async () => play.click());
      const frame = root.querySelector<HTMLIFrameElement>(".cd-video iframe")!;
      expect(frame.getAttribute("src")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
      expect(root.activeElement).toBe(frame);

      const file = await pageWithVideo("https://cdn.example.cm/intro.mp4");
      expect(file.querySelector("video")?.getAttribute("preload")).toBe("none");
    } finally {
      chooseLowData(null);
    }
  });
});

describe("<lp-course-detail> intro video from the other hosts whose player is framed", () => {
  it.each([
    ["Dailymotion", "https://dai.ly/x8abc12", "https://geo.dailymotion.com/player/x1b2c3.html?video=x8abc12", "https://www.dailymotion.com/video/x8abc12"],
    [
      "Google Drive",
      "https://drive.google.com/open?id=1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123",
      "https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/preview",
      "https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view",
    ],
  ])("embeds %s in its player, with a title, the video's page linked below", async (_, url, src, page) => {
    window.lpConfig = { dailymotionPlayerId: "x1b2c3" };
    const root = await pageWithVideo(url);
    const frame = root.querySelector<HTMLIFrameElement>(".cd-video-frame iframe")!;
    expect(frame.getAttribute("src")).toBe(src);
    expect(frame.title).toBe("Introduction video: Computer Networking Essentials");
    expect(frame.getAttribute("loading")).toBe("lazy");
    expect(frame.getAttribute("referrerpolicy")).toBe("strict-origin-when-cross-origin");
    const link = root.querySelector<HTMLAnchorElement>(".cd-video-link a")!;
    expect(link.getAttribute("href")).toBe(page);
    expect(link.target).toBe("_blank");
    expect(root.querySelector("lite-youtube, video")).toBeNull();
  });

  it("links to a look-alike host rather than framing it", async () => {
    const root = await pageWithVideo("https://dailymotion.com.evil.cm/video/x8abc12");
    expect(root.querySelector("iframe")).toBeNull();
    expect(root.querySelector(".cd-video-link a")?.getAttribute("href")).toBe("https://dailymotion.com.evil.cm/video/x8abc12");
  });
});
