import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackendClient } from '../src/shared/clients/backend.ts';
import { deleteAccount } from '../src/features/settings/account/account-actions.ts';
import { useAuthStore, type Account } from '../src/shared/stores/auth.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { usePendingSettingsStore } from '../src/shared/sync/pending-settings.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { createSettingsSyncer } from '../src/shared/sync/settings-sync.ts';
import { backendClientFor, defaultTarget, runSyncTick } from '../src/shared/sync/sync-loop.ts';
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

let server: SyncServer;

beforeEach(() => {
  localStorage.clear();
  server = startSyncServer();
  useBookmarkStore.getState().clear();
  useProgressStore.getState().clear();
  usePendingSettingsStore.getState().clear();
  useAuthStore.setState({ account, backendUrl: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const client = () => createBackendClient('', account.token);
const tick = () =>
  runSyncTick({
    settings: createSettingsSyncer(),
    clientFor: backendClientFor,
    target: defaultTarget,
  });

describe('deleteAccount', () => {
  it('sends none of the queued changes and clears them with the account', async () => {
    useBookmarkStore.getState().addBookmark(movie);
    usePendingSettingsStore.getState().addSettings('s1', { enableAutoplay: false });

    await deleteAccount(client(), account);
    await tick();

    expect(server.routes()).toEqual(['DELETE /users/u1']);
    expect(useAuthStore.getState().account).toBeNull();
    expect(useBookmarkStore.getState().updateQueue).toEqual([]);
    expect(usePendingSettingsStore.getState().settings).toEqual({});
  });

  it('lets a change already on the wire get its answer first, and sends nothing after', async () => {
    useBookmarkStore.getState().addBookmark(movie);
    useBookmarkStore.getState().addBookmark({ ...movie, tmdbId: '10378' });
    useProgressStore.getState().updateProgress({
      meta: movie,
      progress: { watched: 61, duration: 888 },
    });
    server.setMode('hold');
    const running = tick();
    await vi.waitFor(() => expect(server.held).toHaveLength(1));

    const deleting = deleteAccount(client(), account);
    server.setMode('up');
    server.releaseAll();
    await Promise.all([running, deleting]);

    expect(server.routes()).toEqual(['POST /users/u1/bookmarks/45745', 'DELETE /users/u1']);
    // The deletion went out only once the change on the wire had its answer.
    expect(server.sent[1]?.unansweredBefore).toBe(0);
    expect(useAuthStore.getState().account).toBeNull();
    expect(useProgressStore.getState().updateQueue).toEqual([]);
  });

  it('gives up a request that never answers, then deletes', async () => {
    vi.useFakeTimers();
    useBookmarkStore.getState().addBookmark(movie);
    server.setMode('hold');
    const running = tick();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.held).toHaveLength(1);

    const deleting = deleteAccount(client(), account);
    server.setMode('up');
    await vi.advanceTimersByTimeAsync(5000);
    await Promise.all([running, deleting]);

    expect(server.sent[0]?.signal.aborted).toBe(true);
    expect(server.routes()).toEqual(['POST /users/u1/bookmarks/45745', 'DELETE /users/u1']);
    expect(server.sent[1]?.unansweredBefore).toBe(0);
    expect(useAuthStore.getState().account).toBeNull();
  });

  it('keeps the account and its changes when the server refuses the deletion', async () => {
    useBookmarkStore.getState().addBookmark(movie);
    server.answer('DELETE /users/u1', () => new Response('{}', { status: 500 }));
    await expect(deleteAccount(client(), account)).rejects.toThrow();
    expect(useAuthStore.getState().account).toEqual(account);
    expect(useBookmarkStore.getState().updateQueue).toHaveLength(1);
  });
});
