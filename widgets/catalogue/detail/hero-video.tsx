import { useLayoutEffect } from "react";
import liteYoutubeCss from "lite-youtube-embed/src/lite-yt-embed.css?inline";
import { baseSheets, sheet } from "../../../shared/element/sheets.ts";
import { IntroVideo } from "./intro-video.tsx";

/**
 * The intro video with what only it needs: its player code and lite-youtube's CSS. Fetched for a
 * course that has a video, so the many without one never download it.
 */
export function HeroVideo({ url, title, container }: { url: string | null; title: string; container?: ShadowRoot }) {
  // Before the first paint of the player, into the widget's shadow root.
  useLayoutEffect(() => {
    if (container) adoptVideoStyles(container);
  }, [container]);
  return <IntroVideo url={url} title={title} />;
}

/** Joins lite-youtube's CSS to `root` once: after the shared sheets and before the page's own, as a library's CSS comes. */
function adoptVideoStyles(root: ShadowRoot): void {
  const styles = sheet(liteYoutubeCss);
  const sheets = root.adoptedStyleSheets;
  if (sheets.includes(styles)) return;
  const base = new Set(baseSheets());
  let at = 0;
  while (at < sheets.length && base.has(sheets[at])) at++;
  root.adoptedStyleSheets = [...sheets.slice(0, at), styles, ...sheets.slice(at)];
}
