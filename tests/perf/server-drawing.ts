import { performance } from "node:perf_hooks";
import type { Flavour } from "../../scripts/flavours.ts";
import type { Stack } from "../e2e/stack.ts";
import { slowVisit, type Visit } from "./first-render.ts";
import { median, ms, type Report } from "./report.ts";

/**
 * What the server's drawing of the public pages buys, in one run: the catalogue and a course page
 * on the slow phone (150 ms RTT, 1.6 Mbps, 4x CPU, cold), each visited drawn by the server and
 * with the drawing switched off, in turns (a slow spell of the machine touches both alike). The
 * ratio gates; the times are reported beside it. Then the server's own speed: pages per second
 * and the 99th percentile of a page's time, with the API's answers kept (a second reader of an
 * address) and read for every page (a new address each time).
 */
const RUNS = 3;
/**
 * The drawn page's content shows in at most this share of the time the undrawn page's takes (the
 * widget's code and its data no longer stand between the reader and it): the target, and the gate
 * with room for a slow machine (a correct build measured 0.19 to 0.47 on a quick one, 0.38 to 0.61
 * on slow ones; the light flavour's catalogue, whose undrawn page is quickest, the highest). The
 * first contentful paint is reported beside it: the undrawn page's is its header, drawn from the
 * HTML already.
 */
const CONTENT_TARGET = 0.5;
const MAX_CONTENT_RATIO = 0.8;
/** Requests in flight at once, as a CDN's misses or a crowd of readers would send. */
const CONCURRENCY = 8;
const REQUESTS = 200;

interface Page {
  label: string;
  path: string;
  tag: string;
  selector: string;
}

export async function serverDrawing(stack: Stack, course: string, report: Report): Promise<void> {
  const pages: Page[] = [
    { label: "/courses", path: "/courses", tag: "lp-course-catalogue", selector: ".course-card" },
    { label: "/courses/{course}", path: `/courses/${course}`, tag: "lp-course-detail", selector: "h1" },
  ];
  console.log("First paint and content, drawn by the server and not, 150 ms RTT, 1.6 Mbps, 4x CPU, cold cache (median of 3):");
  for (const page of pages)
    for (const flavour of [...stack.sites.keys()] as Flavour[]) {
      const site = stack.sites.get(flavour)!;
      if (!site.undrawnUrl) throw new Error("the stack was started without the undrawn sites");
      const drawn: Visit[] = [];
      const undrawn: Visit[] = [];
      for (let run = 0; run < RUNS; run++) {
        drawn.push(await slowVisit(stack, site.siteUrl + page.path, page, false));
        undrawn.push(await slowVisit(stack, site.undrawnUrl + page.path, page, false));
      }
      const paint = [median(drawn.map((v) => v.firstPaint)), median(undrawn.map((v) => v.firstPaint))];
      const content = [median(drawn.map((v) => v.time)), median(undrawn.map((v) => v.time))];
      const name = `${page.label}, ${flavour === "lite" ? "light flavour" : "React flavour"}`;
      console.log(
        `  ${name.padEnd(36)} first paint ${ms(paint[0])} drawn, ${ms(paint[1])} not (${(paint[0] / paint[1]).toFixed(2)}); content ${ms(content[0])} drawn, ${ms(content[1])} not (${(content[0] / content[1]).toFixed(2)})`,
      );
      report.report(`${name}: first paint, drawn / not`, (paint[0] / paint[1]).toFixed(2), "reported", true);
      report.gate(
        `${name}: content, drawn / not`,
        (content[0] / content[1]).toFixed(2),
        `at most ${MAX_CONTENT_RATIO}`,
        content[0] / content[1] <= MAX_CONTENT_RATIO,
      );
      report.report(
        `${name}: content, drawn / not (target)`,
        (content[0] / content[1]).toFixed(2),
        `target ${CONTENT_TARGET}`,
        content[0] / content[1] <= CONTENT_TARGET,
      );
      report.report(`${name}: content drawn`, ms(content[0]), "target 900 ms", content[0] <= 900);
    }

  console.log(`The server's speed, ${REQUESTS} pages, ${CONCURRENCY} at a time:`);
  const siteUrl = stack.siteUrl;
  for (const page of pages)
    for (const kept of [true, false]) {
      // A new address each time: the widgets' answers for it are not kept, and are read from the API.
      let n = 0;
      const address = () => `${siteUrl}${page.path}?lang=en${kept ? "" : `&reader=${Date.now()}-${n++}`}`;
      await fetch(address()).then((r) => r.arrayBuffer());
      const times: number[] = [];
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (times.length < REQUESTS) {
            const begun = performance.now();
            const answer = await fetch(address(), { headers: { "Accept-Encoding": "br" } });
            await answer.arrayBuffer();
            if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}`);
            times.push(performance.now() - begun);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const sorted = times.sort((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
      const name = `${page.label}, ${kept ? "answers kept" : "answers read"}`;
      console.log(`  ${name.padEnd(36)} ${(times.length / seconds).toFixed(0)} pages/s, p99 ${ms(p99)}, median ${ms(median(times))}`);
      report.report(`${name}: pages per second`, (times.length / seconds).toFixed(0), "reported", true);
      report.report(`${name}: p99`, ms(p99), "reported", true);
    }
}
