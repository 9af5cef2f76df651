import liteYoutubeCss from "lite-youtube-embed/src/lite-yt-embed.css?inline";
import { useLayoutEffect } from "react";
import { adoptStyles } from "#shared/styles/sheets.ts";
import videoGateCss from "#shared/ui/video-gate/video-gate.css?inline";
import { IntroVideo } from "./intro-video.tsx";

/**
 * The intro video with what only it needs: its player code, lite-youtube's CSS and low-data mode's
 * stand-in. Fetched for a course that has a video, so the many without one never download it.
 */
export function HeroVideo({ url, title, poster, container }: { url: string | null; title: string; poster?: string | null; container?: ShadowRoot }) {
  // Before the first paint of the player, into the widget's shadow root.
  useLayoutEffect(() => {
    if (!container) return;
    adoptStyles(container, [liteYoutubeCss], { library: true });
    adoptStyles(container, [videoGateCss]);
  }, [container]);
  return <IntroVideo url={url} title={title} poster={poster} />;
}
