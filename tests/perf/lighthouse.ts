import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromiumLaunch } from "../chromium.mjs";
import type { Stack } from "../e2e/stack.ts";
import { median, type Report } from "./report.ts";

/**
 * Lighthouse mobile (a mid-range phone on a slow 4G link, simulated) on public pages, in one Chrome
 * for all of them: performance until a run meets the floor, three runs at most; SEO with the
 * first (it does not follow the machine's speed).
 *
 * Lighthouse simulates the phone's CPU by multiplying the work it saw this machine do (4x by
 * default), so its performance score follows the machine's speed: on a slow machine of this kind a
 * correct build scored 81 to 90 where a quick one scored 96 to 98. Two things keep the gate fair:
 * - the multiplier is calibrated to this machine, as Lighthouse's own guide advises: 4x at the
 *   benchmark index of the machines the targets were set on, proportionally less on a slower one
 *   (the index, Lighthouse's own CPU benchmark, is measured here before the pages);
 * - the score gates at a floor on the best run (a busy machine only ever lowers a run), and is
 *   reported against the target; a page runs again only while it is under the floor, so a
 *   correct build pays one run a page and a busy moment gets the runs it needs to be judged fairly.
 * What does not depend on the machine's speed gates strictly: the layout shift, SEO, and the
 * audits a page passes by its markup and headers alone (pictures sized, the largest paint's
 * picture not lazy, text compressed, nothing render-blocking).
 */
const MAX_RUNS = 3;
/** Lighthouse's benchmark index of the machines the targets were set on: there, the default 4x. */
const REFERENCE_INDEX = 2200;
const DEFAULT_SLOWDOWN = 4;
const TARGET = { performance: 95 };
const FLOOR = { performance: 80, seo: 95, cls: 0.02 };
/** The metrics Lighthouse's performance score weighs. */
const SCORE_METRICS = ["first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time", "cumulative-layout-shift"];
/** Audits decided by the page's markup and headers, not by the machine's speed: each must pass on every run that reads it. */
export const STRICT_AUDITS = ["unsized-images", "lcp-lazy-loaded", "uses-text-compression", "render-blocking-insight", "document-title", "meta-description"];

/** The machine's benchmark index, as Lighthouse measures it: the median of three, in Chromium. */
async function benchmarkIndex(stack: Stack): Promise<number> {
  const { page, context } = await stack.newPage();
  try {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) runs.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return median(runs);
  } finally {
    await context.close();
  }
}

interface Run {
  performance: number;
  seo: number;
  cls: number;
  lcp: number;
  tbt: number;
  failedAudits: string[];
}

export async function lighthouseMeasure(stack: Stack, pages: [label: string, path: string][], report: Report): Promise<void> {
  const index = await benchmarkIndex(stack);
  const slowdown = Math.min(8, Math.max(1, (DEFAULT_SLOWDOWN * index) / REFERENCE_INDEX));
  console.log(
    `Lighthouse mobile, up to ${MAX_RUNS} runs a page (until one reaches ${FLOOR.performance}): benchmark index ${Math.round(index)} here, so the CPU slowdown is ${slowdown.toFixed(2)}x (4x at ${REFERENCE_INDEX})`,
  );
  report.report("benchmark index", String(Math.round(index)), `CPU slowdown ${slowdown.toFixed(2)}x`, true);

  // Each page once before measuring: a server's first answers are slower while Node compiles its
  // code and the database fills its cache, and Lighthouse counts the server's response time.
  for (const [, path] of pages) {
    const t = await stack.newPage();
    await t.page.goto(stack.siteUrl + path, { waitUntil: "load" });
    await t.context.close();
  }

  const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: ["--headless=new", ...chromiumLaunch.args] });
  try {
    for (const [label, path] of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < MAX_RUNS && !runs.some((r) => r.performance >= FLOOR.performance); i++) {
        const result = await lighthouse(stack.siteUrl + path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          // SEO and the diagnostics do not follow the machine's speed: they are read once, with the
          // first run; the others read only the score's metrics and the audits gated here.
          ...(i === 0 ? { onlyCategories: ["performance", "seo"] } : { onlyAudits: [...SCORE_METRICS, ...STRICT_AUDITS] }),
          disableFullPageScreenshot: true,
          // Lighthouse's mobile default (a slow 4G link), with the CPU calibrated to this machine.
          throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits } = result.lhr;
        runs.push({
          performance: Math.round((categories.performance.score ?? 0) * 100),
          seo: categories.seo ? Math.round((categories.seo.score ?? 0) * 100) : Number.NaN,
          cls: audits["cumulative-layout-shift"].numericValue ?? 1,
          lcp: audits["largest-contentful-paint"].numericValue ?? 0,
          tbt: audits["total-blocking-time"].numericValue ?? 0,
          // An audit this run does not have (SEO's after the first) is not judged; one no run has fails.
          failedAudits: STRICT_AUDITS.filter((id) => (i === 0 ? !audits[id] : false) || (audits[id] && audits[id].score !== null && audits[id].score < 1)),
        });
      }
      const of = <K extends "performance" | "seo" | "cls">(key: K) => runs.map((r) => r[key]);
      const [best, seo, cls] = [Math.max(...of("performance")), runs[0].seo, Math.max(...of("cls"))];
      const failed = [...new Set(runs.flatMap((r) => r.failedAudits))];
      console.log(
        `  ${label.padEnd(30)} performance ${best}, SEO ${seo}, CLS ${cls.toFixed(3)}; runs ${runs
          .map((r) => `${r.performance} (LCP ${(r.lcp / 1000).toFixed(1)} s, TBT ${Math.round(r.tbt)} ms)`)
          .join(", ")}${failed.length ? `; failed ${failed.join(", ")}` : ""}`,
      );
      report.gate(`${label}: performance, best run`, String(best), `at least ${FLOOR.performance}`, best >= FLOOR.performance);
      report.gate(`${label}: SEO`, String(seo), `at least ${FLOOR.seo}`, seo >= FLOOR.seo);
      report.gate(`${label}: layout shift, worst run`, cls.toFixed(3), `at most ${FLOOR.cls}`, cls <= FLOOR.cls);
      report.gate(`${label}: audits of markup and headers`, failed.length ? failed.join(", ") : "all pass", `${STRICT_AUDITS.length} pass`, !failed.length);
      report.report(
        `${label}: performance, best of ${runs.length} run${runs.length > 1 ? "s" : ""}`,
        String(best),
        `target ${TARGET.performance}`,
        best >= TARGET.performance,
      );
    }
  } finally {
    chrome.kill();
  }
}
