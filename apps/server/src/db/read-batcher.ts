/** Reads the rows of many keys at once; each row names its key through `keyOfRow`. */
export type BatchRead<Row> = (keys: string[]) => Promise<Row[]>;

export interface ReadBatcherOptions<Row> {
  read: BatchRead<Row>;
  keyOfRow: (row: Row) => string;
  maxBatch?: number;
  /** When to run what has been asked for; tests pass their own. */
  schedule?: (flush: () => void) => void;
}

interface Waiter<Row> {
  resolve: (rows: Row[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the reads of one event-loop turn into one statement, the way `writeBatcher` gathers
 * writes. Every client restores its lists on start and on every reconnect; on PostgreSQL each
 * read on its own costs a pool checkout, a round trip and a wake-up of the database, which is
 * far more than the rows themselves. Rows come back in the order the batch query gave them, so
 * an ORDER BY on the batch query orders every key's rows.
 *
 * A read asked for while a batch is in flight goes into the next batch and so sees every write
 * that finished before it was asked for. A failed batch fails each of its callers.
 */
export function readBatcher<Row>({
  read,
  keyOfRow,
  maxBatch = 200,
  schedule = setImmediate,
}: ReadBatcherOptions<Row>): (key: string) => Promise<Row[]> {
  let pending = new Map<string, Waiter<Row>[]>();

  async function readBatch(batch: Map<string, Waiter<Row>[]>): Promise<void> {
    let rows: Row[];
    try {
      rows = await read([...batch.keys()]);
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      return;
    }
    const byKey = new Map<string, Row[]>();
    for (const row of rows) {
      const key = keyOfRow(row);
      const list = byKey.get(key);
      if (list) list.push(row);
      else byKey.set(key, [row]);
    }
    for (const [key, waiters] of batch) {
      const found = byKey.get(key) ?? [];
      // Each caller gets its own array, so one caller's changes never reach another.
      for (const waiter of waiters) waiter.resolve(waiters.length > 1 ? [...found] : found);
    }
  }

  function flush(): void {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    void readBatch(batch);
  }

  return (key) =>
    new Promise<Row[]>((resolve, reject) => {
      if (pending.size === 0) schedule(flush);
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (pending.size >= maxBatch) flush();
    });
}
