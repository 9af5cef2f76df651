import { DEFAULT_ROUTES, fromDataset, type LpConfig, type RouteName, resolveConfig } from "./config.ts";

declare global {
  interface Window {
    /** Configuration a page may set before the loader runs. */
    lpConfig?: Record<string, unknown>;
    /** The loader script's data-* attributes, handed over by lp-widgets.js. */
    __lpLoaderDataset?: Record<string, string | undefined>;
  }
}

let config: LpConfig | null = null;

/** This page's origin; a document an embedder writes into an iframe has "null" for location.origin. */
export const pageOrigin = (): string => new URL(document.baseURI).origin;

/**
 * This page's address; a document written into an iframe (about:srcdoc, about:blank) has none of
 * its own, and goes by the page that wrote it, as its links do.
 */
export const pageUrl = (): URL => new URL(/^https?:$/.test(location.protocol) ? location.href : document.baseURI);

/**
 * The reader's browser language, when it is one the widgets speak: a French phone gets French on
 * a first visit unless the page names a language.
 */
function browserLanguage(): { locale?: string } {
  if (typeof navigator === "undefined") return {};
  const spoken = (navigator.languages?.length ? navigator.languages : [navigator.language ?? ""])
    .map((tag) => tag.toLowerCase().split("-")[0])
    .find((lang) => lang === "en" || lang === "fr");
  return spoken ? { locale: spoken } : {};
}

/** The page's configuration, read on first use: the page's settings over the browser's language. */
export function getConfig(): LpConfig {
  config ??= resolveConfig([browserLanguage(), fromDataset(window.__lpLoaderDataset ?? {}), window.lpConfig ?? {}], pageOrigin());
  return config;
}

/**
 * The language the address of one of the platform's own pages names (`?lang=en|fr`: each
 * language's address, for crawlers and shared links), or null. It wins over a remembered choice
 * for this page, without replacing it.
 */
export function addressLocale(): "en" | "fr" | null {
  if (!getConfig().ownsDocument) return null;
  const lang = pageUrl().searchParams.get("lang");
  return lang === "en" || lang === "fr" ? lang : null;
}

/** For tests: forget the configuration so the next read sees new sources. */
export function resetConfig(): void {
  config = null;
}

/** An absolute link to a platform page, from the configured route template. */
export function href(route: RouteName, params: Record<string, string | number> = {}, query?: Record<string, string>): string {
  const { platformUrl, routes } = getConfig();
  const path = routes[route].replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key] ?? "")));
  const url = new URL(path, platformUrl + "/");
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  return url.origin === pageOrigin() ? url.pathname + url.search + url.hash : url.href;
}

/** A platform page's full address, for what leaves the page: a copied link, a QR code, a share. */
export const absoluteHref = (route: RouteName, params: Record<string, string | number> = {}): string => new URL(href(route, params), pageOrigin()).href;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const attributeList = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");

/**
 * What another site pastes to show a widget: the loader, configured for this platform (and with
 * `loader`'s further settings: `{ locale: "fr" }` is data-locale), and the tag with its attributes
 * (values escaped, so a certificate number cannot break out of them).
 */
export function embedCode(tag: `lp-${string}`, attributes: Record<string, string>, loader: Record<string, string> = {}): string {
  const { loaderUrl, apiBase, platformUrl } = getConfig();
  const settings = attributeList(
    Object.fromEntries(Object.entries(loader).map(([key, value]) => [`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value])),
  );
  return `<script type="module" src="${escapeAttribute(loaderUrl)}" data-api-base="${escapeAttribute(apiBase)}" data-platform-url="${escapeAttribute(platformUrl)}"${settings}></script>
<${tag}${attributeList(attributes)}></${tag}>`;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^$|()[\]\\]/g, "\\$&");

/**
 * The values of a path read through a route template (/courses/{slug}, or a full URL whose path
 * is one): `{ slug: "intro" }`, decoded; null when the path is not the template's, or holds a
 * malformed escape. `below` also matches the pages under it (/account/courses/{slug}/...).
 */
export function matchPath(template: string, pathname: string, { below = false } = {}): Record<string, string> | null {
  const names: string[] = [];
  let path: string;
  try {
    // Each placeholder stands for one segment; the URL parser leaves the marks as they are.
    path = new URL(
      template.replace(PLACEHOLDER, (_, name: string) => `lp-param-${names.push(name) - 1}-`),
      "http://route.invalid",
    ).pathname;
  } catch {
    return null;
  }
  const pattern = escapeRegExp(path.replace(/(.)\/+$/, "$1")).replace(/lp-param-(\d+)-/g, "([^/]+)");
  const match = new RegExp(`^${pattern}${below ? "(?:/.*)?" : "/?"}$`).exec(pathname);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
  } catch {
    return null;
  }
}

/**
 * A value of this page's path, read through the configured template of `route`, then the
 * platform's own: a page of the platform keeps its paths whatever an embedder configured.
 */
export function routeParam(route: RouteName, param: string, pathname: string = location.pathname): string | null {
  for (const template of new Set([getConfig().routes[route], DEFAULT_ROUTES[route]])) {
    const value = matchPath(template, pathname)?.[param];
    if (value !== undefined) return value;
  }
  return null;
}
