import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tokensOfWidget } from "../../scripts/design-tokens.ts";
import { widgetTags } from "../../scripts/widget-tags.ts";

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

describe("the custom properties the manifest lists for a tag", () => {
  const listed = new Map(widgetTags().map((t) => [t.tag as string, tokensOfWidget(t.root)]));

  it("are those its styles read: the base's for every tag, its own CSS's beside them", () => {
    for (const [tag, names] of listed) expect(names, tag).toEqual(expect.arrayContaining(["--lp-color-brand", "--lp-color-text", "--lp-font"]));
    // The exam's result dial turns the warning colour two-thirds of the way; a sign-in form has nothing in it.
    expect(listed.get("lp-exam-runner")).toContain("--lp-color-warning");
    expect(listed.get("lp-signin")).not.toContain("--lp-color-warning");
    // A dialog's shade: the catalogue has dialogs, the sign-in form none.
    expect(listed.get("lp-course-catalogue")).toContain("--lp-color-overlay");
    expect(listed.get("lp-signin")).not.toContain("--lp-color-overlay");
  });

  it("leave no token unlisted: each one changes some tag", () => {
    const anywhere = new Set([...listed.values()].flat());
    expect(tokens.filter((token) => !anywhere.has(token))).toEqual([]);
  });
});
