import DataLoader from 'dataloader';

/** Reads the rows of many keys at once; each row names its key through `keyOfRow`. */
export type BatchRead<Row> = (keys: string[]) => Promise<Row[]>;

export interface ReadBatcherOptions<Row> {
  read: BatchRead<Row>;
  keyOfRow: (row: Row) => string;
  maxBatch?: number;
  /** When to run what has been asked for; tests pass their own. */
  schedule?: (flush: () => void) => void;
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
  const loader: DataLoader<string, Row[]> = new DataLoader(
    async (keys) => {
      // DataLoader's cache only joins the callers of one key within a batch: dropping the keys
      // as the batch leaves sends later reads to the next batch instead of to old rows.
      for (const key of keys) loader.clear(key);
      const rows = await read([...keys]);
      const byKey = new Map<string, Row[]>();
      for (const row of rows) {
        const key = keyOfRow(row);
        const list = byKey.get(key);
        if (list) list.push(row);
        else byKey.set(key, [row]);
      }
      return keys.map((key) => byKey.get(key) ?? []);
    },
    // A turn of the event loop, not DataLoader's default of the current tick: requests that
    // arrive together on different connections land in different ticks of one turn.
    { maxBatchSize: maxBatch, batchScheduleFn: schedule },
  );

  // Callers of one key share its rows; each gets its own array, so one caller's changes never
  // reach another.
  return (key) => loader.load(key).then((rows) => rows.slice());
}
