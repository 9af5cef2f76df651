/**
 * lp-server.js: the widgets drawn on the server, for the platform's own public pages (the build
 * writes it to dist/ssr and, for the light flavour, dist/ssr-lite). The host-site server imports
 * the built file and asks it for a tag's markup and CSS; in the browser the element's bridge takes
 * that markup over (shared/element/define-widget.tsx). The same roots as the browser's, no second
 * template. Widgets that show nothing but their words are drawn so far; others render in the
 * browser as before.
 */

import type { HandedScope } from "#shared/data/handed.ts";
import type { WidgetModule } from "#shared/element/define-widget.tsx";
import { installServerGlobals, type ServerPage, setServerPage } from "#shared/element/server-globals.ts";
import type { TagDeclaration } from "#shared/element/tag.ts";

/**
 * The tags the server draws, each with its declaration and its root: what they show depends on
 * nothing but their attributes, the page's language and its settings.
 */
const SERVER_TAGS: Record<string, { api: () => Promise<{ tag: TagDeclaration }>; root: () => Promise<WidgetModule> }> = {
  "lp-about-page": { api: () => import("./site/about-page/about-page.api.ts"), root: () => import("./site/about-page/about-page.tsx") },
  "lp-students-page": { api: () => import("./site/students-page/students-page.api.ts"), root: () => import("./site/students-page/students-page.tsx") },
  "lp-organizations-page": {
    api: () => import("./site/organizations-page/organizations-page.api.ts"),
    root: () => import("./site/organizations-page/organizations-page.tsx"),
  },
  "lp-contact-page": { api: () => import("./site/contact-page/contact-page.api.ts"), root: () => import("./site/contact-page/contact-page.tsx") },
  "lp-legal-page": { api: () => import("./site/legal-page/legal-page.api.ts"), root: () => import("./site/legal-page/legal-page.tsx") },
  "lp-blog-list": { api: () => import("./site/blog-list/blog-list.api.ts"), root: () => import("./site/blog-list/blog-list.tsx") },
};

/** How long a page waits for the API's answers a widget reads, at most. */
const READ_WAIT_MS = 1000;

export interface Drawn {
  /** The widget's markup, as its element renders it first. */
  html: string;
  /** Its CSS, in the order its shadow root takes it: the shared sheets, then its own. */
  styles: string[];
  /** The API's answers it was drawn with, by name, for the browser to start from (handed.ts). */
  handed: Record<string, unknown>;
}

export type DrawTag = (tag: string, attributes: Record<string, string>, page: ServerPage & { language: "en" | "fr" }) => Promise<Drawn | null>;

/** An attribute's text as its property, as the element reads it. */
function propOf(type: string, value: string): unknown {
  if (type === "boolean") return value !== "false";
  if (type === "number") return Number.parseFloat(value);
  return value;
}

/** Sets up the server's stand-ins for the browser, then loads what draws the widgets. */
export async function createRenderer(): Promise<DrawTag> {
  installServerGlobals();
  const [{ renderToString }, { serverTree }, { locale }, { baseStyles }, { resetConfig }, { collectingScope, handedAnswers }] = await Promise.all([
    import("react-dom/server"),
    import("#shared/element/define-widget.tsx"),
    import("#shared/i18n/locale.ts"),
    import("#shared/styles/sheets.ts"),
    import("#shared/config/runtime.ts"),
    import("#shared/data/handed.ts"),
  ]);
  return async (tag, attributes, page) => {
    const source = SERVER_TAGS[tag];
    if (!source) return null;
    const [{ tag: declaration }, module] = await Promise.all([source.api(), source.root()]);
    const props = Object.fromEntries(
      Object.entries(declaration.attributes).flatMap(([prop, type]) => {
        const value = attributes[prop.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()];
        return value === undefined ? (type === "boolean" ? [[prop, false]] : []) : [[prop, propOf(type, value)]];
      }),
    );
    const draw = (handed: HandedScope) => {
      // Drawn whole between these lines: no other page's settings can slip in.
      setServerPage(page);
      resetConfig();
      locale.value = page.language;
      return renderToString(serverTree(module, { ...props, handed }));
    };
    // A first drawing starts the widget's reads; the second draws with their answers.
    const reads = collectingScope();
    draw(reads);
    const answers = await reads.settle(READ_WAIT_MS);
    const html = draw(handedAnswers(answers));
    return { html, styles: [...baseStyles(), ...(module.styles ?? [])], handed: answers };
  };
}
