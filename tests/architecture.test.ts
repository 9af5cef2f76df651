import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The dependency rules of the codebase, checked on every run:
 * host-site → (tags only) → widgets/<family>/define.ts → widgets/<family> → shared.
 */
const root = path.resolve(__dirname, "..");

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

function imports(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^"'`;]*?from\s*["']([^"']+)["']|import\s*\(?\s*["']([^"']+)["']/g)]
    .map((m) => m[1] ?? m[2])
    .filter((spec) => spec.startsWith("."))
    .map((spec) => path.normalize(path.join(path.dirname(file), spec)));
}

describe("architecture", () => {
  it("shared/ imports nothing from widgets/ or host-site/", () => {
    const offenders = sources("shared").flatMap((f) => imports(f).filter((i) => /^(widgets|host-site)\//.test(i)).map((i) => `${f} → ${i}`));
    expect(offenders).toEqual([]);
  });

  it("a widget family never imports another family", () => {
    const offenders = sources("widgets").flatMap((f) => {
      const family = f.split(path.sep)[1];
      if (!f.includes(path.sep, "widgets/".length)) return []; // the loader, registry and docs at widgets/ root
      return imports(f)
        .filter((i) => i.startsWith("widgets/") && i.split(path.sep)[1] !== family)
        .map((i) => `${f} → ${i}`);
    });
    expect(offenders).toEqual([]);
  });

  it("the host site uses no widget code, only tag names", () => {
    const offenders = sources("host-site").flatMap((f) => imports(f).filter((i) => /^(widgets|shared)\//.test(i)).map((i) => `${f} → ${i}`));
    expect(offenders).toEqual([]);
  });

  it("every component that reads a signal subscribes with useSignals()", () => {
    const offenders = [...sources("shared"), ...sources("widgets")].filter((f) => {
      if (!f.endsWith(".tsx")) return false;
      const text = fs.readFileSync(path.join(root, f), "utf8");
      const readsSignal = /\b(status|user|token|locale|flags\.\w+)\.value\b/.test(text) || /\b(t|tc|translate)\(/.test(text);
      return readsSignal && !text.includes("useSignals()");
    });
    expect(offenders).toEqual([]);
  });
});
