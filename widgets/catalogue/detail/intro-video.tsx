import { useEffect, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../course-detail.messages.ts";
import { introVideo, vimeoEmbedUrl } from "./video.ts";

let liteYoutube: Promise<void> | null = null;

/**
 * Brings <lite-youtube> once per page. The library defines its element without checking, so it is
 * imported only when no one (this bundle or the host page) has defined it yet.
 */
export function loadLiteYoutube(): Promise<void> {
  if (customElements.get("lite-youtube")) return Promise.resolve();
  liteYoutube ??= import("lite-youtube-embed").then(
    () => undefined,
    (error: unknown) => {
      liteYoutube = null;
      // The host page defined it between our check and the import: that one serves.
      if (!customElements.get("lite-youtube")) throw error;
    },
  );
  return liteYoutube;
}

/**
 * The course's intro video: YouTube through lite-youtube (nothing from YouTube loads before the
 * learner presses play), Vimeo in its no-tracking player, a media file in a native player, any
 * other http(s) link as a link. Nothing at all for a missing or non-http link.
 */
export function IntroVideo({ url, title }: { url: string | null; title: string }) {
  useSignals();
  const video = introVideo(url);
  const youtube = video?.kind === "youtube";
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!youtube) return;
    let live = true;
    loadLiteYoutube().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [youtube]);

  if (!video) return null;
  const label = t("catalogue.detail.video.title", { title });

  if (video.kind === "youtube" && !failed)
    return (
      <div className="cd-video" part="video">
        {/* The element reads videoid once, when connected: a new id needs a new element. */}
        <lite-youtube key={video.id} videoid={video.id} title={title} playlabel={t("catalogue.detail.video.play", { title })} />
      </div>
    );
  if (video.kind === "vimeo")
    return (
      <div className="cd-video cd-video-frame" part="video">
        <iframe
          src={vimeoEmbedUrl(video)}
          title={label}
          loading="lazy"
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  if (video.kind === "file")
    return (
      <div className="cd-video" part="video">
        <video className="cd-video-file" src={video.url} controls preload="metadata" aria-label={label} />
      </div>
    );
  const link = video.kind === "youtube" ? `https://www.youtube.com/watch?v=${video.id}` : video.url;
  return (
    <p className="cd-video-link">
      <a href={link} target="_blank" rel="noopener noreferrer">
        {t("catalogue.detail.video.watch")} <span className="lp-visually-hidden">{t("catalogue.detail.new-tab")}</span>
      </a>
    </p>
  );
}
