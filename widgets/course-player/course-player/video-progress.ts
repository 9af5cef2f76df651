/** Where a video stands, as its player last said. */
export interface Playback {
  current: number;
  duration: number;
}

/** The spec's rule: a video counts as watched past 75% of its duration. */
export const WATCHED_SHARE = 0.75;
/** The spec's rhythm for looking at the player's progress. */
export const PROGRESS_EVERY_MS = 2000;
export const SEEK_STEP_SECONDS = 10;

export const watched = (p: Playback) => p.duration > 0 && p.current / p.duration >= WATCHED_SHARE;

export type PlayerKind = "youtube" | "vimeo";

/** The origins a lesson's player iframe may speak from; anything else is ignored. */
export const PLAYER_ORIGINS: Record<PlayerKind, readonly string[]> = {
  youtube: ["https://www.youtube-nocookie.com", "https://www.youtube.com"],
  vimeo: ["https://player.vimeo.com"],
};

const finite = (n: unknown): number | undefined => (typeof n === "number" && Number.isFinite(n) && n >= 0 ? n : undefined);

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === "string") {
    try {
      const parsed: unknown = JSON.parse(data);
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return data && typeof data === "object" ? (data as Record<string, unknown>) : null;
}

/**
 * What a message from a lesson's player iframe says: that it is ready to be asked for its time,
 * the time itself, or nothing we use. YouTube's player (with enablejsapi) sends `infoDelivery`
 * with `currentTime` and `duration`; Vimeo's sends `ready`, then `timeupdate` with `seconds` and
 * `duration`. Malformed or foreign messages read as null.
 */
export function readPlayerMessage(kind: PlayerKind, data: unknown): "ready" | Partial<Playback> | null {
  const message = parse(data);
  if (!message) return null;
  if (kind === "youtube") {
    if (message.event === "onReady") return "ready";
    if (message.event !== "infoDelivery" && message.event !== "initialDelivery") return null;
    const info = (message.info ?? {}) as Record<string, unknown>;
    const out: Partial<Playback> = {};
    const current = finite(info.currentTime);
    const duration = finite(info.duration);
    if (current !== undefined) out.current = current;
    if (duration !== undefined) out.duration = duration;
    return Object.keys(out).length ? out : null;
  }
  if (message.event === "ready") return "ready";
  if (message.event !== "timeupdate" && message.event !== "playProgress") return null;
  const info = (message.data ?? {}) as Record<string, unknown>;
  const out: Partial<Playback> = {};
  const current = finite(info.seconds);
  const duration = finite(info.duration);
  if (current !== undefined) out.current = current;
  if (duration !== undefined) out.duration = duration;
  return Object.keys(out).length ? out : null;
}

/** What to post to a player iframe: start listening (YouTube), subscribe to time (Vimeo), or seek. */
export const playerCommands = {
  youtube: {
    listen: () => JSON.stringify({ event: "listening", id: 1, channel: "widget" }),
    seek: (seconds: number) => JSON.stringify({ event: "command", func: "seekTo", args: [seconds, true], id: 1, channel: "widget" }),
  },
  vimeo: {
    listen: () => JSON.stringify({ method: "addEventListener", value: "timeupdate" }),
    seek: (seconds: number) => JSON.stringify({ method: "setCurrentTime", value: seconds }),
  },
} satisfies Record<PlayerKind, { listen: () => string; seek: (seconds: number) => string }>;

/** A new position `step` seconds away, kept inside the video. */
export const seekTarget = (p: Playback, step: number) => Math.min(Math.max(0, p.current + step), p.duration > 0 ? p.duration : Number.POSITIVE_INFINITY);
