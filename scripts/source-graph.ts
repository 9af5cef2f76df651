import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const ALIASES: Record<string, string> = { "#shared/": "shared/", "#tests/": "tests/" };

/**
 * The modules `file` imports (static, dynamic and re-exports; `import type` too unless
 * `runtimeOnly`), as paths from the repository root; packages are left out. A `?inline` CSS
 * import is its CSS file.
 */
export function importsOf(file: string, { runtimeOnly = false } = {}): string[] {
  const text = fs.readFileSync(path.join(repo, file), "utf8");
  const found: string[] = [];
  const pattern =
    /(?:^|[\n;])\s*(import|export)(\s+type)?\s[^"'`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s*["']([^"']+)["']/g;
  for (const m of text.matchAll(pattern)) {
    if (runtimeOnly && m[2]) continue;
    const spec = (m[3] ?? m[4] ?? m[5]).replace(/\?\w+$/, "");
    const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
    if (alias) found.push(ALIASES[alias] + spec.slice(alias.length));
    else if (spec.startsWith(".")) found.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
  }
  return found;
}

/** Every module `entry` reaches through its imports, itself included. */
export function closureOf(entry: string, options: { runtimeOnly?: boolean } = {}): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(path.join(repo, file))) return;
    seen.add(file);
    if (/\.(ts|tsx)$/.test(file)) for (const next of importsOf(file, options)) visit(next);
  };
  visit(entry);
  return seen;
}

/** A file's text, by its path from the repository root. */
export const read = (file: string): string => fs.readFileSync(path.join(repo, file), "utf8");

/** The TypeScript sources below `dir` (a path from the repository root), tests included or not. */
export function sourcesIn(dir: string, { tests = false } = {}): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(repo, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") && (tests || !/\.test\.tsx?$/.test(entry.name))) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}
