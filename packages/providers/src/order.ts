type Ranked = { id: string; rank: number; disabled?: boolean };

/**
 * Ids the viewer listed come first, in the viewer's order; the rest follow by rank, highest
 * first. Disabled scrapers, by their own flag or the viewer's list, never run.
 */
export function orderScrapers<T extends Ranked>(
  scrapers: readonly T[],
  order: readonly string[] = [],
  disabledIds: readonly string[] = [],
): T[] {
  const enabled = scrapers.filter((s) => !s.disabled && !disabledIds.includes(s.id));
  const listed = order
    .map((id) => enabled.find((s) => s.id === id))
    .filter((s): s is T => s !== undefined);
  const rest = enabled.filter((s) => !order.includes(s.id)).sort((a, b) => b.rank - a.rank);
  return [...new Set([...listed, ...rest])];
}
