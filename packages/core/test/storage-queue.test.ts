import { describe, expect, it } from 'vitest';
import {
  enqueue,
  enqueueAll,
  nextQueueId,
  removeAndQueueDelete,
  removeFromQueue,
  removeSameChange,
} from '../src/index.ts';

type Change = { id: number; action: 'add' | 'delete'; tmdbId: string; title?: string };

describe('update queue', () => {
  it('gives each item the next id after the largest one present', () => {
    expect(nextQueueId([])).toBe(1);
    expect(nextQueueId([{ id: 7 }, { id: 3 }])).toBe(8);
    const queue = enqueue<Change>([{ id: 5, action: 'add', tmdbId: '1' }], {
      action: 'add',
      tmdbId: '2',
      title: 'B',
    });
    expect(queue).toEqual([
      { id: 5, action: 'add', tmdbId: '1' },
      { id: 6, action: 'add', tmdbId: '2', title: 'B' },
    ]);
  });

  it('removes exactly the items that were synced', () => {
    const queue: Change[] = [1, 2, 3].map((id) => ({ id, action: 'add', tmdbId: String(id) }));
    expect(removeFromQueue(queue, [1, 3]).map((c) => c.id)).toEqual([2]);
    expect(removeFromQueue(queue, [])).toEqual(queue);
  });

  it('removing an item deletes it locally and queues a delete', () => {
    const items = { '10': { title: 'A' }, '11': { title: 'B' } };
    const result = removeAndQueueDelete<{ title: string }, Change>(
      items,
      [{ id: 2, action: 'add', tmdbId: '10' }],
      '10',
    );
    expect(result.items).toEqual({ '11': { title: 'B' } });
    expect(result.queue.at(-1)).toEqual({ id: 3, action: 'delete', tmdbId: '10' });
    expect(items).toHaveProperty('10');
  });
});

describe('queue rules across tabs', () => {
  type Item = { id: number; action: string; tmdbId: string };

  it('queues several changes in order with increasing ids', () => {
    const queue: Item[] = [{ id: 4, action: 'add', tmdbId: '1' }];
    const next = enqueueAll(queue, [
      { action: 'add', tmdbId: '2' },
      { action: 'delete', tmdbId: '1' },
    ]);
    expect(next).toEqual([
      { id: 4, action: 'add', tmdbId: '1' },
      { id: 5, action: 'add', tmdbId: '2' },
      { id: 6, action: 'delete', tmdbId: '1' },
    ]);
    expect(queue).toHaveLength(1);
  });

  it('removes only the first item equal to the change, even as a copy', () => {
    const item: Item = { id: 1, action: 'add', tmdbId: '1' };
    const sameIdOtherTab: Item = { id: 1, action: 'delete', tmdbId: '1' };
    const queue = [sameIdOtherTab, { ...item }, { ...item }];
    expect(removeSameChange(queue, item)).toEqual([sameIdOtherTab, item]);
    expect(removeSameChange([sameIdOtherTab], item)).toEqual([sameIdOtherTab]);
  });
});
