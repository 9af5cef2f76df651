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
