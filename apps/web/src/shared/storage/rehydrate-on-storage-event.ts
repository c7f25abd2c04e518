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
