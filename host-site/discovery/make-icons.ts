/**
 * Makes the site's icon files in host-site/public from host-site/public/favicon.svg. Run it by
 * hand after changing the favicon, and commit what it writes: `npx tsx host-site/discovery/make-icons.ts`.
 * Nothing runs it at build or test time.
 *
 * - icon-192.png, icon-512.png: the favicon as drawn, transparent round its corners (manifest, "any");
 * - icon-maskable-512.png: full-bleed, the mark inside the mask's safe circle (manifest, "maskable");
 * - apple-touch-icon.png (180): full-bleed too, as iOS rounds the corners itself and paints
 *   transparent ones black;
 * - favicon.ico: 16, 32 and 48 pixels, PNG images in an ICO, for what asks for /favicon.ico.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const favicon = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
const [, viewBox] = /viewBox="([^"]+)"/.exec(favicon) ?? [];
const [x, y, w, h] = viewBox.split(/\s+/).map(Number);
const background = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1] ?? "#ffffff";

/**
 * Full-bleed: the square filled with the favicon's ground, the favicon drawn at 80% in its middle,
 * inside the safe circle a mask keeps.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${background}"/><g transform="translate(${x + w * 0.1} ${y + h * 0.1}) scale(0.8)">${favicon}</g></svg>`;

const png = (size: number, svg = favicon) => Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng());

/** An ICO holding PNG images, as every browser since 2010 reads it. */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size >= 256 ? 0 : size;
    entry[1] = size >= 256 ? 0 : size;
    entry.writeUInt16LE(1, 4); // planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const files: Record<string, Buffer> = {
  "icon-192.png": png(192),
  "icon-512.png": png(512),
  "icon-maskable-512.png": png(512, fullBleed),
  "apple-touch-icon.png": png(180, fullBleed),
  "favicon.ico": ico([16, 32, 48].map((size) => ({ size, png: png(size) }))),
};
for (const [name, bytes] of Object.entries(files)) {
  fs.writeFileSync(path.join(publicDir, name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
