import { fromDataset, resolveConfig, type LpConfig, type RouteName } from "./config.ts";

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

/** The page's configuration, read on first use. */
export function getConfig(): LpConfig {
  config ??= resolveConfig([fromDataset(window.__lpLoaderDataset ?? {}), window.lpConfig ?? {}], pageOrigin());
  return config;
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
