// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { styleSource } from "./site-style.ts";
import { serverWidgets } from "./ssr.ts";

/**
 * The page's side of the server's drawing, with a renderer of the test's own (the widgets' real
 * one is tested by the journeys): where the drawing goes, what the policy allows, what the head gets.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lp-ssr-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, "package.json"), '{ "type": "module" }');
fs.writeFileSync(
  path.join(dir, "lp-server.js"),
  `export async function createRenderer({ domWindow }) {
    if (!domWindow?.document) throw new Error("no DOM lent");
    return async (tag, attributes, page) => {
      if (tag === "lp-holder") return { html: '<div class="holder"><lp-known kind="inner"></lp-known></div>', styles: [".h{}"], handed: {}, structuredData: null };
      if (tag === "lp-self") return { html: '<p>self</p><lp-self></lp-self>', styles: [".s{}"], handed: {}, structuredData: null };
      return tag === "lp-known"
        ? {
            html: '<div class="lp-root" lang="' + page.language + '"><style>@media (min-width:768px){.t{--n:2}}</style><p style="height:20px">' + (attributes.kind ?? "") + '</p></div>',
            styles: [".a{color:red}"],
            handed: { "course:x": { title: "</script><script>alert(1)</script>" } },
            structuredData: { "@type": "FAQPage", name: "</script><b>" },
          }
        : null;
    };
  }`,
);

/** What the renderer is lent: the page's DOM stands in for jsdom's here. */
const lent = async () => ({ document: {} });

const PAGE = `<!doctype html><html lang="en"><head><title>T</title>\n<link rel="modulepreload" href="/widgets/chunks/a.js">\n</head><body><lp-known kind="top"><a href="/">Name</a></lp-known><main id="main"><lp-known kind="a&amp;b"></lp-known><lp-unknown></lp-unknown></main></body></html>`;

describe("the server's drawing of a page", () => {
  it("writes the widget into a declarative shadow root with its CSS and answers, and leaves a tag it cannot draw as it was", async () => {
    const drawn = await serverWidgets(dir, lent)(PAGE, { url: "http://site/", language: "fr" });
    expect(drawn.html).toContain(
      '<lp-known kind="a&amp;b" data-lp-ssr><template shadowrootmode="open"><style>.a{color:red}</style><div class="lp-root" lang="fr">',
    );
    expect(drawn.html).toContain("<lp-unknown></lp-unknown>");
    // No code is preloaded: it would share the slow link with the page before its first paint.
    expect(drawn.html).not.toContain("modulepreload");
    // Outside the content too (the header), what the page wrote inside the tag kept after the root.
    expect(drawn.html).toMatch(
      /<lp-known kind="top" data-lp-ssr><template shadowrootmode="open">.*<\/template><a href="\/">Name<\/a><\/lp-known><main id="main">/,
    );
    // The answers and the JSON-LD cannot close their script element.
    expect(drawn.html).not.toContain("</script><script>");
    expect(drawn.html).not.toContain("</script><b>");
    expect(drawn.html).toMatch(/<script type="application\/ld\+json">[^<]*<\/script>\n<\/head>/);
  });

  it("allows exactly the CSS it wrote and the widget's own: each <style> by hash, a style attribute by hash with 'unsafe-hashes'", async () => {
    const drawn = await serverWidgets(dir, lent)(PAGE, { url: "http://site/", language: "en" });
    expect(drawn.styleSources).toEqual([
      "'unsafe-hashes'",
      styleSource(".a{color:red}"),
      styleSource("@media (min-width:768px){.t{--n:2}}"),
      styleSource("height:20px"),
    ]);
  });

  it("draws the widgets a drawn widget holds (a page's form) in their turn, and stops at the second level", async () => {
    const page = "<!doctype html><html><head></head><body><lp-holder></lp-holder><lp-self></lp-self></body></html>";
    const drawn = await serverWidgets(dir, lent)(page, { url: "http://site/", language: "en" });
    expect(drawn.html).toContain(
      '<lp-holder data-lp-ssr><template shadowrootmode="open"><style>.h{}</style><div class="holder"><lp-known kind="inner" data-lp-ssr><template shadowrootmode="open"><style>.a{color:red}</style><div class="lp-root" lang="en">',
    );
    // A widget drawing itself inside itself is drawn twice, its third tag left to the browser.
    expect(drawn.html.match(/<lp-self data-lp-ssr>/g)).toHaveLength(2);
    expect(drawn.html).toContain("<p>self</p><lp-self></lp-self></template>");
  });

  it("sends the page as built where there is no renderer", async () => {
    const drawn = await serverWidgets(path.join(dir, "absent"))(PAGE, { url: "http://site/", language: "en" });
    expect(drawn).toEqual({ html: PAGE, styleSources: [] });
  });
});
