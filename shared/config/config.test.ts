import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_ROUTES } from "./config.ts";
import { getConfig, href, resetConfig } from "./runtime.ts";

/** The loader hands its own script element's data-* attributes over; build them the same way. */
function loaderAttributes(attributes: Record<string, string>): void {
  const script = document.createElement("script");
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  window.__lpLoaderDataset = { ...script.dataset };
}

function forgetSources(): void {
  delete window.__lpLoaderDataset;
  delete window.lpConfig;
  resetConfig();
}

beforeEach(forgetSources);
afterEach(forgetSources);

describe("configuration sources", () => {
  it("works with no configuration at all", () => {
    const c = getConfig();
    expect(c.apiBase).toBe("http://127.0.0.1:8787/api");
    expect(c.platformUrl).toBe(location.origin);
    expect(c.locale).toBe("en");
    expect(c.googleClientId).toBeNull();
    expect(c.routes).toEqual(DEFAULT_ROUTES);
    expect(c.realtime).toEqual({
      key: "lp-key",
      host: "127.0.0.1",
      port: 8787,
      tls: false,
      authEndpoint: "http://127.0.0.1:8787/api/broadcasting/auth",
    });
    expect(c.support.email).toMatch(/@/);
  });

  it("reads the loader script's data-* attributes", () => {
    loaderAttributes({
      "data-api-base": "https://api.learning.cm/api",
      "data-platform-url": "https://learning.cm",
      "data-locale": "fr",
      "data-google-client-id": "gid-123.apps.googleusercontent.com",
      "data-realtime-key": "live-key",
      "data-realtime-port": "6001",
      "data-realtime-host": "ws.learning.cm",
      "data-route-course": "/catalogue/{slug}",
      "data-route-signin": "/connexion",
    });
    const c = getConfig();
    expect(c.apiBase).toBe("https://api.learning.cm/api");
    expect(c.platformUrl).toBe("https://learning.cm");
    expect(c.locale).toBe("fr");
    expect(c.googleClientId).toBe("gid-123.apps.googleusercontent.com");
    expect(c.realtime.key).toBe("live-key");
    expect(c.realtime.port).toBe(6001);
    expect(c.realtime.host).toBe("ws.learning.cm");
    expect(c.routes.course).toBe("/catalogue/{slug}");
    expect(c.routes.signin).toBe("/connexion");
    expect(c.routes.dashboard).toBe(DEFAULT_ROUTES.dashboard);
  });

  it("lets window.lpConfig override the data-* attributes, key by key", () => {
    loaderAttributes({
      "data-api-base": "https://staging.learning.cm/api",
      "data-locale": "fr",
      "data-realtime-key": "from-attribute",
      "data-realtime-port": "6001",
      "data-route-course": "/from-attribute/{slug}",
      "data-route-signin": "/connexion",
    });
    window.lpConfig = {
      apiBase: "https://api.learning.cm/api",
      locale: "en",
      realtime: { key: "from-page" },
      routes: { course: "/from-page/{slug}" },
    };
    const c = getConfig();
    expect(c.apiBase).toBe("https://api.learning.cm/api");
    expect(c.locale).toBe("en");
    expect(c.realtime.key).toBe("from-page");
    // What the page did not override keeps the attribute's value.
    expect(c.realtime.port).toBe(6001);
    expect(c.routes.course).toBe("/from-page/{slug}");
    expect(c.routes.signin).toBe("/connexion");
  });

  it("trims trailing slashes from the API base and the platform address", () => {
    loaderAttributes({ "data-api-base": "https://api.learning.cm/api///", "data-platform-url": "https://learning.cm/" });
    const c = getConfig();
    expect(c.apiBase).toBe("https://api.learning.cm/api");
    expect(c.platformUrl).toBe("https://learning.cm");
    expect(c.realtime.authEndpoint).toBe("https://api.learning.cm/api/broadcasting/auth");
  });

  it("takes an embedder's CSS for widgets from lpConfig.styles, by tag name or for every widget", () => {
    window.lpConfig = { styles: { "lp-course-catalogue": ".x { color: red }", "*": ".y { margin: 0 }", div: "body { display: none }", "lp-blog-list": 42 } };
    expect(getConfig().styles).toEqual({ "lp-course-catalogue": ".x { color: red }", "*": ".y { margin: 0 }" });
  });

  it("takes the page's theme from data-theme or lpConfig.theme; auto by default and for anything else", () => {
    expect(getConfig().theme).toBe("auto");
    resetConfig();
    loaderAttributes({ "data-theme": "light" });
    expect(getConfig().theme).toBe("light");
    resetConfig();
    window.lpConfig = { theme: "purple" };
    expect(getConfig().theme).toBe("light");
    resetConfig();
    window.lpConfig = { theme: "dark" };
    expect(getConfig().theme).toBe("dark");
  });

  it("falls back to defaults for unusable values", () => {
    loaderAttributes({
      "data-api-base": "   ",
      "data-locale": "de",
      "data-realtime-port": "not-a-port",
      "data-google-client-id": "",
      "data-route-nowhere": "/x",
      "data-route-dashboard": "  ",
    });
    const c = getConfig();
    expect(c.apiBase).toBe("http://127.0.0.1:8787/api");
    expect(c.locale).toBe("en");
    expect(c.realtime.port).toBe(8787);
    expect(c.googleClientId).toBeNull();
    expect(c.routes).toEqual(DEFAULT_ROUTES);
  });

  it.each(["0", "-5", "1.5", "70000x"])("ignores the realtime port %j", (port) => {
    loaderAttributes({ "data-api-base": "https://api.learning.cm/api", "data-realtime-port": port });
    expect(getConfig().realtime.port).toBe(443);
  });

  it("ignores lpConfig entries of the wrong type", () => {
    window.lpConfig = { routes: "not an object", realtime: 42, locale: 1, googleClientId: {} };
    const c = getConfig();
    expect(c.routes).toEqual(DEFAULT_ROUTES);
    expect(c.realtime.key).toBe("lp-key");
    expect(c.locale).toBe("en");
    expect(c.googleClientId).toBeNull();
  });

  it("does not break every widget when the API address in the snippet is malformed", () => {
    // A typo in the embed snippet must not throw on first use (the locale module reads the
    // configuration at import time, so a throw here stops every widget from loading).
    loaderAttributes({ "data-api-base": "https://api .learning.cm/api" });
    expect(() => getConfig()).not.toThrow();
    expect(() => new URL(getConfig().apiBase)).not.toThrow();
  });

  it("does not break on a bare data-route or data-realtime attribute", () => {
    loaderAttributes({ "data-route": "/x", "data-realtime": "off", "data-locale": "fr" });
    expect(() => getConfig()).not.toThrow();
    expect(getConfig().routes).toEqual(DEFAULT_ROUTES);
    expect(getConfig().locale).toBe("fr");
  });

  it("keeps only https social pages of known networks, and defaults the tutor link to the platform", () => {
    loaderAttributes({
      "data-platform-url": "https://learning.cm/",
      "data-social-facebook": "https://facebook.com/lp",
      "data-support-email": "help@learning.cm",
    });
    window.lpConfig = { social: { twitter: "javascript:alert(1)", linkedin: "http://linkedin.com/lp", myspace: "https://myspace.com/lp" } };
    const c = getConfig();
    expect(c.social).toEqual({ facebook: "https://facebook.com/lp" });
    expect(c.support.email).toBe("help@learning.cm");
    expect(c.tutorUrl).toBe("https://learning.cm/coming-soon");
  });

  it("reads the sources once per page until reset", () => {
    loaderAttributes({ "data-locale": "fr" });
    expect(getConfig().locale).toBe("fr");
    loaderAttributes({ "data-locale": "en" });
    expect(getConfig().locale).toBe("fr");
    resetConfig();
    expect(getConfig().locale).toBe("en");
  });
});

describe("realtime settings derived from the API base", () => {
  it("uses TLS on 443 for an https API", () => {
    loaderAttributes({ "data-api-base": "https://api.learning.cm/api" });
    expect(getConfig().realtime).toMatchObject({ host: "api.learning.cm", port: 443, tls: true });
  });

  it("uses plain sockets and the API's port for an http API", () => {
    loaderAttributes({ "data-api-base": "http://api.local:8000/api" });
    expect(getConfig().realtime).toMatchObject({ host: "api.local", port: 8000, tls: false });
  });

  it("uses port 80 for an http API without a port", () => {
    loaderAttributes({ "data-api-base": "http://api.local/api" });
    expect(getConfig().realtime).toMatchObject({ host: "api.local", port: 80, tls: false });
  });

  it("resolves a relative API base against the page", () => {
    loaderAttributes({ "data-api-base": "/api/" });
    const c = getConfig();
    expect(c.apiBase).toBe(`${location.origin}/api`);
    expect(c.realtime.host).toBe(location.hostname);
    expect(c.realtime.authEndpoint).toBe(`${location.origin}/api/broadcasting/auth`);
  });

  it("lets explicit realtime settings win", () => {
    loaderAttributes({ "data-api-base": "https://api.learning.cm/api", "data-realtime-tls": "false", "data-realtime-port": "6001" });
    expect(getConfig().realtime).toMatchObject({ host: "api.learning.cm", port: 6001, tls: false });
  });
});

describe("href", () => {
  it("gives a root-relative path when the platform is this site", () => {
    expect(href("dashboard")).toBe("/account/dashboard");
    expect(href("course", { slug: "intro-to-python" })).toBe("/courses/intro-to-python");
  });

  it("URL-encodes the parameters it fills in", () => {
    expect(href("course", { slug: "maths & physique/1?x=#" })).toBe("/courses/maths%20%26%20physique%2F1%3Fx%3D%23");
    expect(href("certificate", { number: 42 })).toBe("/certificate/42");
  });

  it("adds query parameters, encoded", () => {
    const link = href("signin", {}, { redirect: "/account/courses/a b?tab=2&x=1" });
    const url = new URL(link, location.origin);
    expect(url.pathname).toBe("/signin");
    expect(url.searchParams.get("redirect")).toBe("/account/courses/a b?tab=2&x=1");
    expect(link.startsWith("/signin?")).toBe(true);
  });

  it("gives an absolute URL when the platform lives on another origin", () => {
    window.lpConfig = { platformUrl: "https://learning.cm/" };
    expect(href("course", { slug: "intro" })).toBe("https://learning.cm/courses/intro");
    expect(href("signin", {}, { redirect: "/account/dashboard" })).toBe("https://learning.cm/signin?redirect=%2Faccount%2Fdashboard");
  });

  it("stays root-relative when the platform address is this very origin", () => {
    window.lpConfig = { platformUrl: `${location.origin}/` };
    expect(href("dashboard")).toBe("/account/dashboard");
  });

  it("follows a configured route template", () => {
    loaderAttributes({ "data-route-course": "/catalogue/{slug}/apercu" });
    expect(href("course", { slug: "été-2025" })).toBe(`/catalogue/${encodeURIComponent("été-2025")}/apercu`);
  });
});
