import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderPage } from "./page.ts";
import { ROUTES } from "./routes.ts";
import { siteStyle, styleSource } from "./site-style.ts";

describe("the site's stylesheet, written into each page", () => {
  it("is in the page's head, so the first paint asks for no stylesheet", () => {
    const css = siteStyle();
    expect(css).toContain("lp-site-header");
    const html = renderPage(ROUTES[0], { apiBase: "https://api.learning.cm/api", realtimeKey: "k" }, () => [], css);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<style>${css}</style>`);
    expect(head).not.toContain('rel="stylesheet"');
  });

  it("is allowed by the hash of exactly its text", () => {
    expect(styleSource("body{margin:0}")).toBe(`'sha256-${createHash("sha256").update("body{margin:0}").digest("base64")}'`);
    expect(styleSource("body{margin:0} ")).not.toBe(styleSource("body{margin:0}"));
  });

  it("refuses a stylesheet that would close its <style> element", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lp-style-")), "host.css");
    fs.writeFileSync(file, "a{}</style><script>alert(1)</script>");
    expect(() => siteStyle(file)).toThrow(/cannot be written/);
  });
});
