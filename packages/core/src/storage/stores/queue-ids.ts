import { isRecord } from './guards.ts';

/**
 * The old front end numbered queue items with strings; ours are numbers. Items whose id is not a
 * number get fresh ids after the largest one, in their original order.
 */
export function renumberQueue<T extends { id: number }>(queue: unknown): T[] {
  if (!Array.isArray(queue)) return [];
  const items = queue.filter(isRecord);
  const numeric = items.map((item) => Number(item.id));
  let next = numeric.reduce((max, id) => (Number.isInteger(id) ? Math.max(max, id) : max), 0);
  return items.map((item, index) => {
    const id = numeric[index] as number;
    return { ...item, id: Number.isInteger(id) ? id : (next += 1) } as unknown as T;
  });
}
