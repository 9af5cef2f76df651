import { describe, expect, it } from "vitest";
import { fromDataset, resolveConfig, SOCIAL_NETWORKS } from "#shared/config/config.ts";
import { renderPage } from "./page.ts";
import { ROUTES } from "./routes.ts";
import { SITE_SOCIAL_NETWORKS, siteLinksFrom } from "./site-links.ts";

/** The loader's data-* attributes as the browser's dataset would give them. */
function datasetOf(html: string): Record<string, string> {
  const tag = html.match(/<script type="module"[^>]*>/)![0];
  return Object.fromEntries(
    [...tag.matchAll(/data-([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
      name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      value
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&amp;/g, "&"),
    ]),
  );
}

describe("the site's links to the dashboard and its social pages", () => {
  it("send the partner program's plans to the dashboard's sign-in and tutors to its registration", () => {
    const links = siteLinksFrom({ SITE_DASHBOARD_URL: "https://creators.example.cm/app/" });
    const config = resolveConfig(
      [fromDataset(datasetOf(renderPage(ROUTES[0], { apiBase: "https://api.example.cm/api", realtimeKey: "k", links })))],
      "https://example.cm",
    );
    expect(config.dashboardLoginUrl).toBe("https://creators.example.cm/app/login");
    expect(config.tutorUrl).toBe("https://creators.example.cm/app/register");
  });

  it("default to the platform's dashboard, never to the coming-soon page", () => {
    expect(siteLinksFrom({}).dashboardUrl).toBe("https://dashboard.learning.cm");
  });

  it("hand the configured social pages to the widgets, escaped in the attribute", () => {
    const links = siteLinksFrom({ SITE_SOCIAL_FACEBOOK: 'https://facebook.com/lp?a=1&b="2"', SITE_SOCIAL_YOUTUBE: "https://youtube.com/@lp" });
    const html = renderPage(ROUTES[0], { apiBase: "https://api.example.cm/api", realtimeKey: "k", links });
    expect(html).toContain('data-social-facebook="https://facebook.com/lp?a=1&amp;b=%222%22"');
    const config = resolveConfig([fromDataset(datasetOf(html))], "https://example.cm");
    expect(config.social).toEqual({ facebook: "https://facebook.com/lp?a=1&b=%222%22", youtube: "https://youtube.com/@lp" });
  });

  it("hand the platform's Dailymotion Player ID to the widgets, and refuse one of another form", () => {
    const html = renderPage(ROUTES[0], {
      apiBase: "https://api.example.cm/api",
      realtimeKey: "k",
      links: siteLinksFrom({ SITE_DAILYMOTION_PLAYER_ID: "x1b2c3" }),
    });
    expect(resolveConfig([fromDataset(datasetOf(html))], "https://example.cm").dailymotionPlayerId).toBe("x1b2c3");
    expect(renderPage(ROUTES[0], { apiBase: "https://api.example.cm/api", realtimeKey: "k" })).not.toContain("data-dailymotion-player-id");
    expect(() => siteLinksFrom({ SITE_DAILYMOTION_PLAYER_ID: '"><script>' })).toThrow(/SITE_DAILYMOTION_PLAYER_ID/);
  });

  it("know every network the widgets know", () => {
    expect([...SITE_SOCIAL_NETWORKS].sort()).toEqual(Object.keys(SOCIAL_NETWORKS).sort());
  });

  it("stop the build on a malformed address, naming the variable", () => {
    expect(() => siteLinksFrom({ SITE_DASHBOARD_URL: "dashboard.learning.cm" })).toThrow(/SITE_DASHBOARD_URL/);
    expect(() => siteLinksFrom({ SITE_SOCIAL_TIKTOK: "http://tiktok.com/@lp" })).toThrow(/SITE_SOCIAL_TIKTOK/);
    expect(() => siteLinksFrom({ SITE_DASHBOARD_URL: "javascript:alert(1)" })).toThrow(/SITE_DASHBOARD_URL/);
  });
});
