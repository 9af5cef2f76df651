import fs from "node:fs";

// The Chromium that the browser tests, the end-to-end journeys and the perf scripts all run in,
// started the same way everywhere: one place to point at another build (CHROME_PATH) or change a flag.
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Debian's Chromium, and its headless shell: the same Blink and V8, without the browser's own interface. */
const BROWSER = "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * What the tests run in: the headless shell where it is installed (.ci/run installs it), as
 * Playwright's own headless runs do. A journey costs the machine about a third less in it than in
 * the whole browser started headless; where it is not installed, the browser.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER),
  headless: true,
  args,
};

/**
 * The browser itself: for the timed measures (tests/perf), as a phone's Chrome is, on which their
 * targets and floors were set, and for what only the browser has (its PDF viewer).
 */
export const fullChromiumLaunch = { ...chromiumLaunch, executablePath: process.env.CHROME_PATH || BROWSER };
