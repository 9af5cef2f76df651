import { useSignals } from "@preact/signals-react/runtime";
import { tc } from "#shared/i18n/common-messages.ts";

/** Full, half or empty for each of the five stars of a rating, rounded to the nearest half. */
export function starFill(rating: number): ("full" | "half" | "empty")[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return Array.from({ length: 5 }, (_, i) => (halves >= (i + 1) * 2 ? "full" : halves === i * 2 + 1 ? "half" : "empty"));
}

/** A read-only rating out of 5 in full and half stars, read aloud as a number. */
export function StarDisplay({ rating }: { rating: number }) {
  useSignals();
  return (
    <span className="lp-stars" role="img" aria-label={tc("common.rating", { rating: Math.round(rating * 2) / 2 })}>
      {starFill(rating).map((fill, i) => (
        <span key={i} className={`lp-star lp-star-${fill}`} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
