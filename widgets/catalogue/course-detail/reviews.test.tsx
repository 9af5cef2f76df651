import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { reviewDialogCode } from "#shared/ui/review/write-review.tsx";
import { aCourse, aReview, courseApi, text } from "#tests/support/course-api.ts";
import { button, byLabel, click, mount, settle, shadow, submit, toastText, type, until } from "#tests/support/dom.ts";
import { json } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as courseDetailTag } from "./course-detail.api.ts";
import { reviewCarouselCode } from "./reviews.tsx";

vi.mock("./enrolment/index.ts", async () => {
  const { createElement } = await import("react");
  return {
    EnrolAction: () => createElement("button", { type: "button" }, "Enroll Now"),
    AccessCodeBox: () => null,
    enrolmentCss: "",
  };
});

/** Glider stands in here (its real layout is checked in Chromium): every construction is recorded. */
const glider = vi.hoisted(() => ({ loaded: 0, instances: [] as { element: HTMLElement; options: Record<string, any>; slidesToShow: () => number }[] }));
vi.mock("glider-js", () => {
  glider.loaded++;
  class FakeGlider {
    resize = () => undefined;
    refresh = vi.fn();
    scrollItem = vi.fn();
    setOption = vi.fn((options: Record<string, any>) => Object.assign(this.opt, options));
    slide = 0;
    itemWidth = 0;
    opt: Record<string, any>;
    constructor(element: HTMLElement, options: Record<string, any>) {
      this.opt = { ...options };
      glider.instances.push({ element, options, slidesToShow: () => this.opt.slidesToShow });
    }
  }
  return { default: FakeGlider };
});

freshPageEachTest("/courses/intro-networking");

beforeAll(async () => {
  const courseDetailRoot = await import("./course-detail.tsx");
  defineWidget(courseDetailTag, courseDetailRoot);
});

async function openPage() {
  const root = shadow(await mount("lp-course-detail", { slug: "intro-networking" }));
  await until(() => root.querySelector(".cd-reviews .lp-skeletons") === null && root.querySelector(".cd-reviews") !== null);
  return root;
}

const enrolled =
  (overrides: Record<string, unknown> = {}) =>
  () =>
    json({ course: aCourse({ has_enrolled: true, ...overrides }) });

async function openDialog() {
  const root = await openPage();
  await click(button(root, "Leave a Review"));
  // The dialog's code is fetched the first time it is opened.
  await until(() => root.querySelector("dialog")!.open);
  const dialog = root.querySelector("dialog")!;
  return {
    root,
    dialog,
    slider: dialog.querySelector<HTMLElement>("[role='slider']")!,
    stars: [...dialog.querySelectorAll<HTMLElement>(".lp-star-pick")],
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
    expect(root.querySelector(".cd-reviews section.carousel")).toBeNull();
    expect(glider.loaded).toBe(0);
  });

  it("shows the reviews in a carousel that starts Glider when reached for: 3, 2, 2 or 1 per view by window width at 1654, 1200 and 768 px", async () => {
    const net = courseApi({ reviews: () => json({ data: [1, 2, 3, 4].map((id) => aReview(id)) }) });
    const setWidth = (width: number) =>
      act(async () => {
        Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
        window.dispatchEvent(new Event("resize"));
      });
    await setWidth(1700);
    const root = await openPage();
    await until(() => root.querySelectorAll(".cd-review-card").length === 4);
    expect(net.to("/courses/42/reviews")).toHaveLength(1);
    const inView = () => [...root.querySelectorAll(".cd-reviews .carousel-slide")].filter((li) => !li.hasAttribute("inert")).length;
    // Laid out by CSS alone until the reader reaches for the carousel: Glider's code is not loaded.
    expect(inView()).toBe(3);
    expect(glider.instances).toHaveLength(0);
    await act(async () => {
      root.querySelector(".cd-reviews section.carousel")?.dispatchEvent(new PointerEvent("pointerenter"));
    });
    await until(() => glider.instances.length === 1);
    const slides = [...root.querySelectorAll(".cd-review-card")];
    expect(slides.map((s) => text(s.querySelector(".cd-review-text")))).toEqual(["Review number 1", "Review number 2", "Review number 3", "Review number 4"]);
    expect(text(slides[0].querySelector("strong"))).toBe("Learner 1");
    expect(slides[0].querySelector("[role='img']")?.getAttribute("aria-label")).toBe("Rated 4.5 out of 5");
    expect(root.querySelector(".cd-reviews section.carousel")?.getAttribute("aria-labelledby")).toBe("cd-reviews-title");

    const { element, options } = glider.instances[0];
    expect(element.getRootNode()).toBe(root);
    expect(element.firstElementChild?.tagName).toBe("UL");
    // React owns the track: Glider only lays it out.
    expect(options.skipTrack).toBe(true);
    expect(glider.instances[0].slidesToShow()).toBe(3);
    expect(inView()).toBe(3);
    for (const [width, count] of [
      [1300, 2],
      [800, 2],
      [500, 1],
      [1654, 3],
    ]) {
      await setWidth(width);
      expect(glider.instances[0].slidesToShow()).toBe(count);
      expect(inView()).toBe(count);
    }
    expect(text(root.querySelector(".cd-reviews .carousel-next"))).toBe("›Next");
  });

  it("says what went wrong when the reviews cannot be read, and tries again", async () => {
    let calls = 0;
    courseApi({ reviews: () => (++calls === 1 ? json({}, 422) : json({ data: [aReview(1)] })) });
    const root = await openPage();
    expect(text(root.querySelector(".cd-reviews [role='alert'] p"))).toBe("An error occurred while fetching course reviews");
    await click(button(root.querySelector(".cd-reviews")!, "Try again"));
    await until(() => root.querySelectorAll(".cd-review-card").length === 1);
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
    expect(text(d.dialog.querySelector(".lp-field-hint"))).toBe("0/500 characters");
    // The counter is read with the text box it counts.
    expect(d.dialog.querySelector(`#${CSS.escape(d.textarea.getAttribute("aria-describedby")!)}`)?.textContent).toBe("0/500 characters");
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
    expect(d.stars.map((s) => s.className.replace("lp-star-pick ", ""))).toEqual([
      "lp-star-full",
      "lp-star-full",
      "lp-star-half",
      "lp-star-empty",
      "lp-star-empty",
    ]);
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
    expect(text(d.dialog.querySelector(".lp-field-hint"))).toBe("20/500 characters");
    await type(d.textarea as unknown as HTMLInputElement, "x".repeat(640));
    expect(d.textarea.value).toHaveLength(500);
    expect(text(d.dialog.querySelector(".lp-field-hint"))).toBe("500/500 characters");
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
    await until(() => d.dialog.open);
    expect(d.slider.getAttribute("aria-valuenow")).toBe("0");
    expect(d.textarea.value).toBe("");
  });

  it("reads the reviews once more after a review, though the reloaded course counts one more", async () => {
    let reviewsCount = 12;
    const net = courseApi({
      // The reloaded course comes after the reviews asked for with it.
      course: async () => {
        if (reviewsCount > 12) await new Promise((resolve) => setTimeout(resolve, 50));
        return json({ course: aCourse({ has_enrolled: true, reviews_count: reviewsCount }) });
      },
      review: () => {
        reviewsCount++;
        return json({ message: "Your review has been added successfully!" }, 201);
      },
    });
    const d = await openDialog();
    await press(d.slider, "End");
    await type(d.textarea as unknown as HTMLInputElement, "Clear and practical.");
    await click(d.send);
    await until(() => expect(net.to("/courses/intro-networking")).toHaveLength(2));
    await until(() => expect(text(d.root.querySelector(".cd-rating"))).toContain("(13 reviews)"));
    await settle();
    expect(net.to("/courses/42/reviews")).toHaveLength(2);
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

describe("the reviews' code, fetched when first needed", () => {
  const notFetched = new TypeError("Failed to fetch dynamically imported module");

  it("keeps Leave a Review focused and marked busy while the dialog's code arrives, then opens it; Cancel gives the focus back", async () => {
    courseApi({ course: enrolled() });
    vi.spyOn(reviewDialogCode, "code", "get").mockReturnValue(null);
    let deliver!: (code: typeof import("#shared/ui/review/review-dialog.tsx")) => void;
    const load = vi.spyOn(reviewDialogCode, "load").mockImplementationOnce(() => new Promise((resolve) => (deliver = resolve)));
    const root = await openPage();
    expect(load).not.toHaveBeenCalled(); // nothing of the dialog before it is asked for
    const leave = button(root, "Leave a Review");
    leave.focus();
    await click(leave);
    expect(leave.getAttribute("aria-busy")).toBe("true");
    expect(leave.getAttribute("aria-disabled")).toBe("true");
    expect(leave.disabled).toBe(false); // a disabled button would lose the keyboard focus
    expect(root.activeElement).toBe(leave);
    expect(root.querySelector("dialog")).toBeNull();
    await click(leave); // pressing again while it arrives asks for nothing more
    expect(load).toHaveBeenCalledOnce();

    const code = await import("#shared/ui/review/review-dialog.tsx");
    await act(async () => deliver(code));
    await until(() => root.querySelector("dialog")?.open === true);
    const dialog = root.querySelector("dialog")!;
    expect(leave.hasAttribute("aria-busy")).toBe(false);
    expect(dialog.getAttribute("aria-labelledby")).toBe(dialog.querySelector("h2")!.id);
    expect(text(dialog.querySelector("h2"))).toBe("Write a Review");
    await click(button(dialog, "Cancel"));
    expect(dialog.open).toBe(false);
    expect(root.activeElement).toBe(leave);
  });

  it("says the review form could not be loaded, and fetches it again on the next press", async () => {
    courseApi({ course: enrolled() });
    vi.spyOn(reviewDialogCode, "code", "get").mockReturnValue(null);
    vi.spyOn(reviewDialogCode, "load").mockRejectedValueOnce(notFetched);
    const root = await openPage();
    const leave = button(root, "Leave a Review");
    await click(leave);
    await until(() => expect(toastText()).toContain("The review form could not be loaded. Check your connection and try again."));
    expect(root.querySelector("dialog")).toBeNull();
    expect(leave.hasAttribute("aria-busy")).toBe(false);

    await click(leave);
    await until(() => root.querySelector("dialog")?.open === true);
    expect(text(root.querySelector("dialog h2"))).toBe("Write a Review");
  });

  it("says so in French too", async () => {
    locale.value = "fr";
    courseApi({ course: enrolled() });
    vi.spyOn(reviewDialogCode, "code", "get").mockReturnValue(null);
    vi.spyOn(reviewDialogCode, "load").mockRejectedValueOnce(notFetched);
    const root = await openPage();
    await click(button(root, "Laisser un avis"));
    await until(() => expect(toastText()).toContain("Le formulaire d’avis n’a pas pu être chargé. Vérifiez votre connexion et réessayez."));
  });

  it("fetches no carousel code for a course without reviews", async () => {
    const load = vi.spyOn(reviewCarouselCode, "load");
    courseApi({ course: () => json({ course: aCourse({ reviews_count: 0 }) }) });
    const root = await openPage();
    expect(text(root.querySelector(".cd-reviews .lp-empty"))).toBe("No reviews yet for this course.");
    expect(load).not.toHaveBeenCalled();
  });

  it("still shows the reviews of a course whose count is behind, fetching the carousel's code once they are in", async () => {
    const load = vi.spyOn(reviewCarouselCode, "load");
    courseApi({ course: () => json({ course: aCourse({ reviews_count: 0 }) }), reviews: () => json({ data: [aReview(1)] }) });
    const root = await openPage();
    await until(() => root.querySelectorAll(".cd-review-card").length === 1);
    expect(load).toHaveBeenCalledOnce();
  });

  it("says the reviews could not be shown when the carousel's code cannot be fetched, and shows them on Try again", async () => {
    vi.spyOn(reviewCarouselCode, "load").mockRejectedValueOnce(notFetched);
    courseApi({ reviews: () => json({ data: [aReview(1), aReview(2)] }) });
    const root = await openPage();
    expect(text(root.querySelector(".cd-reviews [role='alert'] p"))).toBe("The reviews could not be shown. Check your connection and try again.");
    await click(button(root.querySelector(".cd-reviews")!, "Try again"));
    await until(() => root.querySelectorAll(".cd-review-card").length === 2);
    expect(root.querySelector(".cd-reviews [role='alert']")).toBeNull();
  });
});
