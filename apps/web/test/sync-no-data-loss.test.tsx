import { bookmarksStore, generateMnemonic } from '@screenroom/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomStatus } from '@screenroom/core';
import { BackendError, createBackendClient } from '../src/shared/clients/backend.ts';
import { useJoinWatchParty } from '../src/shared/layout/hooks/useJoinWatchParty.ts';
import { ACCOUNT_NAMESPACE, registerAccount, useAuth } from '../src/shared/account/useAuth.ts';
import {
  applySettings,
  restoreAccount,
  RESTORE_INTERVAL_MS,
  useAuthRestore,
} from '../src/shared/account/useAuthRestore.ts';
import { useAuthStore, type Account } from '../src/shared/stores/auth.ts';
import { useBookmarkStore, type BookmarkUpdateItem } from '../src/shared/stores/bookmarks.ts';
import { useConnectivityStore } from '../src/shared/stores/connectivity.ts';
import { usePendingSettingsStore } from '../src/shared/sync/pending-settings.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { useSubtitleStore } from '../src/shared/stores/subtitles.ts';
import { removeSameChange } from '@screenroom/core';
import { withSyncLock } from '../src/shared/sync/cross-tab.ts';
import { drainQueue } from '../src/shared/sync/drain-queue.ts';
import { failureKind } from '../src/shared/sync/failure-kind.ts';
import { createSettingsSyncer } from '../src/shared/sync/settings-sync.ts';
import { runSyncTick, type ClientFactory } from '../src/shared/sync/sync-loop.ts';
import { withFreshFakeBackend } from './account-fixture.ts';
import { server } from './msw-server.ts';

const profile = { colorA: '#0A54FF', colorB: '#CF2E68', icon: 'ghost' };
const movie = { tmdbId: '45745', type: 'movie' as const, title: 'Sintel', year: 2010 };
const account: Account = {
  token: 'token-u1',
  userId: 'u1',
  sessionId: 's1',
  deviceName: 'enc',
  profile,
  seed: 'AA==',
};
const target = () => ({ backendUrl: '', token: 'token-u1', userId: 'u1', sessionId: 's1' });

let backend: ReturnType<typeof withFreshFakeBackend>;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

/** Empty server lists for the restore of `userId`. */
function emptyServer(userId: string) {
  backend.answer(`GET /users/${userId}/bookmarks`, () => json([]));
  backend.answer(`GET /users/${userId}/progress`, () => json([]));
  backend.answer(`GET /users/${userId}/settings`, () => json({ id: userId }));
}

function resetPendingSettings() {
  usePendingSettingsStore.setState({ sessionId: null, settings: {}, subtitleLanguage: null });
}

beforeEach(() => {
  backend = withFreshFakeBackend();
  useConnectivityStore.setState({ isOnline: true });
  resetPendingSettings();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Local data without queue entries, as converted from the old movie-web formats. */
function seedLocalData() {
  useBookmarkStore.setState({
    bookmarks: { '603': { type: 'movie', title: 'The Matrix', year: 1999, updatedAt: 1 } },
    updateQueue: [],
  });
  useProgressStore.setState({
    items: {
      '45745': {
        type: 'movie',
        title: 'Sintel',
        year: 2010,
        updatedAt: 2,
        seasons: {},
        episodes: {},
        progress: { watched: 300, duration: 888 },
      },
    },
    updateQueue: [],
  });
}

describe('1. login and register import local data before the restore', () => {
  async function existingUser() {
    const mnemonic = generateMnemonic();
    const created = await registerAccount(createBackendClient(''), {
      mnemonic,
      deviceName: 'first',
      profile,
    });
    backend.calls.length = 0;
    return { mnemonic, userId: created.userId };
  }

  it('uploads local data at login before setting the account that starts the restore', async () => {
    const { mnemonic, userId } = await existingUser();
    seedLocalData();
    const accountAtImport: (Account | null)[] = [];
    backend.answer(`PUT /users/${userId}/bookmarks`, () => {
      accountAtImport.push(useAuthStore.getState().account);
      return json([]);
    });
    const { result } = renderHook(() => useAuth());
    await act(() => result.current.login({ mnemonic, deviceName: 'second' }));

    const paths = backend.calls.map((c) => `${c.method} ${c.path}`);
    expect(paths).toContain(`PUT /users/${userId}/bookmarks`);
    expect(paths).toContain(`PUT /users/${userId}/progress/import`);
    expect(accountAtImport).toEqual([null]);
    expect(useAuthStore.getState().account?.userId).toBe(userId);
  });

  it('sends the namespace with login complete', async () => {
    const { mnemonic } = await existingUser();
    const { result } = renderHook(() => useAuth());
    await act(() => result.current.login({ mnemonic, deviceName: 'second' }));
    const complete = backend.calls.find((c) => c.path === '/auth/login/complete')!;
    expect((complete.body as { namespace: string }).namespace).toBe(ACCOUNT_NAMESPACE);
  });

  it('queues the local data when the import fails, so the restore keeps it and sync sends it', async () => {
    const { mnemonic, userId } = await existingUser();
    seedLocalData();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.answer(`PUT /users/${userId}/bookmarks`, () => json({ message: 'down' }, 503));
    const { result } = renderHook(() => useAuth());
    await act(() => result.current.login({ mnemonic, deviceName: 'second' }));

    emptyServer(userId);
    await restoreAccount();
    expect(Object.keys(useBookmarkStore.getState().bookmarks)).toEqual(['603']);
    expect(useProgressStore.getState().items['45745']?.progress?.watched).toBe(300);
    expect(useBookmarkStore.getState().updateQueue).toMatchObject([
      { action: 'add', tmdbId: '603', title: 'The Matrix', type: 'movie', year: 1999 },
    ]);
    expect(useProgressStore.getState().updateQueue).toMatchObject([
      { action: 'upsert', tmdbId: '45745', progress: { watched: 300, duration: 888 } },
    ]);
  });

  it('imports at register before the account is set', async () => {
    seedLocalData();
    const accountAtImport: (Account | null)[] = [];
    const { result } = renderHook(() => useAuth());
    // Notes the account as each import arrives, then lets the fake backend answer it.
    server.use(
      http.put('*', () => {
        accountAtImport.push(useAuthStore.getState().account);
      }),
    );
    await act(() =>
      result.current.register({ mnemonic: generateMnemonic(), deviceName: 'x', profile }),
    );
    expect(accountAtImport).toEqual([null, null]);
    expect(useBookmarkStore.getState().updateQueue).toEqual([]);
  });
});

describe('3. settings changed offline survive a reload', () => {
  beforeEach(() => {
    useAuthStore.setState({ account });
    usePreferencesStore.getState().setPreference('enableAutoplay', true);
    useSubtitleStore.getState().setLanguage('en');
  });

  function offlineClient() {
    const updateSettings = vi.fn((): Promise<never> => Promise.reject(new BackendError(0, 'x')));
    return { updateSettings };
  }

  it('sends a change made offline after the tab was closed and reopened', async () => {
    const before = createSettingsSyncer();
    usePreferencesStore.getState().setPreference('enableAutoplay', false);
    useSubtitleStore.getState().setLanguage('fr');
    before.record();
    expect(await before.flush(offlineClient(), target())).toBeInstanceOf(BackendError);

    // Reopened: a new syncer whose starting values already hold the change.
    await usePendingSettingsStore.persist.rehydrate();
    const after = createSettingsSyncer();
    const updateSettings = vi.fn(() => Promise.resolve({} as never));
    await after.flush({ updateSettings }, target());
    await after.syncSubtitleLanguage({ updateSettings }, target());
    expect(updateSettings.mock.calls).toEqual([
      ['u1', { enableAutoplay: false }],
      ['u1', { defaultSubtitleLanguage: 'fr' }],
    ]);
    await after.flush({ updateSettings }, target());
    expect(updateSettings).toHaveBeenCalledTimes(2);
  });

  it('a restore does not put the server value over a pending change', () => {
    const syncer = createSettingsSyncer();
    usePreferencesStore.getState().setPreference('enableAutoplay', false);
    useSubtitleStore.getState().setLanguage('fr');
    syncer.record();
    applySettings(
      { enableAutoplay: true, enableThumbnails: false, defaultSubtitleLanguage: 'de' },
      's1',
    );
    expect(usePreferencesStore.getState().enableAutoplay).toBe(false);
    expect(useSubtitleStore.getState().lastSelectedLanguage).toBe('fr');
    expect(usePreferencesStore.getState().enableThumbnails).toBe(false);
  });

  it('does not take the server values a restore applied for local changes', async () => {
    const syncer = createSettingsSyncer();
    applySettings({ enableThumbnails: false }, 's1');
    const updateSettings = vi.fn(() => Promise.resolve({} as never));
    await syncer.flush({ updateSettings }, target());
    expect(updateSettings).not.toHaveBeenCalled();
  });

  it('forgets changes pending for another session', () => {
    usePendingSettingsStore.getState().addSettings('old-session', { enableAutoplay: false });
    applySettings({ enableAutoplay: true }, 's1');
    expect(usePreferencesStore.getState().enableAutoplay).toBe(true);
  });
});

describe('4. two tabs', () => {
  it('picks up another tab’s queue from a storage event', async () => {
    useBookmarkStore.getState().addBookmark(movie);
    const otherTab = JSON.parse(localStorage.getItem(bookmarksStore.key)!) as {
      state: { updateQueue: unknown[] };
    };
    otherTab.state.updateQueue.push({ id: 99, action: 'delete', tmdbId: '1' });
    localStorage.setItem(bookmarksStore.key, JSON.stringify(otherTab));
    window.dispatchEvent(
      new StorageEvent('storage', { key: bookmarksStore.key, storageArea: localStorage }),
    );
    await waitFor(() => expect(useBookmarkStore.getState().updateQueue).toHaveLength(2));
    useBookmarkStore.getState().addBookmark({ ...movie, tmdbId: '2' });
    const stored = JSON.parse(localStorage.getItem(bookmarksStore.key)!) as {
      state: { updateQueue: { tmdbId: string }[] };
    };
    expect(stored.state.updateQueue.map((u) => u.tmdbId)).toEqual(['45745', '1', '2']);
  });

  it('removes a sent item even when it was read back as a new object', () => {
    const item: BookmarkUpdateItem = { id: 1, action: 'add', tmdbId: '7', title: 'x' };
    const copy = JSON.parse(JSON.stringify(item)) as BookmarkUpdateItem;
    const later: BookmarkUpdateItem = { id: 2, action: 'delete', tmdbId: '7' };
    expect(removeSameChange([copy, later], item)).toEqual([later]);
    expect(removeSameChange([later], item)).toEqual([later]);
  });

  it('skips the round while another tab holds the sync lock', async () => {
    let held = false;
    const request = vi.fn(
      (_name: string, _options: unknown, task: (lock: object | null) => Promise<unknown>) =>
        task(held ? null : {}),
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const task = vi.fn(async () => 'ran');
    expect(await withSyncLock(task)).toBe('ran');
    held = true;
    expect(await withSyncLock(task)).toBeUndefined();
    expect(task).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(
      'screenroom-sync',
      { ifAvailable: true },
      expect.any(Function),
    );
  });
});

describe('5. a refused change does not stall the queue', () => {
  it('classifies failures', () => {
    expect(failureKind(new BackendError(400, 'x'))).toBe('rejected');
    expect(failureKind(new BackendError(404, 'x'))).toBe('rejected');
    expect(failureKind(new BackendError(429, 'x'))).toBe('retry');
    expect(failureKind(new BackendError(401, 'x'))).toBe('session');
    expect(failureKind(new BackendError(403, 'x'))).toBe('session');
    expect(failureKind(new BackendError(503, 'x'))).toBe('offline');
    expect(failureKind(new TypeError('Failed to fetch'))).toBe('offline');
    expect(failureKind(new DOMException('x', 'AbortError'))).toBe('retry');
  });

  it('drops a 400 with a warning and sends the rest; keeps a 429 and stops', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useAuthStore.setState({ account });
    useBookmarkStore.getState().addBookmark(movie);
    useBookmarkStore.getState().addBookmark({ ...movie, tmdbId: '2' });
    useBookmarkStore.getState().addBookmark({ ...movie, tmdbId: '3' });
    const sent: string[] = [];
    const addBookmark = vi.fn(async (_u: string, body: { tmdbId: string }) => {
      if (body.tmdbId === '45745') throw new BackendError(400, 'validation');
      if (body.tmdbId === '3') throw new BackendError(429, 'slow down');
      sent.push(body.tmdbId);
      return {} as never;
    });
    const client = { addBookmark, updateSettings: vi.fn() } as unknown as ReturnType<ClientFactory>;
    await runSyncTick({ settings: createSettingsSyncer(), clientFor: () => client, target });
    expect(sent).toEqual(['2']);
    expect(useBookmarkStore.getState().updateQueue.map((u) => u.tmdbId)).toEqual(['3']);
    expect(warn).toHaveBeenCalled();
    expect(useConnectivityStore.getState().isOnline).toBe(true);
  });

  it('keeps the item on 401 and asks whether the session is gone', async () => {
    useAuthStore.setState({ account });
    useBookmarkStore.getState().addBookmark(movie);
    const addBookmark = vi.fn(() => Promise.reject(new BackendError(401, 'no')));
    const client = { addBookmark, updateSettings: vi.fn() } as unknown as ReturnType<ClientFactory>;
    const onSessionRefused = vi.fn();
    await runSyncTick({
      settings: createSettingsSyncer(),
      clientFor: () => client,
      target,
      onSessionRefused,
    });
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
    expect(useBookmarkStore.getState().updateQueue).toHaveLength(1);
  });

  it('drainQueue stops at a failure that may pass', async () => {
    const sent: number[] = [];
    const result = await drainQueue(
      [1, 2, 3],
      async (n) => {
        if (n === 2) throw new BackendError(500, 'x');
      },
      { sent: (n) => sent.push(n), rejected: () => undefined, isRejectedForGood: () => false },
    );
    expect(sent).toEqual([1]);
    expect(result.sent).toBe(1);
  });
});

describe('6. only the first restore may show the error screen', () => {
  it('keeps the app on screen when a later restore fails, and tries again next time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useAuthStore.setState({ account });
    backend.users.set('k', { id: 'u1', publicKey: 'k', profile });
    emptyServer('u1');
    const meCalls = () => backend.calls.filter((c) => c.path === '/users/@me').length;
    const { result } = renderHook(() => useAuthRestore());
    await waitFor(() => expect(result.current.loading).toBe(false));
    backend.answer('GET /users/@me', () => json({ message: 'Boom' }, 502));
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_INTERVAL_MS));
    await waitFor(() => expect(meCalls()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.error).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_INTERVAL_MS));
    expect(meCalls()).toBe(3);
    expect(result.current.error).toBeNull();
    expect(useAuthStore.getState().account).toEqual(account);
  });
});

describe('7. a restore racing a sync tick', () => {
  it('keeps a change sent while the restore was fetching', async () => {
    useAuthStore.setState({ account });
    backend.users.set('k', { id: 'u1', publicKey: 'k', profile });
    let releaseBookmarks: () => void = () => undefined;
    const bookmarksGate = new Promise<void>((resolve) => (releaseBookmarks = resolve));
    backend.answer('GET /users/u1/progress', () => json([]));
    backend.answer('GET /users/u1/settings', () => json({ id: 'u1' }));
    let fetching = false;
    server.use(
      http.get('*/users/u1/bookmarks', async () => {
        fetching = true;
        await bookmarksGate;
        return json([]); // the server's answer from before the add arrived
      }),
    );
    useBookmarkStore.getState().addBookmark(movie);
    const restoring = restoreAccount();
    await waitFor(() => expect(fetching).toBe(true));
    const addBookmark = vi.fn(() => Promise.resolve({} as never));
    const client = { addBookmark, updateSettings: vi.fn() } as unknown as ReturnType<ClientFactory>;
    await runSyncTick({ settings: createSettingsSyncer(), clientFor: () => client, target });
    expect(useBookmarkStore.getState().updateQueue).toEqual([]);
    releaseBookmarks();
    await restoring;
    expect(Object.keys(useBookmarkStore.getState().bookmarks)).toEqual(['45745']);
  });
});

describe('8. watch party status failures', () => {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(MemoryRouter, null, children);

  it('set offline, except an abort', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failure: unknown = new DOMException('gone', 'AbortError');
    const fetchRoom = (): Promise<RoomStatus> => Promise.reject(failure);
    const { result } = renderHook(() => useJoinWatchParty(fetchRoom), { wrapper });
    await act(() => result.current.join('AB'));
    expect(useConnectivityStore.getState().isOnline).toBe(true);
    failure = new TypeError('Failed to fetch');
    await act(() => result.current.join('AB'));
    expect(useConnectivityStore.getState().isOnline).toBe(false);
    expect(result.current.state).toEqual({ status: 'error', error: 'watchParty.invalidRoom' });
  });
});
