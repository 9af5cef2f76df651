import { useSignals } from "@preact/signals-react/runtime";
import type { Ref } from "react";
import { t } from "./carousel.messages.ts";

interface ControlsProps {
  trackId: string;
  atStart: boolean;
  atEnd: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Autoplay's pause and play, where the carousel turns by itself. */
  rotation: { ref: Ref<HTMLButtonElement>; stopped: boolean; onToggle: () => void } | null;
}

/** Previous and next (one item each), and autoplay's pause and play: beside the carousel's heading. */
export function CarouselControls({ trackId, atStart, atEnd, onPrevious, onNext, rotation }: ControlsProps) {
  useSignals();
  return (
    <div className="carousel-controls">
      {rotation && (
        <button ref={rotation.ref} type="button" className="carousel-button carousel-rotation" onClick={rotation.onToggle}>
          <span aria-hidden="true">{rotation.stopped ? "▶" : "❚❚"}</span>
          <span className="lp-visually-hidden">{rotation.stopped ? t("catalogue.carousel.play") : t("catalogue.carousel.pause")}</span>
        </button>
      )}
      <button type="button" className="carousel-button carousel-prev" aria-controls={trackId} aria-disabled={atStart} onClick={onPrevious}>
        <span aria-hidden="true">‹</span>
        <span className="lp-visually-hidden">{t("catalogue.carousel.previous")}</span>
      </button>
      <button type="button" className="carousel-button carousel-next" aria-controls={trackId} aria-disabled={atEnd} onClick={onNext}>
        <span aria-hidden="true">›</span>
        <span className="lp-visually-hidden">{t("catalogue.carousel.next")}</span>
      </button>
    </div>
  );
}

/** A dot for each position under the slides, which jumps there. */
export function CarouselDots({ trackId, count, current, onPick }: { trackId: string; count: number; current: number; onPick: (i: number) => void }) {
  useSignals();
  return (
    <div className="carousel-dots">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className="carousel-dot"
          aria-controls={trackId}
          aria-current={i === current ? "true" : undefined}
          onClick={() => onPick(i)}
        >
          <span className="lp-visually-hidden">{t("catalogue.carousel.go-to", { n: i + 1, total: count })}</span>
        </button>
      ))}
    </div>
  );
}
