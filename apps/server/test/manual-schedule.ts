/** A `schedule` for the batchers that runs what they queued only when the test calls `flush`. */
export function manualSchedule() {
  let pending: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => {
      pending.push(flush);
    },
    /** Runs the queued flushes, then lets the batch they started settle for one turn. */
    async flush() {
      const due = pending;
      pending = [];
      for (const run of due) run();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}
