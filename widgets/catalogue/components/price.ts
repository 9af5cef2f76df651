/** What a course costs and whether a discount shows: the sale price counts only when below the price. */
export function priceDisplay(course: {
  pricing: string;
  price: number;
  sale_price: number;
}): { free: true } | { free: false; pay: number; original: number | null } {
  if (course.pricing === "free" || (course.price <= 0 && course.sale_price <= 0)) return { free: true };
  const discounted = course.sale_price > 0 && course.sale_price < course.price;
  // A course in a list carries only its sale price in the contract: then that is what it costs.
  const full = course.price > 0 ? course.price : course.sale_price;
  return { free: false, pay: discounted ? course.sale_price : full, original: discounted ? course.price : null };
}

/**
 * A course an organization buys for its staff (pricing model "bulk"): a learner can neither pay
 * for it nor enrol alone, so its price is not offered. A free one is open to all, as the API has it.
 */
export function staffOnly(course: { pricing: string; pricing_model?: string; price: number; sale_price: number }): boolean {
  return course.pricing_model === "bulk" && !priceDisplay(course).free;
}

/** Cards show a rating only once a course has more than five reviews; before that, its size. */
export const showsRating = (reviewsCount: number) => reviewsCount > 5;

export const ORG_NAME_LIMIT = 30;
