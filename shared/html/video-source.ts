/**
 * What an intro-video link becomes on the course page. Only http(s) links are used at all; YouTube
 * and Vimeo are embedded only from their own hosts with a well-formed id, so a hostile link can
 * never choose what the embed loads.
 */
export type IntroVideo =
  | { kind: "youtube"; id: string }
  | { kind: "vimeo"; id: string; hash: string | null }
  | { kind: "file"; url: string }
  | { kind: "link"; url: string };

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
/** YouTube ids are exactly 11 characters of this alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const MEDIA_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

/** The 11-character id of a YouTube watch?v=, youtu.be/ or embed/ link; null for anything else. */
export function youtubeId(raw: string | null | undefined): string | null {
  const url = parse(raw);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null = null;
  if (host === "youtu.be") candidate = segments.length === 1 ? segments[0] : null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === "/watch") candidate = url.searchParams.get("v");
    else if (segments[0] === "embed" && segments.length === 2) candidate = segments[1];
  }
  return candidate !== null && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** How to show an intro video; null when there is none or the link is not http(s). */
export function introVideo(raw: string | null | undefined): IntroVideo | null {
  const url = parse(raw);
  if (!url) return null;
  const id = youtubeId(url.href);
  if (id) return { kind: "youtube", id };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: "vimeo", ...vimeo };
  if (MEDIA_FILE.test(url.pathname)) return { kind: "file", url: url.href };
  return { kind: "link", url: url.href };
}

/** Where the video can be watched on its own site. */
export function watchUrl(video: IntroVideo): string {
  if (video.kind === "youtube") return `https://www.youtube.com/watch?v=${video.id}`;
  if (video.kind === "vimeo") return `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ""}`;
  return video.url;
}

/** The privacy-respecting Vimeo player address: no tracking cookies (dnt=1). */
export function vimeoEmbedUrl(video: { id: string; hash: string | null }): string {
  const query = new URLSearchParams({ dnt: "1" });
  if (video.hash) query.set("h", video.hash);
  return `https://player.vimeo.com/video/${video.id}?${query}`;
}

function vimeoId(url: URL): { id: string; hash: string | null } | null {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  // player.vimeo.com/video/{id}; vimeo.com/{id}[/{hash}]; vimeo.com/channels/{name}/{id}
  const at = segments[0] === "video" ? 1 : segments[0] === "channels" ? 2 : 0;
  const id = segments[at];
  if (!id || !VIMEO_ID.test(id)) return null;
  const hash = segments[at + 1] ?? url.searchParams.get("h");
  return { id, hash: hash && VIMEO_HASH.test(hash) ? hash : null };
}

/** An absolute http(s) URL; a link typed without its scheme ("youtu.be/…") counts as https. */
function parse(raw: string | null | undefined): URL | null {
  const text = raw?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : /^[\w-]+(\.[\w-]+)+\//.test(text) ? `https://${text}` : null;
  if (!withScheme) return null;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}
