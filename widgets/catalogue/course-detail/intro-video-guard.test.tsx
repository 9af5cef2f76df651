import { beforeAll, expect, it, vi } from "vitest";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { aCourse, courseApi } from "#tests/support/course-api.ts";
import { mount, settle, shadow, until } from "#tests/support/dom.ts";
import { json } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as courseDetailTag } from "./course-detail.api.ts";

vi.mock("./enrolment/index.ts", () => ({ EnrolAction: () => null, AccessCodeBox: () => null, enrolmentCss: "" }));

/** Like the real library, the stand-in defines <lite-youtube> without checking: a second definition throws. */
const lite = vi.hoisted(() => ({ imported: 0 }));
vi.mock("lite-youtube-embed", () => {
  lite.imported++;
  customElements.define("lite-youtube", class extends HTMLElement {});
  return {};
});

freshPageEachTest("/courses/intro-networking");

beforeAll(async () => {
  // The host page brought its own copy of lite-youtube-embed before the widget loaded.
  customElements.define(
    "lite-youtube",
    class extends HTMLElement {
      connectedCallback() {
        this.setAttribute("data-upgraded-by", "host page");
      }
    },
  );
  const courseDetailRoot = await import("./course-detail.tsx");
  defineWidget(courseDetailTag, courseDetailRoot);
});

it("uses a <lite-youtube> the host page already defined instead of defining it again", async () => {
  const errors: unknown[] = [];
  const onError = (e: ErrorEvent) => errors.push(e.error);
  window.addEventListener("error", onError);
  courseApi({ course: () => json({ course: aCourse({ intro_video: "https://youtu.be/dQw4w9WgXcQ" }) }) });
  const root = shadow(await mount("lp-course-detail", { slug: "intro-networking" }));
  await until(() => root.querySelector("lite-youtube[data-upgraded-by='host page']") !== null);
  await settle();
  window.removeEventListener("error", onError);
  expect(lite.imported).toBe(0);
  expect(errors).toEqual([]);
  expect(root.querySelector("lite-youtube")!.getAttribute("videoid")).toBe("dQw4w9WgXcQ");
});
