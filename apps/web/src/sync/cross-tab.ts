/** The subset of a zustand persist store that cross-tab refresh needs. */
export interface Rehydratable {
  persist: { rehydrate: () => Promise<void> | void };
}

/**
 * Another tab wrote this store's key: read it back, so this tab's next write carries the other
 * tab's queued changes instead of overwriting them. A null key means the storage was cleared.
 */
export function rehydrateOnStorageEvent(key: string, store: Rehydratable): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === key || event.key === null) void store.persist.rehydrate();
  });
}

export const SYNC_LOCK_NAME = 'screenroom-sync';

/**
 * Runs `task` while this tab holds the sync lock, or skips it (resolving undefined) while another
 * tab does: two tabs sending the same queue could deliver an add after its own delete. Browsers
 * without Web Locks run the task as is.
 */
export async function withSyncLock<T>(task: () => Promise<T>): Promise<T | undefined> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(SYNC_LOCK_NAME, { ifAvailable: true }, (lock) =>
    lock ? task() : undefined,
  );
}
