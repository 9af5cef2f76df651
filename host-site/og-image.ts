import { Resvg } from "@resvg/resvg-js";
import type { ApiReader } from "./api-reader.ts";
import { httpUrl } from "./heads/markup.ts";

/**
 * The pictures link previews show (og:image). WhatsApp and Facebook show no SVG, and want about
 * 1200 × 630: the server makes that PNG from the course's cover, the post's picture or the
 * organization's logo (SVG or raster, drawn by resvg), keeps it, and lets caches keep it a day.
 * The picture's file is fetched only from the address the API gives, with a size cap and a short
 * wait; anything it cannot use gives the platform's own picture instead.
 */

export type PreviewKind = "courses" | "organizations" | "posts" | "certificates";

export interface PreviewImage {
  status: number;
  type: string;
  body: Buffer;
  cacheControl: string;
}

export const WIDTH = 1200;
export const HEIGHT = 630;
const MAX_BYTES = 5 * 1024 * 1024;
const FETCH_MS = 3000;
const KEEP = 300;
const BRAND = "#0b6b50";
const BRAND_STRONG = "#08543f";
const PICTURE_TYPES = /^image\/(svg\+xml|png|jpeg|webp|gif)\b/;

/** Where each kind's picture is in the API's answer. */
const SOURCES: Record<PreviewKind, { call: (key: string) => string; picture: (body: unknown) => unknown }> = {
  courses: { call: (key) => `/courses/${key}`, picture: (body) => at(body, "course", "image") ?? at(body, "course", "image_medium") },
  organizations: { call: (key) => `/organizations/${key}`, picture: (body) => at(body, "data", "logo") },
  posts: { call: (key) => `/posts/${key}`, picture: (body) => at(body, "data", "image") ?? at(body, "data", "thumbnail") },
  // A certificate shows its issuer's logo, as the organization's page does.
  certificates: { call: (key) => `/certificates/${key}`, picture: (body) => at(body, "data", "organization", "logo") },
};

/** The value at a path of keys in an answer, or null. */
function at(body: unknown, ...keys: string[]): unknown {
  let value = body;
  for (const key of keys) value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : null;
  return value ?? null;
}

/** The picture's bytes and type, or null: too big, too slow, not a picture, not there. */
async function fetchPicture(url: string, fetcher: typeof fetch): Promise<{ type: string; bytes: Buffer } | null> {
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(FETCH_MS), redirect: "follow" });
    const type = (response.headers.get("content-type") ?? "").toLowerCase();
    if (!response.ok || !PICTURE_TYPES.test(type) || !response.body) return null;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > MAX_BYTES) return null;
      chunks.push(chunk);
    }
    return { type: type.split(";")[0].trim(), bytes: Buffer.concat(chunks) };
  } catch {
    return null;
  }
}

/** The preview's drawing: a cover fills the frame; a logo sits on the platform's colours. */
function composition(kind: PreviewKind, picture: { type: string; bytes: Buffer } | null): string {
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`;
  const backdrop = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_STRONG}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`;
  if (!picture) return `${frame}${backdrop}${MARK}</svg>`;
  const href = `data:${picture.type};base64,${picture.bytes.toString("base64")}`;
  if (kind === "organizations" || kind === "certificates")
    return `${frame}${backdrop}<rect x="380" y="95" width="440" height="440" rx="36" fill="#ffffff"/><image href="${href}" x="410" y="125" width="380" height="380" preserveAspectRatio="xMidYMid meet"/></svg>`;
  return `${frame}${backdrop}<image href="${href}" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice"/></svg>`;
}

/** The platform's mark (favicon.svg), for a preview with no picture of its own. */
const MARK = `<g transform="translate(450 165) scale(9.375)"><rect width="32" height="32" rx="7" fill="#ffffff" fill-opacity="0.12"/><path d="M8 22V10h4v9h8v3z" fill="#ffffff"/></g>`;

const render = (svg: string): Buffer =>
  Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: WIDTH }, font: { loadSystemFonts: false } }).render().asPng());

/** The platform's own preview picture, made once. */
let platformPicture: Buffer | null = null;
export const defaultPreview = (): Buffer => {
  platformPicture ??= render(composition("courses", null));
  return platformPicture;
};

/** Answers `/og/{kind}/{key}.png`: the thing's preview picture, or 404 for a thing the API does not know. */
export function previewImages(read: ApiReader, fetcher: typeof fetch = fetch): (kind: PreviewKind, key: string) => Promise<PreviewImage> {
  const kept = new Map<string, Buffer>();
  const png = (body: Buffer, cacheControl = "public, max-age=86400, s-maxage=604800"): PreviewImage => ({ status: 200, type: "image/png", body, cacheControl });
  return async (kind, key) => {
    const answer = await read(SOURCES[kind].call(encodeURIComponent(key)));
    if (answer.status === "missing") return { status: 404, type: "text/plain; charset=utf-8", body: Buffer.from("Not found"), cacheControl: "no-cache" };
    // The API did not answer: the platform's picture for now, kept only briefly.
    if (answer.status === "unknown") return png(defaultPreview(), "public, max-age=60");
    const source = httpUrl(SOURCES[kind].picture(answer.body));
    if (!source) return png(defaultPreview());
    const known = kept.get(`${kind} ${source}`);
    if (known) return png(known);
    const picture = await fetchPicture(source, fetcher);
    let body: Buffer;
    try {
      body = picture ? render(composition(kind, picture)) : defaultPreview();
    } catch {
      // A file that says it is a picture and is not one.
      body = defaultPreview();
    }
    kept.set(`${kind} ${source}`, body);
    if (kept.size > KEEP) kept.delete(kept.keys().next().value as string);
    return png(body);
  };
}
