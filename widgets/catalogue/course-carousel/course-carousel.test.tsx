import { act } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { dropToken, saveToken } from "#shared/api/token.ts";
import { chooseLowData } from "#shared/config/low-data.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow, until } from "#tests/support/dom.ts";
import { type Handler, json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as courseCarouselTag } from "./course-carousel.api.ts";
import * as courseCarouselRoot from "./course-carousel.tsx";

freshPageEachTest("/account/dashboard");

beforeAll(() => {
  defineWidget(courseCarouselTag, courseCarouselRoot);
});

const aCourse = (i: number) => ({
  id: i,
  slug: `course-${i}`,
  title: `Course ${i}`,
  category: { id: 1, name: "Technology" },
  image_medium: null,
  pricing: "paid",
  price: 10000,
  sale_price: 0,
  organization: { slug: "acme", name: "Acme Academy", logo: null },
});
const courses = (n: number) => Array.from({ length: n }, (_, i) => aCourse(i + 1));

/** Answers one carousel list; everything else is a 404. */
const answer = (kind: string, handler: Handler) =>
  mockFetch((call) => (call.url.pathname.endsWith(`/courses/${kind}`) ? handler(call) : json({ message: "Not found." }, 404)));

/** A fake ResizeObserver, so a test decides how wide the carousel is. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}
async function resizeTo(width: number) {
  await act(async () => {
    for (const o of FakeResizeObserver.all) o.callback([{ contentRect: { width } } as ResizeObserverEntry], o as unknown as ResizeObserver);
  });
}

const slides = (el: Element) => [...shadow(el).querySelectorAll("li.carousel-slide")];
/** The titles of the slides in view (the others are inert). */
const inView = (el: Element) =>
  slides(el)
    .filter((li) => !li.hasAttribute("inert"))
    .map((li) => li.querySelector("h3")?.textContent);
const region = (el: Element) => shadow(el).querySelector<HTMLElement>("section.carousel")!;
const nextButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>(".carousel-next")!;
const prevButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>(".carousel-prev")!;

async function carousel(attributes: Record<string, string>) {
  const el = await mount("lp-course-carousel", attributes);
  await until(() => shadow(el).querySelector(".course-card, .lp-empty, .lp-error") !== null || el.hasAttribute("data-lp-empty"));
  return el;
}

beforeEach(() => {
  FakeResizeObserver.all = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("<lp-course-carousel>", () => {
  it("shows the kind's courses as list items in a region named by its heading", async () => {
    answer("popular", () => json({ data: courses(6) }));
    const el = await carousel({ kind: "popular" });
    const root = shadow(el);
    const heading = root.querySelector("h2")!;
    expect(heading.textContent).toBe("Popular Courses");
    expect(root.querySelector(".carousel-subtitle")?.textContent).toBe("Most enrolled courses this month");
    expect(region(el).getAttribute("aria-labelledby")).toBe(heading.id);
    expect(region(el).getAttribute("aria-roledescription")).toBe("carousel");
    expect(root.querySelector("ul.carousel-track")).not.toBeNull();
    expect(slides(el)).toHaveLength(6);
    expect(slides(el)[0].querySelector("a")?.getAttribute("href")).toBe("/courses/course-1");
    expect(slides(el)[2].getAttribute("aria-posinset")).toBe("3");
    expect(slides(el)[2].getAttribute("aria-setsize")).toBe("6");
    expect(nextButton(el).textContent).toContain("Next");
    expect(prevButton(el).textContent).toContain("Previous");
  });

  it.each(["recommended", "trending", "my-learning"])("loads /courses/%s", async (kind) => {
    // The learner's own courses are asked for with a session only.
    if (kind === "my-learning") saveToken("learner-token");
    const net = answer(kind, () => json({ data: courses(2) }));
    await carousel({ kind });
    expect(net.to(`/courses/${kind}`)).toHaveLength(1);
  });

  it("uses the dashboard's titles and lets the page replace them", async () => {
    answer("trending", () => json({ data: courses(2) }));
    const el = await carousel({ kind: "trending" });
    expect(shadow(el).querySelector("h2")?.textContent).toBe("Trending Now");
    expect(shadow(el).querySelector(".carousel-subtitle")?.textContent).toBe("Hot topics");
    el.setAttribute("heading", "This week");
    await until(() => expect(shadow(el).querySelector("h2")?.textContent).toBe("This week"));
  });

  it("speaks French on a French page", async () => {
    locale.value = "fr";
    answer("recommended", () => json({ data: courses(3) }));
    const el = await carousel({ kind: "recommended" });
    expect(shadow(el).querySelector("h2")?.textContent).toBe("Recommandés pour vous");
    expect(nextButton(el).textContent).toContain("Suivant");
  });

  it("shows a skeleton while loading", async () => {
    // Identical GETs under way are shared: the held answer is released so later tests get their own.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer("popular", async () => {
      await held;
      return json({ data: [] });
    });
    const el = await mount("lp-course-carousel", { kind: "popular" });
    expect(shadow(el).querySelector(".carousel-skeleton[role=status]")).not.toBeNull();
    expect(el.hasAttribute("data-lp-empty")).toBe(false);
    release();
    await until(() => el.hasAttribute("data-lp-empty"));
  });

  describe("on the home page", () => {
    it("renders nothing at all on error", async () => {
      answer("popular", () => json({ message: "Nope" }, 403));
      const el = await carousel({ kind: "popular" });
      expect(shadow(el).querySelector(".lp-root")?.children).toHaveLength(0);
      expect(el.hasAttribute("data-lp-empty")).toBe(true);
    });

    it("renders nothing at all for an empty list", async () => {
      answer("popular", () => json({ data: [] }));
      const el = await carousel({ kind: "popular" });
      expect(shadow(el).querySelector(".lp-root")?.children).toHaveLength(0);
      expect(el.hasAttribute("data-lp-empty")).toBe(true);
    });

    it("takes room again once there is something to show", async () => {
      answer("popular", () => json({ data: [] }));
      const el = await carousel({ kind: "popular" });
      answer("trending", () => json({ data: courses(2) }));
      el.setAttribute("kind", "trending");
      await until(() => expect(slides(el)).toHaveLength(2));
      expect(el.hasAttribute("data-lp-empty")).toBe(false);
    });
  });

  describe("Continue Learning (my-learning)", () => {
    beforeEach(() => saveToken("learner-token"));

    it("asks nothing without a session (a signed-out page on its way to sign-in)", async () => {
      const net = answer("my-learning", () => json({ data: [] }));
      dropToken();
      await carousel({ kind: "my-learning" });
      expect(net.to("/courses/my-learning")).toHaveLength(0);
    });

    it("says the learner has no course yet and offers the catalogue", async () => {
      answer("my-learning", () => json({ data: [] }));
      const el = await carousel({ kind: "my-learning" });
      const root = shadow(el);
      expect(root.querySelector("h2")?.textContent).toBe("Continue Learning");
      expect(root.querySelector(".lp-empty")?.textContent).toContain("You haven't enrolled in any courses yet");
      const browse = [...root.querySelectorAll("a")].find((a) => a.textContent === "Browse Courses");
      expect(browse?.getAttribute("href")).toBe("/courses");
      expect(el.hasAttribute("data-lp-empty")).toBe(false);
    });

    it("leaves out the courses already completed, and says so when all are", async () => {
      const [a, b] = courses(2);
      answer("my-learning", () =>
        json({
          data: [
            { ...a, has_enrolled: true, percentage_completed: 100 },
            { ...b, has_enrolled: true, percentage_completed: 0 },
          ],
        }),
      );
      const el = await carousel({ kind: "my-learning" });
      await until(() => expect(slides(el)).toHaveLength(1));
      expect(shadow(el).textContent).toContain("0% completed");
      await act(async () => el.remove());
      answer("my-learning", () => json({ data: [{ ...a, has_enrolled: true, percentage_completed: 100 }] }));
      const done = shadow(await carousel({ kind: "my-learning" }));
      expect(done.querySelector(".lp-empty")?.textContent).toContain("You have completed every course you enrolled in.");
    });

    it("shows the dashboard's error and tries again", async () => {
      let fail = true;
      answer("my-learning", () => (fail ? json({ message: "Server says no" }, 403) : json({ data: courses(2) })));
      const el = await carousel({ kind: "my-learning" });
      expect(shadow(el).querySelector(".lp-error")?.textContent).toContain("Failed to load courses. Please try again later.");
      fail = false;
      await click(shadow(el).querySelector<HTMLButtonElement>(".lp-error button")!);
      await until(() => expect(slides(el)).toHaveLength(2));
    });
  });

  it("shows the error instead of nothing with show-errors (other dashboard carousels)", async () => {
    answer("trending", () => json({ message: "Nope" }, 403));
    const el = await carousel({ kind: "trending", "show-errors": "" });
    expect(shadow(el).querySelector(".lp-error")?.textContent).toContain("Failed to load courses. Please try again later.");
  });

  it("loads again for a new session (recommendations are per learner)", async () => {
    const net = answer("recommended", () => json({ data: courses(2) }));
    await carousel({ kind: "recommended" });
    await act(async () => saveToken("new-session"));
    await until(() => expect(net.to("/courses/recommended")).toHaveLength(2));
    expect(net.to("/courses/recommended")[1].headers.get("authorization")).toBe("Bearer new-session");
  });

  describe("items per view follow the carousel's own width", () => {
    beforeEach(() => {
      vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    });

    it.each([
      [1500, 4],
      [1200, 3],
      [700, 2],
      [400, 1],
    ])("dashboard default: %i px shows %i", async (width, count) => {
      answer("popular", () => json({ data: courses(8) }));
      const el = await carousel({ kind: "popular" });
      await resizeTo(width);
      expect(inView(el)).toHaveLength(count);
      expect(shadow(el).querySelector<HTMLElement>(".carousel-track")!.style.getPropertyValue("--lp-per-view")).toBe(String(count));
    });

    it.each([
      [1700, 4],
      [1300, 3],
      [1000, 2],
      [700, 1],
    ])("public site breakpoints: %i px shows %i", async (width, count) => {
      answer("popular", () => json({ data: courses(8) }));
      const el = await carousel({ kind: "popular", breakpoints: "1654:4,1200:3,768:2" });
      await resizeTo(width);
      expect(inView(el)).toHaveLength(count);
    });

    it("reads the window's width instead with width-of=window (the dashboard's layout is by screen size)", async () => {
      answer("popular", () => json({ data: courses(8) }));
      Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
      const el = await carousel({ kind: "popular", "width-of": "window" });
      await resizeTo(900); // the carousel's own box, beside a side menu: ignored
      expect(inView(el)).toHaveLength(3);
      await act(async () => {
        Object.defineProperty(window, "innerWidth", { configurable: true, value: 1500 });
        window.dispatchEvent(new Event("resize"));
      });
      expect(inView(el)).toHaveLength(4);
    });

    it("hides the buttons when every course fits", async () => {
      answer("popular", () => json({ data: courses(3) }));
      const el = await carousel({ kind: "popular" });
      await resizeTo(1200);
      expect(inView(el)).toHaveLength(3);
      expect(shadow(el).querySelector(".carousel-next")).toBeNull();
    });

    it("moves one course at a time with next and previous, and stops at both ends", async () => {
      answer("popular", () => json({ data: courses(5) }));
      const el = await carousel({ kind: "popular" });
      await resizeTo(1200);
      expect(inView(el)).toEqual(["Course 1", "Course 2", "Course 3"]);
      expect(prevButton(el).getAttribute("aria-disabled")).toBe("true");
      await click(nextButton(el));
      expect(inView(el)).toEqual(["Course 2", "Course 3", "Course 4"]);
      await click(nextButton(el));
      expect(inView(el)).toEqual(["Course 3", "Course 4", "Course 5"]);
      expect(nextButton(el).getAttribute("aria-disabled")).toBe("true");
      await click(nextButton(el));
      expect(inView(el)).toEqual(["Course 3", "Course 4", "Course 5"]);
      await click(prevButton(el));
      expect(inView(el)).toEqual(["Course 2", "Course 3", "Course 4"]);
      expect(shadow(el).querySelector("[aria-live]")?.textContent).toBe("Showing 2 to 4 of 5");
    });

    it("keeps the first course in view when it gets wider", async () => {
      answer("popular", () => json({ data: courses(6) }));
      const el = await carousel({ kind: "popular" });
      await resizeTo(500);
      await click(nextButton(el));
      await click(nextButton(el));
      await click(nextButton(el));
      await click(nextButton(el));
      expect(inView(el)).toEqual(["Course 5", "Course 6"]);
      await resizeTo(1500);
      expect(inView(el)).toEqual(["Course 3", "Course 4", "Course 5", "Course 6"]);
    });
  });

  describe("autoplay", () => {
    /** Mounts with fake timers running: fetch answers are promises, so a few short steps settle them. */
    async function autoplaying(attributes: Record<string, string>) {
      vi.useFakeTimers();
      let el!: HTMLElement;
      await act(async () => {
        el = document.createElement("lp-course-carousel");
        for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
        document.body.append(el);
      });
      for (let i = 0; i < 10 && !shadow(el).querySelector(".course-card"); i++) await act(() => vi.advanceTimersByTimeAsync(1));
      expect(slides(el).length).toBeGreaterThan(0);
      return el;
    }
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    it("advances one course every 3 s and wraps round to the start", async () => {
      answer("popular", () => json({ data: courses(3) }));
      const el = await autoplaying({ kind: "popular", autoplay: "" });
      expect(inView(el)).toEqual(["Course 1"]);
      await advance(2900);
      expect(inView(el)).toEqual(["Course 1"]);
      await advance(100);
      expect(inView(el)).toEqual(["Course 2"]);
      await advance(3000);
      expect(inView(el)).toEqual(["Course 3"]);
      await advance(3000);
      expect(inView(el)).toEqual(["Course 1"]);
    });

    it("pauses while the pointer is over the carousel", async () => {
      answer("popular", () => json({ data: courses(4) }));
      const el = await autoplaying({ kind: "popular", autoplay: "" });
      await act(async () => region(el).dispatchEvent(new MouseEvent("mouseenter")));
      await advance(10_000);
      expect(inView(el)).toEqual(["Course 1"]);
      await act(async () => region(el).dispatchEvent(new MouseEvent("mouseleave")));
      await advance(3000);
      expect(inView(el)).toEqual(["Course 2"]);
    });

    it("pauses while something inside has focus", async () => {
      answer("popular", () => json({ data: courses(4) }));
      const el = await autoplaying({ kind: "popular", autoplay: "" });
      await act(async () => slides(el)[0].querySelector("a")!.focus());
      await advance(10_000);
      expect(inView(el)).toEqual(["Course 1"]);
      await act(async () => slides(el)[0].querySelector("a")!.blur());
      await advance(3000);
      expect(inView(el)).toEqual(["Course 2"]);
    });

    it("can be paused and resumed with its own button, announced only when paused", async () => {
      answer("popular", () => json({ data: courses(4) }));
      const el = await autoplaying({ kind: "popular", autoplay: "" });
      const rotation = shadow(el).querySelector<HTMLButtonElement>(".carousel-rotation")!;
      expect(rotation.textContent).toContain("Pause automatic scrolling");
      expect(shadow(el).querySelector("[aria-live]")?.getAttribute("aria-live")).toBe("off");
      await act(async () => rotation.click());
      expect(rotation.textContent).toContain("Start automatic scrolling");
      expect(shadow(el).querySelector("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
      await advance(10_000);
      expect(inView(el)).toEqual(["Course 1"]);
      await act(async () => rotation.click());
      await advance(3000);
      expect(inView(el)).toEqual(["Course 2"]);
    });

    it("does not run without the attribute", async () => {
      answer("popular", () => json({ data: courses(4) }));
      const el = await autoplaying({ kind: "popular" });
      await advance(10_000);
      expect(inView(el)).toEqual(["Course 1"]);
      expect(shadow(el).querySelector(".carousel-rotation")).toBeNull();
    });

    it("does not run for someone who asked for reduced motion", async () => {
      vi.stubGlobal("matchMedia", (query: string) => ({
        matches: query.includes("prefers-reduced-motion"),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }));
      answer("popular", () => json({ data: courses(4) }));
      const el = await autoplaying({ kind: "popular", autoplay: "" });
      await advance(10_000);
      expect(inView(el)).toEqual(["Course 1"]);
      expect(shadow(el).querySelector(".carousel-rotation")).toBeNull();
    });

    it("does not run in low-data mode (the next slides' pictures wait for the reader)", async () => {
      chooseLowData("on");
      try {
        answer("popular", () => json({ data: courses(4) }));
        const el = await autoplaying({ kind: "popular", autoplay: "" });
        await advance(10_000);
        expect(inView(el)).toEqual(["Course 1"]);
        expect(shadow(el).querySelector(".carousel-rotation")).toBeNull();
      } finally {
        chooseLowData(null);
      }
    });
  });
});
