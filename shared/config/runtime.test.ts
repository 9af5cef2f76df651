import { afterEach, describe, expect, it } from "vitest";
import { addressLocale, embedCode, getConfig, matchPath, resetConfig, routeParam } from "./runtime.ts";

afterEach(() => {
  delete window.lpConfig;
  resetConfig();
  history.replaceState(null, "", "/");
});

describe("addressLocale", () => {
  it("reads the language a platform page's address names, for that page", () => {
    window.lpConfig = { ownsDocument: true };
    history.replaceState(null, "", "/courses/intro?lang=fr");
    expect(addressLocale()).toBe("fr");
    history.replaceState(null, "", "/courses/intro?lang=de");
    expect(addressLocale()).toBeNull();
    history.replaceState(null, "", "/courses/intro");
    expect(addressLocale()).toBeNull();
  });

  it("leaves a partner's page alone: its address is its own", () => {
    history.replaceState(null, "", "/courses/intro?lang=fr");
    expect(addressLocale()).toBeNull();
  });
});

describe("matchPath", () => {
  it("reads the values through the route template", () => {
    expect(matchPath("/courses/{slug}", "/courses/intro-networking")).toEqual({ slug: "intro-networking" });
    expect(matchPath("/courses/{slug}", "/courses/intro-networking/")).toEqual({ slug: "intro-networking" });
    expect(matchPath("/fr/cours/{slug}", "/fr/cours/reseaux")).toEqual({ slug: "reseaux" });
    expect(matchPath("https://learn.example/catalogue/courses/{slug}", "/catalogue/courses/intro")).toEqual({ slug: "intro" });
    expect(matchPath("/courses/{slug}", "/courses/caf%C3%A9")).toEqual({ slug: "café" });
    expect(matchPath("/a/{x}/b/{y}", "/a/1/b/2")).toEqual({ x: "1", y: "2" });
  });

  it("finds nothing on another page, or in a malformed escape", () => {
    expect(matchPath("/courses/{slug}", "/courses")).toBeNull();
    expect(matchPath("/courses/{slug}", "/courses/a/b")).toBeNull();
    expect(matchPath("/courses/{slug}", "/account/courses/a")).toBeNull();
    expect(matchPath("/courses/{slug}", "/courses/%E0%A4%A")).toBeNull();
    expect(matchPath("/courses", "/courses/a")).toBeNull();
  });

  it("matches the pages below the template when asked", () => {
    expect(matchPath("/account/courses/{slug}", "/account/courses/a/lesson/3", { below: true })).toEqual({ slug: "a" });
    expect(matchPath("/account/courses/{slug}", "/account/courses", { below: true })).toBeNull();
  });
});

describe("routeParam", () => {
  it("reads the configured route, then the platform's own", () => {
    window.lpConfig = { routes: { course: "/learn/{slug}" } };
    resetConfig();
    expect(routeParam("course", "slug", "/learn/intro")).toBe("intro");
    expect(routeParam("course", "slug", "/courses/intro")).toBe("intro");
    expect(routeParam("course", "slug", "/elsewhere/intro")).toBeNull();
  });

  it("never throws on a malformed escape in the address", () => {
    expect(routeParam("resetPassword", "token", "/reset-password/%E0%A4%A")).toBeNull();
    expect(routeParam("resetPassword", "token", "/reset-password/a%2Bb")).toBe("a+b");
  });
});

describe("embedCode", () => {
  it("writes the loader for this platform, its further settings, and the tag, every value escaped", () => {
    window.lpConfig = { apiBase: "https://api.learn.cm/api", platformUrl: "https://learn.cm" };
    resetConfig();
    expect(embedCode("lp-certificate-badge", { number: 'A"><script>', size: "small" }, { locale: "fr", realtimeKey: "k" })).toBe(
      `<script type="module" src="https://learn.cm/widgets/lp-widgets.js" data-api-base="https://api.learn.cm/api" data-platform-url="https://learn.cm" data-locale="fr" data-realtime-key="k"></script>
<lp-certificate-badge number="A&quot;&gt;&lt;script&gt;" size="small"></lp-certificate-badge>`,
    );
  });
});

describe("the page's language", () => {
  const speaking = (languages: string[]) => Object.defineProperty(navigator, "languages", { value: languages, configurable: true });
  afterEach(() => {
    delete (navigator as { languages?: unknown }).languages;
    delete window.__lpLoaderDataset;
  });

  it("follows a French browser when the page names none", () => {
    speaking(["fr-CM", "en"]);
    resetConfig();
    expect(getConfig().locale).toBe("fr");
  });

  it("takes the first language the widgets speak, else English", () => {
    speaking(["ewo", "de-DE", "fr"]);
    resetConfig();
    expect(getConfig().locale).toBe("fr");
    speaking(["de-DE"]);
    resetConfig();
    expect(getConfig().locale).toBe("en");
  });

  it("keeps the language a page names, whatever the browser speaks", () => {
    speaking(["fr-FR"]);
    window.__lpLoaderDataset = { locale: "en" };
    resetConfig();
    expect(getConfig().locale).toBe("en");
  });
});
