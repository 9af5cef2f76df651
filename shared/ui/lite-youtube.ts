import { onDemand } from "#shared/data/on-demand.ts";

/**
 * Adapts the <lite-youtube> this bundle defined to the pages it runs in. Its <noscript> copy of
 * the player serves crawlers of light DOM, never inside a shadow root, and its innerHTML is
 * refused where Trusted Types are enforced, which stops the element before its play button is
 * wired. On phones it would load YouTube's iframe API, a third-party script that strict pages
 * (ours included) do not allow: the plain no-cookie player is used everywhere instead, so a
 * phone may need a second tap to start the video, but it always plays.
 */
function adaptLiteYoutube(): void {
  const element = customElements.get("lite-youtube");
  if (!element) return;
  const proto = element.prototype as { addNoscriptIframe?: () => void };
  proto.addNoscriptIframe = () => undefined;
  Object.defineProperty(proto, "needsYTApi", { configurable: true, get: () => false, set: () => undefined });
}

const liteYoutube = onDemand(() =>
  import("lite-youtube-embed").then(
    () => adaptLiteYoutube(),
    (error: unknown) => {
      // The host page defined it between our check and the import: that one serves.
      if (!customElements.get("lite-youtube")) throw error;
    },
  ),
);

/**
 * Brings <lite-youtube> once per page. The library defines its element without checking, so it is
 * imported only when no one (this bundle or the host page) has defined it yet; a host page's own
 * definition is used as it is.
 */
export function loadLiteYoutube(): Promise<void> {
  return customElements.get("lite-youtube") ? Promise.resolve() : liteYoutube.load();
}
