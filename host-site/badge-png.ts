/**
 * The badge as a PNG, for e-mail signatures: Gmail and Outlook show no SVG. It is the SVG of
 * badge-image.ts, drawn by resvg (a Rust renderer shipped as a prebuilt Node addon) at twice its
 * size, so it stays sharp on a phone's screen when the <img> gives it its CSS size. Drawing takes
 * milliseconds and runs off the main thread; each image is kept, by what it shows, in a small map.
 */
import fs from "node:fs";
import path from "node:path";
import { type BadgeResponse, badgeAnswer, badgeHeaders, type CertificateLookup } from "./badge-image.ts";

/** Pixels per CSS pixel of the badge. */
export const PNG_SCALE = 2;
const MAX_KEPT = 200;

/**
 * Fonts close to Arial's widths (which the SVG's estimate of a name's width follows), in the
 * order tried: Liberation Sans and Arimo are Arial's metrics; DejaVu Sans is wider, but there.
 */
const FAMILIES: { family: string; files: RegExp }[] = [
  { family: "Liberation Sans", files: /^LiberationSans-(Regular|Bold)\.ttf$/ },
  { family: "Arimo", files: /^Arimo-(Regular|Bold)\.ttf$/ },
  { family: "Arial", files: /^Arial( Bold)?\.ttf$|^arial(bd)?\.ttf$/i },
  { family: "Helvetica", files: /^Helvetica\.ttc$/ },
  { family: "DejaVu Sans", files: /^DejaVuSans(-Bold)?\.ttf$/ },
];
const FONT_DIRS = ["/usr/share/fonts", "/usr/local/share/fonts", "/System/Library/Fonts", "/Library/Fonts", "C:\\Windows\\Fonts"];

/** Font files under `dir`, a few levels down. */
function fontFilesIn(dir: string, depth = 4): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return depth > 0 ? fontFilesIn(full, depth - 1) : [];
    return /\.(ttf|otf|ttc)$/i.test(entry.name) ? [full] : [];
  });
}

export interface PngFonts {
  family: string;
  files: string[];
}

/**
 * The font the PNG's text is drawn in: the first of FAMILIES this machine has, loaded from its
 * files alone with the others found (reading every system font for each image would cost more
 * than drawing it). The SVG's font list ends in sans-serif, which resvg reads as this family.
 * Null: none of them, and resvg looks through the system's fonts.
 */
export function pngFonts(dirs: string[] = FONT_DIRS): PngFonts | null {
  const all = dirs.flatMap((dir) => fontFilesIn(dir));
  const found = FAMILIES.map(({ family, files }) => ({ family, files: all.filter((file) => files.test(path.basename(file))) })).filter((f) => f.files.length);
  // The others are loaded too: resvg takes a letter the first lacks (Arabic, Greek, Cyrillic in DejaVu Sans) from them.
  return found.length ? { family: found[0].family, files: found.flatMap((f) => f.files) } : null;
}

type Resvg = typeof import("@resvg/resvg-js");
let resvg: Promise<Resvg | null> | null = null;
let fonts: PngFonts | null | undefined;

/** resvg, loaded on first use: a machine without its prebuilt addon still serves the SVG. */
function renderer(): Promise<Resvg | null> {
  resvg ??= import("@resvg/resvg-js").catch(() => null);
  return resvg;
}

/** How resvg draws a badge: PNG_SCALE times its declared size, its text in the font found. */
export function pngRenderOptions(): import("@resvg/resvg-js").ResvgRenderOptions {
  fonts ??= pngFonts();
  return {
    fitTo: { mode: "zoom", value: PNG_SCALE },
    font: fonts
      ? { loadSystemFonts: false, fontFiles: fonts.files, defaultFontFamily: fonts.family, sansSerifFamily: fonts.family }
      : { loadSystemFonts: true, defaultFontFamily: "Arial", sansSerifFamily: "Arial" },
  };
}

/** `svg` as a PNG, off the main thread; null where resvg cannot load. */
export async function rasterise(svg: string): Promise<Buffer | null> {
  const lib = await renderer();
  if (!lib) return null;
  const image = await lib.renderAsync(svg, pngRenderOptions());
  return image.asPng();
}

/** Drawn badges by what they show; the oldest leaves first. A drawing under way is shared. */
const kept = new Map<string, Promise<Buffer | null>>();

function drawn(key: string, svg: string): Promise<Buffer | null> {
  const hit = kept.get(key);
  if (hit) {
    // Most recently used last.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const png = rasterise(svg).catch(() => null);
  kept.set(key, png);
  void png.then((out) => {
    if (!out) kept.delete(key);
  });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return png;
}

/** For tests: how many drawings are kept. */
export const keptPngs = () => kept.size;

/**
 * GET /certificate/{number}/badge.png: the same answer as the SVG's (status, cache, Retry-After),
 * drawn as a PNG. A server whose resvg cannot load says so with 501, and keeps serving the SVG.
 */
export async function badgePng(lookup: CertificateLookup, number: string, query: URLSearchParams | string): Promise<BadgeResponse> {
  const answer = await badgeAnswer(lookup, number, query);
  const png = await drawn(answer.key, answer.svg);
  if (!png) {
    const type = "text/plain; charset=utf-8";
    return {
      status: 501,
      type,
      body: "PNG badges cannot be drawn on this server: use badge.svg.",
      cacheControl: "no-store",
      headers: badgeHeaders(type, "no-store"),
    };
  }
  const type = "image/png";
  return {
    status: answer.status,
    type,
    body: png,
    cacheControl: answer.cacheControl,
    ...(answer.retryAfter ? { retryAfter: answer.retryAfter } : {}),
    headers: badgeHeaders(type, answer.cacheControl, answer.retryAfter),
  };
}
