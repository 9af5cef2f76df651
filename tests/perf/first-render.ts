import { type Flavour, flavourFromEnv } from "../../scripts/flavours.ts";
import { DEMO, type Stack, startStack } from "../e2e/stack.ts";

/**
 * First render of a widget page on a slow phone connection: 150 ms round trips, 1.6 Mbps down,
 * a CPU four times slower, cold cache. Reports the median of five runs of the time from
 * navigation start until the widget shows its content. A report, not a pass/fail timing: the
 * machine is shared, so the figure is compared by people, across runs on the same machine.
 * Also reports the JavaScript the page transferred (as served: brotli), the median of the runs.
 * Usage: tsx tests/perf/first-render.ts [path] [tag] [selector] [--signed-in] [--blog] [--target=ms]
 *   [--both-flavours] [--lite-target=ms]
 * With --both-flavours the React and the light flavour are measured in the same run, and the
 * ratio of their medians reported.
 * With --signed-in the demo learner's session is in the page's storage before it loads, as after
 * signing in. With --blog the path is on the strict blog's origin (tests/e2e/blog), not the site's.
 */
const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith("--"));
const signedIn = flags.includes("--signed-in");
const onBlog = flags.includes("--blog");
const [path = "/courses", tag = "lp-course-catalogue", selector = ".course-card"] = args.filter((a) => !a.startsWith("--"));
const RUNS = 5;
const TARGET_MS = Number(flags.find((f) => f.startsWith("--target="))?.slice("--target=".length)) || 2000;
/** --both-flavours measures the React and the light flavour in the same run; --lite-target=ms is the light one's goal. */
const bothFlavours = flags.includes("--both-flavours");
const LITE_TARGET_MS = Number(flags.find((f) => f.startsWith("--lite-target="))?.slice("--lite-target=".length)) || 0;

/** One cold visit of the page: when the widget showed its content, and the JavaScript it transferred. */
async function visit(stack: Stack, token: string | null): Promise<{ time: number; script: number }> {
  const { page, context } = await stack.newPage();
  try {
    if (token) await context.addInitScript((value) => sessionStorage.setItem("authToken", value), token);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const isScript = new Set<string>();
    let scriptBytes = 0;
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Script") isScript.add(e.requestId);
    });
    cdp.on("Network.loadingFinished", (e) => {
      if (isScript.has(e.requestId)) scriptBytes += e.encodedDataLength;
    });
    await page.goto((onBlog ? stack.blogUrl : stack.siteUrl) + path, { waitUntil: "commit" });
    await page.waitForFunction(([t, s]) => !!document.querySelector(t)?.shadowRoot?.querySelector(s), [tag, selector], { timeout: 60_000, polling: 50 });
    const time = await page.evaluate(() => performance.now());
    // Scripts still on their way when the widget showed count too: the page asked for them.
    await page.waitForLoadState("networkidle");
    return { time, script: scriptBytes };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Both flavours side by side, their runs taking turns, so a slow spell of the machine touches both alike.
const flavours: Flavour[] = bothFlavours ? ["react", "lite"] : [flavourFromEnv()];
const stacks = new Map<Flavour, Stack>();
try {
  for (const flavour of flavours) stacks.set(flavour, await startStack({ flavour }));
  // Each stack has its own database: the demo learner signs in on each.
  const tokens = new Map<Flavour, string | null>();
  for (const [flavour, stack] of stacks)
    tokens.set(flavour, signedIn ? (await stack.api<{ authorization: { token: string } }>("POST", "/login", DEMO)).body.authorization.token : null);
  const runs = new Map<Flavour, { time: number; script: number }[]>(flavours.map((f) => [f, []]));
  for (let run = 0; run < RUNS; run++) for (const flavour of flavours) runs.get(flavour)!.push(await visit(stacks.get(flavour)!, tokens.get(flavour) ?? null));
  console.log(
    `First render of ${onBlog ? "the blog's " : ""}${path}${signedIn ? " signed in" : ""} (${tag} ${selector}), 150 ms RTT, 1.6 Mbps, 4x CPU, cold cache:`,
  );
  const medians = new Map<Flavour, number>();
  for (const flavour of flavours) {
    const times = runs.get(flavour)!.map((r) => r.time);
    const middle = median(times);
    medians.set(flavour, middle);
    const target = flavour === "lite" && LITE_TARGET_MS ? LITE_TARGET_MS : TARGET_MS;
    const label = flavours.length > 1 ? `  ${flavour === "lite" ? "light flavour (Preact)" : "React flavour"}: ` : "  ";
    console.log(
      `${label}runs: ${[...times]
        .sort((a, b) => a - b)
        .map((t) => `${Math.round(t)} ms`)
        .join(", ")}`,
    );
    console.log(`${label}JavaScript transferred (as served, brotli): ${(median(runs.get(flavour)!.map((r) => r.script)) / 1024).toFixed(1)} KB`);
    console.log(`${label}median: ${Math.round(middle)} ms (target ${target} ms${middle <= target ? ", met" : ", NOT met"})`);
  }
  if (flavours.length > 1) console.log(`  light / React: ${(medians.get("lite")! / medians.get("react")!).toFixed(2)} of the time`);
} finally {
  for (const stack of stacks.values()) await stack.close();
}
