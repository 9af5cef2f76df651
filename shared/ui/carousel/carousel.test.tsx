import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HandedContext, handedAnswers } from "#shared/data/handed.ts";
import { PUBLIC_SITE_BREAKPOINTS, perViewRule } from "./breakpoints.ts";
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
  it.each(["window", "carousel"] as const)(
    "lays its slides out by the %s's width in CSS, with every slide within reach until the width is known",
    (widthOf) => {
      const html = drawnByServer(widthOf);
      const { key, css } = perViewRule(PUBLIC_SITE_BREAKPOINTS, widthOf, 6);
      expect(html).toContain(`<style>${css}</style>`);
      expect(html).toContain(`<section class="carousel" data-per-view="${key}"`);
      // No width of its own written in, which would beat the rule; no slide held out of reach.
      expect(html).not.toMatch(/class="carousel-track"[^>]*style=/);
      expect(html).not.toContain("inert");
    },
  );

  it("keeps its measured layout where the browser draws it, and needs no rule for one slide at any width", () => {
    const live = renderToString(carousel("window"));
    expect(live).not.toContain("<style>");
    expect(live).toContain("--lp-per-view");
    const single = renderToString(
      <HandedContext.Provider value={handedAnswers({})}>
        <Carousel labelledBy="title" breakpoints={[]}>
          {slides(3)}
        </Carousel>
      </HandedContext.Provider>,
    );
    expect(single).not.toContain("<style>");
    expect(single).toContain("--lp-per-view:1");
  });
});

describe("the rule by the width", () => {
  it("gives each band of widths its slides per view, its dots and its controls, one item per view below the first", () => {
    const { key, css } = perViewRule(PUBLIC_SITE_BREAKPOINTS, "window", 3);
    expect(key).toBe("w768-2-1200-3-1654-4-n3");
    const at = `.carousel[data-per-view=${key}]`;
    expect(css).toBe(
      [
        `@media (max-width:767.98px){${at} .carousel-track{--lp-per-view:1}}`,
        // Two per view: two positions of three, so the last dot is hidden.
        `@media (min-width:768px) and (max-width:1199.98px){${at} .carousel-track{--lp-per-view:2}${at} .carousel-dot:nth-last-child(-n+1){display:none}}`,
        // Every slide in view: nothing to move through.
        `@media (min-width:1200px) and (max-width:1653.98px){${at} .carousel-track{--lp-per-view:3}${at} .carousel-controls,${at} .carousel-dots{display:none}}`,
        `@media (min-width:1654px){${at} .carousel-track{--lp-per-view:4}${at} .carousel-controls,${at} .carousel-dots{display:none}}`,
      ].join(""),
    );
    // Nothing an HTML or CSS writer would escape.
    expect(css).not.toMatch(/["'<>&]/);
  });

  it("reads the carousel's own width with container queries, under a key of its own", () => {
    const { key, css } = perViewRule(PUBLIC_SITE_BREAKPOINTS, "carousel", 8);
    expect(key).toBe("c768-2-1200-3-1654-4-n8");
    expect(css).toContain(`@container (min-width:1200px) and (max-width:1653.98px){.carousel[data-per-view=${key}] .carousel-track{--lp-per-view:3}`);
    expect(css).not.toContain("@media");
  });
});
