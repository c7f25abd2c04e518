/** Where the service worker keeps the newest page of the app (build/pwa.ts names it too). */
export const PAGE_CACHE = 'screenroom-pages';

/** Every route is the same app, so one copy serves them all. */
export const PAGE_CACHE_KEY = '/';

/**
 * The worker keeps a page when a navigation passes through it, which the visit that installed it
 * never does: so once it is ready, this page's own address is kept unless a copy is there already,
 * and an app installed on its first visit still opens offline. The copy comes from the network,
 * with the server's current runtime configuration in it.
 */
export async function keepPageForOffline(
  container: Pick<ServiceWorkerContainer, 'ready'> | undefined = navigator.serviceWorker,
  storage: Pick<CacheStorage, 'open'> | undefined = globalThis.caches,
): Promise<void> {
  if (!container || !storage) return;
  await container.ready;
  const cache = await storage.open(PAGE_CACHE);
  if (await cache.match(PAGE_CACHE_KEY)) return;
  await cache.add(PAGE_CACHE_KEY);
}
