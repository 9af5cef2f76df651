import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    // Every core: Vitest's default leaves one free, which on a two-core machine is half of it.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "reference-api",
          include: ["reference-api/**/*.test.ts"],
          environment: "node",
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "unit",
          // Each file in a VM context of its own, in worker threads: as isolated as a process per file, at half the time.
          pool: "vmThreads",
          include: [
            "shared/**/*.test.{ts,tsx}",
            "widgets/**/*.test.{ts,tsx}",
            "host-site/**/*.test.ts",
            "tests/architecture.test.ts",
            "tests/install.test.ts",
            "tests/new-tag.test.ts",
          ],
          environment: "happy-dom",
          css: true,
          setupFiles: ["tests/support/setup.ts"],
        },
      },
      ...(["react", "lite"] as const).map((flavour) => ({
        test: {
          // The same journeys on each flavour of the widgets: React's (e2e) and the light one (e2e-lite).
          name: flavour === "lite" ? "e2e-lite" : "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node" as const,
          env: { WIDGETS_FLAVOUR: flavour },
          // A guard against a hang, not a speed gate: on a CI machine half as fast as this one, journeys that took 40 s here went past 60.
          testTimeout: 90000,
          hookTimeout: 120000,
          // A page waited for in a journey may take seconds on a loaded machine: a poll gives it ten, not one
          // (a poll ends as soon as its condition holds: only a failure waits it out).
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ["tests/e2e/browser-server.ts"],
          // One browser and one stack at a time in each flavour: the test command runs the two side by side.
          fileParallelism: false,
        },
      })),
    ],
  },
});
