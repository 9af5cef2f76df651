import fs from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * A clean install on any developer's machine: `npm ci` installs exactly the lock file, so the lock
 * file must name every platform's build of the native tools, not only the platform that wrote it
 * (npm then rewrites the lock file on other machines, and `npm ci` fails there).
 */
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { lockfileVersion: number; packages: Record<string, unknown> };
const installed = Object.keys(lock.packages);

/** Native packages that come as one package per platform, and how each names the common platforms. */
const NATIVE: Record<string, string[]> = {
  "@rolldown/binding-": ["darwin-arm64", "darwin-x64", "linux-x64-gnu", "linux-arm64-gnu", "win32-x64-msvc"],
  "@esbuild/": ["darwin-arm64", "darwin-x64", "linux-x64", "linux-arm64", "win32-x64"],
  "@rollup/rollup-": ["darwin-arm64", "darwin-x64", "linux-x64-gnu", "linux-arm64-gnu", "win32-x64-msvc"],
  "lightningcss-": ["darwin-arm64", "darwin-x64", "linux-x64-gnu", "linux-arm64-gnu", "win32-x64-msvc"],
  "@biomejs/cli-": ["darwin-arm64", "darwin-x64", "linux-x64", "linux-arm64", "win32-x64"],
  "@resvg/resvg-js-": ["darwin-arm64", "darwin-x64", "linux-x64-gnu", "linux-arm64-gnu", "win32-x64-msvc"],
};

describe("the lock file", () => {
  it("is npm's current format", () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  for (const [family, platforms] of Object.entries(NATIVE))
    it(`names ${family}* for macOS, Linux and Windows`, () => {
      const present = installed.filter((p) => p.startsWith(`node_modules/${family}`));
      // A family the project no longer uses needs no entry here.
      if (present.length === 0) return;
      for (const platform of platforms) expect(present, `${family}${platform}`).toContain(`node_modules/${family}${platform}`);
    });

  it("is what CI installs, as is: .ci/run uses npm ci", () => {
    const run = fs.readFileSync(".ci/run", "utf8");
    expect(run).toMatch(/^npm ci\b/m);
    expect(run).not.toMatch(/^npm install\b/m);
  });
});
