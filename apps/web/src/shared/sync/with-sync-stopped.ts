import { holdSyncLock } from './cross-tab.ts';
import { abortSendRuns, keepaliveSettled, stopSendRuns } from './sends-in-flight.ts';

/** After the wait, how long a drain given up on the wire has to let go of the lock. */
const ABORT_GRACE_MS = 1000;

/**
 * Runs `task` with no sync request of this tab on the wire and none starting until it is done:
 * a running drain stops after the request it is making (and that request gets its answer),
 * sends made as the page was hidden get their answers, and the sync lock is held meanwhile.
 * A drain that is still busy after `timeoutMs` is given up; if the lock is still not free soon
 * after (another tab stuck), this rejects with an AbortError and `task` does not run.
 */
export async function withSyncStopped<T>(
  task: () => Promise<T>,
  { timeoutMs }: { timeoutMs: number },
): Promise<T> {
  stopSendRuns();
  const controller = new AbortController();
  const giveUpDrains = setTimeout(abortSendRuns, timeoutMs);
  const giveUp = setTimeout(() => controller.abort(), timeoutMs + ABORT_GRACE_MS);
  try {
    return await holdSyncLock(async () => {
      await keepaliveSettled(controller.signal);
      clearTimeout(giveUpDrains);
      clearTimeout(giveUp);
      return task();
    }, controller.signal);
  } finally {
    clearTimeout(giveUpDrains);
    clearTimeout(giveUp);
  }
}
