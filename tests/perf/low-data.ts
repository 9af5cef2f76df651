import type { Flavour } from "../../scripts/flavours.ts";
import type { Stack } from "../e2e/stack.ts";
import type { Report } from "./report.ts";

/**
 * What a reader who saves data pays for a public page, beside a reader who does not, in one run:
 * every byte the page transferred (HTML, script, pictures, calls) until the network is quiet, at
 * a phone's size, cold, for the home page, the catalogue and a course, in each flavour. Bytes do
 * not follow the machine's speed: the ratio gates, at the settings' low-data text's claim (less
 * than a third), under the issue's goal (at most half).
 */
const MAX_RATIO = 1 / 3;
const PHONE = { width: 360, height: 740 };

async function weigh(stack: Stack, url: string, saveData: boolean): Promise<number> {
  const { page, context } = await stack.newPage();
  try {
    await page.setViewportSize(PHONE);
    if (saveData) await context.setExtraHTTPHeaders({ "Save-Data": "on" });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    let bytes = 0;
    cdp.on("Network.loadingFinished", (e) => {
      bytes += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await cdp.detach();
    return bytes;
  } finally {
    await context.close();
  }
}

export async function lowDataBytes(stack: Stack, course: string, report: Report): Promise<void> {
  console.log("A public page's bytes, saving data (Save-Data: on) beside not, 360 px, cold:");
  for (const [flavour, site] of stack.sites as Map<Flavour, { siteUrl: string }>) {
    const name = flavour === "lite" ? "light flavour" : "React flavour";
    let [saving, full] = [0, 0];
    for (const [label, path] of [
      ["/", "/"],
      ["/courses", "/courses"],
      ["a course", `/courses/${course}`],
    ]) {
      const [with_, without] = [await weigh(stack, site.siteUrl + path, true), await weigh(stack, site.siteUrl + path, false)];
      const ratio = with_ / without;
      saving += with_;
      full += without;
      console.log(`  ${name} ${label}: ${(with_ / 1024).toFixed(1)} KB saving data, ${(without / 1024).toFixed(1)} KB not (${ratio.toFixed(2)})`);
      report.gate(`${name} ${label}: bytes saving data / not`, ratio.toFixed(2), `at most ${MAX_RATIO.toFixed(2)}`, ratio <= MAX_RATIO);
    }
    report.report(`${name}: the three pages saving data`, `${(saving / 1024).toFixed(1)} KB`, `not saving ${(full / 1024).toFixed(1)} KB`, true);
  }
}
