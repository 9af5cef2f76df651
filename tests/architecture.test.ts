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
    // Component by component: a file where one component subscribes says nothing about its neighbours.
    const components = [...sources("shared"), ...sources("widgets")]
      .filter((f) => f.endsWith(".tsx"))
      .flatMap((f) =>
        [...fs.readFileSync(path.join(root, f), "utf8").matchAll(/^(?:export )?function ([A-Z]\w*)\([^]*?^}$/gm)].map((m) => ({ where: `${f} ${m[1]}`, body: m[0] })),
      );
    expect(components.length, "top-level function components found").toBeGreaterThan(50);
    const offenders = components.filter(({ body }) => {
      const readsSignal = /\b(status|user|token|locale|flags\.\w+)\.value\b/.test(body) || /\b(t|tc|translate)\(/.test(body);
      return readsSignal && !body.includes("useSignals()");
    });
    expect(offenders.map((c) => c.where)).toEqual([]);
  });
});
