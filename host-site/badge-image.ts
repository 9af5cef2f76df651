/**
 * A certificate's badge as an image, for the places that run no script (a hosted blog, a forum
 * signature, an e-mail): /certificate/{number}/badge.svg. It shows what <lp-certificate-badge>
 * shows (the verified mark, the course, the holder, and in the large size the issuer and the date)
 * in the widget's sizes and colours, drawn from the facts the API gives, with nothing fetched: no
 * web font, no remote logo (an e-mail program would block it), the issuer's initials instead.
 *
 * The server's word is checked when the image is asked for, as the page's is; a cache keeps the
 * image a few minutes. Every value written into the SVG is escaped for XML, and a long name is
 * cut with an ellipsis by its width in Arial's metrics (a line that nearly fills its room is
 * pinned to that width, whatever font the reader has), and clipped besides: nothing leaves its box.
 */
import type { CertificateFacts, certificateLookup } from "./certificate-head.ts";

export type BadgeSize = "small" | "large";
export type BadgeTheme = "light" | "dark";
export type BadgeLocale = "en" | "fr";
export interface BadgeOptions {
  size: BadgeSize;
  theme: BadgeTheme;
  locale: BadgeLocale;
}

/** The room each size takes, in CSS pixels: the widget's (certificate-badge.css). */
export const BADGE_SIZES: Record<BadgeSize, { width: number; height: number }> = {
  small: { width: 300, height: 48 },
  large: { width: 340, height: 136 },
};

/** The widget's tokens (shared/styles/tokens.css), light and dark. */
const PALETTES = {
  light: { surface: "#ffffff", border: "#c9d1db", text: "#1b2430", muted: "#5a6472", success: "#1e7a3c", brand: "#0b6b50", onBrand: "#ffffff" },
  dark: { surface: "#141c25", border: "#3b4755", text: "#e9eef3", muted: "#aab4c0", success: "#6fd394", brand: "#5cc9a2", onBrand: "#0b1a14" },
} as const satisfies Record<BadgeTheme, Record<string, string>>;

/** The widget's font stack (--lp-font): the reader's own system font, nothing downloaded. */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The badge's words: the widget's ("badge.kind", "badge.issued") and the image's own. */
const WORDS = {
  en: {
    kind: "Verified certificate",
    issued: "{organization} · {date}",
    title: "Verified certificate: {holder}, {course}, issued by {organization} on {date}",
    missing: "This certificate number does not exist",
    unknown: "This certificate could not be checked just now",
    invalid: "This is not the address of a certificate badge",
  },
  fr: {
    kind: "Certificat vérifié",
    issued: "{organization} · {date}",
    title: "Certificat vérifié : {holder}, {course}, délivré par {organization} le {date}",
    missing: "Ce numéro de certificat n’existe pas",
    unknown: "Ce certificat n’a pas pu être vérifié pour le moment",
    invalid: "Cette adresse n’est pas celle d’un badge de certificat",
  },
} as const satisfies Record<BadgeLocale, Record<string, string>>;

// ---------------------------------------------------------------------------------------------
// Text: escaped, cleaned, measured.

/** What XML 1.0 does not allow in a document at all (C0 controls, lone surrogates, U+FFFE/F): dropped, or the image would not parse. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: dropping them is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an element's content or a quoted attribute: nothing in it can end the text or the quotes. */
export const escapeXml = (value: string): string =>
  value.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** A name as one line: its controls dropped, its white space (new lines, tabs) one space. */
const oneLine = (value: string | null | undefined): string => (value ?? "").replace(NOT_XML, "").replace(/\s+/g, " ").trim();

/** The first-strong isolates: a right-to-left name cannot turn the words around it (what <bdi> does in the widget). */
const isolated = (value: string) => `\u2068${value}\u2069`;

/** `template` with its {placeholders} filled, piece by piece (data is never a replacement pattern). */
function fill(template: string, vars: Record<string, string>): string {
  return template
    .split(/\{(\w+)\}/)
    .map((piece, i) => (i % 2 === 1 ? (vars[piece] ?? `{${piece}}`) : piece))
    .join("");
}

const graphemeSegmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;
const graphemes = (text: string): string[] => (graphemeSegmenter ? Array.from(graphemeSegmenter.segment(text), (s) => s.segment) : [...text]);

/**
 * Advance widths of printable ASCII (32 to 126), in thousandths of an em, of Arial (Helvetica's
 * metrics, and Liberation Sans's, which the PNG is drawn with: measured there to a pixel).
 */
const ASCII_REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584,
  556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278,
  469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260,
  334, 584,
];
const ASCII_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584,
  611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333,
  584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280,
  389, 584,
];
/** Letters and punctuation beyond ASCII that names and the badge's words use (an accented letter is measured as its letter). */
const OTHER: Record<string, number> = {
  "…": 1000,
  "·": 278,
  "’": 222,
  "‘": 222,
  "“": 333,
  "”": 333,
  "«": 556,
  "»": 556,
  "–": 556,
  "—": 1000,
  "\u00a0": 278,
  "\u202f": 278,
  ß: 611,
  æ: 889,
  Æ: 1000,
  œ: 944,
  Œ: 1000,
  ø: 611,
  Ø: 778,
  ł: 222,
  Ł: 556,
  đ: 556,
  Đ: 722,
  ı: 278,
};
/** Characters drawn a full em wide: East Asian wide and full-width forms, emoji. */
const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|\p{Extended_Pictographic}|[\u{20000}-\u{3FFFD}]/u;
/** Marks that take no room of their own (accents, joiners, direction marks, the isolates above). */
const NO_ROOM = /^[\p{M}\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]+$/u;
/** A character of another script is guessed, a little wide: its font is not known. */
const GUESS = 700;

interface Font {
  size: number;
  bold?: boolean;
}

/** A character's advance in thousandths of an em, and whether it is known or guessed. */
function advance(g: string, bold: boolean): { units: number; known: boolean } {
  if (NO_ROOM.test(g)) return { units: 0, known: true };
  if (WIDE.test(g)) return { units: 1000, known: false };
  const base = [...g.normalize("NFD")][0];
  const code = base.codePointAt(0)!;
  if (code >= 32 && code <= 126) return { units: (bold ? ASCII_BOLD : ASCII_REGULAR)[code - 32], known: true };
  const other = OTHER[base];
  return other === undefined ? { units: GUESS, known: false } : { units: bold ? Math.round(other * 1.05) : other, known: true };
}

const pixels = (units: number, font: Font) => (units / 1000) * font.size;

/** The width of `text` in `font`, in pixels, as Arial draws it (and a guess for other scripts). */
export function textWidth(text: string, font: Font): number {
  let units = 0;
  for (const g of graphemes(text)) units += advance(g, !!font.bold).units;
  return pixels(units, font);
}

/** Whether every character of `text` has a known width (Latin, with its accents): its width can then be pinned. */
const measured = (text: string, font: Font) => graphemes(text).every((g) => advance(g, !!font.bold).known);

/** `text` cut to `width` with an ellipsis, never inside a character a reader sees as one. */
export function ellipsized(text: string, width: number, font: Font): string {
  if (textWidth(text, font) <= width) return text;
  const chars = graphemes(text);
  const room = width - textWidth("…", font);
  let used = 0;
  let keep = 0;
  while (keep < chars.length) {
    const w = pixels(advance(chars[keep], !!font.bold).units, font);
    if (used + w > room) break;
    used += w;
    keep++;
  }
  return `${chars.slice(0, keep).join("").trimEnd()}…`;
}

/** `text` in lines of at most `width`, broken between words (inside a word only when one alone is too long), the last line cut. */
export function wrapped(text: string, width: number, font: Font, maxLines: number): string[] {
  const lines: string[] = [];
  let rest = text.trim();
  while (rest && lines.length < maxLines) {
    if (lines.length === maxLines - 1 || textWidth(rest, font) <= width) {
      lines.push(ellipsized(rest, width, font));
      break;
    }
    const chars = graphemes(rest);
    let fit = 0;
    let used = 0;
    while (fit < chars.length) {
      const w = pixels(advance(chars[fit], !!font.bold).units, font);
      if (used + w > width) break;
      used += w;
      fit++;
    }
    fit = Math.max(1, fit);
    const head = chars.slice(0, fit).join("");
    // Break at the last space that fits, or just after the part that fits when it ends a word.
    const at = chars[fit] === " " ? head.length : head.lastIndexOf(" ");
    const cut = at > 0 ? at : head.length;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Drawing.

const px = (n: number) => String(Math.round(n * 100) / 100);

/** The baseline of a line of `font` whose line box starts at `top` and is `lineHeight` tall (Arial's ascent and descent). */
const baseline = (top: number, lineHeight: number, font: Font) => top + lineHeight / 2 + 0.35 * font.size;

/**
 * A line of text. A line that nearly fills its `room` has its width pinned (textLength) to the
 * width Arial gives it: a reader's system font a little wider or narrower than Arial is fitted
 * to it, so it never runs past its room (nor into the clip that is there besides).
 */
function text(x: number, y: number, font: Font, fill: string, content: string, { room, extra = "" }: { room?: number; extra?: string } = {}): string {
  const width = textWidth(content, font);
  const pinned = room !== undefined && width > 0.8 * room && measured(content, font) ? ` textLength="${px(width)}" lengthAdjust="spacingAndGlyphs"` : "";
  return `<text x="${px(x)}" y="${px(y)}" font-size="${font.size}"${font.bold ? ' font-weight="700"' : ""} fill="${fill}"${pinned}${extra}>${escapeXml(content)}</text>`;
}

/** The widget's verified mark (components/verified-mark.tsx): a tick in a seal, `size` pixels square at (x, y). */
function verifiedMark(x: number, y: number, size: number, colours: { success: string; onBrand: string }): string {
  return (
    `<g transform="translate(${px(x)} ${px(y)}) scale(${px(size / 24)})">` +
    `<circle cx="12" cy="12" r="11" fill="${colours.success}"/>` +
    `<path d="M7 12.5l3.2 3.2L17.2 8.7" fill="none" stroke="${colours.onBrand}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>` +
    "</g>"
  );
}

const firstLetter = (text: string) => graphemes(text.trim())[0]?.toLocaleUpperCase() ?? "";

/** Up to two letters for the issuer, as the widget's Avatar writes them when there is no picture. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return firstLetter(words[0] ?? "") + firstLetter(words.length > 1 ? words[words.length - 1] : "") || "?";
}

/** A date in the language's long form, the widget's (formatDate), on Cameroon's clock. */
export function badgeDate(iso: string, locale: BadgeLocale): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return oneLine(iso);
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-CM" : "en-CM", { dateStyle: "long", timeZone: "Africa/Douala" }).format(at);
}

/** Ids that stay apart when two badges are written into one HTML page. */
const idOf = (key: string) => `lp-badge-${key.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64)}`;

function frame(options: BadgeOptions, id: string, title: string, body: string): string {
  const { width, height } = BADGE_SIZES[options.size];
  const colours = PALETTES[options.theme];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title" lang="${options.locale}" font-family="${FONT}">`,
    `<title id="${id}-title">${escapeXml(title)}</title>`,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="7.5" fill="${colours.surface}" stroke="${colours.border}"/>`,
    body,
    "</svg>",
  ].join("\n");
}

/** A region text is clipped to, as the widget's overflow: hidden does. */
const clip = (id: string, x: number, y: number, width: number, height: number) =>
  `<clipPath id="${id}"><rect x="${px(x)}" y="${px(y)}" width="${px(width)}" height="${px(height)}"/></clipPath>`;

/** The badge of a certificate the platform vouches for, as a standalone SVG document. */
export function renderBadgeSvg(c: CertificateFacts, options: BadgeOptions): string {
  const words = WORDS[options.locale];
  const colours = PALETTES[options.theme];
  const holder = oneLine(c.holder.name);
  const course = oneLine(c.course.title);
  const organization = oneLine(c.organization.name);
  const date = badgeDate(c.issued_at, options.locale);
  const id = idOf(c.certificate_number);
  const title = fill(words.title, { holder: isolated(holder), course: isolated(course), organization: isolated(organization), date });
  const { width, height } = BADGE_SIZES[options.size];

  if (options.size === "small") {
    // One line: the mark, then the course and the holder.
    const mark = 18;
    const x = 12 + mark + 8;
    const room = width - 12 - x;
    const courseFont = { size: 14, bold: true };
    const holderFont = { size: 13 };
    const courseWidth = textWidth(course, courseFont);
    const holderWidth = textWidth(holder, holderFont);
    // Both whole when they fit; else the holder's name keeps up to two fifths of the line and the course takes the rest.
    const shared = room - 8;
    const courseRoom = shared - (courseWidth + holderWidth <= shared ? holderWidth : Math.max(Math.min(holderWidth, 0.4 * shared), shared - courseWidth));
    const shownCourse = ellipsized(course, courseRoom, courseFont);
    // The holder follows the course as it is drawn, and takes what room is left.
    const holderX = x + Math.min(courseRoom, textWidth(shownCourse, courseFont)) + 8;
    const holderRoom = x + room - holderX;
    const body = [
      `<defs>${clip(`${id}-course`, x, 0, courseRoom, height)}${clip(`${id}-holder`, holderX, 0, holderRoom, height)}</defs>`,
      verifiedMark(12, (height - mark) / 2, mark, colours),
      text(x, baseline(height / 2 - 10.5, 21, courseFont), courseFont, colours.text, shownCourse, {
        room: courseRoom,
        extra: ` clip-path="url(#${id}-course)"`,
      }),
      text(holderX, baseline(height / 2 - 9.75, 19.5, holderFont), holderFont, colours.muted, ellipsized(holder, holderRoom, holderFont), {
        room: holderRoom,
        extra: ` clip-path="url(#${id}-holder)"`,
      }),
    ].join("\n");
    return frame(options, id, title, body);
  }

  // Large: the issuer's initials in a circle, then the kind, the course (two lines at most), the holder, the issuer and date.
  const logo = 48;
  const x = 16 + logo + 12;
  const room = width - 16 - x;
  const kindFont = { size: 13, bold: true };
  const courseFont = { size: 16, bold: true };
  const holderFont = { size: 14 };
  const issuerFont = { size: 13 };
  const courseLines = wrapped(course, room, courseFont, 2);
  const rows = 20 + 2 + courseLines.length * 20.8 + 2 + 21 + 2 + 19.5;
  let top = (height - rows) / 2;
  const parts: string[] = [];
  parts.push(`<defs>${clip(`${id}-text`, x, 0, room, height)}</defs>`);
  const cy = height / 2;
  parts.push(
    `<g aria-hidden="true"><circle cx="${px(16 + logo / 2)}" cy="${px(cy)}" r="${px(logo / 2 - 0.5)}" fill="${colours.brand}" stroke="${colours.border}"/>` +
      text(16 + logo / 2, baseline(cy - 12, 24, { size: 18 }), { size: 18, bold: true }, colours.onBrand, initials(organization), {
        extra: ' text-anchor="middle"',
      }) +
      "</g>",
  );
  const column: string[] = [];
  column.push(verifiedMark(x, top, 20, colours));
  column.push(text(x + 26, baseline(top, 20, kindFont), kindFont, colours.success, ellipsized(words.kind, room - 26, kindFont), { room: room - 26 }));
  top += 20 + 2;
  for (const line of courseLines) {
    column.push(text(x, baseline(top, 20.8, courseFont), courseFont, colours.text, line, { room }));
    top += 20.8;
  }
  top += 2;
  column.push(text(x, baseline(top, 21, holderFont), holderFont, colours.text, ellipsized(holder, room, holderFont), { room }));
  top += 21 + 2;
  // The issuer is cut before the date is.
  const issuer = ellipsized(organization, Math.max(0, room - textWidth(fill(words.issued, { organization: "", date }), issuerFont)), issuerFont);
  column.push(
    text(
      x,
      baseline(top, 19.5, issuerFont),
      issuerFont,
      colours.muted,
      ellipsized(fill(words.issued, { organization: isolated(issuer), date }), room, issuerFont),
      { room },
    ),
  );
  parts.push(`<g clip-path="url(#${id}-text)">\n${column.join("\n")}\n</g>`);
  return frame(options, id, title, parts.join("\n"));
}

export type BadgeProblem = "missing" | "unknown" | "invalid";

/** A badge-sized image that says why there is no badge: no such certificate, no answer from the platform, a wrong address. */
export function renderProblemSvg(problem: BadgeProblem, options: BadgeOptions): string {
  const message = WORDS[options.locale][problem];
  const colours = PALETTES[options.theme];
  const { width, height } = BADGE_SIZES[options.size];
  const small = options.size === "small";
  const pad = small ? 12 : 16;
  const font = { size: small ? 13 : 14 };
  const lineHeight = small ? 16.9 : 21;
  const lines = wrapped(message, width - 2 * pad, font, small ? 2 : 4);
  let top = (height - lines.length * lineHeight) / 2;
  const body = lines.map((line) => {
    const out = text(pad, baseline(top, lineHeight, font), font, colours.text, line, { room: width - 2 * pad });
    top += lineHeight;
    return out;
  });
  return frame(options, idOf(problem), message, body.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// The request.

/** What the server's certificate lookup answers (certificateLookup in certificate-head.ts). */
export type CertificateLookup = ReturnType<typeof certificateLookup>;

/** The shape of a certificate number: letters, digits, dashes and underscores (LPC-2026-9F3A2B7C1D), as long as the API takes. */
const NUMBER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const isCertificateNumber = (value: string): boolean => NUMBER.test(value);

const CHOICES = { size: ["small", "large"], theme: ["light", "dark"], lang: ["en", "fr"] } as const;
const DEFAULTS: BadgeOptions = { size: "small", theme: "light", locale: "en" };

/** The options a query asks for (size, theme, lang, each at most once), or null when it asks for anything else. */
export function badgeOptions(query: URLSearchParams | string): BadgeOptions | null {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  const chosen: Partial<Record<keyof typeof CHOICES, string>> = {};
  for (const [key, value] of params) {
    if (!(key in CHOICES) || key in chosen) return null;
    const name = key as keyof typeof CHOICES;
    if (!(CHOICES[name] as readonly string[]).includes(value)) return null;
    chosen[name] = value;
  }
  return {
    size: (chosen.size as BadgeSize | undefined) ?? DEFAULTS.size,
    theme: (chosen.theme as BadgeTheme | undefined) ?? DEFAULTS.theme,
    locale: (chosen.lang as BadgeLocale | undefined) ?? DEFAULTS.locale,
  };
}

/** The best options a wrong query can be answered in: its valid values, the defaults for the rest. */
function salvaged(query: URLSearchParams | string): BadgeOptions {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  const pick = <K extends keyof typeof CHOICES>(key: K) => {
    const value = params.get(key);
    return (CHOICES[key] as readonly string[]).includes(value ?? "") ? value : null;
  };
  return {
    size: (pick("size") as BadgeSize | null) ?? DEFAULTS.size,
    theme: (pick("theme") as BadgeTheme | null) ?? DEFAULTS.theme,
    locale: (pick("lang") as BadgeLocale | null) ?? DEFAULTS.locale,
  };
}

export const BADGE_CACHE = {
  /** A certificate does not change once issued: browsers keep it five minutes, shared caches an hour, and may serve it stale while they ask again. */
  found: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  /** A number that names nothing yet may be issued soon: kept a minute, as the API keeps its answer. */
  missing: "public, max-age=60",
  /** The platform did not answer: nothing kept, asked again next time. */
  unknown: "no-store",
  /** A wrong address stays wrong; kept briefly, so a fix to the server shows soon. */
  invalid: "public, max-age=300",
} as const;

/** How long a client should wait before asking again when the platform did not answer, in seconds. */
export const RETRY_AFTER_S = 30;

/** What the server answers for a badge, before it is drawn in a format. */
export interface BadgeAnswer {
  status: 200 | 400 | 404 | 503;
  svg: string;
  cacheControl: string;
  /** Seconds, for a Retry-After header: only when the platform did not answer. */
  retryAfter?: number;
  /** Names what was drawn (the options and the facts, or the problem): the same key, the same image. */
  key: string;
  options: BadgeOptions;
}

/**
 * The badge for `number` as `query` asks for it: the certificate's (200), or an image that says
 * there is no such certificate (404), that the platform did not answer (503), or that the address
 * is wrong (400: a number of the wrong shape, a query with anything but size, theme and lang).
 * It never throws for what a request holds.
 */
export async function badgeAnswer(lookup: CertificateLookup, number: string, query: URLSearchParams | string): Promise<BadgeAnswer> {
  const options = badgeOptions(query);
  const problem = (status: 400 | 404 | 503, kind: BadgeProblem, chosen: BadgeOptions): BadgeAnswer => ({
    status,
    svg: renderProblemSvg(kind, chosen),
    cacheControl: BADGE_CACHE[kind],
    ...(kind === "unknown" ? { retryAfter: RETRY_AFTER_S } : {}),
    key: JSON.stringify([kind, chosen.size, chosen.theme, chosen.locale]),
    options: chosen,
  });
  if (!options || !isCertificateNumber(number)) return problem(400, "invalid", options ?? salvaged(query));
  let found: Awaited<ReturnType<CertificateLookup>>;
  try {
    found = await lookup(number);
  } catch {
    found = { status: "unknown" };
  }
  if (found.status === "missing") return problem(404, "missing", options);
  if (found.status !== "found") return problem(503, "unknown", options);
  const c = found.certificate;
  const facts = [c.certificate_number, c.holder.name, c.course.title, c.organization.name, c.issued_at];
  return {
    status: 200,
    svg: renderBadgeSvg(c, options),
    cacheControl: BADGE_CACHE.found,
    key: JSON.stringify(["found", options.size, options.theme, options.locale, ...facts]),
    options,
  };
}

/** A response the server writes as it is: status, headers (type, cache, and Retry-After when asked to wait), body. */
export interface BadgeResponse {
  status: number;
  type: string;
  body: string | Buffer;
  cacheControl: string;
  retryAfter?: number;
  headers: Record<string, string>;
}

/**
 * Headers of every badge image: it may be shown on any site (an <img> needs no CORS, but a page
 * that isolates itself asks for Cross-Origin-Resource-Policy), and an SVG opened on its own runs
 * nothing and loads nothing.
 */
export function badgeHeaders(type: string, cacheControl: string, retryAfter?: number): Record<string, string> {
  return {
    "Content-Type": type,
    "Cache-Control": cacheControl,
    ...(retryAfter ? { "Retry-After": String(retryAfter) } : {}),
    "Content-Security-Policy": "default-src 'none'",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
}

/** GET /certificate/{number}/badge.svg: the badge as SVG, ready to write. */
export async function badgeImage(lookup: CertificateLookup, number: string, query: URLSearchParams | string): Promise<BadgeResponse> {
  const answer = await badgeAnswer(lookup, number, query);
  const type = "image/svg+xml; charset=utf-8";
  return {
    status: answer.status,
    type,
    body: answer.svg,
    cacheControl: answer.cacheControl,
    ...(answer.retryAfter ? { retryAfter: answer.retryAfter } : {}),
    headers: badgeHeaders(type, answer.cacheControl, answer.retryAfter),
  };
}

/** The number and the format a badge's address asks for (/certificate/{number}/badge.svg or .png), or null for any other path. */
export function badgeRoute(pathname: string): { number: string; format: "svg" | "png" } | null {
  const match = /^\/certificate\/([^/]+)\/badge\.(svg|png)$/.exec(pathname);
  return match ? { number: match[1], format: match[2] as "svg" | "png" } : null;
}
