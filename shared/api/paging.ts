/**
 * Paged lists: a later page joins the earlier ones when it continues the same list (page above 1,
 * the same filters); anything else starts the list again.
 */
export function mergePage<T extends { id: number }>(shown: readonly T[], next: readonly T[], page: number, sameFilters: boolean): T[] {
  if (page <= 1 || !sameFilters) return [...next];
  // An item that moved onto the next page while it was read (a new one arrived first) shows once.
  const seen = new Set(shown.map((item) => item.id));
  return [...shown, ...next.filter((item) => !seen.has(item.id))];
}
