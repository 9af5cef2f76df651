import { DESCRIPTIONS, PLATFORM_DESCRIPTION } from "./descriptions.ts";
import { WORKER_PATH } from "./offline/kept.ts";
import { preloadLink } from "./preload-links.ts";
import type { Route } from "./routes.ts";
import { linkAttributes, type SiteLinks, siteLinksFrom } from "./site-links.ts";

export interface SiteSettings {
  apiBase: string;
  realtimeKey: string;
  googleClientId?: string;
  /** The dashboard and social pages the site's widgets link to (default: the defaults of `siteLinksFrom`). */
  links?: SiteLinks;
  /** Where the pages load the widgets from: "/widgets/" (React's flavour, the default) or "/widgets-lite/". */
  widgetsPath?: string;
}

/** Chunks a page will certainly need: fetched while the HTML is parsed, not after the loader asks. */
export type Preloads = (route: Route) => string[];

/**
 * The platform's name where the header will be, in the HTML itself: the page's first paint needs
 * no script. The header's shadow root hides it once the widget is drawn (it has no slot).
 */
const HEADER_PREPAINT = '<a class="prepaint-brand" href="/">Learning platform</a>';

/** What the page's body holds: the route's content, inside the public header and footer on the site layout. */
export function pageBody(route: Route): string {
  const site = route.layout === "site";
  return `${site ? `<lp-site-header>${HEADER_PREPAINT}</lp-site-header>\n` : ""}<main id="main">
${route.body}
</main>
${site ? "<lp-site-footer></lp-site-footer>\n" : ""}`;
}

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The page's name and what it is, for search results and link previews; the learner's own pages
 * are kept out of search results. A page written for its request (a certificate's) replaces this
 * block whole (see `withHead`).
 */
export function pageHead(route: Route): string {
  const title = `${route.title.en} · Learning platform`;
  const description = DESCRIPTIONS[route.path] ?? PLATFORM_DESCRIPTION;
  return [
    `<title>${escapeAttr(title)}</title>`,
    `<meta name="description" content="${escapeAttr(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Learning platform">`,
    `<meta property="og:title" content="${escapeAttr(title)}">`,
    `<meta property="og:description" content="${escapeAttr(description)}">`,
    route.layout === "account" || route.noindex ? `<meta name="robots" content="noindex">` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * One static page of the site. It embeds the widgets exactly as a partner site would: one script
 * tag with data-* configuration, then tags. `style` is the site's own stylesheet, written in.
 */
export function renderPage(route: Route, settings: SiteSettings, preloads: Preloads = () => [], style = ""): string {
  const widgets = escapeAttr(settings.widgetsPath ?? "/widgets/");
  const data = [
    `data-api-base="${escapeAttr(settings.apiBase)}"`,
    `data-realtime-key="${escapeAttr(settings.realtimeKey)}"`,
    // The platform's own pages: the widgets keep the document's language and title in step.
    `data-owns-document="true"`,
    // Its service worker, which only the platform's own pages name (a site embedding the widgets has none of ours).
    `data-service-worker="${WORKER_PATH}"`,
    // The site's own stylesheet has one palette, light: its widgets keep to it.
    `data-theme="light"`,
    settings.googleClientId ? `data-google-client-id="${escapeAttr(settings.googleClientId)}"` : "",
    ...Object.entries(linkAttributes(settings.links ?? siteLinksFrom({}))).map(([name, value]) => `${name}="${escapeAttr(value)}"`),
  ]
    .filter(Boolean)
    .join(" ");
  return `<!doctype html>
<html lang="en" data-title-en="${escapeAttr(route.title.en)}" data-title-fr="${escapeAttr(route.title.fr)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin-when-cross-origin">
${pageHead(route)}
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="manifest" href="/manifest.webmanifest">
<meta name="theme-color" content="#0b6b50">
<style>${style}</style>
<link rel="preconnect" href="${escapeAttr(new URL(settings.apiBase).origin)}" crossorigin>
<script type="module" src="${widgets}lp-widgets.js" ${data}></script>
${preloads(route)
  .map((file) => preloadLink(`${widgets}${file}`))
  .join("\n")}
</head>
<body class="${route.layout}-page">
${pageBody(route)}</body>
</html>
`;
}
