import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import { t } from "./video-gate.messages.ts";

/**
 * Low-data mode's stand-in for a video player whose page and code would load at once (a framed
 * player): in its room, over the cover when there is one, it says the video loads on Play, and
 * Play loads it. `cover` is a CSS background value the caller made safe. Its styles
 * (video-gate.css) come with the widget that draws it.
 */
export function VideoGate({ playLabel, cover, className, onPlay }: { playLabel: string; cover?: string; className?: string; onPlay: () => void }) {
  useSignals();
  return (
    <div className={className ? `video-gate ${className}` : "video-gate"} style={cover ? { backgroundImage: cover } : undefined}>
      <button type="button" className="lp-button lp-button-primary" onClick={onPlay}>
        {playLabel}
      </button>
      <p className="video-gate-note">{t("video-gate.on-demand")}</p>
    </div>
  );
}

/** Gives the player that replaced the gate the focus its Play button had. */
export function useFocusOnPlay<T extends HTMLElement>(played: boolean) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (played) element.current?.focus();
  }, [played]);
  return element;
}
