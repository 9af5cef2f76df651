import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { defineWidget } from "../../../shared/element/define-widget.tsx";
import { button, byLabel, click, mount, shadow, submit, toastText, type, until } from "../../../shared/testing/dom.ts";
import { json } from "../../../shared/testing/fetch.ts";
import { freshPageEachTest } from "../../../shared/testing/page.ts";
import { aCourse, aReview, courseApi } from "./testing.ts";

vi.mock("../enrolment/index.ts", async () => {
  const { createElement } = await import("react");
  return {
    EnrolAction: () => createElement("button", { type: "button" }, "Enroll Now"),
    AccessCodeBox: () => null,
    enrolmentCss: "",
  };
});

/** Glider stands in here (its real layout is checked in Chromium): every construction is recorded. */
const glider = vi.hoisted(() => ({ loaded: 0, instances: [] as { element: HTMLElement; options: Record<string, any>; refresh: () => void }[] }));
vi.mock("glider-js", () => {
  glider.loaded++;
  class FakeGlider {
    resize = () => undefined;
    refresh = vi.fn();
    constructor(element: HTMLElement, options: Record<string, any>) {
      glider.instances.push({ element, options, refresh: this.refresh });
    }
  }
  return { default: FakeGlider };
});

freshPageEachTest("/courses/intro-networking");

beforeAll(async () => {
  const { CourseDetail, courseDetailCss } = await import("../course-detail.tsx");
  defineWidget("lp-course-detail", CourseDetail, { props: { slug: "string" }, css: courseDetailCss });
});

async function openPage() {
  const root = shadow(await mount("lp-course-detail", { slug: "intro-networking" }));
  await until(() => root.querySelector(".cd-reviews .lp-skeletons") === null && root.querySelector(".cd-reviews") !== null);
  return root;
}

const enrolled = (overrides: Record<string, unknown> = {}) => () => json({ course: aCourse({ has_enrolled: true, ...overrides }) });
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

async function openDialog() {
  const root = await openPage();
  await click(button(root, "Leave a Review"));
  const dialog = root.querySelector("dialog")!;
  return {
    root,
    dialog,
    slider: dialog.querySelector<HTMLElement>("[role='slider']")!,
    stars: [...dialog.querySelectorAll<HTMLElement>(".cd-star")],
    textarea: byLabel(dialog, "Your Review") as unknown as HTMLTextAreaElement,
    send: button(dialog, "Submit Review"),
    form: dialog.querySelector("form")!,
  };
}

/** A click at `x` px from the left edge of a star that is 40 px wide. */
async function clickStar(star: HTMLElement, x: number) {
  vi.spyOn(star, "getBoundingClientRect").mockReturnValue({ left: 100, width: 40, top: 0, height: 40, right: 140, bottom: 40, x: 100, y: 0 } as DOMRect);
  await act(async () => {
    star.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true, clientX: 100 + x }));
  });
}

async function press(target: HTMLElement, key: string) {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, composed: true }));
  });
}

describe("<lp-course-detail> reviews", () => {
  // First in the file: Glider's code must not have been loaded by anything before.
  it("says there are no reviews yet, without loading the carousel's code", async () => {
    courseApi();
    const root = await openPage();
    expect(text(root.querySelector(".cd-reviews .lp-empty"))).toBe("No reviews yet for this course.");
    expect(root.querySelector(".cd-carousel")).toBeNull();
    expect(glider.loaded).toBe(0);
  });

  it("shows the reviews in a Glider carousel: 3, 2, 2 or 1 per view at 1654, 1200 and 768 px", async () => {
    const net = courseApi({ reviews: () => json({ data: [1, 2, 3, 4].map((id) => aReview(id)) }) });
    const root = await openPage();
    await until(() => glider.instances.length === 1);
    expect(net.to("/courses/42/reviews")).toHaveLength(1);
    const slides = [...root.querySelectorAll(".cd-review")];
    expect(slides.map((s) => text(s.querySelector(".cd-review-text")))).toEqual(["Review number 1", "Review number 2", "Review number 3", "Review number 4"]);
    expect(text(slides[0].querySelector("strong"))).toBe("Learner 1");
    expect(slides[0].querySelector("[role='img']")?.getAttribute("aria-label")).toBe("Rated 4.5 out of 5");

    const { element, options } = glider.instances[0];
    expect(element.getRootNode()).toBe(root);
    expect(element.firstElementChild?.classList.contains("glider-track")).toBe(true);
    expect(options.skipTrack).toBe(true);
    expect(options.slidesToShow).toBe(1);
    const perView = Object.fromEntries(options.responsive.map((r: { breakpoint: number; settings: { slidesToShow: number } }) => [r.breakpoint, r.settings.slidesToShow]));
    expect(perView).toEqual({ 1654: 3, 1200: 2, 768: 2 });
    // Element references, never selectors: Glider would look for those in the document, outside the shadow root.
    expect(options.arrows.prev).toBe(button(root, "‹"));
    expect(options.arrows.next).toBe(button(root, "›"));
    expect(options.arrows.next.getAttribute("aria-label")).toBe("Next reviews");
  });

  it("says what went wrong when the reviews cannot be read, and tries again", async () => {
    let calls = 0;
    courseApi({ reviews: () => (++calls === 1 ? json({}, 422) : json({ data: [aReview(1)] })) });
    const root = await openPage();
    expect(text(root.querySelector(".cd-reviews [role='alert'] p"))).toBe("An error occurred while fetching course reviews");
    await click(button(root.querySelector(".cd-reviews")!, "Try again"));
    await until(() => root.querySelectorAll(".cd-review").length === 1);
  });

  it("offers Leave a Review only to an enrolled learner", async () => {
    courseApi();
    const visitor = await openPage();
    expect(() => button(visitor, "Leave a Review")).toThrow();
    expect(visitor.querySelector("dialog")).toBeNull();
    await act(async () => document.body.replaceChildren());
    courseApi({ course: enrolled() });
    const learner = await openPage();
    expect(button(learner, "Leave a Review")).toBeTruthy();
  });
});

describe("the 'Write a Review' dialog", () => {
  it("opens with no rating, an empty review and Submit Review disabled; Cancel closes it", async () => {
    courseApi({ course: enrolled() });
    const d = await openDialog();
    expect(d.dialog.open).toBe(true);
    expect(text(d.dialog.querySelector("h2"))).toBe("Write a Review");
    expect(d.slider.getAttribute("aria-valuenow")).toBe("0");
    expect(d.slider.getAttribute("aria-valuetext")).toBe("No rating yet");
    expect(d.slider.getAttribute("aria-valuemax")).toBe("5");
    expect(text(d.dialog.querySelector(`#${CSS.escape(d.slider.getAttribute("aria-labelledby")!)}`))).toBe("Rating");
    expect(text(d.dialog.querySelector(".cd-counter"))).toBe("0/500 characters");
    expect(d.send.disabled).toBe(true);
    await click(button(d.dialog, "Cancel"));
    expect(d.dialog.open).toBe(false);
  });

  it("gives a half star for a click on a star's left half and the full star on its right half", async () => {
    courseApi({ course: enrolled() });
    const d = await openDialog();
    await clickStar(d.stars[2], 5);
    expect(d.slider.getAttribute("aria-valuenow")).toBe("2.5");
    expect(d.slider.getAttribute("aria-valuetext")).toBe("2.5 out of 5");
    expect(d.stars.map((s) => s.className.replace("cd-star ", ""))).toEqual(["lp-star-full", "lp-star-full", "lp-star-half", "lp-star-empty", "lp-star-empty"]);
    await clickStar(d.stars[2], 30);
    expect(d.slider.getAttribute("aria-valuenow")).toBe("3");
    await clickStar(d.stars[0], 2);
    expect(d.slider.getAttribute("aria-valuenow")).toBe("0.5");
    await clickStar(d.stars[4], 39);
    expect(d.slider.getAttribute("aria-valuenow")).toBe("5");
  });

  it("moves by half a star with the arrow keys, within half a star and five", async () => {
    courseApi({ course: enrolled() });
    const d = await openDialog();
    expect(d.slider.tabIndex).toBe(0);
    await press(d.slider, "ArrowRight");
    expect(d.slider.getAttribute("aria-valuenow")).toBe("0.5");
    await press(d.slider, "ArrowUp");
    await press(d.slider, "ArrowRight");
    expect(d.slider.getAttribute("aria-valuenow")).toBe("1.5");
    await press(d.slider, "ArrowLeft");
    expect(d.slider.getAttribute("aria-valuenow")).toBe("1");
    await press(d.slider, "End");
    await press(d.slider, "ArrowRight");
    expect(d.slider.getAttribute("aria-valuenow")).toBe("5");
    await press(d.slider, "Home");
    await press(d.slider, "ArrowDown");
    expect(d.slider.getAttribute("aria-valuenow")).toBe("0.5");
  });

  it("counts the characters and stops the review at 500", async () => {
    courseApi({ course: enrolled() });
    const d = await openDialog();
    expect(d.textarea.maxLength).toBe(500);
    await type(d.textarea as unknown as HTMLInputElement, "Clear and practical.");
    expect(text(d.dialog.querySelector(".cd-counter"))).toBe("20/500 characters");
    await type(d.textarea as unknown as HTMLInputElement, "x".repeat(640));
    expect(d.textarea.value).toHaveLength(500);
    expect(text(d.dialog.querySelector(".cd-counter"))).toBe("500/500 characters");
  });

  it("enables Submit Review only with a rating and a review that is not blank", async () => {
    courseApi({ course: enrolled() });
    const d = await openDialog();
    await type(d.textarea as unknown as HTMLInputElement, "Good");
    expect(d.send.disabled).toBe(true);
    await clickStar(d.stars[3], 30);
    expect(d.send.disabled).toBe(false);
    await type(d.textarea as unknown as HTMLInputElement, "    ");
    expect(d.send.disabled).toBe(true);
  });

  it("asks for a rating and a review when the form is sent without them, and sends nothing", async () => {
    const net = courseApi({ course: enrolled() });
    const d = await openDialog();
    await type(d.textarea as unknown as HTMLInputElement, "No stars given");
    await submit(d.form);
    await until(() => expect(toastText()).toContain("Please provide a rating and a review before submitting."));
    expect(net.calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(d.dialog.open).toBe(true);
  });

  it("sends the review, says so, closes, and reloads the course by slug and its reviews", async () => {
    const net = courseApi({ course: enrolled() });
    const d = await openDialog();
    await press(d.slider, "End");
    await press(d.slider, "ArrowLeft");
    await type(d.textarea as unknown as HTMLInputElement, "  Great course, clear examples.  ");
    await click(d.send);
    await until(() => expect(toastText()).toContain("Your review has been added successfully!"));
    const [post] = net.calls.filter((c) => c.method === "POST");
    expect(post.url.pathname).toMatch(/\/courses\/42\/review$/);
    const body = post.body as FormData;
    expect(body.get("rating")).toBe("4.5");
    expect(body.get("review")).toBe("Great course, clear examples.");
    expect(d.dialog.open).toBe(false);
    await until(() => expect(net.to("/courses/intro-networking")).toHaveLength(2));
    await until(() => expect(net.to("/courses/42/reviews")).toHaveLength(2));
    // A second review starts from an empty form.
    await click(button(d.root, "Leave a Review"));
    expect(d.slider.getAttribute("aria-valuenow")).toBe("0");
    expect(d.textarea.value).toBe("");
  });

  it("keeps the dialog and what was written when the server refuses the review", async () => {
    courseApi({ course: enrolled(), review: () => json({ message: "Only learners enrolled in this course can review it." }, 403) });
    const d = await openDialog();
    await press(d.slider, "End");
    await type(d.textarea as unknown as HTMLInputElement, "Loved it");
    await click(d.send);
    await until(() => expect(toastText()).toContain("Only learners enrolled in this course can review it."));
    expect(toastText()).not.toContain("Your review has been added successfully!");
    expect(d.dialog.open).toBe(true);
    expect(d.textarea.value).toBe("Loved it");
    expect(d.send.disabled).toBe(false);
  });

  it("says the course id is missing instead of sending a review for no course", async () => {
    const net = courseApi({ course: enrolled({ id: 0 }) });
    const d = await openDialog();
    await press(d.slider, "End");
    await type(d.textarea as unknown as HTMLInputElement, "Fine");
    await click(d.send);
    await until(() => expect(toastText()).toContain("Course ID is missing. Please try again."));
    expect(net.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });
});
