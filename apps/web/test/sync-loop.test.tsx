import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../src/shared/clients/backend.ts';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useConnectivityStore } from '../src/shared/stores/connectivity.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { useSubtitleStore } from '../src/shared/stores/subtitles.ts';
import { useThemeStore } from '../src/shared/stores/theme.ts';
import { createSettingsSyncer } from '../src/shared/sync/settings-sync.ts';
import { runSyncTick, type ClientFactory } from '../src/shared/sync/sync-loop.ts';
import { bookmarkRequest, progressRequest } from '../src/shared/sync/sync-requests.ts';

type Call = [string, ...unknown[]];

/** A fake server that records calls in order and can be switched off like a dropped network. */
function fakeServer() {
  const calls: Call[] = [];
  let down = false;
  const answer = (call: Call) => {
    if (down) return Promise.reject(new BackendError(0, 'Failed to fetch'));
    calls.push(call);
    return Promise.resolve({} as never);
  };
  const client = {
    addBookmark: vi.fn((userId: string, body: unknown) => answer(['addBookmark', userId, body])),
    deleteBookmark: vi.fn((userId: string, id: string) => answer(['deleteBookmark', userId, id])),
    setProgress: vi.fn((userId: string, body: unknown) => answer(['setProgress', userId, body])),
    deleteProgress: vi.fn((userId: string, id: string, sel: unknown) =>
      answer(['deleteProgress', userId, id, sel]),
    ),
    updateSettings: vi.fn((userId: string, body: unknown) =>
      answer(['updateSettings', userId, body]),
    ),
  };
  const clientFor: ClientFactory = () => client;
  return {
    calls,
    client,
    clientFor,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

const account = {
  token: 't',
  userId: 'user1',
  sessionId: 's',
  deviceName: 'x',
  profile: { colorA: '#000', colorB: '#fff', icon: 'cat' },
  seed: 'AAAA',
};
const target = () => ({ backendUrl: '', token: 't', userId: 'user1', sessionId: 's' });
const movie = { tmdbId: '45745', type: 'movie' as const, title: 'Sintel', year: 2010 };

beforeEach(() => {
  localStorage.clear();
  useBookmarkStore.getState().clear();
  useProgressStore.getState().clear();
  useAuthStore.setState({ account, backendUrl: null });
  useConnectivityStore.setState({ isOnline: true });
});

afterEach(() => vi.useRealTimers());

describe('queued changes', () => {
  it('sends bookmark and progress changes in order and empties the queues', async () => {
    const server = fakeServer();
    useBookmarkStore.getState().addBookmark(movie);
    useBookmarkStore.getState().removeBookmark('45745');
    useProgressStore.getState().updateProgress({
      meta: { ...movie },
      progress: { watched: 61.4, duration: 888 },
    });
    useProgressStore.getState().removeProgress('45745');

    await runSyncTick({ settings: createSettingsSyncer(), clientFor: server.clientFor, target });

    expect(server.calls.map((c) => c[0])).toEqual([
      'addBookmark',
      'deleteBookmark',
      'setProgress',
      'deleteProgress',
    ]);
    expect(server.calls[0]).toEqual([
      'addBookmark',
      'user1',
      { tmdbId: '45745', meta: { title: 'Sintel', year: 2010, type: 'movie' } },
    ]);
    expect(server.calls[2]?.[2]).toMatchObject({ tmdbId: '45745', watched: 61.4, duration: 888 });
    expect(useBookmarkStore.getState().updateQueue).toEqual([]);
    expect(useProgressStore.getState().updateQueue).toEqual([]);
  });

  it('keeps everything queued while offline, marks offline, and delivers in order later', async () => {
    const server = fakeServer();
    const settings = createSettingsSyncer();
    server.setDown(true);
    useBookmarkStore.getState().addBookmark(movie);
    useBookmarkStore.getState().addBookmark({ ...movie, tmdbId: '10378', title: 'Big Buck Bunny' });

    await runSyncTick({ settings, clientFor: server.clientFor, target });
    expect(useBookmarkStore.getState().updateQueue).toHaveLength(2);
    expect(useConnectivityStore.getState().isOnline).toBe(false);

    server.setDown(false);
    await runSyncTick({ settings, clientFor: server.clientFor, target });
    expect(server.calls.map((c) => (c[2] as { tmdbId: string }).tmdbId)).toEqual([
      '45745',
      '10378',
    ]);
    expect(useBookmarkStore.getState().updateQueue).toEqual([]);
  });

  it('stops the round at the first failure so later changes never overtake it', async () => {
    const server = fakeServer();
    useBookmarkStore.getState().addBookmark(movie);
    useBookmarkStore.getState().removeBookmark('45745');
    server.client.addBookmark.mockRejectedValueOnce(new BackendError(500, 'boom'));

    await runSyncTick({ settings: createSettingsSyncer(), clientFor: server.clientFor, target });
    expect(server.calls).toEqual([]);
    expect(useBookmarkStore.getState().updateQueue.map((u) => u.action)).toEqual(['add', 'delete']);
  });

  it('does not take a 4xx answer for being offline', async () => {
    const server = fakeServer();
    useBookmarkStore.getState().addBookmark(movie);
    server.client.addBookmark.mockRejectedValueOnce(new BackendError(403, 'no'));
    await runSyncTick({ settings: createSettingsSyncer(), clientFor: server.clientFor, target });
    expect(useConnectivityStore.getState().isOnline).toBe(true);
    expect(useBookmarkStore.getState().updateQueue).toHaveLength(1);
  });

  it('does nothing without an account', async () => {
    const server = fakeServer();
    useBookmarkStore.getState().addBookmark(movie);
    await runSyncTick({
      settings: createSettingsSyncer(),
      clientFor: server.clientFor,
      target: () => null,
    });
    expect(server.calls).toEqual([]);
    expect(useBookmarkStore.getState().updateQueue).toHaveLength(1);
  });

  it('removes by identity, so a restored item sharing an id with a new one survives', async () => {
    const server = fakeServer();
    useBookmarkStore.setState({
      updateQueue: [{ id: 0, action: 'add', ...movie }],
    });
    const pending = { id: 0, action: 'delete' as const, tmdbId: '99' };
    const client = server.client;
    client.addBookmark.mockImplementationOnce(() => {
      useBookmarkStore.setState((s) => ({ updateQueue: [...s.updateQueue, pending] }));
      return Promise.resolve({} as never);
    });
    client.deleteBookmark.mockRejectedValueOnce(new BackendError(503, 'down'));
    await runSyncTick({ settings: createSettingsSyncer(), clientFor: server.clientFor, target });
    expect(useBookmarkStore.getState().updateQueue).toEqual([pending]);
  });
});

describe('request shapes', () => {
  it('sends a missing year as 0 and episode ids and numbers with show progress', () => {
    expect(
      progressRequest({
        id: 1,
        action: 'upsert',
        tmdbId: '7',
        title: 'Show',
        type: 'show',
        progress: { watched: 10, duration: 100 },
        seasonId: 's1',
        episodeId: 'e1',
        seasonNumber: 1,
        episodeNumber: 2,
      }),
    ).toEqual({
      kind: 'progress-upsert',
      tmdbId: '7',
      body: {
        tmdbId: '7',
        meta: { title: 'Show', year: 0, type: 'show' },
        watched: 10,
        duration: 100,
        seasonId: 's1',
        episodeId: 'e1',
        seasonNumber: 1,
        episodeNumber: 2,
      },
    });
  });

  it('deletes progress with its season and episode ids', () => {
    expect(
      progressRequest({ id: 1, action: 'delete', tmdbId: '7', seasonId: 's', episodeId: 'e' }),
    ).toEqual({
      kind: 'progress-delete',
      tmdbId: '7',
      selection: { seasonId: 's', episodeId: 'e' },
    });
  });

  it('cannot send a bookmark add without its title', () => {
    expect(bookmarkRequest({ id: 1, action: 'add', tmdbId: '7' })).toBeNull();
  });
});

describe('settings', () => {
  it('sends only the settings that changed, once', async () => {
    const server = fakeServer();
    const settings = createSettingsSyncer();
    usePreferencesStore.getState().setPreference('enableAutoplay', false);
    useThemeStore.getState().setTheme('teal');
    await runSyncTick({ settings, clientFor: server.clientFor, target });
    await runSyncTick({ settings, clientFor: server.clientFor, target });
    expect(server.calls).toEqual([
      ['updateSettings', 'user1', { enableAutoplay: false, applicationTheme: 'teal' }],
    ]);
  });

  it('sends the subtitle language when it differs from the last synced one', async () => {
    const server = fakeServer();
    const settings = createSettingsSyncer();
    useSubtitleStore.getState().setLanguage('fr');
    server.setDown(true);
    await runSyncTick({ settings, clientFor: server.clientFor, target });
    server.setDown(false);
    await runSyncTick({ settings, clientFor: server.clientFor, target });
    await runSyncTick({ settings, clientFor: server.clientFor, target });
    expect(server.calls).toEqual([['updateSettings', 'user1', { defaultSubtitleLanguage: 'fr' }]]);
  });
});
