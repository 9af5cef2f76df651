import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { introVideo, vimeoEmbedUrl, watchUrl } from "#shared/html/video-source.ts";
import { loadLiteYoutube } from "#shared/ui/lite-youtube.ts";
import { useLowData } from "#shared/ui/use-low-data.ts";
import { useFocusOnPlay, VideoGate } from "#shared/ui/video-gate/video-gate.tsx";
import { t } from "./course-detail.messages.ts";
import { VideoSiteLink } from "./video-link.tsx";

/** A cover address fit to show: http(s) only. */
export function safePoster(poster: string | null | undefined): string | null {
  if (!poster) return null;
  try {
    const url = new URL(poster, document.baseURI);
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The cover as a CSS background, its address quoted so that it can only ever be an address. */
function posterStyle(poster: string | null | undefined) {
  const url = safePoster(poster);
  return url ? { backgroundImage: `url("${url.replace(/["\\]/g, encodeURIComponent)}")` } : undefined;
}

/**
 * The course's intro video: YouTube through lite-youtube (nothing from YouTube loads before the
 * learner presses play), Vimeo in its no-tracking player, Dailymotion, Google Drive, Loom and
 * Wistia in their own players with the video's page linked below, a media file in a native player,
 * any other http(s) link as a link. Nothing at all for a missing or non-http link.
 */
export function IntroVideo({ url, title, poster }: { url: string | null; title: string; poster?: string | null }) {
  useSignals();
  const video = introVideo(url);
  const youtube = video?.kind === "youtube";
  const [failed, setFailed] = useState(false);
  // The element is created only once defined (and adapted), so its first connection runs our way.
  const [defined, setDefined] = useState(() => !!customElements.get("lite-youtube"));
  // In low-data mode a framed player (its page and code load at once) waits for Play, over the cover.
  const saving = useLowData();
  const [asked, setAsked] = useState(false);
  const frameRef = useFocusOnPlay<HTMLIFrameElement>(asked);

  useEffect(() => {
    if (!youtube) return;
    let live = true;
    loadLiteYoutube().then(
      () => live && setDefined(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [youtube]);

  if (!video) return null;
  const label = t("catalogue.detail.video.title", { title });

  if (video.kind === "youtube" && !failed)
    return (
      <div className="cd-video" part="video">
        {defined ? (
          // The element reads videoid once, when connected: a new id needs a new element.
          <lite-youtube
            key={video.id}
            videoid={video.id}
            title={title}
            playlabel={t("catalogue.detail.video.play", { title })}
            // The course's own cover, instead of the video site's frame (the player keeps a poster it is given).
            style={posterStyle(poster)}
          />
        ) : poster ? (
          // The cover stays in the player's place until the player's code has come.
          <img className="cd-image" src={poster} alt="" width="960" height="540" decoding="async" />
        ) : (
          <div className="cd-video-pending" />
        )}
      </div>
    );
  if ((video.kind === "vimeo" || video.kind === "frame") && saving && !asked)
    return (
      <div className="cd-video" part="video">
        <VideoGate playLabel={t("catalogue.detail.video.play", { title })} cover={posterStyle(poster)?.backgroundImage} onPlay={() => setAsked(true)} />
      </div>
    );
  if (video.kind === "vimeo" || video.kind === "frame") {
    const frame = (
      <div className="cd-video cd-video-frame" part="video">
        <iframe
          ref={frameRef}
          src={video.kind === "vimeo" ? vimeoEmbedUrl(video) : video.src}
          title={label}
          loading="lazy"
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
    // Nothing tells the page whether these players could play the video (a private file, a refused embed): its page is offered below.
    return video.kind === "frame" ? (
      <>
        {frame}
        <VideoSiteLink href={watchUrl(video)} />
      </>
    ) : (
      frame
    );
  }
  if (video.kind === "file")
    return (
      <div className="cd-video" part="video">
        <video
          className="cd-video-file"
          src={video.url}
          poster={safePoster(poster) ?? undefined}
          controls
          // In low-data mode nothing of the file comes before Play (not even its length).
          preload={saving ? "none" : "metadata"}
          aria-label={label}
        />
      </div>
    );
  return <VideoSiteLink href={watchUrl(video)} />;
}
