/** The review form's rules (spec: rating 0.5 to 5 in halves, text up to 500 characters). */
export const REVIEW_MAX = 500;
const RATING_STEP = 0.5;
const RATING_MIN = 0.5;
export const RATING_MAX = 5;

/**
 * The rating a click on star `index` (0 to 4) gives: a click on its left half gives a half star,
 * anywhere else the full star. `offsetX` is measured from the star's left edge.
 */
export function ratingFromPointer(index: number, offsetX: number, width: number): number {
  const half = width > 0 && offsetX < width / 2;
  return clampRating(index + (half ? RATING_STEP : 1));
}

/** Keyboard on the rating: arrows move by half a star, Home and End jump to the ends. Null for other keys. */
export function ratingFromKey(current: number, key: string): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return clampRating(current + RATING_STEP);
    case "ArrowLeft":
    case "ArrowDown":
      return clampRating(current - RATING_STEP);
    case "Home":
      return RATING_MIN;
    case "End":
      return RATING_MAX;
    default:
      return null;
  }
}

/** Snaps to the half-star grid within 0.5 to 5. */
export function clampRating(value: number): number {
  const halves = Math.round(value / RATING_STEP) * RATING_STEP;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, halves));
}

/**
 * The review text as the form keeps it: input stops at the limit (counted as the textarea's
 * maxlength counts), without leaving half of a character pair at the cut.
 */
export function clampReview(text: string): string {
  if (text.length <= REVIEW_MAX) return text;
  const cut = text.slice(0, REVIEW_MAX);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** Submit is possible only with a rating and some text that is not only spaces. */
export const canSubmitReview = (rating: number, text: string): boolean => rating > 0 && text.trim() !== "";
