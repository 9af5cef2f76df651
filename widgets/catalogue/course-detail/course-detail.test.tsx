import { act } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { chooseLowData } from "#shared/config/low-data.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { formatDuration, formatMoney, formatNumber } from "#shared/format/format.ts";
import { locale } from "#shared/i18n/locale.ts";
import { aCourse, courseApi, text } from "#tests/support/course-api.ts";
import { button, click, mount, settle, shadow, toastText, until } from "#tests/support/dom.ts";
import { json, never } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { CollapsibleSection } from "./collapsible.tsx";
import { tag as courseDetailTag } from "./course-detail.api.ts";

// The enrolment parts belong to another part of the family: simple stand-ins here.
vi.mock("./enrolment/index.ts", async () => {
  const { createElement } = await import("react");
  return {
    EnrolAction: ({ course, onEnrolled }: { course: { slug: string; has_enrolled: boolean }; onEnrolled?: (slug: string | null) => void }) =>
      createElement(
        "button",
        { type: "button", className: "stub-enrol", onClick: () => onEnrolled?.(course.slug) },
        course.has_enrolled ? "Start Learning" : "Enroll Now",
      ),
    AccessCodeBox: () => createElement("div", { className: "stub-access-code" }, "Enroll with Access Code"),
    enrolmentCss: ".stub-enrol { color: inherit; }",
  };
});

freshPageEachTest("/courses/intro-networking");

beforeAll(async () => {
  const courseDetailRoot = await import("./course-detail.tsx");
  defineWidget(courseDetailTag, courseDetailRoot);
});

/** Mounts the page and waits until the course (or a message instead of it) is shown. */
async function openPage(attributes: Record<string, string> = { slug: "intro-networking" }) {
  const el = await mount("lp-course-detail", attributes);
  const root = shadow(el);
  await until(() => root.querySelector(".cd-page:not([aria-busy]), .lp-empty, .lp-error") !== null);
  return root;
}

describe("<lp-course-detail> states", () => {
  it("shows a loading skeleton while the course is on its way", async () => {
    // A slug of its own: the API client shares a request still under way with later identical ones.
    courseApi({ course: never });
    const root = shadow(await mount("lp-course-detail", { slug: "never-answers" }));
    await settle();
    expect(root.querySelector("[aria-busy='true'] .lp-skeleton")).not.toBeNull();
    expect(root.querySelector("h1")).toBeNull();
  });

  it("shows the server's message in 'Error loading course details: …' and tries again on request", async () => {
    let calls = 0;
    const net = courseApi({ course: () => (++calls === 1 ? json({ message: "The catalogue is being updated." }, 422) : json({ course: aCourse() })) });
    const root = await openPage();
    expect(text(root.querySelector("[role='alert']"))).toContain("Error loading course details: The catalogue is being updated.");
    await click(button(root, "Try again"));
    await until(() => root.querySelector("h1") !== null);
    expect(text(root.querySelector("h1"))).toBe("Computer Networking Essentials");
    expect(net.to("/courses/intro-networking")).toHaveLength(2);
  });

  it("says 'An unexpected error occurred.' when the server gives no message", async () => {
    courseApi({ course: () => json({}, 422) });
    const root = await openPage();
    expect(text(root.querySelector("[role='alert'] p"))).toBe("Error loading course details: An unexpected error occurred.");
  });

  it("says the same in French on a French page", async () => {
    locale.value = "fr";
    courseApi({ course: () => json({}, 422) });
    const root = await openPage();
    expect(text(root.querySelector("[role='alert'] p"))).toBe("Erreur lors du chargement des détails du cours : Une erreur inattendue s’est produite.");
  });

  it("treats a malformed answer as an error, not a crash", async () => {
    courseApi({ course: () => json({ course: { id: "forty-two" } }) });
    const root = await openPage();
    expect(text(root.querySelector("[role='alert'] p"))).toBe("Error loading course details: An unexpected error occurred.");
  });

  it("says 'No course found.' for a course the server does not know", async () => {
    courseApi({ course: () => json({ message: "No course found." }, 404) });
    const root = await openPage({ slug: "gone" });
    expect(text(root.querySelector(".lp-empty-title"))).toBe("No course found.");
    expect(root.querySelector("[role='alert']")).toBeNull();
    // Not a dead end: the catalogue is a tap away.
    expect(root.querySelector(".lp-empty a")?.getAttribute("href")).toBe("/courses");
  });

  it("reads the slug from the page's path when it has no slug attribute", async () => {
    history.replaceState(null, "", "/courses/from-the-path");
    const net = courseApi();
    await openPage({});
    expect(net.to("/courses/from-the-path")).toHaveLength(1);
  });

  it("says 'No course found.' without asking the server when nothing names a course", async () => {
    history.replaceState(null, "", "/somewhere-else");
    const net = courseApi();
    const root = await openPage({});
    expect(text(root.querySelector(".lp-empty-title"))).toBe("No course found.");
    expect(net.calls).toHaveLength(0);
  });
});

describe("<lp-course-detail> header", () => {
  it("shows the breadcrumb as real links, the tags, the key facts and the rating", async () => {
    courseApi();
    const root = await openPage();
    const crumbs = [...root.querySelectorAll(".cd-breadcrumb li")];
    expect(crumbs.map((li) => text(li))).toEqual(["Home", "Courses", "Computer Networking Essentials"]);
    expect(crumbs[0].querySelector("a")?.getAttribute("href")).toBe("/");
    expect(crumbs[1].querySelector("a")?.getAttribute("href")).toBe("/courses");
    expect(crumbs[2].querySelector("[aria-current='page']")).not.toBeNull();
    expect([...root.querySelectorAll(".cd-tag")].map((tag) => text(tag))).toEqual(["Technology", "Networking"]);
    const counts = [...root.querySelectorAll(".cd-hero-stats div")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]);
    expect(counts).toEqual([
      ["Duration", "1 h 30 m"],
      ["Difficulty", "Beginner"],
      ["Lessons", "3"],
      ["Certificate", "Yes"],
    ]);
    expect(text(root.querySelector(".cd-rating"))).toContain("4.5");
    expect(text(root.querySelector(".cd-rating"))).toContain("(12 reviews)");
    expect(root.querySelector(".cd-rating [role='img']")?.getAttribute("aria-label")).toBe("Rated 4.5 out of 5");
    expect(root.querySelector<HTMLImageElement>(".cd-image")?.src).toBe("https://cdn.example.cm/courses/net.jpg");
  });

  it("shows the course's picture in its small size in low-data mode", async () => {
    chooseLowData("on");
    try {
      courseApi();
      const root = await openPage();
      expect(root.querySelector<HTMLImageElement>(".cd-image")?.src).toBe("https://cdn.example.cm/courses/net-m.jpg");
    } finally {
      chooseLowData(null);
    }
  });

  it("says 'No reviews yet' rather than a rating of 0.0, and 'No' for a course that gives no certificate", async () => {
    courseApi({ course: () => json({ course: aCourse({ reviews_count: 0, avg_rating: 0, has_certificate: false, language: "fr" }) }) });
    const root = await openPage();
    expect(text(root.querySelector(".cd-rating"))).toBe("No reviews yet");
    expect(root.querySelector(".cd-score")).toBeNull();
    const facts = [...root.querySelectorAll(".cd-hero-stats div")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]);
    expect(facts).toContainEqual(["Certificate", "No"]);
    expect(facts).toContainEqual(["Language", "French"]); // where the API says it
  });

  it("puts the price and Enroll Now right after the heading, before the media and the sections", async () => {
    courseApi();
    const root = await openPage();
    const order = [...root.querySelector(".cd-page")!.children].map((c) => c.className.split(" ")[0]);
    expect(order.slice(0, 3)).toEqual(["cd-hero", "cd-enrol", "cd-media"]);
  });

  it("shares the course page's address on each network, in a new tab without an opener", async () => {
    courseApi();
    const root = await openPage();
    const url = encodeURIComponent(`${location.origin}/courses/intro-networking`);
    const links = [...root.querySelectorAll<HTMLAnchorElement>("a.lp-share-link")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent("Computer Networking Essentials")}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      `https://wa.me/?text=${encodeURIComponent(`Computer Networking Essentials ${location.origin}/courses/intro-networking`)}`,
    ]);
    for (const a of links) {
      expect(a.target).toBe("_blank");
      expect(a.rel.split(" ")).toContain("noopener");
    }
  });

  it("copies the link, says so in a toast and shows a tooltip for 1.2 s", async () => {
    courseApi();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const root = await openPage();
    await click(root.querySelector<HTMLButtonElement>(".lp-share-copy-button")!);
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/courses/intro-networking`);
    await until(() => expect(toastText()).toContain("Link copied to clipboard!"));
    expect(text(root.querySelector(".lp-share-tooltip"))).toBe("Copied!");
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(root.querySelector(".lp-share-tooltip")).not.toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(root.querySelector(".lp-share-tooltip")).toBeNull();
  });

  it("says when the link could not be copied, without claiming it was", async () => {
    courseApi();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    const root = await openPage();
    await click(root.querySelector<HTMLButtonElement>(".lp-share-copy-button")!);
    await until(() => expect(toastText()).toContain("The link could not be copied."));
    expect(toastText()).not.toContain("Link copied to clipboard!");
    expect(root.querySelector(".lp-share-tooltip")).toBeNull();
  });
});

describe("<lp-course-detail> collapsible sections", () => {
  it("shows each section the course has, under the spec's titles, and leaves out empty ones", async () => {
    courseApi({ course: () => json({ course: aCourse({ audience: null, requirements: "   " }) }) });
    const root = await openPage();
    const titles = [...root.querySelectorAll(".cd-main > .cd-section .cd-section-title")].map((h) => text(h));
    expect(titles.slice(0, 3)).toEqual(["Description", "What you'll learn", "Course Outline"]);
    expect(titles).not.toContain("Who this course is for");
    expect(titles).not.toContain("Pre-requisites");
    expect(text(root.querySelector(".cd-html"))).toBe("How networks work.");
  });

  it("cuts a section taller than 600 px until View More, and View Less cuts it again", async () => {
    // happy-dom has no layout: the description says it is 900 px tall, the others 100 px.
    vi.spyOn(Element.prototype, "scrollHeight", "get").mockImplementation(function (this: Element) {
      return this.classList.contains("cd-html") && this.textContent?.includes("LONG") ? 900 : 100;
    });
    courseApi({ course: () => json({ course: aCourse({ description: "<p>LONG description</p>", objectives: "<p>Exactly six hundred</p>" }) }) });
    const root = await openPage();
    const [description, ...others] = [...root.querySelectorAll(".cd-main > .cd-section")].filter((s) => s.querySelector(".cd-collapsible"));
    const toggle = description.querySelector<HTMLButtonElement>(".cd-more")!;
    const body = description.querySelector(".cd-collapsible")!;
    expect(text(toggle)).toBe("View More");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(body.querySelector(".cd-html")!.id);
    expect(body.classList.contains("is-collapsed")).toBe(true);

    await click(toggle);
    expect(text(toggle)).toBe("View Less");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(body.classList.contains("is-collapsed")).toBe(false);

    await click(toggle);
    expect(text(toggle)).toBe("View More");
    expect(body.classList.contains("is-collapsed")).toBe(true);

    for (const section of others) {
      expect(section.querySelector(".cd-more")).toBeNull();
      expect(section.querySelector(".is-collapsed")).toBeNull();
    }
  });

  it("is drawn cut, with View More, before anything is measured: the style shows the toggle where the text overflows", () => {
    const drawn = document.createElement("div");
    drawn.innerHTML = renderToString(<CollapsibleSection id="cd-outline" title="Course Outline" html="<p>Any length</p>" />);
    expect(drawn.querySelector(".cd-collapsible")!.className).toBe("cd-collapsible is-collapsed");
    expect(text(drawn.querySelector(".cd-more-bar .cd-more"))).toBe("View More");
  });

  it("cuts nothing at exactly 600 px", async () => {
    vi.spyOn(Element.prototype, "scrollHeight", "get").mockReturnValue(600);
    courseApi();
    const root = await openPage();
    expect(root.querySelector(".cd-more")).toBeNull();
    expect(root.querySelector(".is-collapsed")).toBeNull();
  });
});

describe("<lp-course-detail> curriculum", () => {
  it("starts with every module open and folds one away on request", async () => {
    courseApi();
    const root = await openPage();
    const toggles = [...root.querySelectorAll<HTMLButtonElement>(".cd-module-toggle")];
    expect(toggles.map((b) => b.getAttribute("aria-expanded"))).toEqual(["true", "true"]);
    expect(text(toggles[0])).toContain("Getting connected");
    expect(text(toggles[0])).toContain("2 lessons");
    const list = root.getElementById(toggles[0].getAttribute("aria-controls")!)!;
    expect(list.hidden).toBe(false);
    await click(toggles[0]);
    expect(toggles[0].getAttribute("aria-expanded")).toBe("false");
    expect(list.hidden).toBe(true);
    expect(toggles[1].getAttribute("aria-expanded")).toBe("true");
    await click(toggles[0]);
    expect(list.hidden).toBe(false);
  });

  it("opens a lesson to show its summary, and closes it again", async () => {
    courseApi();
    const root = await openPage();
    const lesson = root.querySelector<HTMLButtonElement>("button.cd-lesson-toggle")!;
    const details = root.getElementById(lesson.getAttribute("aria-controls")!)!;
    expect(lesson.getAttribute("aria-expanded")).toBe("false");
    expect(details.hidden).toBe(true);
    await click(lesson);
    expect(lesson.getAttribute("aria-expanded")).toBe("true");
    expect(details.hidden).toBe(false);
    expect(text(details.querySelector(".cd-lesson-sub"))).toBe("11 min video");
    expect(text(details.querySelector(".cd-lesson-description"))).toBe("What lesson 11 covers.");
    await click(lesson);
    expect(details.hidden).toBe(true);
  });

  it("marks each lesson with the icon and the name of its type", async () => {
    const types = ["video", "article", "assignment", "flashcard", "quiz", "worksheet", "casestudy", "slide", "hologram"];
    const lessons = types.map((type, i) => ({ id: 100 + i, title: `A ${type}`, type, sub_text: null, description: null }));
    courseApi({ course: () => json({ course: aCourse({ curriculum: [{ id: 9, title: "All kinds", lessons }] }) }) });
    const root = await openPage();
    const rows = [...root.querySelectorAll(".cd-lesson")];
    expect(rows.map((row) => row.querySelector("svg")?.getAttribute("data-type"))).toEqual([...types.slice(0, 8), "other"]);
    expect(rows.map((row) => text(row.querySelector(".cd-lesson-type")))).toEqual([
      "Video",
      "Article",
      "Assignment",
      "Flashcards",
      "Quiz",
      "Worksheet",
      "Case study",
      "Slides",
      "Lesson",
    ]);
    // A lesson with nothing more to show is not a button that does nothing.
    expect(root.querySelector("button.cd-lesson-toggle")).toBeNull();
  });
});

describe("<lp-course-detail> organization", () => {
  it("shows the organization's card with its numbers, a link to its page and the instructors", async () => {
    courseApi();
    const root = await openPage();
    const card = root.querySelector(".cd-org")!;
    expect(card.querySelector(".cd-org-name a")?.getAttribute("href")).toBe("/organizations/campus-tech");
    expect(text(card.querySelector(".cd-org-motto"))).toBe("Learn by doing");
    expect(text(card.querySelector(".cd-org-about"))).toBe("A training centre in Buea.");
    const stats = [...card.querySelectorAll(".cd-org-stats div")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]);
    expect(stats).toEqual([
      ["Reviews", "120"],
      ["Followers", formatNumber(3400)],
      ["Courses", "18"],
      ["Exams", "4"],
    ]);
    expect(text(card.querySelector(".cd-instructor-name"))).toBe("Ngozi Abena");
    expect(text(card.querySelector(".cd-instructor-title"))).toBe("Network engineer");
  });
});

describe("<lp-course-detail> FAQ", () => {
  const faqs = Array.from({ length: 7 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `<p>Answer ${i + 1}.</p>` }));
  const questions = (root: ShadowRoot) => [...root.querySelectorAll(".cd-faq-question")].map((q) => text(q));

  it("shows five questions first, all after View More, five again after View Less", async () => {
    courseApi({ course: () => json({ course: aCourse({ faqs }) }) });
    const root = await openPage();
    const faq = root.querySelector(".cd-faq")!;
    expect(questions(root)).toEqual(faqs.slice(0, 5).map((f) => f.question));
    const more = faq.querySelector<HTMLButtonElement>(".cd-more")!;
    expect(text(more)).toBe("View More");
    expect(more.getAttribute("aria-expanded")).toBe("false");
    await click(more);
    expect(questions(root)).toEqual(faqs.map((f) => f.question));
    expect(text(more)).toBe("View Less");
    expect(more.getAttribute("aria-expanded")).toBe("true");
    await click(more);
    expect(questions(root)).toHaveLength(5);
  });

  it("has no View More for five questions or fewer", async () => {
    courseApi({ course: () => json({ course: aCourse({ faqs: faqs.slice(0, 5) }) }) });
    const root = await openPage();
    expect(questions(root)).toHaveLength(5);
    expect(root.querySelector(".cd-faq .cd-more")).toBeNull();
  });

  it("opens one answer at a time", async () => {
    courseApi({ course: () => json({ course: aCourse({ faqs }) }) });
    const root = await openPage();
    const [first, second] = [...root.querySelectorAll<HTMLButtonElement>(".cd-faq-question button")];
    const answer = (b: HTMLButtonElement) => root.getElementById(b.getAttribute("aria-controls")!)!;
    expect(answer(first).hidden).toBe(true);
    await click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(text(answer(first))).toBe("Answer 1.");
    await click(second);
    expect(answer(first).hidden).toBe(true);
    expect(answer(second).hidden).toBe(false);
    await click(second);
    expect(answer(second).hidden).toBe(true);
  });
});

describe("<lp-course-detail> enrolment card", () => {
  const stat = (root: ShadowRoot, label: string) =>
    text([...root.querySelectorAll(".cd-enrol-stats div")].find((d) => text(d.querySelector("dt")) === label)?.querySelector("dd"));

  it("lists what the course holds, its duration and difficulty", async () => {
    courseApi();
    const root = await openPage();
    expect(["Modules", "Lessons", "Resources", "Quizzes", "Assignments", "Flashcards", "Certificate awarded"].map((label) => stat(root, label))).toEqual([
      "2",
      "3",
      "7",
      "4",
      "5",
      "6",
      "1",
    ]);
    expect(stat(root, "Duration")).toBe(formatDuration(5400));
    expect(stat(root, "Difficulty")).toBe("Beginner");
  });

  it("tells what earns the certificate: every lesson, and the final assessment where the course has one", async () => {
    courseApi({ course: () => json({ course: aCourse({ has_assessment: true }) }) });
    let root = await openPage();
    expect(text(root.querySelector(".cd-certificate-rule"))).toBe("Complete every lesson and pass the final assessment to earn the certificate.");
    document.body.replaceChildren();
    courseApi({ course: () => json({ course: aCourse({ has_assessment: false }) }) });
    root = await openPage();
    expect(text(root.querySelector(".cd-certificate-rule"))).toBe("Complete every lesson to earn the certificate.");
    document.body.replaceChildren();
    courseApi({ course: () => json({ course: aCourse({ has_certificate: false }) }) });
    root = await openPage();
    expect(root.querySelector(".cd-certificate-rule")).toBeNull();
  });

  it("strikes out the price and breaks the discount down when the sale price is lower", async () => {
    courseApi();
    const root = await openPage();
    expect(text(root.querySelector(".cd-price-now"))).toBe(formatMoney(20000));
    expect(text(root.querySelector(".cd-price-was"))).toBe(`Original price ${formatMoney(25000)}`);
    const lines = [...root.querySelectorAll(".cd-discount div")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]);
    expect(lines).toEqual([
      ["Original price", formatMoney(25000)],
      ["Discount", `−${formatMoney(5000)}`],
      ["Total", formatMoney(20000)],
    ]);
  });

  it("shows the plain price without a discount when the sale price is not lower", async () => {
    courseApi({ course: () => json({ course: aCourse({ price: 20000, sale_price: 20000 }) }) });
    const root = await openPage();
    expect(text(root.querySelector(".cd-price-now"))).toBe(formatMoney(20000));
    expect(root.querySelector(".cd-price-was")).toBeNull();
    expect(root.querySelector(".cd-discount")).toBeNull();
  });

  it("says FREE for a free course", async () => {
    courseApi({ course: () => json({ course: aCourse({ pricing: "free", price: 0, sale_price: 0 }) }) });
    const root = await openPage();
    expect(text(root.querySelector(".cd-price"))).toBe("FREE");
    expect(root.querySelector(".cd-discount")).toBeNull();
  });

  it("says 'Staff only' instead of a price for a course an organization buys for its staff, with no bar to buy it at the foot of a phone", async () => {
    courseApi({ course: () => json({ course: aCourse({ pricing_model: "bulk" }) }) });
    const staff = await openPage();
    expect(text(staff.querySelector(".cd-price"))).toBe("Staff only");
    expect(staff.querySelector(".cd-discount")).toBeNull();
    expect(staff.querySelector(".cd-buy-bar")).toBeNull();
    await act(async () => document.body.replaceChildren());

    locale.value = "fr";
    courseApi({ course: () => json({ course: aCourse({ pricing_model: "bulk" }) }) });
    expect(text((await openPage()).querySelector(".cd-price"))).toBe("Réservé au personnel");
    await act(async () => document.body.replaceChildren());

    locale.value = "en";
    courseApi();
    const open = await openPage();
    expect(text(open.querySelector(".cd-price-now"))).toBe(formatMoney(20000));
    expect(open.querySelector(".cd-buy-bar")).not.toBeNull();
  });

  it("offers the access-code box as the contract does, unless the API says the course has no code or the learner is enrolled", async () => {
    const { has_access_code: _, ...contractOnly } = aCourse();
    courseApi({ course: () => json({ course: contractOnly }) });
    const spec = await openPage();
    expect(spec.querySelector(".stub-access-code")).not.toBeNull();
    await act(async () => document.body.replaceChildren());

    courseApi({ course: () => json({ course: aCourse({ has_access_code: false }) }) });
    const without = await openPage();
    expect(without.querySelector(".stub-access-code")).toBeNull();
    expect(without.querySelector(".stub-enrol")).not.toBeNull();
    await act(async () => document.body.replaceChildren());

    courseApi({ course: () => json({ course: aCourse({ has_access_code: true, has_enrolled: true }) }) });
    const enrolled = await openPage();
    expect(enrolled.querySelector(".stub-access-code")).toBeNull();
  });

  it("shows a course whose outline and organization carry no ids, as the contract's do", async () => {
    const course = aCourse();
    const { id: _, ...organization } = course.organization as Record<string, unknown>;
    const curriculum = (course.curriculum as { title: string; lessons: Record<string, unknown>[] }[]).map(({ title, lessons }) => ({
      title,
      lessons: lessons.map(({ id: _id, ...lesson }) => lesson),
    }));
    courseApi({ course: () => json({ course: { ...course, organization, curriculum } }) });
    const root = await openPage();
    expect(root.querySelector("h1")).not.toBeNull();
    expect(root.querySelectorAll(".cd-module")).toHaveLength(curriculum.length);
    const toggles = [...root.querySelectorAll<HTMLButtonElement>(".cd-module-toggle")];
    expect(new Set(toggles.map((b) => b.getAttribute("aria-controls"))).size).toBe(toggles.length);
  });

  it("refreshes the course in place after an enrolment", async () => {
    const net = courseApi();
    const root = await openPage();
    await click(root.querySelector<HTMLButtonElement>(".stub-enrol")!);
    await until(() => expect(net.to("/courses/intro-networking")).toHaveLength(2));
    expect(root.querySelector("h1")).not.toBeNull();
  });
});
