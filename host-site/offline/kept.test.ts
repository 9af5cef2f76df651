import { describe, expect, it } from "vitest";
import { answerFor, type Kept, keptPage, withoutWidgetPreloads } from "./kept.ts";

const ORIGIN = "https://learning.cm";
const kept: Kept = {
  version: "v1",
  pages: [
    { pattern: "/account/dashboard", url: "/account/dashboard" },
    { pattern: "/account/courses/:slug", url: "/account/courses/_slug_" },
  ],
  offline: "/offline",
  shell: ["/widgets/lp-widgets.js", "/widgets/chunks/preload-helper-xyz.js", "/widgets/chunks/runtime-abc.js", "/favicon.svg", "/manifest.webmanifest"],
  loader: ["/widgets/lp-widgets.js", "/widgets/chunks/preload-helper-xyz.js"],
  learner: ["/widgets/chunks/dashboard-ghi.js"],
  chunks: ["/widgets/chunks/runtime-abc.js", "/widgets/chunks/catalogue-def.js"],
};
const get = (path: string, mode = "cors", origin = ORIGIN) => answerFor({ url: `${origin}${path}`, method: "GET", mode }, ORIGIN, kept);

describe("what the site's service worker answers", () => {
  it("opens a learner's page from its kept copy, whatever the course in its address", () => {
    expect(get("/account/dashboard", "navigate")).toEqual({ kind: "kept-page", url: "/account/dashboard" });
    expect(get("/account/courses/networks?lesson=3", "navigate")).toEqual({ kind: "kept-page", url: "/account/courses/_slug_" });
    expect(get("/account/dashboard/", "navigate")).toEqual({ kind: "kept-page", url: "/account/dashboard" });
  });

  it("reads the other pages from the network (their copy and the offline page are for no network)", () => {
    expect(get("/courses/networks", "navigate")).toEqual({ kind: "page" });
    expect(get("/account/courses/", "navigate")).toEqual({ kind: "page" });
    expect(get("/", "navigate")).toEqual({ kind: "page" });
  });

  it("serves the code by its kind: the loader by the page asking, a chunk by its name", () => {
    expect(get("/widgets/lp-widgets.js")).toEqual({ kind: "loader" });
    expect(get("/widgets-lite/lp-widgets.js")).toEqual({ kind: "loader" });
    expect(get("/widgets/chunks/catalogue-def.js")).toEqual({ kind: "code" });
    expect(get("/favicon.svg")).toEqual({ kind: "file" });
  });

  it("looks for another origin's reads in the saved courses, but never a video or a part of a file", () => {
    expect(get("/api/courses/networks/content", "cors", "https://api.learning.cm")).toEqual({ kind: "saved" });
    expect(get("/storage/handout.pdf", "no-cors", "https://api.learning.cm")).toEqual({ kind: "saved" });
    const media = (destination: string, range = false) =>
      answerFor({ url: "https://api.learning.cm/storage/lesson.mp4", method: "GET", mode: "no-cors", destination, range }, ORIGIN, kept);
    expect(media("video")).toEqual({ kind: "pass" });
    expect(media("audio")).toEqual({ kind: "pass" });
    expect(media("", true)).toEqual({ kind: "pass" });
    expect(answerFor({ url: "https://api.learning.cm/api/courses/1/ping", method: "POST", mode: "cors" }, ORIGIN, kept)).toEqual({ kind: "pass" });
  });

  it("leaves writes and anything unlisted of its own origin to the network", () => {
    expect(answerFor({ url: `${ORIGIN}/account/dashboard`, method: "POST", mode: "navigate" }, ORIGIN, kept)).toEqual({ kind: "pass" });
    expect(get("/og/courses/networks.png")).toEqual({ kind: "pass" });
    expect(get("/icon-512.png")).toEqual({ kind: "pass" });
    expect(get("/sw.js")).toEqual({ kind: "pass" });
  });

  it("matches a pattern's named segment to one non-empty segment only", () => {
    expect(keptPage("/account/courses/a/b", kept)).toBeNull();
    expect(keptPage("/account/courses/x", kept)?.url).toBe("/account/courses/_slug_");
  });

  it("serves a kept page with the preloads of the loader's code only: the widgets' code is asked for as they start", () => {
    const page = [
      '<script type="module" src="/widgets/lp-widgets.js"></script>',
      '<link rel="modulepreload" href="/widgets/chunks/preload-helper-xyz.js">',
      '<link rel="modulepreload" href="/widgets/chunks/runtime-abc.js">',
      '<link rel="modulepreload" href="/widgets/chunks/dashboard-ghi.js">',
      '<link rel="preconnect" href="https://api.learning.cm" crossorigin>',
      "</head>",
    ].join("\n");
    expect(withoutWidgetPreloads(page, kept)).toBe(
      [
        '<script type="module" src="/widgets/lp-widgets.js"></script>',
        '<link rel="modulepreload" href="/widgets/chunks/preload-helper-xyz.js">',
        '<link rel="preconnect" href="https://api.learning.cm" crossorigin>',
        "</head>",
      ].join("\n"),
    );
  });
});
