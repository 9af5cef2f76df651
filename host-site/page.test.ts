import { describe, expect, it } from "vitest";
import { DESCRIPTIONS } from "./descriptions.ts";
import { renderPage } from "./page.ts";
import { ROUTES } from "./routes.ts";

const settings = { apiBase: "https://api.learning.cm/api", realtimeKey: "k" };

describe("the built pages' heads", () => {
  it("give every public page its own description and Open Graph tags, and keep the learner's pages out of search results", () => {
    for (const route of ROUTES) {
      const html = renderPage(route, settings);
      expect(html, route.path).toMatch(/<meta name="description" content="[^"]{40,}">/);
      expect(html, route.path).toContain(`<meta property="og:title" content="${route.title.en.replace(/&/g, "&amp;")} · Learning platform">`);
      if (route.layout === "account" || route.noindex) expect(html, route.path).toContain('<meta name="robots" content="noindex">');
      if (route.layout !== "account") {
        expect(DESCRIPTIONS[route.path], `${route.path} has no description of its own`).toBeTruthy();
        if (!route.noindex) expect(html, route.path).not.toContain("noindex");
      }
    }
  });

  it("open the connection to the API with the page", () => {
    expect(renderPage(ROUTES[0], settings)).toContain('<link rel="preconnect" href="https://api.learning.cm" crossorigin>');
  });

  it("load the widgets from the flavour they were built for, React's by default", () => {
    const preloads = () => ["chunks/runtime-abc.js"];
    const react = renderPage(ROUTES[0], settings, preloads);
    expect(react).toContain('<script type="module" src="/widgets/lp-widgets.js"');
    expect(react).toContain('<link rel="modulepreload" href="/widgets/chunks/runtime-abc.js">');
    const lite = renderPage(ROUTES[0], { ...settings, widgetsPath: "/widgets-lite/" }, preloads);
    expect(lite).toContain('<script type="module" src="/widgets-lite/lp-widgets.js"');
    expect(lite).toContain('<link rel="modulepreload" href="/widgets-lite/chunks/runtime-abc.js">');
    expect(lite).not.toContain('"/widgets/');
  });

  it("ask for the loader before the chunks it will import", () => {
    const html = renderPage(ROUTES[0], settings, () => ["chunks/runtime-abc.js"]);
    expect(html.indexOf('<script type="module" src="/widgets/lp-widgets.js"')).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
  });
});
