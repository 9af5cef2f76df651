import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FLAVOURS, siteDirOf, widgetsDirOf } from "../scripts/flavours.ts";
import { widgetTags } from "../scripts/widget-tags.ts";
import { SITE_ASSETS } from "./assets.ts";
import { keptBy, writeWorker } from "./offline/build-worker.ts";
import { type Preloads, pageBody, renderPage, type SiteSettings } from "./page.ts";
import { NOT_FOUND, ROUTES, type Route } from "./routes.ts";
import { siteLinksFrom } from "./site-links.ts";
import { siteStyle } from "./site-style.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

interface ViteChunk {
  file: string;
  imports?: string[];
}

/**
 * From the built bundle's manifest (data, not code) and the widget folders: for each tag on a
 * page, its family's chunk, its own root's chunk (which the family fetches on first use), and
 * everything those import. Fetched with the page, the widget's code no longer waits for its
 * family's chunk to ask for it.
 */
export function preloadsFrom(widgetsDir: string): Preloads {
  const vite: Record<string, ViteChunk> = JSON.parse(fs.readFileSync(path.join(widgetsDir, ".vite/manifest.json"), "utf8"));
  const modulesOfTag = new Map(widgetTags().map((t) => [t.tag as string, [`widgets/${t.family}/define.ts`, t.root]]));
  const chunkFiles = (key: string, seen = new Set<string>()): string[] => {
    const chunk = vite[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(k, seen))];
  };
  // What every family imports (the runtime), first: the largest file, and nothing runs before it.
  // A browser opens six connections to a host over HTTP/1.1; the rest waits for a free one.
  const families = [...new Set([...modulesOfTag.values()].map(([family]) => family))];
  const [first = [], ...others] = families.map((f) => chunkFiles(f).slice(1));
  const everywhere = first.filter((file) => others.every((files) => files.includes(file)));
  return (route: Route) => {
    // Then the route's own content: it is what the page is for; the header and footer follow.
    const tags = [...`${route.body}${pageBody(route)}`.matchAll(/<(lp-[\w-]+)/g)].map((m) => m[1]);
    const modules = [...new Set(tags.flatMap((tag) => modulesOfTag.get(tag) ?? []))];
    const content = modules.flatMap((m) => chunkFiles(m));
    return [...new Set([...(content.length ? everywhere : []), ...content])];
  };
}

/** Writes one HTML file per route, plus the site's own stylesheet, icon and 404 page. */
export function buildSite(out: string, settings: SiteSettings, widgetsDir = path.resolve(here, "../dist/widgets")): void {
  const preloads = preloadsFrom(widgetsDir);
  const style = siteStyle();
  fs.rmSync(out, { recursive: true, force: true });
  for (const route of ROUTES) {
    const file = path.join(out, route.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderPage(route, settings, preloads, style));
  }
  fs.writeFileSync(path.join(out, NOT_FOUND.file), renderPage(NOT_FOUND, settings, preloads, style));
  for (const asset of SITE_ASSETS) fs.copyFileSync(path.join(here, "public", asset), path.join(out, asset));
  writeWorker(out, keptBy(out, widgetsDir, settings.widgetsPath ?? "/widgets/", preloads));
}

/**
 * `npm run build`: the site for the API named by the environment (the reference API by default),
 * once per flavour of the widgets: each page preloads its flavour's chunks.
 */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const links = siteLinksFrom(process.env);
  const apiOrigin = (process.env.API_PUBLIC_URL || `http://127.0.0.1:${process.env.API_PORT || 8787}`).replace(/\/$/, "");
  for (const flavour of FLAVOURS)
    buildSite(
      siteDirOf(flavour),
      {
        apiBase: `${apiOrigin}/api`,
        realtimeKey: process.env.REALTIME_APP_KEY || "lp-key",
        googleClientId: process.env.GOOGLE_CLIENT_ID,
        links,
        widgetsPath: flavour === "lite" ? "/widgets-lite/" : "/widgets/",
      },
      widgetsDirOf(flavour),
    );
  console.log(
    `Host site: ${ROUTES.length} pages in ${path.relative(process.cwd(), siteDirOf("react"))}, and in ${path.relative(process.cwd(), siteDirOf("lite"))} for the light flavour`,
  );
}
