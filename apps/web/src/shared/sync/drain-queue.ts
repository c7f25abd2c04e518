export interface DrainResult {
  sent: number;
  error: unknown;
}

export interface DrainHandlers<T> {
  /** The server took the item. */
  sent: (item: T) => void;
  /** The server refused the item for good; it leaves the queue unsent. */
  rejected: (item: T, error: unknown) => void;
  /** Whether a failure means the server will never take the item. */
  isRejectedForGood: (error: unknown) => boolean;
}

/**
 * Sends queued items strictly in order. An item leaves the queue only once `send` resolved or the
 * server refused it for good; any other failure ends the round so later changes never overtake
 * an earlier one that may still arrive. An aborted `stop` ends the round before the next item,
 * with an AbortError, while the item being sent still gets its answer.
 */
export async function drainQueue<T>(
  items: readonly T[],
  send: (item: T) => Promise<void>,
  handlers: DrainHandlers<T>,
  stop?: AbortSignal,
): Promise<DrainResult> {
  let sent = 0;
  for (const item of items) {
    if (stop?.aborted)
      return { sent, error: new DOMException('The round was stopped', 'AbortError') };
    try {
      await send(item);
    } catch (error) {
      if (!handlers.isRejectedForGood(error)) return { sent, error };
      handlers.rejected(item, error);
      continue;
    }
    handlers.sent(item);
    sent += 1;
  }
  return { sent, error: undefined };
}
