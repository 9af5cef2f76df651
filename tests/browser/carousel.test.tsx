/// <reference types="mocha" />
/**
 * The course carousel in real Chromium, inside its shadow root: N cards per view by its own width,
 * next and previous scrolling one card in about 500 ms, and autoplay moving on after 3 s.
 */
import { expect } from "@esm-bundle/chai";
import "./pages/page-setup.ts";
import { defineWidget } from "../../shared/element/define-widget.tsx";
import { CourseCarousel, courseCarouselCss, courseCarouselProps } from "../../widgets/catalogue/course-carousel.tsx";
import { sleep, until } from "./helpers.ts";

/** A 1×1 transparent GIF: cards get a real image without any network. */
const PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

const COURSES = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  slug: `course-${i + 1}`,
  title: `Course ${i + 1}`,
  image_medium: PIXEL,
  pricing: "free",
  organization: { slug: "acme", name: "Acme Academy", logo: null },
}));

// The carousel's list comes from this stub; every other request goes to the test server.
const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (/\/courses\/(popular|trending)$/.test(url.pathname))
    return new Response(JSON.stringify({ data: COURSES }), { headers: { "content-type": "application/json" } });
  return realFetch(input, init);
};

defineWidget("lp-course-carousel", CourseCarousel, { props: courseCarouselProps, css: courseCarouselCss });

const GAP = 16;

interface Parts {
  track: HTMLElement;
  slides: HTMLElement[];
  next: HTMLButtonElement;
  prev: HTMLButtonElement;
}

function parts(el: Element): Parts {
  const root = el.shadowRoot!;
  return {
    track: root.querySelector<HTMLElement>(".carousel-track")!,
    slides: [...root.querySelectorAll<HTMLElement>(".carousel-slide")],
    next: root.querySelector<HTMLButtonElement>(".carousel-next")!,
    prev: root.querySelector<HTMLButtonElement>(".carousel-prev")!,
  };
}

/** The slides whose box lies inside the track's visible box. */
function laidOutInView(el: Element): number[] {
  const { track, slides } = parts(el);
  const box = track.getBoundingClientRect();
  return slides.flatMap((slide, i) => {
    const r = slide.getBoundingClientRect();
    return r.left >= box.left - 1 && r.right <= box.right + 1 ? [i] : [];
  });
}

const inert = (el: Element) => parts(el).slides.map((s) => s.inert);

let stage: HTMLElement;

async function carousel(width: number, attributes: Record<string, string>): Promise<HTMLElement> {
  stage.style.width = `${width}px`;
  const el = document.createElement("lp-course-carousel");
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  stage.append(el);
  await until(() => parts(el).slides.length === COURSES.length, 3000, "the cards");
  return el;
}

beforeEach(() => {
  stage = document.createElement("main");
  document.body.append(stage);
});
afterEach(async () => {
  stage.remove();
  await sleep(20);
});

describe("course carousel (real Chromium)", () => {
  it("lays out 3 per view at 1300 px with the public site's breakpoints, inside its shadow root", async () => {
    const el = await carousel(1300, { kind: "popular", breakpoints: "1654:4,1200:3,768:2" });
    expect(document.querySelector(".carousel-slide")).to.equal(null);
    await until(() => laidOutInView(el).length === 3, 2000, "3 in view");
    expect(laidOutInView(el)).to.deep.equal([0, 1, 2]);
    const width = parts(el).slides[0].getBoundingClientRect().width;
    expect(width).to.be.closeTo((1300 - 2 * GAP) / 3, 1);
    expect(inert(el)).to.deep.equal([false, false, false, true, true, true, true, true]);
    expect(getComputedStyle(parts(el).slides[0]).scrollSnapAlign).to.contain("start");
  });

  it("follows its own width: 2 per view at 800 px, 4 at 1700 px", async () => {
    const el = await carousel(800, { kind: "popular", breakpoints: "1654:4,1200:3,768:2" });
    await until(() => laidOutInView(el).length === 2, 2000, "2 in view");
    expect(parts(el).slides[0].getBoundingClientRect().width).to.be.closeTo((800 - GAP) / 2, 1);
    stage.style.width = "1700px";
    await until(() => laidOutInView(el).length === 4, 2000, "4 in view after widening");
    expect(parts(el).slides[0].getBoundingClientRect().width).to.be.closeTo((1700 - 3 * GAP) / 4, 1);
    expect(inert(el).filter((x) => !x)).to.have.length(4);
  });

  it("uses the dashboard's breakpoints by default: 3 per view at 1100 px", async () => {
    const el = await carousel(1100, { kind: "trending" });
    await until(() => laidOutInView(el).length === 3, 2000, "3 in view");
  });

  it("moves one card with next in about 500 ms, and back with previous", async () => {
    const el = await carousel(1300, { kind: "popular", breakpoints: "1654:4,1200:3,768:2" });
    await until(() => laidOutInView(el).length === 3, 2000, "3 in view");
    const { track, slides, next, prev } = parts(el);
    const target = slides[1].offsetLeft;
    expect(target).to.be.greaterThan(0);
    const start = performance.now();
    next.click();
    await sleep(150);
    // Under way, not there yet: the move is animated.
    expect(track.scrollLeft).to.be.greaterThan(0);
    expect(track.scrollLeft).to.be.lessThan(target - 1);
    await until(() => Math.abs(track.scrollLeft - target) < 1, 2000, "arrived at the second card");
    expect(performance.now() - start).to.be.within(400, 1000);
    expect(laidOutInView(el)).to.deep.equal([1, 2, 3]);
    await until(() => !parts(el).slides[3].inert, 1000, "the fourth card to be reachable");
    expect(parts(el).slides[0].inert).to.equal(true);

    prev.click();
    await until(() => track.scrollLeft < 1, 2000, "back at the start");
    expect(laidOutInView(el)).to.deep.equal([0, 1, 2]);
    expect(prev.getAttribute("aria-disabled")).to.equal("true");
  });

  it("stops at the end: next is disabled once the last card is in view", async () => {
    const el = await carousel(800, { kind: "popular", breakpoints: "1654:4,1200:3,768:2" });
    await until(() => laidOutInView(el).length === 2, 2000, "2 in view");
    const { next } = parts(el);
    for (let i = 0; i < 6; i++) next.click();
    await until(() => next.getAttribute("aria-disabled") === "true", 2000, "next disabled");
    await until(() => laidOutInView(el).join() === "6,7", 2000, "the last two cards in view");
  });

  it("autoplays: the next card comes into view after 3 s", async () => {
    const el = await carousel(1300, { kind: "popular", breakpoints: "1654:4,1200:3,768:2", autoplay: "" });
    await until(() => laidOutInView(el).length === 3, 2000, "3 in view");
    const { track, slides } = parts(el);
    const start = performance.now();
    await until(() => track.scrollLeft > 0, 5000, "autoplay to start moving");
    const waited = performance.now() - start;
    expect(waited).to.be.within(2500, 4000);
    await until(() => Math.abs(track.scrollLeft - slides[1].offsetLeft) < 1, 2000, "the second card first in view");
    expect(laidOutInView(el)).to.deep.equal([1, 2, 3]);
  });

  it("reports no page errors", () => {
    expect(window.lpPage?.errors ?? []).to.deep.equal([]);
  });
});
