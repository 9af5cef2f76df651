/**
 * lp-server.js: the widgets drawn on the server, for the platform's own public pages (the build
 * writes it to dist/ssr and, for the light flavour, dist/ssr-lite). The host-site server imports
 * the built file and asks it for a tag's markup and CSS; in the browser the element's bridge takes
 * that markup over (shared/element/define-widget.tsx). The same roots as the browser's, no second
 * template. Widgets that show nothing but their words are drawn so far; others render in the
 * browser as before.
 */

import type { WindowLike } from "dompurify";
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
  "lp-site-header": { api: () => import("./site/site-header/site-header.api.ts"), root: () => import("./site/site-header/site-header.tsx") },
  "lp-site-footer": { api: () => import("./site/site-footer/site-footer.api.ts"), root: () => import("./site/site-footer/site-footer.tsx") },
  "lp-home-sections": {
    api: () => import("./site/home-sections/home-sections.api.ts"),
    root: () => import("./site/home-sections/home-sections.tsx"),
  },
  "lp-partner-form": { api: () => import("./site/partner-form/partner-form.api.ts"), root: () => import("./site/partner-form/partner-form.tsx") },
  "lp-contact-form": { api: () => import("./site/contact-form/contact-form.api.ts"), root: () => import("./site/contact-form/contact-form.tsx") },
  "lp-partner-page": { api: () => import("./site/partner-page/partner-page.api.ts"), root: () => import("./site/partner-page/partner-page.tsx") },
  "lp-home-hero": { api: () => import("./site/home-hero/home-hero.api.ts"), root: () => import("./site/home-hero/home-hero.tsx") },
  "lp-faq-list": { api: () => import("./site/faq-list/faq-list.api.ts"), root: () => import("./site/faq-list/faq-list.tsx") },
  "lp-coming-soon": { api: () => import("./site/coming-soon/coming-soon.api.ts"), root: () => import("./site/coming-soon/coming-soon.tsx") },
  "lp-course-catalogue": {
    api: () => import("./catalogue/course-catalogue/course-catalogue.api.ts"),
    root: () => import("./catalogue/course-catalogue/course-catalogue.tsx"),
  },
  "lp-course-carousel": {
    api: () => import("./catalogue/course-carousel/course-carousel.api.ts"),
    root: () => import("./catalogue/course-carousel/course-carousel.tsx"),
  },
  "lp-featured-organizations": {
    api: () => import("./catalogue/featured-organizations/featured-organizations.api.ts"),
    root: () => import("./catalogue/featured-organizations/featured-organizations.tsx"),
  },
  "lp-organization-profile": {
    api: () => import("./catalogue/organization-profile/organization-profile.api.ts"),
    root: () => import("./catalogue/organization-profile/organization-profile.tsx"),
  },
  "lp-blog-post": { api: () => import("./site/blog-post/blog-post.api.ts"), root: () => import("./site/blog-post/blog-post.tsx") },
  "lp-certificate": {
    api: () => import("./certificates/certificate/certificate.api.ts"),
    root: () => import("./certificates/certificate/certificate.tsx"),
  },
  "lp-certificate-badge": {
    api: () => import("./certificates/certificate-badge/certificate-badge.api.ts"),
    root: () => import("./certificates/certificate-badge/certificate-badge.tsx"),
  },
  "lp-course-detail": {
    api: () => import("./catalogue/course-detail/course-detail.api.ts"),
    root: () => import("./catalogue/course-detail/course-detail.tsx"),
  },
};

/** How long a page waits for the API's answers a widget reads, at most. */
const READ_WAIT_MS = 1000;
/** Drawings of one widget, at most, each with the answers the one before read (reads that need others'). */
const MAX_PASSES = 3;
/** The API's answers a drawing used are kept this long for the next reader of the same address... */
const KEEP_MS = 60_000;
/** ...for this many addresses at most (the oldest go first). */
const KEEP_MAX = 1000;

export interface Drawn {
  /** The widget's markup, as its element renders it first. */
  html: string;
  /** Its CSS, in the order its shadow root takes it: the shared sheets, then its own. */
  styles: string[];
  /** The API's answers it was drawn with, by name, for the browser to start from (handed.ts). */
  handed: Record<string, unknown>;
  /** What it shows as JSON-LD, for the page's head, where the widget says it. */
  structuredData: Record<string, unknown> | null;
}

export type DrawTag = (tag: string, attributes: Record<string, string>, page: ServerPage & { language: "en" | "fr" }) => Promise<Drawn | null>;

/** An attribute's text as its property, as the element reads it. */
function propOf(type: string, value: string): unknown {
  if (type === "boolean") return value !== "false";
  if (type === "number") return Number.parseFloat(value);
  return value;
}

export interface RendererOptions {
  /**
   * A standards DOM's window (jsdom's), which the server lends for sanitising the API's HTML.
   * Without it, HTML from the API is drawn empty on the server (and whole in the browser).
   */
  domWindow?: WindowLike;
}

/** Sets up the server's stand-ins for the browser, then loads what draws the widgets. */
export async function createRenderer({ domWindow }: RendererOptions = {}): Promise<DrawTag> {
  installServerGlobals();
  const [{ renderToString }, { serverTree }, { locale }, { baseStyles }, { resetConfig }, { collectingScope, handedAnswers }, { sanitizeWith }] =
    await Promise.all([
      import("react-dom/server"),
      import("#shared/element/define-widget.tsx"),
      import("#shared/i18n/locale.ts"),
      import("#shared/styles/sheets.ts"),
      import("#shared/config/runtime.ts"),
      import("#shared/data/handed.ts"),
      import("#shared/html/sanitize.ts"),
    ]);
  if (domWindow) sanitizeWith(domWindow);
  // What a visitor's drawing of an address read, kept briefly: the next reader's page is drawn once, with no read.
  const kept = new Map<string, { until: number; answers: Record<string, unknown> }>();
  const keep = (key: string, answers: Record<string, unknown>) => {
    kept.delete(key);
    kept.set(key, { until: Date.now() + KEEP_MS, answers });
    if (kept.size > KEEP_MAX) kept.delete(kept.keys().next().value as string);
  };
  return async (tag, attributes, page) => {
    const source = SERVER_TAGS[tag];
    if (!source) return null;
    const [{ tag: declaration }, module] = await Promise.all([source.api(), source.root()]);
    const props = Object.fromEntries(
      Object.entries(declaration.attributes).flatMap(([prop, type]) => {
        const value = attributes[prop.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()];
        // An absent attribute is no property: a widget that tells "absent" from "false" (by its host) sees the same.
        return value === undefined ? [] : [[prop, propOf(type, value)]];
      }),
    );
    // The models a drawing makes: no effect runs on the server to dispose of them, so the drawing does.
    const made: Disposable[] = [];
    const disposeMade = () => {
      for (const model of made.splice(0)) model[Symbol.dispose]();
    };
    // This page's address, settings and language, set again before each synchronous step: another
    // page's drawing may have run while this one waited for its reads.
    const enter = () => {
      setServerPage(page);
      resetConfig();
      locale.value = page.language;
    };
    const draw = (scope: HandedScope) => {
      enter();
      return renderToString(serverTree(module, { ...props, handed: { ...scope, keep: (model: Disposable) => made.push(model) } }));
    };
    const key = JSON.stringify([tag, attributes, page.url, page.language, page.dataset]);
    try {
      const hit = kept.get(key);
      let answers = hit && hit.until > Date.now() ? hit.answers : undefined;
      let html: string | undefined;
      if (!answers) {
        // A drawing starts the widget's reads; the next draws with their answers, and may start
        // reads that needed them (a course's reviews, once the course is known): drawn again until
        // a drawing reads nothing new, within the one wait.
        const deadline = Date.now() + READ_WAIT_MS;
        let known: Record<string, unknown> = {};
        let unanswered = 0;
        for (let pass = 1; pass <= MAX_PASSES; pass++) {
          if (pass > 1) await module.codeDrawnWith?.(handedAnswers(known))?.catch(() => undefined);
          const reads = collectingScope(known);
          const drawing = draw(reads);
          const found = await reads.settle(Math.max(0, deadline - Date.now()));
          disposeMade();
          unanswered = reads.unanswered();
          // Nothing new read: this drawing had every answer (a widget that reads nothing, the header or a legal page, on the first).
          if (unanswered === 0 && Object.keys(found).length === 0) {
            html = drawing;
            break;
          }
          known = { ...known, ...found };
          if (unanswered > 0) break;
        }
        answers = known;
        // A drawing that waited in vain for a read is not kept: the next reader's may have it.
        if (unanswered === 0) keep(key, answers);
      }
      if (html === undefined) {
        await module.codeDrawnWith?.(handedAnswers(answers))?.catch(() => undefined);
        html = draw(handedAnswers(answers));
      }
      enter();
      const structuredData = module.structuredData?.() ?? null;
      return { html, styles: [...baseStyles(), ...(module.styles ?? [])], handed: answers, structuredData };
    } finally {
      disposeMade();
    }
  };
}
