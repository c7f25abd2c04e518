import { describe, expect, it, vi } from 'vitest';
import { writeBatcher } from '../src/db/write-batcher.ts';
import { manualSchedule } from './manual-schedule.ts';

type Item = { key: string; value: number };

/** A batcher whose flushes run when the test says, recording each batch it writes. */
function manualBatcher(write: (items: Item[]) => Promise<Map<string, string>>, maxBatch = 200) {
  const { schedule, flush } = manualSchedule();
  const batches: Item[][] = [];
  const enqueue = writeBatcher<Item, string>({
    keyOf: (item) => item.key,
    write: (items) => {
      batches.push(items);
      return write(items);
    },
    maxBatch,
    schedule,
  });
  return { enqueue, flush, batches };
}

const echo = async (items: Item[]) =>
  new Map(items.map((item) => [item.key, `${item.key}=${item.value}`]));

describe('writeBatcher', () => {
  it('writes everything queued before a flush as one batch and answers each caller', async () => {
    const { enqueue, flush, batches } = manualBatcher(echo);
    const answers = Promise.all([
      enqueue({ key: 'a', value: 1 }),
      enqueue({ key: 'b', value: 2 }),
      enqueue({ key: 'c', value: 3 }),
    ]);
    await flush();
    expect(await answers).toEqual(['a=1', 'b=2', 'c=3']);
    expect(batches).toEqual([
      [
        { key: 'a', value: 1 },
        { key: 'b', value: 2 },
        { key: 'c', value: 3 },
      ],
    ]);
  });

  it('writes a key queued twice once, with the last value, and answers both callers', async () => {
    const { enqueue, flush, batches } = manualBatcher(echo);
    const first = enqueue({ key: 'a', value: 1 });
    enqueue({ key: 'b', value: 2 }).catch(() => undefined);
    const second = enqueue({ key: 'a', value: 9 });
    await flush();
    expect(await first).toBe('a=9');
    expect(await second).toBe('a=9');
    expect(batches[0]).toEqual([
      { key: 'b', value: 2 },
      { key: 'a', value: 9 },
    ]);
  });

  it('flushes at once when a batch is full', async () => {
    const { enqueue, batches } = manualBatcher(echo, 2);
    const answers = Promise.all([enqueue({ key: 'a', value: 1 }), enqueue({ key: 'b', value: 2 })]);
    expect(await answers).toEqual(['a=1', 'b=2']);
    expect(batches).toHaveLength(1);
  });

  it('retries a failed batch item by item, so only the bad item fails', async () => {
    const write = vi.fn(async (items: Item[]) => {
      if (items.some((item) => item.value < 0)) throw new Error('negative');
      return echo(items);
    });
    const { enqueue, flush } = manualBatcher(write);
    const good = expect(enqueue({ key: 'a', value: 1 })).resolves.toBe('a=1');
    const bad = expect(enqueue({ key: 'b', value: -1 })).rejects.toThrow('negative');
    await flush();
    await good;
    await bad;
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('fails the caller whose item the write did not answer', async () => {
    const { enqueue, flush } = manualBatcher(async () => new Map());
    const lost = expect(enqueue({ key: 'a', value: 1 })).rejects.toThrow('batched write lost a');
    await flush();
    await lost;
  });
});
