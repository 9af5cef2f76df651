import { useSignals } from "@preact/signals-react/runtime";
import { type KeyboardEvent, type MouseEvent, useState } from "react";
import { starFill } from "#shared/ui/rating/stars.tsx";
import { t } from "./review-dialog.messages.ts";
import { RATING_MAX, ratingFromKey, ratingFromPointer } from "./review-rules.ts";

/**
 * A rating from half a star to five, in halves: a slider for assistive technology and the
 * keyboard (arrows move by half a star, Home and End to the ends), five stars for the pointer
 * (the left half of a star gives a half star). Hovering previews the rating a click would give.
 */
export function StarInput({ value, onValue, labelId }: { value: number; onValue: (rating: number) => void; labelId: string }) {
  useSignals();
  const [preview, setPreview] = useState<number | null>(null);

  const fromPointer = (index: number, e: MouseEvent<HTMLElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return ratingFromPointer(index, e.clientX - box.left, box.width);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const next = ratingFromKey(value, e.key);
    if (next === null) return;
    e.preventDefault();
    onValue(next);
  };

  return (
    <div
      className="lp-star-input"
      role="slider"
      tabIndex={0}
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={RATING_MAX}
      aria-valuenow={value}
      aria-valuetext={value > 0 ? t("catalogue.review.rating-value", { rating: value }) : t("catalogue.review.rating-none")}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setPreview(null)}
    >
      {starFill(preview ?? value).map((fill, i) => (
        <span
          key={i}
          className={`lp-star-pick lp-star-${fill}`}
          data-star={i + 1}
          aria-hidden="true"
          onClick={(e) => onValue(fromPointer(i, e))}
          onMouseMove={(e) => setPreview(fromPointer(i, e))}
        >
          ★
        </span>
      ))}
    </div>
  );
}
