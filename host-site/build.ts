import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderPage, type SiteSettings } from "./page.ts";
import { ROUTES } from "./routes.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Writes one HTML file per route, plus the site's own stylesheet, icon and 404 page. */
export function buildSite(out: string, settings: SiteSettings): void {
  fs.rmSync(out, { recursive: true, force: true });
  for (const route of ROUTES) {
    const file = path.join(out, route.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderPage(route, settings));
  }
  for (const asset of ["host.css", "favicon.svg", "404.html"]) fs.copyFileSync(path.join(here, "public", asset), path.join(out, asset));
}

/** `npm run build`: the site for the API named by the environment (the reference API by default). */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const apiOrigin = (process.env.API_PUBLIC_URL || `http://127.0.0.1:${process.env.API_PORT || 8787}`).replace(/\/$/, "");
  const out = path.resolve(here, "../dist/site");
  buildSite(out, {
    apiBase: `${apiOrigin}/api`,
    realtimeKey: process.env.REALTIME_APP_KEY || "lp-key",
    googleClientId: process.env.GOOGLE_CLIENT_ID,
  });
  console.log(`Host site: ${ROUTES.length} pages in ${path.relative(process.cwd(), out)}`);
}
