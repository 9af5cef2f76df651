import type { Reporter, SerializedError, TestModule } from "vitest/node";

/**
 * Ends a Vitest run with one plain line, "Vitest: N passed, N failed", so any tool reading
 * the test command's output can tell how many tests ran without parsing Vitest's layout; before
 * it, a line per failed test ("✗ file > test: the error's first line"), which the test command
 * repeats at its end, where a log cut to its last lines still shows what failed.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      const before = failures.length;
      const file = module.moduleId.replace(`${process.cwd()}/`, "");
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") {
          failed++;
          failures.push(`✗ ${file} > ${test.fullName}: ${firstLine(test.result().errors?.[0]?.message)}`);
        } else skipped++;
      }
      // A suite's hook that failed (its tests then skipped) counts once; so does a file that failed to load.
      for (const suite of module.children.allSuites())
        if (suite.state() === "failed" && suite.errors().length) {
          failed++;
          failures.push(`✗ ${file} > ${suite.fullName}: ${firstLine(suite.errors()[0].message)}`);
        }
      if (module.state() === "failed" && failures.length === before) {
        failed++;
        failures.push(`✗ ${file}: ${firstLine(module.errors()[0]?.message)}`);
      }
    }
    // Thrown outside any test (a promise rejected after its test ended): the run fails on it.
    for (const error of unhandledErrors) {
      failed++;
      failures.push(`✗ unhandled: ${firstLine(error.message)}`);
    }
    if (failures.length) console.log(`\n${failures.join("\n")}`);
    console.log(`\nVitest: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}

const firstLine = (message: string | undefined) => (message ?? "no error message").split("\n")[0].slice(0, 240);
