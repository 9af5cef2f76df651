import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HandedContext, handedAnswers } from "#shared/data/handed.ts";
import { PUBLIC_SITE_BREAKPOINTS, windowPerViewRule } from "./breakpoints.ts";
import { Carousel } from "./carousel.tsx";

const slides = (count: number) => Array.from({ length: count }, (_, i) => <a key={i} href={`/courses/${i}`}>{`Course ${i}`}</a>);
const carousel = (widthOf: "window" | "carousel") => (
  <Carousel labelledBy="title" breakpoints={PUBLIC_SITE_BREAKPOINTS} widthOf={widthOf}>
    {slides(6)}
  </Carousel>
);
const drawnByServer = (widthOf: "window" | "carousel") =>
  renderToString(<HandedContext.Provider value={handedAnswers({})}>{carousel(widthOf)}</HandedContext.Provider>);

describe("a carousel drawn by the server", () => {
  it("lays its slides out by the window's width in CSS, with every slide within reach until the width is known", () => {
    const html = drawnByServer("window");
    const { key, css } = windowPerViewRule(PUBLIC_SITE_BREAKPOINTS);
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).toContain(`data-per-window="${key}"`);
    // No width of its own written in, which would beat the rule; no slide held out of reach.
    expect(html).not.toMatch(/class="carousel-track"[^>]*style=/);
    expect(html).not.toContain("inert");
  });

  it("keeps its measured layout where it reads its own width, and where the browser draws it", () => {
    expect(drawnByServer("carousel")).not.toContain("<style>");
    const live = renderToString(carousel("window"));
    expect(live).not.toContain("<style>");
    expect(live).toContain("--lp-per-view");
  });
});

describe("the rule by the window's width", () => {
  it("shows one below the first breakpoint and each breakpoint's count from its width up, the widest last", () => {
    const { key, css } = windowPerViewRule(PUBLIC_SITE_BREAKPOINTS);
    expect(key).toBe("w768-2-1200-3-1654-4");
    const track = `.carousel-track[data-per-window=${key}]`;
    expect(css).toBe(
      `${track}{--lp-per-view:1}@media (min-width:768px){${track}{--lp-per-view:2}}@media (min-width:1200px){${track}{--lp-per-view:3}}@media (min-width:1654px){${track}{--lp-per-view:4}}`,
    );
    // Nothing an HTML or CSS writer would escape.
    expect(css).not.toMatch(/["'<>&]/);
  });
});
