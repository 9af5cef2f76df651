import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTagFiles, writeNewTag } from "../scripts/new-tag.ts";
import { repo } from "../scripts/source-graph.ts";

/**
 * `npm run new-tag` on a copy of the repository: a tag added to a family, and a new family's first
 * tag, then the copy's own type check, formatter and architecture test, as a developer would run them.
 */
let copy: string;
const bin = (name: string) => path.join(repo, "node_modules/.bin", name);
const run = (command: string, args: string[]) => execFileSync(bin(command), args, { cwd: copy, encoding: "utf8", stdio: "pipe" });

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "lp-new-tag-"));
  for (const entry of [
    "shared",
    "widgets",
    "scripts",
    "tests/architecture.test.ts",
    "tests/support",
    "host-site",
    "reference-api",
    "tsconfig.json",
    "package.json",
    "biome.jsonc",
    ".gitignore",
    "vite.config.ts",
    "vitest.config.ts",
  ])
    fs.cpSync(path.join(repo, entry), path.join(copy, entry), { recursive: true });
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(copy, "node_modules"));
  // The packages are the repository's, reached through the link: the copy's test server may serve them.
  const config = path.join(copy, "vitest.config.ts");
  fs.writeFileSync(config, fs.readFileSync(config, "utf8").replace("plugins: [react()],", "plugins: [react()], server: { fs: { strict: false } },"));
  writeNewTag(copy, "site", "generated-probe");
  writeNewTag(copy, "probes", "first-probe");
});

afterAll(() => {
  fs.rmSync(copy, { recursive: true, force: true });
});

describe("npm run new-tag", () => {
  it("writes the tag's declaration, root, styles, strings and test, and its line in the family's define.ts", () => {
    const files = Object.keys(newTagFiles("site", "generated-probe", fs.readFileSync(path.join(repo, "widgets/site/define.ts"), "utf8")));
    expect(files.sort()).toEqual(
      [
        "widgets/site/define.ts",
        "widgets/site/generated-probe/generated-probe.api.ts",
        "widgets/site/generated-probe/generated-probe.css",
        "widgets/site/generated-probe/generated-probe.messages.ts",
        "widgets/site/generated-probe/generated-probe.test.tsx",
        "widgets/site/generated-probe/generated-probe.tsx",
      ].sort(),
    );
    const define = fs.readFileSync(path.join(copy, "widgets/site/define.ts"), "utf8");
    expect(define).toContain('import { tag as generatedProbe } from "./generated-probe/generated-probe.api.ts";');
    expect(define).toContain('[generatedProbe, () => import("./generated-probe/generated-probe.tsx")],');
  });

  it("refuses a name that is not kebab-case, and a tag that exists", () => {
    expect(() => writeNewTag(copy, "site", "BadName")).toThrow(/kebab-case/);
    expect(() => writeNewTag(copy, "site", "generated-probe")).toThrow(/exists already/);
  });

  it("passes the type check, the formatter, the architecture test and its own test as generated", { timeout: 120_000 }, () => {
    expect(() => run("tsc", ["-p", "tsconfig.json", "--noEmit"])).not.toThrow();
    expect(() => run("biome", ["check", "widgets/site", "widgets/probes"])).not.toThrow();
    const tests = run("vitest", ["run", "--project", "unit", "tests/architecture.test.ts", "widgets/site/generated-probe", "widgets/probes"]);
    expect(tests).toMatch(/Vitest: \d+ passed, 0 failed/);
    expect(tests).toContain("generated-probe.test.tsx");
    expect(tests).toContain("first-probe.test.tsx");
  });
});
