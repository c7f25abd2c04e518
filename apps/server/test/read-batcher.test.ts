import { describe, expect, it } from 'vitest';
import { readBatcher } from '../src/db/read-batcher.ts';
import { manualSchedule } from './manual-schedule.ts';

type Row = { owner: string; n: number };

/** A batcher whose flushes run when the test says, recording the keys of each batch it reads. */
function manualBatcher(rows: Row[] | (() => Promise<Row[]>), maxBatch = 200) {
  const { schedule, flush } = manualSchedule();
  const batches: string[][] = [];
  const read = readBatcher<Row>({
    read: async (keys) => {
      batches.push(keys);
      const all = typeof rows === 'function' ? await rows() : rows;
      return all.filter((row) => keys.includes(row.owner));
    },
    keyOfRow: (row) => row.owner,
    maxBatch,
    schedule,
  });
  return { read, flush, batches };
}

const table: Row[] = [
  { owner: 'b', n: 1 },
  { owner: 'a', n: 2 },
  { owner: 'b', n: 3 },
  { owner: 'a', n: 4 },
];

describe('readBatcher', () => {
  it('reads every key asked for before a flush in one batch and gives each its own rows in order', async () => {
    const { read, flush, batches } = manualBatcher(table);
    const answers = Promise.all([read('a'), read('b'), read('c')]);
    await flush();
    expect(await answers).toEqual([
      [
        { owner: 'a', n: 2 },
        { owner: 'a', n: 4 },
      ],
      [
        { owner: 'b', n: 1 },
        { owner: 'b', n: 3 },
      ],
      [],
    ]);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('reads a key asked for twice once, and gives each caller an array of its own', async () => {
    const { read, flush, batches } = manualBatcher(table);
    const first = read('a');
    const second = read('a');
    await flush();
    const [one, two] = [await first, await second];
    expect(one).toEqual(two);
    expect(one).not.toBe(two);
    expect(batches).toEqual([['a']]);
  });

  it('starts a new batch once the current one is full', async () => {
    const { read, flush, batches } = manualBatcher(table, 2);
    const answers = Promise.all([read('a'), read('b'), read('c')]);
    await flush();
    await answers;
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });

  it('puts a read asked for while a batch is in flight into the next batch', async () => {
    let release: (rows: Row[]) => void = () => undefined;
    const slow = () => new Promise<Row[]>((resolve) => (release = resolve));
    const { read, flush, batches } = manualBatcher(slow);
    const early = read('a');
    await flush();
    const late = read('b');
    expect(batches).toEqual([['a']]);
    release(table);
    await flush();
    release(table);
    expect(await early).toHaveLength(2);
    expect(await late).toHaveLength(2);
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('fails every caller of a failed batch, and reads again afterwards', async () => {
    let fail = true;
    const { read, flush } = manualBatcher(async () => {
      if (fail) throw new Error('database gone');
      return table;
    });
    const answers = Promise.allSettled([read('a'), read('b')]);
    await flush();
    for (const answer of await answers) {
      expect(answer.status).toBe('rejected');
      expect((answer as PromiseRejectedResult).reason).toEqual(new Error('database gone'));
    }
    fail = false;
    const again = read('a');
    await flush();
    expect(await again).toHaveLength(2);
  });
});
