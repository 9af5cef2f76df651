import { useSignals } from "@preact/signals-react/runtime";
import liteYoutubeCss from "lite-youtube-embed/src/lite-yt-embed.css?inline";
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { introVideo, vimeoEmbedUrl, watchUrl } from "#shared/html/video-source.ts";
import { adoptStyles } from "#shared/styles/sheets.ts";
import { loadLiteYoutube } from "#shared/ui/lite-youtube.ts";
import { useLowData } from "#shared/ui/use-low-data.ts";
import { useFocusOnPlay, VideoGate } from "#shared/ui/video-gate/video-gate.tsx";
import { t } from "../course-player.messages.ts";
import {
  PLAYER_ORIGINS,
  type Playback,
  type PlayerKind,
  PROGRESS_EVERY_MS,
  playerCommands,
  readPlayerMessage,
  SEEK_STEP_SECONDS,
  seekTarget,
  watched,
} from "../video-progress.ts";

interface VideoViewProps {
  url: string;
  title: string;
  done: boolean;
  onWatched: () => void;
  container?: ShadowRoot;
}

/**
 * A video lesson, fetched with its player code only when such a lesson opens. YouTube comes as
 * lite-youtube (nothing from YouTube loads before Play), Vimeo in its no-tracking player, a media
 * file in the browser's player. Progress is read from the player every 2 s; past 75% the lesson
 * completes. The players' own scripts cannot run on a strict page, so the iframes are asked for
 * their time over postMessage; where a player never answers, Mark as Complete still serves.
 * Dailymotion, Google Drive, Loom and Wistia come in their own players, which tell nobody their
 * time: no seeking from here, the video to open on its site, and Mark as Complete to complete.
 */
export function VideoView({ url, title, done, onWatched, container }: VideoViewProps) {
  useSignals();
  const video = introVideo(url);
  const playback = useRef<Playback>({ current: 0, duration: 0 });
  const seek = useRef<((seconds: number) => void) | null>(null);
  const [canSeek, setCanSeek] = useState(false);
  // In low-data mode a framed player (which loads its page and its code at once) waits for Play.
  const saving = useLowData();
  const [asked, setAsked] = useState(false);
  const latest = useRef(onWatched);
  latest.current = onWatched;

  useLayoutEffect(() => {
    if (container && video?.kind === "youtube") adoptStyles(container, [liteYoutubeCss], { library: true });
  }, [container, video?.kind]);

  // The spec's rhythm: every 2 s, is the learner past 75%?
  useEffect(() => {
    if (done) return;
    const id = setInterval(() => {
      if (watched(playback.current)) latest.current();
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(id);
  }, [done]);

  if (!video) return <p className="cp-none">{t("player.unavailable")}</p>;

  const report = (p: Partial<Playback>) => {
    Object.assign(playback.current, p);
    if (!canSeek && playback.current.duration > 0) setCanSeek(true);
  };
  const step = (by: number) => seek.current?.(seekTarget(playback.current, by));

  const onDemand = saving && !asked && (video.kind === "vimeo" || video.kind === "frame");
  const player = onDemand ? (
    <VideoGate className="cp-video-box" playLabel={t("player.video.play", { title })} onPlay={() => setAsked(true)} />
  ) : video.kind === "youtube" || video.kind === "vimeo" ? (
    <FramePlayer kind={video.kind} id={video.kind === "youtube" ? video.id : vimeoEmbedUrl(video)} title={title} onTime={report} seekRef={seek} focus={asked} />
  ) : video.kind === "file" ? (
    <FilePlayer src={video.url} title={title} onTime={report} seekRef={seek} saving={saving} />
  ) : video.kind === "frame" ? (
    <div className="cp-video-box">
      <PlayerFrame src={video.src} title={title} focus={asked} />
    </div>
  ) : (
    <a className="lp-button lp-button-primary" href={watchUrl(video)} target="_blank" rel="noopener noreferrer">
      {t("player.video.link")}
      <span className="lp-visually-hidden"> {t("player.new-tab")}</span>
    </a>
  );

  return (
    <div className="cp-video">
      {player}
      {video.kind === "frame" && (
        <a className="lp-button lp-button-secondary" href={watchUrl(video)} target="_blank" rel="noopener noreferrer">
          {t("player.video.open")}
          <span className="lp-visually-hidden"> {t("player.new-tab")}</span>
        </a>
      )}
      {video.kind !== "link" && video.kind !== "frame" && (
        <div className="cp-video-seek">
          <button type="button" className="lp-button lp-button-secondary" disabled={!canSeek} onClick={() => step(-SEEK_STEP_SECONDS)}>
            {t("player.video.back")}
          </button>
          <button type="button" className="lp-button lp-button-secondary" disabled={!canSeek} onClick={() => step(SEEK_STEP_SECONDS)}>
            {t("player.video.forward")}
          </button>
        </div>
      )}
    </div>
  );
}

interface PlayerProps {
  title: string;
  onTime: (p: Partial<Playback>) => void;
  seekRef: { current: ((seconds: number) => void) | null };
}

/**
 * The browser's own player: its time comes from its events; the arrow keys seek by the spec's 10 s.
 * A file it cannot load (gone, blocked, a format the phone lacks) is said in the lesson, with the
 * file to open in another tab, rather than a player stuck at 0:00.
 */
function FilePlayer({ src, title, onTime, seekRef, saving }: PlayerProps & { src: string; saving: boolean }) {
  useSignals();
  const element = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    seekRef.current = (seconds) => {
      if (element.current) element.current.currentTime = seconds;
    };
    return () => {
      seekRef.current = null;
    };
  }, [seekRef]);
  const read = () => {
    const v = element.current;
    if (v) onTime({ current: v.currentTime, duration: Number.isFinite(v.duration) ? v.duration : 0 });
  };
  const onKey = (event: KeyboardEvent<HTMLVideoElement>) => {
    const by = event.key === "ArrowRight" ? SEEK_STEP_SECONDS : event.key === "ArrowLeft" ? -SEEK_STEP_SECONDS : 0;
    if (!by || !element.current) return;
    event.preventDefault();
    element.current.currentTime = seekTarget({ current: element.current.currentTime, duration: element.current.duration || 0 }, by);
  };
  if (failed)
    return (
      <div className="cp-video-failed" role="alert">
        <p>{t("player.video.failed")}</p>
        <a className="lp-button lp-button-secondary" href={src} target="_blank" rel="noopener noreferrer">
          {t("player.video.open")}
          <span className="lp-visually-hidden"> {t("player.new-tab")}</span>
        </a>
      </div>
    );
  return (
    <video
      ref={element}
      className="cp-video-frame"
      src={src}
      controls
      // In low-data mode nothing of the file comes before Play (not even its length).
      preload={saving ? "none" : "metadata"}
      aria-label={t("player.video.title", { title })}
      onLoadedMetadata={read}
      onTimeUpdate={read}
      onKeyDown={onKey}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * YouTube or Vimeo in an iframe, asked for its time over postMessage. Only messages from the
 * player's own origin and its own window are read.
 */
function FramePlayer({ kind, id, title, onTime, seekRef, focus }: PlayerProps & { kind: PlayerKind; id: string; focus: boolean }) {
  useSignals();
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const [defined, setDefined] = useState(() => kind !== "youtube" || !!customElements.get("lite-youtube"));
  const latest = useRef(onTime);
  latest.current = onTime;

  useEffect(() => {
    if (kind !== "youtube" || defined) return;
    let live = true;
    loadLiteYoutube().then(() => live && setDefined(true));
    return () => {
      live = false;
    };
  }, [kind, defined]);

  useEffect(() => {
    const origins = PLAYER_ORIGINS[kind];
    const post = (message: string) => {
      const target = frame.current;
      if (!target?.contentWindow) return;
      const origin = new URL(target.src).origin;
      if (origins.includes(origin)) target.contentWindow.postMessage(message, origin);
    };
    const listen = () => post(playerCommands[kind].listen());
    const onMessage = (event: MessageEvent) => {
      if (!origins.includes(event.origin) || !frame.current || event.source !== frame.current.contentWindow) return;
      const said = readPlayerMessage(kind, event.data);
      if (said === "ready") listen();
      else if (said) latest.current(said);
    };
    // lite-youtube makes its iframe on Play; Vimeo's is there from the start.
    const attach = (iframe: HTMLIFrameElement) => {
      if (frame.current === iframe) return;
      frame.current = iframe;
      iframe.addEventListener("load", listen);
    };
    const found = () => {
      const iframe = box.current?.querySelector("iframe");
      if (iframe) attach(iframe);
    };
    found();
    const watcher = new MutationObserver(found);
    if (box.current) watcher.observe(box.current, { childList: true, subtree: true });
    window.addEventListener("message", onMessage);
    seekRef.current = (seconds) => post(playerCommands[kind].seek(seconds));
    return () => {
      watcher.disconnect();
      window.removeEventListener("message", onMessage);
      frame.current?.removeEventListener("load", listen);
      seekRef.current = null;
    };
  }, [kind, seekRef]);

  return (
    <div ref={box} className="cp-video-box">
      {kind === "youtube" ? (
        defined ? (
          <lite-youtube
            key={id}
            videoid={id}
            title={title}
            playlabel={t("player.video.play", { title })}
            params={`enablejsapi=1&origin=${encodeURIComponent(location.origin)}`}
          />
        ) : (
          <div className="cp-video-pending" />
        )
      ) : (
        <PlayerFrame src={id} title={title} focus={focus} />
      )}
    </div>
  );
}

/** A video site's player, in the lesson's box: its address is only ever one built by video-source. */
function PlayerFrame({ src, title, focus = false }: { src: string; title: string; focus?: boolean }) {
  useSignals();
  const frame = useFocusOnPlay<HTMLIFrameElement>(focus);
  return (
    <iframe
      ref={frame}
      src={src}
      title={t("player.video.title", { title })}
      allow="fullscreen; picture-in-picture"
      allowFullScreen
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
