/**
 * What a video link (a lesson's, a course's intro) becomes. Only http(s) links are used at all, and
 * a player is embedded only from its own host, parsed exactly, with an id of its own strict form:
 * the embed's address is built here from that id, so a hostile link never chooses what a frame loads.
 *
 * Embedded: YouTube (lite-youtube), Vimeo (its no-tracking player), media files (the browser's
 * player), and the hosts below that let any site frame their player without a script of theirs:
 * Google Drive files (their preview), Loom, Wistia, and Dailymotion where the platform has a
 * Dailymotion Player ID (`dailymotionPlayerId`: since September 2026 Dailymotion answers an embed
 * without one with 403; without it, a link). Their time is not read (they speak no protocol the
 * lesson knows), so their lessons complete with Mark as Complete.
 * Left as a link to the video's site: Facebook, Instagram, TikTok and X, whose embeds are made for
 * their own script (the SDK, embed.js, widgets.js), which the page's policy does not run, and whose
 * pages refuse to be framed; and any other page, which may refuse framing too, and which a frame
 * would load from wherever the link says.
 */
import { getConfig } from "#shared/config/runtime.ts";

export type IntroVideo =
  | { kind: "youtube"; id: string }
  | { kind: "vimeo"; id: string; hash: string | null }
  | { kind: "frame"; host: FrameHost; src: string; watch: string }
  | { kind: "file"; url: string }
  | { kind: "link"; url: string };

/** The other hosts whose player is framed as it is, without a script of theirs. */
export type FrameHost = "dailymotion" | "drive" | "loom" | "wistia";

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const DAILYMOTION_HOSTS = new Set(["dailymotion.com", "www.dailymotion.com", "m.dailymotion.com"]);
/** YouTube ids are exactly 11 characters of this alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
/** A public Dailymotion video ("x8abc12"); an old page's address adds "_its-title" after it. */
const DAILYMOTION_ID = /^x[0-9a-z]{4,12}$/i;
/** The platform's player configuration at Dailymotion ("x1b2c3"): letters and digits only. */
const DAILYMOTION_PLAYER = /^[a-z0-9]{3,20}$/i;
const DRIVE_ID = /^[A-Za-z0-9_-]{20,80}$/;
/** What a file shared by link before 2021 needs besides its id ("0-Ab3…"). */
const DRIVE_RESOURCE_KEY = /^[A-Za-z0-9_-]{4,80}$/;
/** A Loom video's 32 hex digits, after the title words its newer share links start with. */
const LOOM_SHARE = /^(?:[A-Za-z0-9-]*-)?([0-9a-f]{32})$/;
const WISTIA_ID = /^[a-z0-9]{10}$/;
const WISTIA_ACCOUNT_HOST = /^[a-z0-9-]+\.wistia\.com$/;
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
  const frame = framedPlayer(url);
  if (frame) return frame;
  if (MEDIA_FILE.test(url.pathname)) return { kind: "file", url: url.href };
  return { kind: "link", url: url.href };
}

/** Where the video can be watched on its own site. */
export function watchUrl(video: IntroVideo): string {
  if (video.kind === "youtube") return `https://www.youtube.com/watch?v=${video.id}`;
  if (video.kind === "vimeo") return `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ""}`;
  if (video.kind === "frame") return video.watch;
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

/** A Dailymotion, Google Drive, Loom or Wistia video, with its player's address and its page's; null for anything else. */
function framedPlayer(url: URL): Extract<IntroVideo, { kind: "frame" }> | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  const query = (name: string) => url.searchParams.get(name);

  // dailymotion.com/video/{id}[_title]; dailymotion.com/embed/video/{id}; dai.ly/{id}; geo.dailymotion.com/player[/{player}].html?video={id}
  let dailymotion: string | null = null;
  if (host === "dai.ly" && segments.length === 1) dailymotion = segments[0];
  else if (DAILYMOTION_HOSTS.has(host)) {
    const at = segments[0] === "video" ? 1 : segments[0] === "embed" && segments[1] === "video" ? 2 : -1;
    if (at > 0 && segments.length === at + 1) dailymotion = segments[at].split("_")[0];
  } else if (host === "geo.dailymotion.com" && /^\/player(\/[\w-]+)?\.html$/.test(url.pathname)) dailymotion = query("video");
  if (dailymotion !== null) {
    const player = getConfig().dailymotionPlayerId;
    return player && DAILYMOTION_PLAYER.test(player) && DAILYMOTION_ID.test(dailymotion)
      ? {
          kind: "frame",
          host: "dailymotion",
          // The player the platform configured at Dailymotion: the only embed Dailymotion still serves.
          src: `https://geo.dailymotion.com/player/${player}.html?video=${dailymotion}`,
          watch: `https://www.dailymotion.com/video/${dailymotion}`,
        }
      : null;
  }

  // drive.google.com/file/d/{id}[/view|/preview|/edit]; drive.google.com/open?id={id}; drive.google.com/uc?id={id}
  if (host === "drive.google.com") {
    const id =
      segments[0] === "file" && segments[1] === "d" && (segments.length === 3 || (segments.length === 4 && /^(view|preview|edit)$/.test(segments[3])))
        ? segments[2]
        : segments.length === 1 && (segments[0] === "open" || segments[0] === "uc")
          ? query("id")
          : null;
    if (!id || !DRIVE_ID.test(id)) return null;
    const key = query("resourcekey");
    const withKey = key && DRIVE_RESOURCE_KEY.test(key) ? `?resourcekey=${key}` : "";
    return {
      kind: "frame",
      host: "drive",
      src: `https://drive.google.com/file/d/${id}/preview${withKey}`,
      watch: `https://drive.google.com/file/d/${id}/view${withKey}`,
    };
  }

  // loom.com/share/{id}; loom.com/embed/{id}
  if (host === "loom.com" || host === "www.loom.com") {
    const id = segments.length === 2 && (segments[0] === "share" || segments[0] === "embed") ? LOOM_SHARE.exec(segments[1])?.[1] : null;
    return id ? { kind: "frame", host: "loom", src: `https://www.loom.com/embed/${id}`, watch: `https://www.loom.com/share/${id}` } : null;
  }

  // {account}.wistia.com/medias/{id}; fast.wistia.net/embed/iframe/{id}
  const wistia =
    host === "fast.wistia.net" && segments.length === 3 && segments[0] === "embed" && segments[1] === "iframe"
      ? segments[2]
      : WISTIA_ACCOUNT_HOST.test(host) && segments.length === 2 && segments[0] === "medias"
        ? segments[1]
        : null;
  if (wistia && WISTIA_ID.test(wistia)) {
    // Its player is also a page of its own: the account's page is not known from the id alone.
    const src = `https://fast.wistia.net/embed/iframe/${wistia}`;
    return { kind: "frame", host: "wistia", src, watch: src };
  }
  return null;
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
