import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../src/shared/clients/backend.ts';
import {
  presentSettings,
  restoreAccount,
  RESTORE_INTERVAL_MS,
  useAuthRestore,
} from '../src/shared/account/useAuthRestore.ts';
import { useAuthStore, type Account } from '../src/shared/stores/auth.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useLanguageStore } from '../src/shared/i18n/language.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { useSubtitleStore } from '../src/shared/stores/subtitles.ts';
import { useThemeStore } from '../src/shared/stores/theme.ts';
import { server } from './msw-server.ts';

const account: Account = {
  token: 'tok',
  userId: 'u1',
  sessionId: 's1',
  deviceName: 'enc',
  profile: { colorA: '#0A54FF', colorB: '#0A54FF', icon: 'cat' },
  seed: 'AA==',
};

const user = {
  id: 'u1',
  namespace: 'screenroom',
  publicKey: 'k',
  roles: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  profile: { colorA: '#7652DD', colorB: '#2ECFA8', icon: 'fire' },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

/** Every request the backend received in this test, in order. */
let requests: Request[] = [];
let routes: Record<string, () => Response> = {};

/** The backend answers these paths; any other is its 404. */
function answerWith(paths: Record<string, () => Response>) {
  routes = paths;
}

beforeEach(() => {
  requests = [];
  routes = {};
  server.use(
    http.all('*', ({ request }) => {
      requests.push(request);
      const route = routes[new URL(request.url).pathname];
      return route ? route() : json({ errorType: 'message', message: 'Not found' }, 404);
    }),
  );
  localStorage.clear();
  useAuthStore.setState({ account, backendUrl: null, proxySet: null });
  useBookmarkStore.getState().clear();
  useProgressStore.getState().clear();
  useBookmarkStore.getState().addBookmark({ tmdbId: '9', type: 'movie', title: 'Local' });
  // Already synced: the server's copy is the truth for it.
  useBookmarkStore.getState().clearUpdateQueue();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('restoreAccount', () => {
  it.each([400, 401, 403])('logs out on %i', async (status) => {
    answerWith({ '/users/@me': () => json({ errorType: 'message', message: 'x' }, status) });
    await restoreAccount();
    expect(useAuthStore.getState().account).toBeNull();
    expect(useBookmarkStore.getState().bookmarks).toEqual({});
  });

  it('rethrows other failures and keeps the account', async () => {
    answerWith({ '/users/@me': () => json({ errorType: 'message', message: 'Boom' }, 500) });
    await expect(restoreAccount()).rejects.toEqual(new BackendError(500, 'Boom'));
    expect(useAuthStore.getState().account).toEqual(account);
  });

  it('applies bookmarks, progress, profile and only the settings that are present', async () => {
    usePreferencesStore.getState().setPreference('enableAutoplay', true);
    usePreferencesStore.getState().setPreference('enableThumbnails', false);
    useThemeStore.getState().setTheme('blue');
    answerWith({
      '/users/@me': () => json({ user, session: {} }),
      '/users/u1/bookmarks': () =>
        json([
          {
            tmdbId: '603',
            meta: { title: 'The Matrix', year: 1999, type: 'movie' },
            updatedAt: '2026-01-02T00:00:00.000Z',
          },
        ]),
      '/users/u1/progress': () =>
        json([
          {
            id: 'p1',
            tmdbId: '1399',
            season: { id: 's1', number: 1 },
            episode: { id: 'e2', number: 2 },
            meta: { title: 'A Show', year: 0, type: 'show' },
            duration: '1200',
            watched: '300',
            updatedAt: '2026-01-03T00:00:00.000Z',
          },
        ]),
      '/users/u1/settings': () =>
        json({
          id: 'u1',
          applicationTheme: null,
          applicationLanguage: 'ar',
          defaultSubtitleLanguage: 'fr',
          proxyUrls: ['https://proxy.example'],
          enableAutoplay: false,
          enableThumbnails: null,
        }),
    });

    await restoreAccount();

    expect(useBookmarkStore.getState().bookmarks).toEqual({
      '603': {
        type: 'movie',
        title: 'The Matrix',
        year: 1999,
        poster: undefined,
        updatedAt: Date.parse('2026-01-02T00:00:00.000Z'),
      },
    });
    const item = useProgressStore.getState().items['1399']!;
    expect(item.year).toBeUndefined();
    expect(item.episodes.e2).toMatchObject({
      number: 2,
      seasonId: 's1',
      progress: { duration: 1200, watched: 300 },
    });
    expect(item.seasons.s1).toMatchObject({ number: 1 });
    expect(useAuthStore.getState().account?.profile).toEqual(user.profile);
    expect(useAuthStore.getState().proxySet).toEqual(['https://proxy.example']);
    expect(usePreferencesStore.getState().enableAutoplay).toBe(false);
    expect(usePreferencesStore.getState().enableThumbnails).toBe(false);
    expect(useThemeStore.getState().theme).toBe('blue');
    expect(useSubtitleStore.getState().lastSelectedLanguage).toBe('fr');
    expect(useLanguageStore.getState().language).toBe('ar');
    expect(requests.every((r) => r.headers.get('Authorization') === 'Bearer tok')).toBe(true);
  });

  it('keeps a bookmark that is still queued for the server', async () => {
    useBookmarkStore.getState().addBookmark({ tmdbId: '10', type: 'movie', title: 'Offline' });
    answerWith({
      '/users/@me': () => json({ user: { id: 'u1', profile: account.profile }, session: {} }),
      '/users/u1/bookmarks': () => json([]),
      '/users/u1/progress': () => json([]),
      '/users/u1/settings': () => json({ id: 'u1' }),
    });
    await restoreAccount();
    expect(Object.keys(useBookmarkStore.getState().bookmarks)).toEqual(['10']);
  });

  it('does nothing without an account', async () => {
    useAuthStore.setState({ account: null });
    await restoreAccount();
    expect(requests).toEqual([]);
  });
});

describe('presentSettings', () => {
  it('drops null and missing fields', () => {
    expect(presentSettings({ applicationTheme: null, enableAutoplay: false })).toEqual({
      enableAutoplay: false,
    });
  });
});

describe('useAuthRestore', () => {
  const meCalls = () => requests.filter((request) => request.url.endsWith('/users/@me')).length;

  it('restores on start and again every 12 hours', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerWith({
      '/users/@me': () => json({ user, session: {} }),
      '/users/u1/bookmarks': () => json([]),
      '/users/u1/progress': () => json([]),
      '/users/u1/settings': () => json({ id: 'u1' }),
    });
    const { result } = renderHook(() => useAuthRestore());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(meCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_INTERVAL_MS - 1000));
    expect(meCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(meCalls()).toBe(2);
  });

  it('reports a failure that is not a logout', async () => {
    answerWith({ '/users/@me': () => json({ errorType: 'message', message: 'Boom' }, 502) });
    const { result } = renderHook(() => useAuthRestore());
    await waitFor(() => expect(result.current.error?.message).toBe('Boom'));
    expect(useAuthStore.getState().account).toEqual(account);
  });
});
