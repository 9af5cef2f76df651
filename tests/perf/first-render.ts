import type { BrowserContext, Page } from "playwright-core";
import type { Flavour } from "../../scripts/flavours.ts";
import type { Stack } from "../e2e/stack.ts";
import { median, ms, type Report } from "./report.ts";

/**
 * First render of a widget page on a slow phone connection: 150 ms round trips, 1.6 Mbps down,
 * a CPU four times slower, cold cache. The median of three visits of the time from navigation
 * start until the widget shows its content, and the JavaScript the page transferred (as served:
 * brotli). Reported, not gated: the time follows the machine's speed. With two flavours their
 * visits take turns, so a slow spell of the machine touches both alike, and their ratio is reported.
 */
export interface FirstRender {
  path: string;
  tag: string;
  /** What shows once the widget has its content. */
  selector: string;
  /** The demo learner's session is in the page's storage before it loads, as after signing in. */
  token?: string;
  /** On the strict blog's origin (tests/e2e/blog), not the site's. */
  blog?: boolean;
  /** The target of each flavour measured, in ms. */
  targets: Partial<Record<Flavour, number>>;
}

const RUNS = 3;

/** One cold visit's figures: when the content showed and the first paint, in ms from navigation start, and the script transferred. */
export interface Visit {
  time: number;
  /** When the widget itself showed it: later than `time` where a copy of the learner's last screen showed it first. */
  live: number;
  firstPaint: number;
  script: number;
  /** The scripts that came over the network (not from the service worker or the browser's cache) before the content showed. */
  scriptsFetched: string[];
}

/**
 * One cold visit of `url` on the slow phone: when `selector` showed in `tag`'s shadow root, the
 * first contentful paint, and (when `weigh`) the JavaScript it transferred, which every cold visit
 * of the page transfers alike.
 */
export async function slowVisit(stack: Stack, url: string, spec: Pick<FirstRender, "tag" | "selector" | "token">, weigh: boolean): Promise<Visit> {
  const { page, context } = await stack.newPage();
  try {
    if (spec.token) await context.addInitScript((value) => sessionStorage.setItem("authToken", value), spec.token);
    return await slowVisitIn(context, page, url, spec, { cold: true, weigh });
  } finally {
    await context.close();
  }
}

/**
 * A visit of `url` on the slow phone in a page of `context` (which holds the session, and what
 * earlier visits left on the device unless `cold`), or with no network at all (`offline`): the
 * same figures as `slowVisit`.
 */
export async function slowVisitIn(
  context: BrowserContext,
  page: Page,
  url: string,
  spec: Pick<FirstRender, "tag" | "selector">,
  { cold, weigh, offline = false }: { cold: boolean; weigh: boolean; offline?: boolean },
): Promise<Visit> {
  // Looked for in every frame from the document's start, just before the frame paints: the time
  // the content was first painted, whether the server's HTML held it or the widget drew it.
  await page.addInitScript(
    ([tag, selector]) => {
      const seen = window as unknown as { lpShownAt?: number; lpLiveAt?: number };
      const look = () => {
        const host = document.querySelector(tag);
        if (host?.shadowRoot?.querySelector(selector)) {
          seen.lpShownAt ??= performance.now();
          if (!host.hasAttribute("data-lp-copy")) seen.lpLiveAt = performance.now();
        }
        if (seen.lpLiveAt === undefined) requestAnimationFrame(look);
        else console.debug("lp-measured");
      };
      requestAnimationFrame(look);
    },
    [spec.tag, spec.selector] as const,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (cold) await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const isScript = new Set<string>();
  let scriptBytes = 0;
  const scriptsFetched: string[] = [];
  cdp.on("Network.responseReceived", (e) => {
    if (e.type !== "Script") return;
    isScript.add(e.requestId);
    const { fromServiceWorker, fromDiskCache, fromPrefetchCache } = e.response;
    if (!fromServiceWorker && !fromDiskCache && !fromPrefetchCache) scriptsFetched.push(e.response.url.replace(/^.*\//, ""));
  });
  cdp.on("Network.loadingFinished", (e) => {
    if (isScript.has(e.requestId)) scriptBytes += e.encodedDataLength;
  });
  // The page says when it has seen both, in its console: polling from here would compile the test
  // tool's own script on the page's throttled main thread, in the very time measured (some 40 ms at
  // 4x CPU, hidden behind the network on a first visit, not on a return from the device).
  const measured = page.waitForEvent("console", { predicate: (message) => message.text() === "lp-measured", timeout: 60_000 });
  await page.goto(url, { waitUntil: "commit" });
  await measured;
  const { time, live } = await page.evaluate(() => {
    const seen = window as unknown as { lpShownAt: number; lpLiveAt: number };
    return { time: seen.lpShownAt, live: seen.lpLiveAt };
  });
  const fetchedBeforeShown = [...scriptsFetched];
  // The paint that showed it has happened by the next frames.
  const firstPaint = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const read = () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const wait = () => (read() === undefined ? requestAnimationFrame(wait) : resolve(read()!));
        wait();
      }),
  );
  // Scripts still on their way when the widget showed count too: the page asked for them.
  if (weigh) await page.waitForLoadState("networkidle");
  await cdp.detach();
  return { time, live, firstPaint, script: scriptBytes, scriptsFetched: fetchedBeforeShown };
}

/** One cold visit of the spec's page, on the flavour's site (or its blog). */
function visit(stack: Stack, flavour: Flavour, spec: FirstRender, weigh: boolean): Promise<Visit> {
  const site = stack.sites.get(flavour)!;
  return slowVisit(stack, (spec.blog ? site.blogUrl : site.siteUrl) + spec.path, spec, weigh);
}

export async function firstRender(stack: Stack, spec: FirstRender, report: Report): Promise<void> {
  const flavours = Object.keys(spec.targets) as Flavour[];
  const runs = new Map<Flavour, Visit[]>(flavours.map((f) => [f, []]));
  for (let run = 0; run < RUNS; run++) for (const flavour of flavours) runs.get(flavour)!.push(await visit(stack, flavour, spec, run === 0));
  console.log(
    `First render of ${spec.blog ? "the blog's " : ""}${spec.path}${spec.token ? " signed in" : ""} (${spec.tag} ${spec.selector}), 150 ms RTT, 1.6 Mbps, 4x CPU, cold cache:`,
  );
  const medians = new Map<Flavour, number>();
  for (const flavour of flavours) {
    const times = runs.get(flavour)!.map((r) => r.time);
    const middle = median(times);
    medians.set(flavour, middle);
    const target = spec.targets[flavour]!;
    const name = flavour === "lite" ? "light flavour" : "React flavour";
    const script = runs.get(flavour)![0].script / 1024;
    console.log(
      `  ${name}: runs ${[...times]
        .sort((a, b) => a - b)
        .map(ms)
        .join(", ")}; JavaScript transferred ${script.toFixed(1)} KB`,
    );
    console.log(`  ${name}: median ${ms(middle)} (target ${target} ms${middle <= target ? ", met" : ", NOT met"})`);
    report.report(`${name}, median of ${RUNS}`, ms(middle), `target ${target} ms`, middle <= target);
  }
  if (flavours.length > 1) {
    const ratio = medians.get("lite")! / medians.get("react")!;
    console.log(`  light / React: ${ratio.toFixed(2)} of the time`);
    report.report("light / React", ratio.toFixed(2), "below 1", ratio < 1);
  }
}
