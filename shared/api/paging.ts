/**
 * Paged lists: a page read to continue the shown list (Load more, the filters unchanged) joins it;
 * any other page (the first one, or another filter's) starts the list again.
 */
export function mergePage<T extends { id: number }>(shown: readonly T[], next: readonly T[], continues: boolean): T[] {
  if (!continues) return [...next];
  // An item that moved onto the next page while it was read (one arrived or left first) shows once.
  const seen = new Set(shown.map((item) => item.id));
  return [...shown, ...next.filter((item) => !seen.has(item.id))];
}
