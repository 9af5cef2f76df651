import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Language } from "./api-reader.ts";
import { scriptJson, spliced } from "./heads/markup.ts";
import { withoutPreloads } from "./preload-links.ts";
import { styleSource } from "./site-style.ts";

/**
 * The public page as the widgets first draw it, in its HTML: each tag the server can draw gets its
 * markup and its CSS in a declarative shadow root (`<template shadowrootmode="open">`), marked
 * `data-lp-ssr`, which the browser's bridge hydrates instead of drawing again. The first paint is
 * the widget itself, readable with no script at all. The renderer is the widget bundle's own
 * server build (dist/ssr, dist/ssr-lite): without it, or for a tag it does not draw, the page goes
 * as built and the widget renders in the browser.
 */

interface Drawn {
  html: string;
  styles: string[];
  handed: Record<string, unknown>;
  structuredData: Record<string, unknown> | null;
}
type DrawTag = (
  tag: string,
  attributes: Record<string, string>,
  page: { url: string; dataset: Record<string, string>; language: Language },
) => Promise<Drawn | null>;

export interface DrawnPage {
  html: string;
  /** The Content-Security-Policy sources of the <style> elements written in. */
  styleSources: string[];
}

/** A page's widgets, and the widgets they hold: no deeper (a drawing cannot hold itself). */
const MAX_DEPTH = 2;

/**
 * A widget's tag in the page, with its attributes and what the page wrote inside it for the time
 * before it draws (the header's name of the platform), which holds no other widget.
 */
const WIDGET_TAG = /<(lp-[a-z0-9-]+)((?:\s+[a-z-]+="[^"]*")*)>((?:(?!<\/?lp-)[\s\S])*?)<\/\1>/g;

/** The loader script's data-* attributes, as the browser's dataset names them. */
export function loaderDataset(html: string): Record<string, string> {
  const script = /<script type="module" src="[^"]*lp-widgets\.js"([^>]*)>/.exec(html)?.[1] ?? "";
  return Object.fromEntries(
    [...script.matchAll(/\sdata-([a-z0-9-]+)="([^"]*)"/g)].map(([, name, value]) => [
      name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      value
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&amp;/g, "&"),
    ]),
  );
}

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** A standards DOM's window, for the widgets to sanitise the API's HTML with on the server (jsdom's). */
const jsdomWindow = async (): Promise<unknown> => new (await import("jsdom")).JSDOM("").window;

/** Loads the renderer of `dir` once; a site without it draws nothing on the server. */
export function serverWidgets(
  dir: string,
  lendDom: () => Promise<unknown> = jsdomWindow,
): (html: string, page: { url: string; language: Language }) => Promise<DrawnPage> {
  let renderer: Promise<DrawTag | null> | null = null;
  const entry = path.join(dir, "lp-server.js");
  const draw = (): Promise<DrawTag | null> => {
    renderer ??= fs.existsSync(entry)
      ? Promise.all([import(pathToFileURL(entry).href), lendDom()]).then(
          ([m, domWindow]: [{ createRenderer(options: { domWindow: unknown }): Promise<DrawTag> }, unknown]) => m.createRenderer({ domWindow }),
          (error: unknown) => {
            console.error("host-site: the widgets' server renderer could not load; pages render in the browser", error);
            return null;
          },
        )
      : Promise.resolve(null);
    return renderer;
  };

  return async (html, page) => {
    const drawTag = await draw();
    const main = /<body[^>]*>([\s\S]*)<\/body>/.exec(html);
    if (!drawTag || !main) return { html, styleSources: [] };
    const dataset = loaderDataset(html);
    const styles = new Set<string>();
    // A widget's first render may set a style attribute (a placeholder's height): the policy allows
    // each such value by its hash, and no other ('unsafe-hashes' allows no inline code, only these).
    const attributeStyles = new Set<string>();
    const structured: Record<string, unknown>[] = [];
    /** `text` with each widget tag in it drawn, and the widgets a drawn widget holds (a page's form) in their turn. */
    const drawnWithin = async (text: string, depth: number): Promise<string> => {
      let out = "";
      let last = 0;
      for (const match of text.matchAll(WIDGET_TAG)) {
        const [whole, tag, attributeText, inside] = match;
        const attributes = Object.fromEntries([...attributeText.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, unescapeAttribute(value)]));
        let drawn: Drawn | null = null;
        try {
          drawn = await drawTag(tag, attributes, { ...page, dataset });
        } catch (error) {
          // A widget that cannot be drawn here is drawn in the browser, as before.
          console.error(`host-site: ${tag} could not be drawn on the server`, error);
        }
        if (!drawn || drawn.styles.some((css) => /<\/style/i.test(css))) continue;
        for (const css of drawn.styles) styles.add(css);
        // A widget may write a rule of its own where its layout is known only to CSS (a carousel's
        // slides per view by the window's width): allowed by its hash like the others.
        for (const [, css] of drawn.html.matchAll(/<style>([^<]*)<\/style>/g)) styles.add(css);
        for (const [, value] of drawn.html.matchAll(/\sstyle="([^"]*)"/g)) attributeStyles.add(unescapeAttribute(value));
        if (drawn.structuredData) structured.push(drawn.structuredData);
        const content = depth < MAX_DEPTH ? await drawnWithin(drawn.html, depth + 1) : drawn.html;
        const handed = Object.keys(drawn.handed).length ? `<script type="application/json" data-lp-handed>${scriptJson(drawn.handed)}</script>` : "";
        out += text.slice(last, match.index);
        out += `<${tag}${attributeText} data-lp-ssr><template shadowrootmode="open">${drawn.styles.map((css) => `<style>${css}</style>`).join("")}${content}${handed}</template>${inside}</${tag}>`;
        last = (match.index ?? 0) + whole.length;
      }
      return out + text.slice(last);
    };
    const body = await drawnWithin(main[1], 1);
    if (!styles.size) return { html, styleSources: [] };
    const start = main.index + main[0].length - main[1].length - "</body>".length;
    // A drawn page preloads none of the widgets' code: its first paint is the HTML's, and every
    // request started before that paint shares the slow link with the page and its first pictures.
    // The loader asks for the code once the page is painted, holding meanwhile what the reader presses.
    const drawnPage = withoutPreloads(html.slice(0, start) + body + html.slice(start + main[1].length));
    const data = structured.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>\n`).join("");
    const sources = [...styles, ...attributeStyles].map(styleSource);
    return {
      html: data ? spliced(drawnPage, /<\/head>/, `${data}</head>`) : drawnPage,
      styleSources: attributeStyles.size ? ["'unsafe-hashes'", ...sources] : sources,
    };
  };
}
