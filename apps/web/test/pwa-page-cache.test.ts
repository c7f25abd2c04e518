import { describe, expect, it, vi } from 'vitest';
import { keepPageForOffline, PAGE_CACHE } from '../src/app/pwa/page-cache.ts';

/** A cache storage holding at most the given keys, recording what is opened and added. */
function fakeStorage(held: string[] = []) {
  const cache = {
    match: vi.fn(async (key: string) => (held.includes(key) ? new Response('kept') : undefined)),
    add: vi.fn(async (key: string) => {
      held.push(key);
    }),
  };
  const storage = { open: vi.fn(async () => cache as unknown as Cache) };
  return { storage, cache };
}

describe('keeping the page for offline starts', () => {
  it('keeps the app’s page once the worker is ready, when no copy is there', async () => {
    let ready = (_: ServiceWorkerRegistration) => {};
    const container = {
      ready: new Promise<ServiceWorkerRegistration>((resolve) => (ready = resolve)),
    };
    const { storage, cache } = fakeStorage();
    const kept = keepPageForOffline(container, storage);
    await Promise.resolve();
    expect(storage.open).not.toHaveBeenCalled();
    ready({} as ServiceWorkerRegistration);
    await kept;
    expect(storage.open).toHaveBeenCalledWith(PAGE_CACHE);
    expect(cache.add).toHaveBeenCalledWith('/');
  });

  it('leaves a kept copy alone: the worker replaces it with each page the network gives', async () => {
    const { storage, cache } = fakeStorage(['/']);
    await keepPageForOffline({ ready: Promise.resolve({} as ServiceWorkerRegistration) }, storage);
    expect(cache.add).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers or caches', async () => {
    const { storage } = fakeStorage();
    await keepPageForOffline(undefined, storage);
    await keepPageForOffline(
      { ready: Promise.resolve({} as ServiceWorkerRegistration) },
      undefined,
    );
    expect(storage.open).not.toHaveBeenCalled();
  });
});
