import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { widgetFamilies, widgetTags } from "../scripts/widget-tags.ts";
import { buildSite, preloadsFrom } from "./build.ts";
import { ROUTES } from "./routes.ts";

/**
 * A built bundle's manifest in small: every family imports the runtime; the catalogue and the
 * site families, and their widgets, import a chunk of their own as well.
 */
function bundle(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lp-preloads-"));
  const manifest: Record<string, { file: string; imports?: string[] }> = { _runtime: { file: "chunks/runtime.js" } };
  for (const family of widgetFamilies())
    manifest[`widgets/${family}/define.ts`] = { file: `chunks/${family}.js`, imports: ["_runtime", ...(family === "catalogue" ? ["_kit"] : [])] };
  for (const tag of widgetTags()) manifest[tag.root] = { file: `chunks/${tag.name}.js`, imports: ["_runtime"] };
  manifest._kit = { file: "chunks/kit.js", imports: ["_runtime"] };
  fs.mkdirSync(path.join(dir, ".vite"));
  fs.writeFileSync(path.join(dir, ".vite/manifest.json"), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, "lp-widgets.js"), "");
  return dir;
}

describe("the chunks a page preloads", () => {
  const preloads = preloadsFrom(bundle());

  it("start with the runtime every family needs, then the route's own widget, then the header and footer", () => {
    const files = preloads(ROUTES.find((r) => r.path === "/courses")!);
    expect(files[0]).toBe("chunks/runtime.js");
    expect(files.slice(1, 4)).toEqual(["chunks/catalogue.js", "chunks/kit.js", "chunks/course-catalogue.js"]);
    expect(files.indexOf("chunks/site-header.js")).toBeGreaterThan(files.indexOf("chunks/course-catalogue.js"));
    expect(new Set(files).size).toBe(files.length);
  });
});

describe("the site's page for an unknown address", () => {
  it("is one of its pages: the header, the not-found widget in the reader's language, the footer, kept out of search results", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "lp-site-"));
    buildSite(out, { apiBase: "http://127.0.0.1:1/api", realtimeKey: "k" }, bundle());
    const html = fs.readFileSync(path.join(out, "404.html"), "utf8");
    expect(html).toContain("<lp-site-header>");
    expect(html).toContain("<lp-not-found></lp-not-found>");
    expect(html).toContain("<lp-site-footer></lp-site-footer>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('data-title-fr="Page introuvable"');
    fs.rmSync(out, { recursive: true, force: true });
  });
});

describe("the site's service worker", () => {
  const kept = (out: string) => {
    const worker = fs.readFileSync(path.join(out, "sw.js"), "utf8");
    return JSON.parse(/^const LP_KEPT = (.*);$/m.exec(worker)![1]);
  };

  it("is written with what it keeps: the learner's pages, the loader and the offline page's code at once, the learner's code once they come", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "lp-site-"));
    buildSite(out, { apiBase: "http://127.0.0.1:1/api", realtimeKey: "k" }, bundle());
    const list = kept(out);
    expect(list.pages).toContainEqual({ pattern: "/account/courses/:slug", url: "/account/courses/_slug_" });
    expect(list.pages.every((page: { pattern: string }) => page.pattern.startsWith("/account/"))).toBe(true);
    expect(list.offline).toBe("/offline");
    expect(list.shell).toEqual(expect.arrayContaining(["/widgets/lp-widgets.js", "/widgets/chunks/runtime.js", "/widgets/chunks/offline-page.js"]));
    expect(list.learner).toEqual(expect.arrayContaining(["/widgets/chunks/dashboard.js", "/widgets/chunks/course-player.js"]));
    expect(list.learner).not.toContain("/widgets/chunks/runtime.js");
    expect(list.shell).not.toContain("/widgets/chunks/course-catalogue.js");
    expect(fs.readFileSync(path.join(out, "offline.html"), "utf8")).toContain("<lp-offline-page></lp-offline-page>");
    fs.rmSync(out, { recursive: true, force: true });
  });

  it("is a new worker when a kept page changes, the same when nothing did", () => {
    const [one, same, other] = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "lp-site-")));
    const widgets = bundle();
    buildSite(one, { apiBase: "http://127.0.0.1:1/api", realtimeKey: "k" }, widgets);
    buildSite(same, { apiBase: "http://127.0.0.1:1/api", realtimeKey: "k" }, widgets);
    buildSite(other, { apiBase: "http://127.0.0.1:2/api", realtimeKey: "k" }, widgets);
    expect(kept(same).version).toBe(kept(one).version);
    expect(kept(other).version).not.toBe(kept(one).version);
    for (const out of [one, same, other]) fs.rmSync(out, { recursive: true, force: true });
  });
});
