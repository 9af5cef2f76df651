/// <reference types="mocha" />
/**
 * The course carousel in real Chromium, inside its shadow root, laid out by CSS and scrolled by
 * Glider once the reader reaches for it: N cards per view by its own width, next and previous
 * scrolling one card in about 500 ms, a swipe settling on a card, and autoplay moving on after 3 s.
 */
import { expect } from "@esm-bundle/chai";
import "./pages/page-setup.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { tag as courseCarouselTag } from "../../widgets/catalogue/course-carousel/course-carousel.api.ts";
import * as courseCarouselRoot from "../../widgets/catalogue/course-carousel/course-carousel.tsx";
import { json, sleep, stubFetch, until } from "./helpers.ts";

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
stubFetch((url) => (/\/courses\/(popular|trending)$/.test(url.pathname) ? json({ data: COURSES }) : undefined));

defineWidget(courseCarouselTag, courseCarouselRoot);

const GAP = 16;

interface Parts {
  /** The element that scrolls (Glider's). */
  track: HTMLElement;
  slides: HTMLElement[];
  next: HTMLButtonElement;
  prev: HTMLButtonElement;
}

function parts(el: Element): Parts {
  const root = el.shadowRoot!;
  return {
    track: root.querySelector<HTMLElement>(".carousel-viewport")!,
    slides: [...root.querySelectorAll<HTMLElement>(".carousel-slide")],
    next: root.querySelector<HTMLButtonElement>(".carousel-next")!,
    prev: root.querySelector<HTMLButtonElement>(".carousel-prev")!,
  };
}

/** The cards whose box lies inside the carousel's visible box. */
function laidOutInView(el: Element): number[] {
  const { slides } = parts(el);
  const box = el.shadowRoot!.querySelector(".carousel")!.getBoundingClientRect();
  return slides.flatMap((slide, i) => {
    const r = card(slide).getBoundingClientRect();
    return r.left >= box.left - 1 && r.right <= box.right + 1 ? [i] : [];
  });
}

const card = (slide: HTMLElement) => slide.firstElementChild as HTMLElement;
/** Where the track must scroll to for slide `i` to be first in view. */
const offsetOf = (el: Element, i: number) => parts(el).slides[i].offsetLeft;
const gliderRunning = (el: Element) => parts(el).track.classList.contains("glider") && parts(el).slides[0].style.width !== "";
/** A mouse arriving over the carousel: Glider starts. */
const reach = (el: Element) => el.shadowRoot!.querySelector(".carousel")!.dispatchEvent(new PointerEvent("pointerenter"));

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
    // CSS alone lays the cards out; Glider waits until the reader reaches for the carousel, and then
    // lays them out the same way.
    await sleep(300);
    expect(gliderRunning(el)).to.equal(false);
    reach(el);
    await until(() => gliderRunning(el), 3000, "Glider laying out the slides");
    expect(laidOutInView(el)).to.deep.equal([0, 1, 2]);
    const width = card(parts(el).slides[0]).getBoundingClientRect().width;
    expect(width).to.be.closeTo((1300 - 2 * GAP) / 3, 1);
    // The first card lines up with the carousel's edge, the third with its other edge.
    const box = el.shadowRoot!.querySelector(".carousel")!.getBoundingClientRect();
    expect(card(parts(el).slides[0]).getBoundingClientRect().left).to.be.closeTo(box.left, 1);
    expect(card(parts(el).slides[2]).getBoundingClientRect().right).to.be.closeTo(box.right, 1);
    expect(inert(el)).to.deep.equal([false, false, false, true, true, true, true, true]);
  });

  it("follows its own width: 2 per view at 800 px, 4 at 1700 px", async () => {
    const el = await carousel(800, { kind: "popular", breakpoints: "1654:4,1200:3,768:2" });
    await until(() => laidOutInView(el).length === 2, 2000, "2 in view");
    expect(card(parts(el).slides[0]).getBoundingClientRect().width).to.be.closeTo((800 - GAP) / 2, 1);
    stage.style.width = "1700px";
    // Wider cards, not just more room for the old ones.
    const wide = (1700 - 3 * GAP) / 4;
    await until(() => Math.abs(card(parts(el).slides[0]).getBoundingClientRect().width - wide) < 1, 2000, "cards a quarter wide");
    expect(laidOutInView(el)).to.deep.equal([0, 1, 2, 3]);
    expect(inert(el).filter((x) => !x)).to.have.length(4);
  });

  it("uses the dashboard's breakpoints by default: 3 per view at 1100 px", async () => {
    const el = await carousel(1100, { kind: "trending" });
    await until(() => laidOutInView(el).length === 3, 2000, "3 in view");
  });

  it("moves one card with next in about 500 ms, and back with previous", async () => {
    const el = await carousel(1300, { kind: "popular", breakpoints: "1654:4,1200:3,768:2" });
    reach(el);
    await until(() => gliderRunning(el), 3000, "Glider laying out the slides");
    await until(() => laidOutInView(el).length === 3, 2000, "3 in view");
    const { track, next, prev } = parts(el);
    const target = offsetOf(el, 1);
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

  it("moves at once when next is pressed before Glider has started, and Glider takes over", async () => {
    const el = await carousel(1300, { kind: "popular", breakpoints: "1654:4,1200:3,768:2" });
    await until(() => laidOutInView(el).length === 3, 2000, "3 in view");
    expect(gliderRunning(el)).to.equal(false);
    parts(el).next.click();
    await until(() => laidOutInView(el).join() === "1,2,3", 2000, "the second card first in view");
    await until(() => gliderRunning(el), 3000, "Glider laying out the slides");
    parts(el).next.click();
    await until(() => laidOutInView(el).join() === "2,3,4", 2000, "the third card first in view");
    expect(Math.abs(parts(el).track.scrollLeft - offsetOf(el, 2))).to.be.lessThan(1);
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
    const { track } = parts(el);
    const start = performance.now();
    await until(() => track.scrollLeft > 0, 5000, "autoplay to start moving");
    const waited = performance.now() - start;
    expect(waited).to.be.within(2500, 4000);
    await until(() => Math.abs(track.scrollLeft - offsetOf(el, 1)) < 1, 2000, "the second card first in view");
    expect(laidOutInView(el)).to.deep.equal([1, 2, 3]);
  });

  it("settles a swipe that stopped between cards on the nearest card, and the buttons follow", async () => {
    const el = await carousel(1300, { kind: "popular", breakpoints: "1654:4,1200:3,768:2" });
    // A finger touching the strip starts Glider.
    parts(el).track.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    await until(() => gliderRunning(el), 3000, "Glider laying out the slides");
    await until(() => laidOutInView(el).length === 3, 2000, "3 in view");
    // The layout settles first (Glider's start and the first measure each place the track once).
    await sleep(300);
    const { track, prev } = parts(el);
    // A finger leaves the track two thirds of the way to the third card.
    track.scrollLeft = offsetOf(el, 1) + (offsetOf(el, 2) - offsetOf(el, 1)) * 0.66;
    await until(() => Math.abs(track.scrollLeft - offsetOf(el, 2)) < 1, 3000, "settled on the third card");
    await until(() => laidOutInView(el).join() === "2,3,4", 2000, "cards 3 to 5 in view");
    await until(() => !parts(el).slides[4].inert && parts(el).slides[1].inert, 2000, "inert follows the swipe");
    expect(prev.getAttribute("aria-disabled")).to.equal("false");
  });

  it("reports no page errors", () => {
    expect(window.lpPage?.errors ?? []).to.deep.equal([]);
  });
});
