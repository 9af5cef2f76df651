import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
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
    ],
  },
});
