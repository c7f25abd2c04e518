import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore, type Account } from '../src/shared/stores/auth.ts';
import { useBookmarkStore, type BookmarkUpdateItem } from '../src/shared/stores/bookmarks.ts';
import { usePendingSettingsStore } from '../src/shared/sync/pending-settings.ts';
import { useProgressStore, type ProgressUpdateItem } from '../src/shared/stores/progress.ts';
import {
  installPageHideSend,
  KEEPALIVE_BODY_LIMIT,
  planKeepaliveSends,
  sendPendingOnPageHide,
  type PageHideDeps,
} from '../src/shared/sync/page-hide-send.ts';
import { keepaliveSettled } from '../src/shared/sync/sends-in-flight.ts';
import { createSettingsSyncer } from '../src/shared/sync/settings-sync.ts';
import {
  backendClientFor,
  defaultTarget,
  keepaliveClientFor,
  runSyncTick,
} from '../src/shared/sync/sync-loop.ts';
import { startSyncServer, type SyncServer } from './sync-fake-server.ts';

const account: Account = {
  token: 'token-u1',
  userId: 'u1',
  sessionId: 's1',
  deviceName: 'enc',
  profile: { colorA: '#0A54FF', colorB: '#CF2E68', icon: 'cat' },
  seed: 'AA==',
};
const movie = { tmdbId: '45745', type: 'movie' as const, title: 'Sintel', year: 2010 };
const none = { bookmarks: new Set<string>(), progress: new Set<string>() };

let server: SyncServer;
const deps: PageHideDeps = { target: defaultTarget, keepaliveClientFor };

beforeEach(() => {
  localStorage.clear();
  server = startSyncServer();
  useBookmarkStore.getState().clear();
  useProgressStore.getState().clear();
  usePendingSettingsStore.getState().clear();
  useAuthStore.setState({ account, backendUrl: null });
});

afterEach(async () => {
  server.setMode('up');
  server.releaseAll();
  await keepaliveSettled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const add = (id: number, tmdbId: string, poster?: string): BookmarkUpdateItem => ({
  id,
  action: 'add',
  tmdbId,
  type: 'movie',
  title: `Title ${tmdbId}`,
  ...(poster ? { poster } : {}),
});
const upsert = (id: number, tmdbId: string, episodeId?: string): ProgressUpdateItem => ({
  id,
  action: 'upsert',
  tmdbId,
  type: 'show',
  title: 'Show',
  progress: { watched: 10, duration: 100 },
  ...(episodeId ? { episodeId, seasonId: 's1' } : {}),
});

describe('planKeepaliveSends', () => {
  it('sends only the last change of a bookmarked title, settling every change of it', () => {
    const changes: BookmarkUpdateItem[] = [
      add(1, '7'),
      { id: 2, action: 'delete', tmdbId: '7' },
      add(3, '8'),
    ];
    const plan = planKeepaliveSends({
      bookmarks: changes,
      progress: [],
      onTheWire: none,
      budget: KEEPALIVE_BODY_LIMIT,
    });
    expect(plan.bookmarks.map((send) => [send.request.kind, send.items.map((i) => i.id)])).toEqual([
      ['bookmark-delete', [1, 2]],
      ['bookmark-add', [3]],
    ]);
  });

  it('holds back a progress change that must arrive after one it cannot be sent beside', () => {
    const changes: ProgressUpdateItem[] = [
      upsert(1, '9', 'e1'),
      upsert(2, '9', 'e2'),
      { id: 3, action: 'delete', tmdbId: '9' },
      upsert(4, '9', 'e3'),
      upsert(5, '10'),
    ];
    const plan = planKeepaliveSends({
      bookmarks: [],
      progress: changes,
      onTheWire: none,
      budget: KEEPALIVE_BODY_LIMIT,
    });
    expect(plan.progress.map((send) => send.items[0]?.id)).toEqual([1, 2, 5]);
  });

  it('leaves out titles already on the wire', () => {
    const plan = planKeepaliveSends({
      bookmarks: [add(1, '7'), add(2, '8')],
      progress: [upsert(3, '7')],
      onTheWire: { bookmarks: new Set(['7']), progress: new Set(['7']) },
      budget: KEEPALIVE_BODY_LIMIT,
    });
    expect(plan.bookmarks.map((send) => send.request.tmdbId)).toEqual(['8']);
    expect(plan.progress).toEqual([]);
  });

  it('stays within the byte budget and leaves the rest for later', () => {
    const poster = 'p'.repeat(1000);
    const changes = Array.from({ length: 10 }, (_, i) => add(i + 1, String(100 + i), poster));
    const one = planKeepaliveSends({
      bookmarks: changes.slice(0, 1),
      progress: [],
      onTheWire: none,
      budget: KEEPALIVE_BODY_LIMIT,
    }).bytes;
    const plan = planKeepaliveSends({
      bookmarks: changes,
      progress: [],
      onTheWire: none,
      budget: one * 3 + one / 2,
    });
    expect(plan.bookmarks).toHaveLength(3);
    expect(plan.bytes).toBe(one * 3);
  });
});

describe('sendPendingOnPageHide', () => {
  it('sends every queued change with keepalive before it returns', () => {
    useBookmarkStore.getState().addBookmark(movie);
    useProgressStore.getState().updateProgress({
      meta: movie,
      progress: { watched: 61, duration: 888 },
    });

    sendPendingOnPageHide(deps);

    expect(server.routes()).toEqual([
      'POST /users/u1/bookmarks/45745',
      'PUT /users/u1/progress/45745',
    ]);
    expect(server.sent.every((request) => request.keepalive)).toBe(true);
    expect(server.sent.every((request) => request.authorization === 'Bearer token-u1')).toBe(true);
  });

  it('keeps the changes queued until the server confirms them', async () => {
    server.setMode('hold');
    useBookmarkStore.getState().addBookmark(movie);
    sendPendingOnPageHide(deps);
    expect(useBookmarkStore.getState().updateQueue).toHaveLength(1);

    server.setMode('up');
    server.releaseAll();
    await keepaliveSettled();
    expect(useBookmarkStore.getState().updateQueue).toEqual([]);
  });

  it('keeps the changes queued when the send fails', async () => {
    server.setMode('down');
    useBookmarkStore.getState().addBookmark(movie);
    sendPendingOnPageHide(deps);
    await keepaliveSettled();
    expect(useBookmarkStore.getState().updateQueue).toHaveLength(1);
  });

  it('keeps the request bodies in flight under 64 KiB and the rest queued', async () => {
    server.setMode('hold');
    const poster = 'p'.repeat(2000);
    for (let i = 0; i < 60; i += 1) {
      useBookmarkStore.getState().addBookmark({ ...movie, tmdbId: String(1000 + i), poster });
    }

    sendPendingOnPageHide(deps);
    // A second hide while the first batch is still out adds only what still fits.
    sendPendingOnPageHide(deps);
    await server.read();

    const bytes = server.sent.reduce((sum, request) => sum + request.bodyBytes, 0);
    expect(bytes).toBeLessThanOrEqual(KEEPALIVE_BODY_LIMIT);
    expect(server.sent.length).toBeGreaterThan(20);
    expect(server.sent.length).toBeLessThan(60);
    expect(new Set(server.routes()).size).toBe(server.sent.length);

    server.setMode('up');
    server.releaseAll();
    await keepaliveSettled();
    expect(useBookmarkStore.getState().updateQueue).toHaveLength(60 - server.sent.length);
  });

  it('sends pending settings along', async () => {
    usePendingSettingsStore.getState().addSettings('s1', { enableAutoplay: false });
    sendPendingOnPageHide({ ...deps, settings: createSettingsSyncer() });
    // Made during the call, as a page that is going away needs; read once it has arrived.
    expect(server.routes()).toEqual(['PUT /users/u1/settings']);
    await server.read();
    expect(server.sent.map((request) => [request.path, request.keepalive, request.body])).toEqual([
      ['/users/u1/settings', true, { enableAutoplay: false }],
    ]);
  });

  it('sends nothing without an account', () => {
    useBookmarkStore.getState().addBookmark(movie);
    useAuthStore.setState({ account: null });
    sendPendingOnPageHide(deps);
    expect(server.sent).toEqual([]);
  });

  it('never sends a change twice beside itself: the drain waits and skips what was delivered', async () => {
    server.setMode('hold');
    useBookmarkStore.getState().addBookmark(movie);
    useBookmarkStore.getState().addBookmark({ ...movie, tmdbId: '10378' });
    sendPendingOnPageHide(deps);
    expect(server.sent).toHaveLength(2);

    const tick = runSyncTick({
      settings: createSettingsSyncer(),
      clientFor: backendClientFor,
      target: defaultTarget,
    });
    server.setMode('up');
    server.releaseAll();
    await tick;

    expect(server.sent).toHaveLength(2);
    expect(useBookmarkStore.getState().updateQueue).toEqual([]);
  });
});

describe('installPageHideSend', () => {
  it('sends on pagehide and when the page turns hidden, and stops when uninstalled', () => {
    const uninstall = installPageHideSend(deps);
    useBookmarkStore.getState().addBookmark(movie);
    window.dispatchEvent(new Event('pagehide'));
    expect(server.sent).toHaveLength(1);

    server.releaseAll();
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('visible');
    useBookmarkStore.getState().addBookmark({ ...movie, tmdbId: '10378' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(server.sent).toHaveLength(1);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(server.sent.map((request) => request.path)).toContain('/users/u1/bookmarks/10378');

    uninstall();
    const count = server.sent.length;
    window.dispatchEvent(new Event('pagehide'));
    expect(server.sent).toHaveLength(count);
  });
});
