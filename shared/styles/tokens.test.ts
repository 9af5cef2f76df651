import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The `--lp-*` custom properties are the embedders' theming API (the manifest lists them on every
 * tag): each must change something. A token no style reads would be a promise that does nothing.
 */
const read = (file: string) => fs.readFileSync(file, "utf8");
const cssFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(full) : entry.name.endsWith(".css") ? [full] : [];
  });

const tokensCss = read("shared/styles/tokens.css");
const tokens = [...tokensCss.matchAll(/^\s*(--lp-[\w-]+):/gm)].map((m) => m[1]);
const styles = [...cssFiles("shared"), ...cssFiles("widgets")].map(read).join("\n");

describe("the --lp-* custom properties", () => {
  it("are declared once each on every widget's host", () => {
    expect(tokens.length).toBeGreaterThan(10);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("each take effect: some style of the widgets reads it", () => {
    const unread = tokens.filter((token) => !new RegExp(`var\\(${token}[,)]`).test(styles));
    expect(unread).toEqual([]);
  });

  it("each have a light and a dark value, or are not colours", () => {
    const colours = [...tokensCss.matchAll(/^\s*(--lp-color-[\w-]+):\s*([^;]+);/gm)];
    expect(colours.length).toBeGreaterThan(5);
    for (const [, name, value] of colours) expect(value, name).toMatch(/^light-dark\(/);
  });
});
