// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { BRAND_COLOUR, OTHER_ICONS, webManifest } from "./manifest.ts";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const fileOf = (src: string) => fs.readFileSync(path.join(publicDir, src));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's pixels (8-bit RGB or RGBA, not interlaced), checking every chunk's CRC. */
function decodePng(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString("ascii", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(zlib.crc32(png.subarray(at + 4, at + 8 + length)));
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8]).toBe(8);
      expect([2, 6]).toContain(data[9]);
      expect(data[12]).toBe(0);
      channels = data[9] === 6 ? 4 : 3;
    } else if (type === "IDAT") idat.push(data);
    at += 12 + length;
    if (type === "IEND") break;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  expect(raw.length).toBe(height * (stride + 1));
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    expect(filter).toBeLessThanOrEqual(4);
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? pixels[y * stride + i - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const upLeft = y > 0 && i >= channels ? pixels[(y - 1) * stride + i - channels] : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i] + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    pixel: (x, y) => {
      const o = (y * width + x) * channels;
      return channels === 4 ? [...pixels.subarray(o, o + 4)] : [...pixels.subarray(o, o + 3), 255];
    },
  };
}

const brand = [1, 3, 5].map((i) => Number.parseInt(BRAND_COLOUR.slice(i, i + 2), 16));

describe("the web app manifest", () => {
  const manifest = webManifest();

  it("opens the site standalone, in its colours", () => {
    expect(manifest).toMatchObject({ name: "Learning platform", start_url: "/", scope: "/", display: "standalone", lang: "en" });
    expect(manifest.theme_color).toBe("#0b6b50");
    expect(manifest.background_color).toBe("#ffffff");
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it("names icon files that exist, each the size it declares: 192 and 512, a maskable 512, and the SVG", () => {
    const declared = manifest.icons.map((i) => `${i.sizes} ${i.type} ${i.purpose ?? "any"}`);
    expect(declared).toEqual(["192x192 image/png any", "512x512 image/png any", "512x512 image/png maskable", "any image/svg+xml any"]);
    for (const icon of manifest.icons) {
      const bytes = fileOf(icon.src);
      if (icon.type === "image/svg+xml") {
        expect(bytes.toString("utf8")).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        continue;
      }
      const { width, height } = decodePng(bytes);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it("has a maskable icon that fills its square, and plain ones with the favicon's transparent corners", () => {
    const maskable = decodePng(fileOf("/icon-maskable-512.png"));
    // A launcher's mask may cut anywhere outside the central circle: nothing there is see-through.
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
      [256, 2],
    ])
      expect(maskable.pixel(x, y)).toEqual([...brand, 255]);
    const apple = decodePng(fileOf("/apple-touch-icon.png"));
    expect([apple.width, apple.height]).toEqual([180, 180]);
    expect(apple.pixel(0, 0)).toEqual([...brand, 255]);
    const plain = decodePng(fileOf("/icon-192.png"));
    expect(plain.pixel(0, 0)[3]).toBe(0);
    expect(plain.pixel(96, 20)).toEqual([...brand, 255]);
    // The favicon's white mark (its letter's stem, at x 8–12 of 32).
    expect(plain.pixel(60, 96)).toEqual([255, 255, 255, 255]);
  });
});

describe("favicon.ico", () => {
  it("is an ICO of three PNG images, 16, 32 and 48 pixels, each entry saying its size", () => {
    const ico = fileOf("/favicon.ico");
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = ico.subarray(6 + 16 * i, 6 + 16 * (i + 1));
      const [length, offset] = [entry.readUInt32LE(8), entry.readUInt32LE(12)];
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      const image = decodePng(ico.subarray(offset, offset + length));
      expect([image.width, image.height]).toEqual([entry[0], entry[1]]);
      expect(entry.readUInt16LE(6)).toBe(32);
      sizes.push(image.width);
    }
    expect(sizes).toEqual(OTHER_ICONS.find((i) => i.src === "/favicon.ico")?.sizes);
  });
});
