// The Chromium that the browser tests, the end-to-end journeys and the perf scripts all run in,
// started the same way everywhere: one place to point at another build or change a flag.
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};
