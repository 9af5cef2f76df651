import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The site's own stylesheet (the page's frame, the room its widgets will take, the header's first
 * paint) is written into each page's head: the first paint waits for no second request, a round
 * trip saved on a slow network. The pages' Content-Security-Policy allows exactly that text, by its
 * hash, and no other inline style.
 */
const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), "public", "host.css");

/** The stylesheet's text, from the site's sources or from a built site's copy. */
export function siteStyle(file = SOURCE): string {
  const css = fs.readFileSync(file, "utf8");
  if (/<\/style/i.test(css)) throw new Error(`${file} cannot be written into a <style> element`);
  return css;
}

/** The Content-Security-Policy source that allows a `<style>` element holding exactly `css`. */
export const styleSource = (css: string): string => `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
