/** Writes one batch; the answer for each item comes back by its key. */
export type BatchWrite<Item, Result> = (items: Item[]) => Promise<Map<string, Result>>;

export interface WriteBatcherOptions<Item, Result> {
  /** Items with the same key write the same row; the last one queued wins, as sequential writes would. */
  keyOf: (item: Item) => string;
  write: BatchWrite<Item, Result>;
  maxBatch?: number;
  /** When to flush what has been queued; tests pass their own. */
  schedule?: (flush: () => void) => void;
}

interface Waiter<Result> {
  key: string;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the writes that arrive within one turn of the event loop into one statement. Under
 * load every turn brings dozens of progress saves; as one statement they cost one round trip and
 * one commit instead of dozens, which is most of what the database and the socket spend on them.
 * A lone write waits only until the end of its turn.
 *
 * When a batch fails, its items are written one at a time, so one bad item fails only its own
 * caller.
 */
export function writeBatcher<Item, Result>({
  keyOf,
  write,
  maxBatch = 200,
  schedule = setImmediate,
}: WriteBatcherOptions<Item, Result>): (item: Item) => Promise<Result> {
  let latest = new Map<string, Item>();
  let waiters: Waiter<Result>[] = [];

  function settle(batchWaiters: Waiter<Result>[], results: Map<string, Result>): void {
    for (const waiter of batchWaiters) {
      const result = results.get(waiter.key);
      if (result === undefined) waiter.reject(new Error(`batched write lost ${waiter.key}`));
      else waiter.resolve(result);
    }
  }

  async function writeOneByOne(items: Map<string, Item>, batchWaiters: Waiter<Result>[]) {
    await Promise.all(
      [...items].map(async ([key, item]) => {
        const mine = batchWaiters.filter((waiter) => waiter.key === key);
        try {
          settle(mine, await write([item]));
        } catch (error) {
          for (const waiter of mine) waiter.reject(error);
        }
      }),
    );
  }

  async function writeBatch(items: Map<string, Item>, batchWaiters: Waiter<Result>[]) {
    let results: Map<string, Result>;
    try {
      results = await write([...items.values()]);
    } catch (error) {
      if (items.size > 1) return writeOneByOne(items, batchWaiters);
      for (const waiter of batchWaiters) waiter.reject(error);
      return;
    }
    settle(batchWaiters, results);
  }

  function flush(): void {
    if (latest.size === 0) return;
    void writeBatch(latest, waiters);
    latest = new Map();
    waiters = [];
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      const key = keyOf(item);
      if (latest.size === 0) schedule(flush);
      // Re-inserting moves the key to the end, so a batch keeps the order of the last writes.
      latest.delete(key);
      latest.set(key, item);
      waiters.push({ key, resolve, reject });
      if (latest.size >= maxBatch) flush();
    });
}
