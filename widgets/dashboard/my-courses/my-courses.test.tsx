import { act } from "react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "#shared/api/token.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow, until } from "#tests/support/dom.ts";
import { type Handler, json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as myCoursesTag } from "./my-courses.api.ts";
import * as myCoursesRoot from "./my-courses.tsx";

freshPageEachTest("/account/courses");

beforeAll(() => {
  defineWidget(myCoursesTag, myCoursesRoot);
});

beforeEach(() => {
  saveToken("learner-token");
});

const aCourse = (i: number, overrides: Record<string, unknown> = {}) => ({
  id: i,
  slug: `course-${i}`,
  title: `Course ${i}`,
  image_medium: `https://cdn.example/course-${i}.jpg`,
  has_enrolled: true,
  percentage_completed: 40,
  organization: { slug: "acme", name: "Acme Academy", logo: null },
  ...overrides,
});

/** GET /courses/my-learning answers with `handler`; anything else is a 404. */
const api = (handler: Handler) =>
  mockFetch((call) => (call.url.pathname.endsWith("/courses/my-learning") ? handler(call) : json({ message: "Not found." }, 404)));

async function open() {
  const el = await mount("lp-my-courses");
  await until(() => shadow(el).querySelector(".my-course:not(.my-course-skeleton), .lp-empty, .lp-error") !== null);
  return el;
}

const root = (el: Element) => shadow(el);
const cards = (el: Element) => [...root(el).querySelectorAll<HTMLElement>(".my-courses-grid .my-course")];

describe("<lp-my-courses>", () => {
  it("lists the learner's courses with image, title, organization and progress, each linking to its learning page", async () => {
    const net = api(() =>
      json({
        data: [aCourse(1), aCourse(2, { percentage_completed: 100, organization: { name: "A very long organization name that goes on" }, image_medium: null })],
      }),
    );
    const el = await open();
    expect(root(el).querySelector("h1")?.textContent).toBe("My Courses");
    const [first, second] = cards(el);
    expect(cards(el)).toHaveLength(2);
    expect(first.querySelector("img")?.getAttribute("src")).toBe("https://cdn.example/course-1.jpg");
    expect(first.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(first.querySelector("h2 a")?.textContent).toBe("Course 1");
    expect(first.querySelector("h2 a")?.getAttribute("href")).toBe("/account/courses/course-1");
    expect(first.querySelector(".my-course-org")?.textContent).toBe("Acme Academy");
    const bar = first.querySelector("progress")!;
    expect(bar.getAttribute("value")).toBe("40");
    expect(bar.getAttribute("max")).toBe("100");
    expect(bar.getAttribute("aria-label")).toBe("Progress in Course 1: 40%");
    expect(first.querySelector(".my-course-progress span")?.textContent).toBe("40% completed");
    expect(second.querySelector("img")).toBeNull();
    expect(second.querySelector(".my-course-org")?.textContent).toBe("A very long organization name…");
    expect(second.querySelector("progress")?.getAttribute("aria-label")).toBe("Progress in Course 2: 100%");
    expect(net.to("/courses/my-learning")).toHaveLength(1);
    expect(net.to("/courses/my-learning")[0].headers.get("authorization")).toBe("Bearer learner-token");
    expect(net.calls).toHaveLength(1);
  });

  it("speaks French on a French page", async () => {
    locale.value = "fr";
    api(() => json({ data: [aCourse(1)] }));
    const el = await open();
    expect(root(el).querySelector("h1")?.textContent).toBe("Mes cours");
    expect(cards(el)[0].querySelector("progress")?.getAttribute("aria-label")).toBe("Progression dans Course 1 : 40 %");
    expect(cards(el)[0].querySelector(".my-course-progress span")?.textContent).toBe("40 % terminé");
  });

  it("shows skeleton cards while loading, announced once", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api(async () => {
      await held;
      return json({ data: [aCourse(1)] });
    });
    const el = await mount("lp-my-courses");
    const loading = root(el).querySelector("[role=status]")!;
    expect(loading.textContent).toBe("Loading…");
    expect(loading.querySelectorAll(".my-course-skeleton")).toHaveLength(6);
    expect(loading.querySelector("ul")?.getAttribute("aria-hidden")).toBe("true");
    release();
    await until(() => cards(el).length === 1);
  });

  it("says when the courses fail to load, and tries again", async () => {
    let fail = true;
    const net = api(() => (fail ? json({ message: "Server says no" }, 403) : json({ data: [aCourse(3)] })));
    const el = await open();
    expect(root(el).querySelector(".lp-error p")?.textContent).toBe("Failed to load courses. Please try again later.");
    fail = false;
    await click(root(el).querySelector<HTMLButtonElement>(".lp-error button")!);
    await until(() => cards(el).length === 1);
    expect(net.to("/courses/my-learning")).toHaveLength(2);
  });

  it.each([
    ["a course without a slug", { data: [{ id: 1, title: "No slug" }] }],
    ["a list where an object belongs", [aCourse(1)]],
    ["data that is not a list", { data: "courses" }],
  ])("shows the error for a malformed answer: %s", async (_, body) => {
    api(() => json(body));
    const el = await open();
    expect(root(el).querySelector(".lp-error p")?.textContent).toBe("Failed to load courses. Please try again later.");
  });

  it("offers the catalogue when the learner has no course yet", async () => {
    api(() => json({ data: [] }));
    const el = await open();
    expect(root(el).querySelector(".lp-empty-title")?.textContent).toBe("You haven't enrolled in any courses yet");
    const browse = root(el).querySelector<HTMLAnchorElement>(".lp-empty a")!;
    expect(browse.textContent).toBe("Browse Courses");
    expect(browse.getAttribute("href")).toBe("/courses");
  });

  it("says the empty and failed states in French", async () => {
    locale.value = "fr";
    api(() => json({ data: [] }));
    const el = await open();
    expect(root(el).querySelector(".lp-empty-title")?.textContent).toBe("Vous n’êtes encore inscrit à aucun cours");
    expect(root(el).querySelector(".lp-empty a")?.textContent).toBe("Parcourir les cours");
    api(() => json({ message: "Non" }, 403));
    const failing = await open();
    expect(root(failing).querySelector(".lp-error p")?.textContent).toBe("Impossible de charger les cours. Veuillez réessayer plus tard.");
    expect(root(failing).querySelector(".lp-error button")?.textContent).toBe("Réessayer");
  });

  it("loads again for a new session", async () => {
    const net = api(() => json({ data: [aCourse(1)] }));
    await open();
    await act(async () => saveToken("another-learner"));
    await until(() => net.to("/courses/my-learning").length === 2);
    expect(net.to("/courses/my-learning")[1].headers.get("authorization")).toBe("Bearer another-learner");
  });

  it("keeps the progress a whole percentage between 0 and 100", () => {
    expect(myCoursesRoot.percentOf(33.6)).toBe(34);
    expect(myCoursesRoot.percentOf(-5)).toBe(0);
    expect(myCoursesRoot.percentOf(140)).toBe(100);
  });
});
