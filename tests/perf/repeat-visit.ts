import type { Page } from "playwright-core";
import type { Stack } from "../e2e/stack.ts";
import { slowVisitIn, type Visit } from "./first-render.ts";
import { median, ms, type Report } from "./report.ts";

/**
 * A learner's return visit on the slow phone (150 ms RTT, 1.6 Mbps, 4x CPU), beside their first,
 * in one run: the first visit cold, then, once the site's service worker keeps the learner's pages
 * and code, the same address again in a new page of the same browser, which renders from the
 * device and fetches only its data. Three learners' browsers, each visited twice, in each flavour.
 *
 * What gates is what the issue asks of the return: no script over the network before the content
 * shows, in any run (the device's copy of the code, from the worker); and that it shows from the
 * device's copy of the learner's last screen, which the loader shows before the widgets' code has
 * started (the return beside the first at most MAX_RATIO: with the copy it measured 0.22 to 0.41
 * in React's, 0.27 to 0.44 in the light flavour's, whose first visit is faster; 0.17 to 0.26 and
 * 0.24 to 0.35 once the worker served the learner's pages without their widgets' preloads and the
 * code waited for the copy's paint; without the copy 0.54 to 0.94, the code's start-up at 4x CPU). When the widget's own drawing took the copy's place is
 * reported beside it.
 */
const RUNS = 3;
const TARGET = 0.4;
const MAX_RATIO = 0.5;

export interface RepeatVisit {
  label: string;
  path: string;
  tag: string;
  selector: string;
  token: string;
  /**
   * The course player's: after the return, the course is saved for offline and the same address
   * opened with no network at all, beside it opened online (the "no slower" than the return).
   */
  saved?: boolean;
}

/** Until the worker is in charge and keeps every chunk the page's HTML preloads (its learner's code). */
async function keptOnDevice(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const missing = () =>
    page.evaluate(async () => {
      // The page's own list, as served (what it asks for later is kept as it comes, under the worker).
      const html = await (await fetch(location.href)).text();
      const wanted = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => new URL(m[1], location.href).href);
      return (await Promise.all(wanted.map(async (url) => ((await caches.match(url)) ? null : url)))).filter(Boolean);
    });
  const deadline = Date.now() + 30_000;
  for (let left = await missing(); left.length; left = await missing()) {
    if (Date.now() > deadline) throw new Error(`the worker did not keep ${page.url()}'s code within 30 s: ${left.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // And done keeping the rest (the learner's other pages and code): the return is not measured
  // beside the worker's downloads.
  const stored = () =>
    page.evaluate(async () =>
      (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).length))).reduce((a, b) => a + b, 0),
    );
  for (let [last, same] = [-1, 0]; same < 3; ) {
    const now = await stored();
    [last, same] = [now, now === last ? same + 1 : 0];
    if (Date.now() > deadline) throw new Error(`the worker was still keeping ${page.url()}'s code after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The measure on each flavour's site the stack serves, one after the other. */
export async function repeatVisit(stack: Stack, spec: RepeatVisit, report: Report): Promise<void> {
  for (const [flavour, { siteUrl }] of stack.sites)
    await repeatVisitOn(stack, siteUrl, { ...spec, label: flavour === "lite" ? `${spec.label} (light flavour)` : spec.label }, report);
}

async function repeatVisitOn(stack: Stack, siteUrl: string, spec: RepeatVisit, report: Report): Promise<void> {
  const first: Visit[] = [];
  const again: Visit[] = [];
  const online: Visit[] = [];
  const offline: Visit[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, context } = await stack.newPage({ worker: true });
    try {
      // Kept signed in on this device, as a learner who comes back in a new page must be.
      await context.addInitScript((value) => localStorage.setItem("lpKeptToken", value), spec.token);
      first.push(await slowVisitIn(context, page, siteUrl + spec.path, spec, { cold: true, weigh: false }));
      await keptOnDevice(page);
      await page.close();
      again.push(await slowVisitIn(context, await context.newPage(), siteUrl + spec.path, spec, { cold: false, weigh: false }));
      if (spec.saved) {
        const returned = context.pages().at(-1)!;
        await saveForOffline(returned);
        // Closed as the first visit's page was before the return: a page still open would share the
        // phone's one (throttled) core with the visit measured.
        await returned.close();
        // The saved course opened online and with no network in turns, each pair a moment apart:
        // the two differ by less than the machine's noise, which one pair a browser could not tell.
        for (let pair = 0; pair < PAIRS; pair++)
          for (const away of [false, true]) {
            await context.setOffline(away);
            const page = await context.newPage();
            (away ? offline : online).push(await slowVisitIn(context, page, siteUrl + spec.path, spec, { cold: false, weigh: false, offline: away }));
            await page.close();
          }
      }
    } finally {
      await context.close();
    }
  }
  const [cold, warm] = [median(first.map((v) => v.time)), median(again.map((v) => v.time))];
  const ratio = warm / cold;
  console.log(
    `${spec.label}, a learner's first visit and their return (the site's worker keeping their pages), 150 ms RTT, 1.6 Mbps, 4x CPU, median of ${RUNS}: first ${ms(cold)}, return ${ms(warm)} (${ratio.toFixed(2)}); scripts over the network before the content showed: first ${median(first.map((v) => v.scriptsFetched.length))}, return ${median(again.map((v) => v.scriptsFetched.length))}`,
  );
  const fetched = [...new Set(again.flatMap((v) => v.scriptsFetched))];
  report.gate(
    `${spec.label}: return visit, scripts over the network before it shows`,
    fetched.length ? fetched.join(", ") : "none",
    "none, in every run",
    !fetched.length,
  );
  report.gate(`${spec.label}: return visit / first`, ratio.toFixed(2), `at most ${MAX_RATIO}`, ratio <= MAX_RATIO);
  report.report(`${spec.label}: return visit / first (target)`, ratio.toFixed(2), `target ${TARGET}`, ratio <= TARGET);
  report.report(`${spec.label}: return visit`, ms(warm), `first ${ms(cold)}`, true);
  // What showed first on the return is the copy of the learner's last screen; the widget's own drawing follows.
  report.report(`${spec.label}: return visit, the widget's own drawing`, ms(median(again.map((v) => v.live))), `shown ${ms(warm)}`, true);
  if (!spec.saved) return;
  const [there, away] = [median(online.map((v) => v.time)), median(offline.map((v) => v.time))];
  const slower = away / there;
  const [liveThere, liveAway] = [median(online.map((v) => v.live)), median(offline.map((v) => v.live))];
  console.log(
    `${spec.label}, saved for offline, opened with the network and with none in turns, median of ${offline.length}: online ${ms(there)}, offline ${ms(away)} (${slower.toFixed(2)}); the widget's own drawing ${ms(liveThere)} and ${ms(liveAway)} (${(liveAway / liveThere).toFixed(2)})`,
  );
  report.gate(`${spec.label}: saved, offline / online`, slower.toFixed(2), `at most ${MAX_OFFLINE}`, slower <= MAX_OFFLINE);
  report.report(`${spec.label}: saved, offline / online (target)`, slower.toFixed(2), `target ${OFFLINE_TARGET}`, slower <= OFFLINE_TARGET);
  report.report(`${spec.label}: saved, offline`, ms(away), `online ${ms(there)}`, true);
  report.report(
    `${spec.label}: saved, the widget's own drawing, offline / online`,
    (liveAway / liveThere).toFixed(2),
    `target ${OFFLINE_TARGET}`,
    liveAway / liveThere <= OFFLINE_TARGET,
  );
}

/** Pairs of a saved course's visits, online then offline, in each browser. */
const PAIRS = 3;

/**
 * The goal is "no slower" than the return visit online. Both visits show the copy of the
 * learner's last screen and take their code from the device, spending most of their time starting
 * it at 4x CPU, so they differ by the machine's noise: one visit of each a browser, after the return,
 * measured 0.74 to 1.41 of each other over runs of one build. Measured now in turns, nine of each:
 * the gate holds a visit that waited on the network it does not have (it would measure 2 and more);
 * the goal is reported as met within a tenth, the noise left in a median of nine.
 */
const MAX_OFFLINE = 1.5;
const OFFLINE_TARGET = 1.1;

/** Saves the course the page shows for offline, from its outline, and waits until it is saved. */
async function saveForOffline(page: Page): Promise<void> {
  const player = page.locator("lp-course-player");
  await player.getByRole("button", { name: /^Save for offline/ }).click();
  await player.getByRole("button", { name: /^Save \(/ }).click();
  await player.locator(".save-course-state").waitFor({ timeout: 30_000 });
}
