import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderPage } from "./page.ts";
import { ROUTES } from "./routes.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, "../dist/site");

/** Writes one HTML file per route, plus the site's own stylesheet and icon, into dist/site. */
function build() {
  const apiOrigin = (process.env.API_PUBLIC_URL || `http://127.0.0.1:${process.env.API_PORT || 8787}`).replace(/\/$/, "");
  const settings = {
    apiBase: `${apiOrigin}/api`,
    realtimeKey: process.env.REALTIME_APP_KEY || "lp-key",
    googleClientId: process.env.GOOGLE_CLIENT_ID,
  };
  fs.rmSync(out, { recursive: true, force: true });
  for (const route of ROUTES) {
    const file = path.join(out, route.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderPage(route, settings));
  }
  for (const asset of ["host.css", "favicon.svg", "404.html"]) fs.copyFileSync(path.join(here, "public", asset), path.join(out, asset));
  console.log(`Host site: ${ROUTES.length} pages in ${path.relative(process.cwd(), out)}`);
}

build();
