import { waitOrAbort } from './wait-or-abort.ts';

export const SYNC_LOCK_NAME = 'screenroom-sync';

/**
 * Stands in for the lock in browsers without Web Locks: it cannot keep other tabs out, but it
 * keeps this tab's own sends one at a time.
 */
let heldInThisTab: Promise<void> | null = null;

async function withTabLock<T>(
  task: () => Promise<T>,
  wait: boolean,
  signal?: AbortSignal,
): Promise<T | undefined> {
  while (heldInThisTab) {
    if (!wait) return undefined;
    await waitOrAbort(heldInThisTab, signal);
  }
  let release = () => {};
  heldInThisTab = new Promise((resolve) => (release = resolve));
  try {
    return await task();
  } finally {
    heldInThisTab = null;
    release();
  }
}

/**
 * Runs `task` while this tab holds the sync lock, or skips it (resolving undefined) while another
 * tab does: two tabs sending the same queue could deliver an add after its own delete.
 */
export async function withSyncLock<T>(task: () => Promise<T>): Promise<T | undefined> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return withTabLock(task, false);
  return locks.request(SYNC_LOCK_NAME, { ifAvailable: true }, (lock) =>
    lock ? task() : undefined,
  );
}

/**
 * Runs `task` once this tab holds the sync lock, waiting for whoever holds it now (a drain in
 * this or another tab) to finish. Rejects with an AbortError when `signal` ends the wait first.
 */
export async function holdSyncLock<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return (await withTabLock(task, true, signal)) as T;
  signal?.throwIfAborted();
  return locks.request(SYNC_LOCK_NAME, signal ? { signal } : {}, () => task());
}
