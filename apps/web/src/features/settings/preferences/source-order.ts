export type SourceEntry = { id: string; name: string };

/**
 * Pure: the sources in the order they are tried. Ids the viewer placed come first in the viewer's
 * order; sources the viewer has not placed yet (new ones) follow in their ranked order. Ids of
 * sources that no longer exist are dropped.
 */
export function orderedSources(
  sources: readonly SourceEntry[],
  order: readonly string[],
): SourceEntry[] {
  const placed = order
    .map((id) => sources.find((source) => source.id === id))
    .filter((source): source is SourceEntry => source !== undefined);
  const rest = sources.filter((source) => !order.includes(source.id));
  return [...new Set([...placed, ...rest])];
}

/** Pure: the list with one item moved from one position to another (clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
