import { priceDisplay } from "../components/price.ts";

type Priced = { pricing: string; price: number; sale_price: number };

/**
 * The discount breakdown under the price: original, discount (price − sale price) and total.
 * Shown only when the sale price is below the price, by the same rule as the struck-out price.
 */
export function discountLines(course: Priced): { original: number; discount: number; total: number } | null {
  const shown = priceDisplay(course);
  if (shown.free || shown.original === null) return null;
  return { original: course.price, discount: course.price - course.sale_price, total: course.sale_price };
}
