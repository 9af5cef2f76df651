import { createRandom } from "./random.ts";
import type { SeedFiles } from "./storage.ts";

/** Distinct covers in the pool; courses, exams and posts reuse them so a 10,000-course run writes few files. */
const COVER_COUNT = 24;

const PALETTES: [string, string][] = [
  ["#0f766e", "#2dd4bf"],
  ["#1d4ed8", "#60a5fa"],
  ["#7c2d12", "#fb923c"],
  ["#4c1d95", "#a78bfa"],
  ["#166534", "#84cc16"],
  ["#9f1239", "#fb7185"],
  ["#0e7490", "#67e8f9"],
  ["#92400e", "#fcd34d"],
  ["#1e3a8a", "#f472b6"],
  ["#065f46", "#fde047"],
  ["#312e81", "#38bdf8"],
  ["#7f1d1d", "#fbbf24"],
];

const AVATAR_COLOURS = ["#0f766e", "#1d4ed8", "#b45309", "#7c3aed", "#be123c", "#047857", "#0369a1", "#a21caf"];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const SKIPPED_WORDS = new Set(["of", "the", "and", "for", "&", "dr.", "prof.", "mr.", "mrs.", "ms.", "eng."]);

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !SKIPPED_WORDS.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join("");
}

/** Gradient, soft circles and a few stripes: abstract enough to sit behind any course or post title. */
function coverSvg(index: number, width: number, height: number): string {
  const random = createRandom(1000 + index);
  const [from, to] = PALETTES[index % PALETTES.length];
  const circles = Array.from({ length: 5 }, () => {
    const r = random.int(60, 260);
    return `<circle cx="${random.int(0, 1280)}" cy="${random.int(0, 720)}" r="${r}" fill="#ffffff" fill-opacity="${(random.int(6, 18) / 100).toFixed(2)}"/>`;
  });
  const stripes =
    index % 2 === 0
      ? Array.from(
          { length: 6 },
          (_, i) => `<rect x="${-400 + i * 120}" y="-100" width="36" height="1100" fill="#ffffff" fill-opacity="0.06" transform="rotate(-30 640 360)"/>`,
        )
      : [`<path d="M0 560 C 320 460, 640 700, 1280 520 L1280 720 L0 720 Z" fill="#000000" fill-opacity="0.14"/>`];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1280 720">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="1280" height="720" fill="url(#g)"/>`,
    ...circles,
    ...stripes,
    `</svg>`,
  ].join("\n");
}

export interface CoverImages {
  image: string;
  imageMedium: string;
}

export function coverImages(files: SeedFiles, index: number): CoverImages {
  const n = String((index % COVER_COUNT) + 1).padStart(2, "0");
  return {
    image: files.write(`covers/cover-${n}.svg`, () => coverSvg(index % COVER_COUNT, 1280, 720)).url,
    imageMedium: files.write(`covers/cover-${n}-medium.svg`, () => coverSvg(index % COVER_COUNT, 640, 360)).url,
  };
}

export function organizationLogo(files: SeedFiles, slug: string, name: string, index: number): string {
  const [from, to] = PALETTES[(index * 5) % PALETTES.length];
  const svg = () =>
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">`,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
      `<rect width="256" height="256" rx="48" fill="url(#g)"/>`,
      `<circle cx="128" cy="128" r="92" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>`,
      `<text x="128" y="150" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>`,
      `</svg>`,
    ].join("\n");
  return files.write(`logos/${slug}.svg`, svg).url;
}

/** A circular initials avatar; `key` names the file (e.g. "reviewers/reviewer-07"). */
export function avatar(files: SeedFiles, key: string, name: string, index: number): string {
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length];
  const svg = () =>
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">`,
      `<circle cx="128" cy="128" r="128" fill="${colour}"/>`,
      `<text x="128" y="152" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="88" font-weight="600" fill="#ffffff">${escapeXml(initials(name))}</text>`,
      `</svg>`,
    ].join("\n");
  return files.write(`avatars/${key}.svg`, svg).url;
}

/** A neutral head-and-shoulders avatar, for accounts whose name the content seed does not know. */
export function silhouetteAvatar(files: SeedFiles, key: string, index: number): string {
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length];
  return files.write(`avatars/${key}.svg`, () =>
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">`,
      `<clipPath id="c"><circle cx="128" cy="128" r="128"/></clipPath>`,
      `<g clip-path="url(#c)"><rect width="256" height="256" fill="${colour}"/>`,
      `<circle cx="128" cy="104" r="48" fill="#ffffff" fill-opacity="0.9"/>`,
      `<ellipse cx="128" cy="236" rx="88" ry="72" fill="#ffffff" fill-opacity="0.9"/></g>`,
      `</svg>`,
    ].join("\n"),
  ).url;
}
