export interface DrainResult {
  sent: number;
  error: unknown;
}

/**
 * Sends queued items strictly in order. An item leaves the queue only once `send` resolved, and
 * the first failure ends the round so later changes never overtake an earlier one.
 */
export async function drainQueue<T>(
  items: readonly T[],
  send: (item: T) => Promise<void>,
  remove: (item: T) => void,
): Promise<DrainResult> {
  let sent = 0;
  for (const item of items) {
    try {
      await send(item);
    } catch (error) {
      return { sent, error };
    }
    remove(item);
    sent += 1;
  }
  return { sent, error: undefined };
}
