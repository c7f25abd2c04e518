/**
 * Pending changes for the backend. Ids increase so the sync engine can remove
 * exactly the items it sent; the next id follows the largest one present, so ids stay unique
 * after a reload restored a queue from storage.
 */
export interface QueuedChange {
  id: number;
}

export type NewChange<T extends QueuedChange> = T extends QueuedChange ? Omit<T, 'id'> : never;

export function nextQueueId(queue: readonly QueuedChange[]): number {
  return queue.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

export function enqueue<T extends QueuedChange>(queue: readonly T[], change: NewChange<T>): T[] {
  return [...queue, { ...change, id: nextQueueId(queue) } as unknown as T];
}

/** Queues several changes at the end, in order. */
export function enqueueAll<T extends QueuedChange>(
  queue: readonly T[],
  changes: readonly NewChange<T>[],
): T[] {
  return changes.reduce<T[]>((next, change) => enqueue(next, change), [...queue]);
}

/**
 * The queue without the first item that is the same change as `item`. Items read back from
 * another tab's write are new objects, and two tabs may have given different changes the same
 * id, so neither identity nor id is enough; the whole item is.
 */
export function removeSameChange<T>(queue: readonly T[], item: T): T[] {
  const wanted = JSON.stringify(item);
  const index = queue.findIndex((queued) => queued === item || JSON.stringify(queued) === wanted);
  return index < 0 ? [...queue] : [...queue.slice(0, index), ...queue.slice(index + 1)];
}

export function removeFromQueue<T extends QueuedChange>(
  queue: readonly T[],
  ids: readonly number[],
): T[] {
  const sent = new Set(ids);
  return queue.filter((item) => !sent.has(item.id));
}

/** Removing an item deletes it locally and queues its delete for the backend. */
export function removeAndQueueDelete<
  V,
  T extends QueuedChange & { action: string; tmdbId: string },
>(
  items: Readonly<Record<string, V>>,
  queue: readonly T[],
  tmdbId: string,
): { items: Record<string, V>; queue: T[] } {
  const rest = { ...items };
  delete rest[tmdbId];
  return { items: rest, queue: enqueue(queue, { action: 'delete', tmdbId } as NewChange<T>) };
}
