import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Preloads } from "../page.ts";
import { ROUTES } from "../routes.ts";
import { type Kept, WORKER_PATH } from "./kept.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The site's own files a kept page shows with: its tab's icon and the manifest (the stylesheet is
 * written into each page). The home screen's pictures are the browser's to fetch when installing.
 */
const FILES = ["/favicon.svg", "/favicon.ico", "/manifest.webmanifest"];

interface ViteChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The list of what the worker keeps: the learner's pages (their layout is the account's) and the
 * offline page; the loader and what it imports, and the offline page's chunks, at once; the chunks
 * the learner's pages preload, once one is opened; the tab's icon and the manifest. The version
 * hashes the list and the kept pages and loader, so a build that changes any of them is a new worker.
 */
export function keptBy(siteDir: string, widgetsDir: string, widgetsPath: string, preloads: Preloads): Kept {
  const vite: Record<string, ViteChunk> = JSON.parse(fs.readFileSync(path.join(widgetsDir, ".vite/manifest.json"), "utf8"));
  const learnerRoutes = ROUTES.filter((route) => route.layout === "account");
  const offline = ROUTES.find((route) => route.path === "/offline")!;
  const code = (files: string[]) => files.map((file) => `${widgetsPath}${file}`);
  // The loader, what it imports, and what it fetches beyond the families (the worker's own registration).
  const entry = vite["widgets/lp-widgets.ts"];
  const own = (entry?.dynamicImports ?? []).filter((key) => !/^widgets\/[\w-]+\/define\.ts$/.test(key));
  const closure = (key: string, seen: Set<string>): string[] =>
    seen.has(key) || !vite[key] ? [] : (seen.add(key), [vite[key].file, ...(vite[key].imports ?? []).flatMap((k) => closure(k, seen))]);
  const seen = new Set<string>();
  const loader = ["lp-widgets.js", ...[...(entry?.imports ?? []), ...own].flatMap((key) => closure(key, seen))];
  const shell = [...code([...new Set([...loader, ...preloads(offline)])]), ...FILES];
  const learner = code([...new Set(learnerRoutes.flatMap((route) => preloads(route)))]).filter((file) => !shell.includes(file));
  const pages = learnerRoutes.map((route) => ({ pattern: route.path, url: route.path.replace(/:(\w+)/g, "_$1_") }));
  const chunks = code([...new Set(Object.values(vite).map((chunk) => chunk.file))].filter((file) => file.startsWith("chunks/")));
  const hash = createHash("sha256").update(JSON.stringify({ pages, shell, learner, chunks }));
  for (const route of [...learnerRoutes, offline]) hash.update(fs.readFileSync(path.join(siteDir, route.file)));
  hash.update(fs.readFileSync(path.join(widgetsDir, "lp-widgets.js")));
  return { version: hash.digest("base64url").slice(0, 16), pages, offline: offline.path, shell, loader: code(loader), learner, chunks };
}

/**
 * Writes sw.js into the site: its list, then the worker (host-site/offline/worker.ts) bundled by
 * esbuild. esbuild runs as its own process: the unit tests build sites inside VM contexts, where
 * its library refuses to start.
 */
export function writeWorker(siteDir: string, kept: Kept): void {
  const esbuild = createRequire(import.meta.url).resolve("esbuild/bin/esbuild");
  const code = execFileSync(
    esbuild,
    [path.join(here, "worker.ts"), "--bundle", "--format=iife", "--target=es2022", "--minify", "--legal-comments=none", "--log-level=error"],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  fs.writeFileSync(path.join(siteDir, WORKER_PATH), `const LP_KEPT = ${JSON.stringify(kept)};\n${code}`);
}
