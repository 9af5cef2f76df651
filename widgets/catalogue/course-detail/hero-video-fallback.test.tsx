import { beforeAll, describe, expect, it, vi } from "vitest";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { aCourse, courseApi } from "#tests/support/course-api.ts";
import { mount, shadow, until } from "#tests/support/dom.ts";
import { json } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as courseDetailTag } from "./course-detail.api.ts";

vi.mock("./enrolment/index.ts", () => ({ EnrolAction: () => null, AccessCodeBox: () => null, enrolmentCss: "" }));

/** The network is down when the video's code is asked for. */
vi.mock("./hero-video.tsx", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

freshPageEachTest("/courses/intro-networking");

beforeAll(async () => {
  const courseDetailRoot = await import("./course-detail.tsx");
  defineWidget(courseDetailTag, courseDetailRoot);
});

async function pageWithVideo(introVideo: string) {
  courseApi({ course: () => json({ course: aCourse({ intro_video: introVideo }) }) });
  const root = shadow(await mount("lp-course-detail", { slug: "intro-networking" }));
  await until(() => root.querySelector("h1") !== null);
  return root;
}

describe("<lp-course-detail> when the video's code cannot be fetched", () => {
  it("still shows the course, with the video as a link to its site in a new tab", async () => {
    const root = await pageWithVideo("https://youtu.be/dQw4w9WgXcQ");
    expect(root.querySelector(".lp-crashed")).toBeNull();
    const link = root.querySelector<HTMLAnchorElement>(".cd-video-link a")!;
    expect(link.getAttribute("href")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(link.textContent).toBe("Watch the introduction video (opens in a new tab)");
    expect(link.target).toBe("_blank");
    expect(link.rel.split(" ")).toContain("noopener");
  });

  it("links to nothing but an http(s) address", async () => {
    const root = await pageWithVideo("javascript:alert(document.domain)");
    expect(root.querySelector("h1")).not.toBeNull();
    expect(root.querySelector(".cd-video-link, a[href^='javascript']")).toBeNull();
  });
});
