import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends a Vitest run with one plain line, "Vitest: N passed, N failed", so any tool reading
 * the test command's output can tell how many tests ran without parsing Vitest's layout.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      if (module.state() === "failed" && module.children.size === 0) failed++;
    }
    console.log(`\nVitest: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}
