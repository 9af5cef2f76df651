import "fake-indexeddb/auto";
import { act } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "#shared/api/token.ts";
import { user } from "#shared/auth/session.ts";
import { closeDurableStores } from "#shared/browser/durable-store.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { button, click, mount, settle, shadow, toastText, until } from "#tests/support/dom.ts";
import { aUser, type Handler, json, mockFetch, networkError } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as playerTag } from "./course-player.api.ts";
import * as playerRoot from "./course-player.tsx";
import { COMPLETION_DELAY_MS } from "./course-player-model.ts";

const page = freshPageEachTest("/account/courses/web-basics");

beforeAll(() => {
  defineWidget(playerTag, playerRoot);
});

beforeEach(() => {
  saveToken("learner-token");
  user.value = aUser() as never;
});

afterEach(async () => {
  await closeDurableStores();
  indexedDB.deleteDatabase("lp-durable");
});

const LONG_TITLE = "Understanding the Accounting Equation and Double Entry";

const course = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  slug: "web-basics",
  title: "Web Basics",
  organization: { name: "Campus Digital" },
  instructors: [{ name: "Ngozi Eze", title: "Lead instructor", profile: null }],
  resources: [
    { type: "file", name: "Course Handbook (PDF)", file_size: 2_400_000, url: "/storage/handbook.pdf" },
    { type: "link", name: "MDN Web Docs", file_size: null, url: "https://developer.mozilla.org/" },
    { type: "link", name: "Hostile", file_size: null, url: "javascript:alert(1)" },
  ],
  curriculum: [
    {
      id: 1,
      title: "Getting Started",
      lessons: [
        {
          id: 11,
          module_id: 1,
          type: "article",
          title: "How the Web Works",
          description: "Follow a page from the address bar.",
          data: { content: "<p>Short text.</p>" },
        },
        {
          id: 12,
          module_id: 1,
          type: "flashcard",
          title: "Key Terms",
          description: null,
          data: {
            items: [
              { front: "HTML", back: "Markup" },
              { front: "CSS", back: "Style" },
            ],
          },
        },
      ],
    },
    {
      id: 2,
      title: "Practice",
      lessons: [
        {
          id: 13,
          module_id: 2,
          type: "quiz",
          title: "Knowledge Check 1",
          description: null,
          data: {
            id: 3,
            questions: [
              {
                text: "2 + 2?",
                explanation: "Arithmetic.",
                options: [
                  { id: 1, text: "4", is_correct: true },
                  { id: 2, text: "5", is_correct: false },
                ],
              },
              {
                text: "HTML is?",
                explanation: "Markup.",
                options: [
                  { id: 3, text: "Markup", is_correct: true },
                  { id: 4, text: "Coffee", is_correct: false },
                ],
              },
            ],
          },
        },
        { id: 14, module_id: 2, type: "worksheet", title: LONG_TITLE, description: null, data: { url: "https://api.example.cm/w.pdf" } },
        {
          id: 15,
          module_id: 2,
          type: "casestudy",
          title: "A Bakery",
          description: null,
          data: { summary: "<img src=x onerror=alert(1)> A bakery grows.", url: "/c.pdf" },
        },
      ],
    },
  ],
  assessment: null,
  learning_progress: { progress_percent: 20, lessons_completed: [12] },
  ...overrides,
});

interface Server {
  content?: Handler;
  complete?: Handler;
  quiz?: Handler;
}

function server({ content = () => json({ data: course() }), complete, quiz }: Server = {}) {
  const done = new Set<number>([12]);
  return mockFetch((call) => {
    const path = call.url.pathname;
    if (path.endsWith("/courses/web-basics/content")) return content(call);
    if (path.endsWith("/course-content/5/mark-as-completed")) {
      if (complete) return complete(call);
      done.add(Number((call.body as { lesson_id: number }).lesson_id));
      return json({ message: "Lesson marked as completed.", data: { progress_percent: done.size * 20, lessons_completed: [...done] } });
    }
    if (path.endsWith("/course-content/3/quiz-attempt")) return quiz ? quiz(call) : json({ message: "Quiz attempt recorded." }, 201);
    if (path.endsWith("/courses/5/ping")) return json({ message: "ok" });
    if (path.endsWith("/courses/5/review")) return json({ message: "Review added." }, 201);
    return json({ message: "Not found." }, 404);
  });
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

async function open() {
  const el = await mount("lp-course-player");
  const root = shadow(el);
  await until(() => root.querySelector(".cp-lesson-heading, .lp-empty, .lp-error") !== null);
  return root;
}

const heading = (root: ShadowRoot) => text(root.querySelector(".cp-lesson-heading"));
const outlineLesson = (root: ShadowRoot, title: string) =>
  [...root.querySelectorAll<HTMLButtonElement>(".cp-lesson")].find((b) => text(b).includes(title)) as HTMLButtonElement;

describe("<lp-course-player>", () => {
  it("shows the outline with its progress, icons, type labels and marks, the first lesson current", async () => {
    server();
    const root = await open();
    expect(text(root.querySelector(".cp-course-title"))).toBe("Web Basics");
    expect(text(root.querySelector(".cp-progress-text"))).toBe("20% completed");
    expect(root.querySelector("progress")?.value).toBe(20);
    expect([...root.querySelectorAll(".cp-module-title")].map(text)).toEqual(["Getting Started", "Practice"]);
    const lessons = [...root.querySelectorAll(".cp-lesson")];
    expect(lessons).toHaveLength(5);
    expect(lessons.every((l) => l.querySelector("svg.cp-icon"))).toBe(true);
    expect([...root.querySelectorAll(".cp-lesson-type")].map(text)).toEqual(["Article", "Flashcards", "Quiz", "Worksheet", "Case Study"]);
    expect(outlineLesson(root, "Key Terms").querySelector(".cp-done-mark")).not.toBeNull();
    expect(outlineLesson(root, "How the Web Works").getAttribute("aria-current")).toBe("step");
    expect(heading(root)).toBe("How the Web Works");
  });

  it("cuts a long title in the outline to 42 characters and an ellipsis, and keeps it whole for screen readers", async () => {
    server();
    const root = await open();
    const item = outlineLesson(root, "Understanding");
    expect(text(item.querySelector(".cp-lesson-title"))).toBe(`${LONG_TITLE.slice(0, 42).trimEnd()}…`);
    expect(text(item.querySelector(".lp-visually-hidden"))).toBe(LONG_TITLE);
  });

  it("opens the lesson named in the address, and writes the current lesson there", async () => {
    history.replaceState(null, "", "/account/courses/web-basics?lesson=13");
    server();
    const root = await open();
    expect(heading(root)).toBe("Knowledge Check 1");
    await click(outlineLesson(root, "A Bakery"));
    expect(new URL(location.href).searchParams.get("lesson")).toBe("15");
    expect(heading(root)).toBe("A Bakery");
  });

  it("comes back to the lesson last open in the course on this device", async () => {
    server();
    let root = await open();
    await click(outlineLesson(root, "A Bakery"));
    document.body.replaceChildren();
    history.replaceState(null, "", "/account/courses/web-basics");
    root = await open();
    expect(heading(root)).toBe("A Bakery");
  });

  it("comes back to the lesson last open even when the course answers before the learner's session does", async () => {
    const learner = aUser() as never as { id: number };
    localStorage.setItem(`lpLastLesson:${learner.id}:5`, "15");
    user.value = null;
    server();
    const root = await open();
    expect(heading(root)).toBe("How the Web Works");
    await act(async () => {
      user.value = aUser() as never;
    });
    await until(() => heading(root) === "A Bakery");
    expect(localStorage.getItem(`lpLastLesson:${learner.id}:5`)).toBe("15");
  });

  it("opens a course left part-way, never opened on this device, at its first lesson not completed", async () => {
    server({ content: () => json({ data: course({ learning_progress: { progress_percent: 40, lessons_completed: [11, 12] } }) }) });
    const root = await open();
    expect(heading(root)).toBe("Knowledge Check 1");
  });

  it("says, beside the final assessment, that passing it earns the certificate; nothing of the kind without one", async () => {
    server({ content: () => json({ data: course({ assessment: { id: 4 } }) }) });
    let root = await open();
    expect(text(root.querySelector(".cp-certificate-rule"))).toBe("Pass the final assessment to earn the certificate.");
    document.body.replaceChildren();
    server();
    root = await open();
    expect(root.querySelector(".cp-certificate-rule")).toBeNull();
  });

  it("disables Previous on the first lesson and Next on the last, and moves with the arrow keys", async () => {
    server();
    const root = await open();
    expect(button(root, "Previous Lesson").disabled).toBe(true);
    await act(async () => void window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" })));
    expect(heading(root)).toBe("Key Terms");
    await click(outlineLesson(root, "A Bakery"));
    expect(button(root, "Next Lesson").disabled).toBe(true);
    await act(async () => void window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft" })));
    expect(heading(root)).toBe(LONG_TITLE);
  });

  it("marks a lesson complete at once, tells the server half a second later, and takes the server's progress", async () => {
    const net = server();
    const root = await open();
    await click(button(root, "Mark as Complete"));
    expect(text(root.querySelector(".cp-complete-done"))).toBe("Completed");
    expect(outlineLesson(root, "How the Web Works").querySelector(".cp-done-mark")).not.toBeNull();
    expect(net.to("/mark-as-completed")).toHaveLength(0);
    await until(() => expect(net.to("/mark-as-completed")).toHaveLength(1), COMPLETION_DELAY_MS + 2000);
    expect(net.to("/mark-as-completed")[0].body).toEqual({ lesson_id: 11 });
    await until(() => expect(text(root.querySelector(".cp-progress-text"))).toBe("40% completed"));
  });

  it("never sends a completion for a lesson already completed", async () => {
    const net = server();
    const root = await open();
    await click(outlineLesson(root, "Key Terms"));
    // Flashcards complete themselves: no Mark as Complete, and flipping the last card again sends nothing.
    expect([...root.querySelectorAll("button")].some((b) => text(b) === "Mark as Complete")).toBe(false);
    await click(button(root, "Next"));
    await click(root.querySelector<HTMLButtonElement>(".cp-card")!);
    await settle();
    await new Promise((resolve) => setTimeout(resolve, COMPLETION_DELAY_MS + 100));
    await settle();
    expect(net.to("/mark-as-completed")).toHaveLength(0);
  });

  it("completes a flashcard lesson when its last card is flipped", async () => {
    const net = server({ content: () => json({ data: course({ learning_progress: { progress_percent: 0, lessons_completed: [] } }) }) });
    const root = await open();
    await click(outlineLesson(root, "Key Terms"));
    const card = () => root.querySelector<HTMLButtonElement>(".cp-card")!;
    expect(text(root.querySelector(".cp-deck-count"))).toBe("1 / 2");
    await click(card());
    expect(text(card())).toContain("Markup");
    await click(button(root, "Next"));
    expect(text(root.querySelector(".cp-deck-count"))).toBe("2 / 2");
    expect(button(root, "Next").disabled).toBe(true);
    await click(card());
    await until(() => expect(net.to("/mark-as-completed").map((c) => c.body)).toEqual([{ lesson_id: 12 }]), COMPLETION_DELAY_MS + 2000);
  });

  it("runs a quiz: Submit only with a choice, feedback with the explanation, Finish records the attempt as multipart and completes the lesson", async () => {
    const net = server();
    const root = await open();
    await click(outlineLesson(root, "Knowledge Check 1"));
    for (let i = 0; i < 2; i++) {
      expect(button(root, "Submit").disabled).toBe(true);
      const right = [...root.querySelectorAll<HTMLLabelElement>(".cp-option")].find((o) => ["4", "Markup"].includes(text(o)))!;
      await click(right.querySelector("input")!);
      await click(button(root, "Submit"));
      expect(text(root.querySelector(".cp-feedback-verdict"))).toBe("Correct!");
      expect(text(root.querySelector(".cp-feedback-message"))).not.toBe("");
      expect(text(root.querySelector(".cp-feedback-explanation"))).toMatch(/^Explanation: (Arithmetic|Markup)\.$/);
      await click(button(root, i === 0 ? "Next" : "Finish"));
    }
    expect(text(root.querySelector(".cp-quiz-done-title"))).toBe("Quiz Completed!");
    expect(text(root.querySelector(".cp-quiz-score"))).toBe("2 / 2");
    await until(() => expect(net.to("/quiz-attempt")).toHaveLength(1), COMPLETION_DELAY_MS + 2000);
    const form = net.to("/quiz-attempt")[0].body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({ lesson_id: "13", correct_answers: "2", total_questions: "2" });
    expect(net.to("/quiz-attempt")[0].headers.get("idempotency-key")).toBeTruthy();
    await until(() => expect(net.to("/mark-as-completed").map((c) => c.body)).toEqual([{ lesson_id: 13 }]));
    await click(button(root, "Retake Quiz"));
    expect(button(root, "Submit").disabled).toBe(true);
  });

  it("shows the worksheet and case study links, the case's summary as text", async () => {
    server();
    const root = await open();
    await click(outlineLesson(root, "Understanding"));
    expect(root.querySelector<HTMLAnchorElement>(".cp-file-link")?.href).toBe("https://api.example.cm/w.pdf");
    expect(text(root.querySelector(".cp-file-link"))).toContain("View Worksheet");
    await click(outlineLesson(root, "A Bakery"));
    expect(text(root.querySelector(".cp-summary"))).toBe("<img src=x onerror=alert(1)> A bakery grows.");
    expect(root.querySelector(".cp-summary img")).toBeNull();
    expect(text(root.querySelector(".cp-file-link"))).toContain("View Case Study");
  });

  it("has the tabs Lesson Overview, Instructors, Resources (size, Download) and External References, web links only", async () => {
    server();
    const root = await open();
    const tabs = [...root.querySelectorAll<HTMLButtonElement>("[role=tab]")];
    expect(tabs.map(text)).toEqual(["Lesson Overview", "Instructors", "Resources", "External References"]);
    expect(text(root.querySelector("[role=tabpanel]"))).toBe("Follow a page from the address bar.");
    await click(tabs[1]);
    expect(text(root.querySelector(".cp-person-name"))).toBe("Ngozi Eze");
    expect(text(root.querySelector(".cp-person-title"))).toBe("Lead instructor");
    await click(tabs[2]);
    expect(text(root.querySelector(".cp-resource"))).toContain("Course Handbook (PDF)");
    expect(text(root.querySelector(".cp-resource-size"))).toBe("2.4 MB");
    expect(root.querySelector<HTMLAnchorElement>(".cp-resource a")?.hasAttribute("download")).toBe(true);
    await click(tabs[3]);
    expect([...root.querySelectorAll<HTMLAnchorElement>(".cp-links a")].map((a) => a.href)).toEqual(["https://developer.mozilla.org/"]);
  });

  it("says the spec's sentence for an unknown course, and sends a learner who is not enrolled to the course's page", async () => {
    server({ content: () => json({ message: "The course you are looking for does not exist or has been removed." }, 404) });
    const root = await open();
    expect(text(root.querySelector(".lp-empty"))).toBe("The course you are looking for does not exist or has been removed.");

    document.body.replaceChildren();
    server({ content: () => json({ message: "You are not enrolled in this course." }, 403) });
    await mount("lp-course-player");
    await until(() => expect(page.go).toHaveBeenCalledWith("/courses/web-basics"));
  });

  it("shows an error with Try again for a malformed answer, never a blank", async () => {
    server({ content: () => json({ data: { title: 42 } }) });
    const root = await open();
    expect(text(root.querySelector(".lp-error"))).toContain("An error occurred while fetching course content");
  });

  it("keeps a completion made offline on the device, says it waits, and sends it when the connection returns", async () => {
    let online = false;
    const net = server({ complete: () => (online ? json({ data: { progress_percent: 40, lessons_completed: [11, 12] } }) : networkError()) });
    const root = await open();
    await click(button(root, "Mark as Complete"));
    await until(() => expect(text(root.querySelector(".cp-waiting"))).toContain("1 completion is kept on this device"), COMPLETION_DELAY_MS + 3000);
    expect(outlineLesson(root, "How the Web Works").querySelector(".cp-done-mark")).not.toBeNull();
    online = true;
    await act(async () => void window.dispatchEvent(new Event("online")));
    await until(() => expect(root.querySelector(".cp-waiting")).toBeNull());
    expect(net.to("/mark-as-completed").filter((c) => (c.body as { lesson_id: number }).lesson_id === 11).length).toBeGreaterThanOrEqual(2);
    expect(text(root.querySelector(".cp-progress-text"))).toBe("40% completed");
  });

  it("sends what a closed page left waiting as soon as the course opens again", async () => {
    const net = server({ complete: () => networkError() });
    const first = await open();
    await click(button(first, "Mark as Complete"));
    await until(() => expect(first.querySelector(".cp-waiting")).not.toBeNull(), COMPLETION_DELAY_MS + 3000);
    await act(async () => document.body.replaceChildren());
    await closeDurableStores();

    const again = server();
    const root = await open();
    await until(() => expect(again.to("/mark-as-completed").map((c) => c.body)).toEqual([{ lesson_id: 11 }]));
    expect(net.to("/mark-as-completed").length).toBeGreaterThan(0);
    await until(() => expect(text(root.querySelector(".cp-progress-text"))).toBe("40% completed"));
  });

  it("says a refused completion with the server's message and takes the mark back", async () => {
    server({ complete: () => json({ message: "The selected lesson id is invalid." }, 422) });
    const root = await open();
    await click(button(root, "Mark as Complete"));
    await until(() => expect(toastText()).toContain("The selected lesson id is invalid."), COMPLETION_DELAY_MS + 3000);
    await until(() => expect(button(root, "Mark as Complete")).toBeTruthy());
  });

  it("opens 'Write a Review' and, once the review is saved, reads the course again by its slug", async () => {
    const net = server();
    const root = await open();
    expect(net.to("/courses/web-basics/content")).toHaveLength(1);
    await click(button(root, "Write a Review"));
    await until(() => root.querySelector("dialog[open]") !== null);
    const dialog = root.querySelector("dialog[open]")!;
    expect(text(dialog.querySelector("h2"))).toBe("Write a Review");
    expect(button(dialog, "Submit Review").disabled).toBe(true);
    await act(async () => {
      dialog.querySelector<HTMLElement>("[role=slider]")!.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
    });
    const area = dialog.querySelector("textarea")!;
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
      set.call(area, "Clear and practical.");
      area.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click(button(dialog, "Submit Review"));
    await until(() => expect(toastText()).toContain("Your review has been added successfully!"));
    const review = net.to("/courses/5/review")[0].body as FormData;
    expect(Object.fromEntries(review.entries())).toEqual({ rating: "5", review: "Clear and practical." });
    await until(() => expect(net.to("/courses/web-basics/content")).toHaveLength(2));
  });

  it("speaks French", async () => {
    locale.value = "fr";
    server();
    const root = await open();
    expect(text(root.querySelector(".cp-progress-text"))).toBe("20 % terminé");
    expect(button(root, "Leçon précédente").disabled).toBe(true);
    expect(button(root, "Marquer comme terminée")).toBeTruthy();
    expect([...root.querySelectorAll("[role=tab]")].map(text)).toEqual(["Aperçu de la leçon", "Formateurs", "Ressources", "Références externes"]);
  });
});
