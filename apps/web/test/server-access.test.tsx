import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { fetchLibraryAvailability } from '../src/shared/clients/library.ts';
import { OwnProxyClient } from '../src/shared/clients/own-proxy.ts';
import { browserSourcesConfig, createBrowserRunner } from '../src/shared/clients/providers.ts';
import { fetchTitleRatings } from '../src/shared/clients/ratings.ts';
import { createServerRunner } from '../src/shared/clients/server-scrape.ts';
import { downloadOnlineSubtitle, searchOnlineSubtitles } from '../src/shared/clients/subtitles.ts';
import { ReadyToWatchGrid } from '../src/features/browse/discover/ReadyToWatchGrid.tsx';
import { appConfig } from '../src/shared/config.ts';
import { PlayerPage } from '../src/features/player/PlayerPage.tsx';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { createFakeBackend } from './account-fake-backend.ts';
import { signedInAccount } from './account-fixture.ts';
import { renderHome } from './home-render.tsx';
import { serveLibraryAvailability } from './library-fake.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';
import { server } from './msw-server.ts';
import { renderRoutes } from './pages-render.tsx';

const config = appConfig as { access: 'public' | 'accounts' };
const sintel = { type: 'movie', tmdbId: '45745', title: 'Sintel', releaseYear: 2010 } as const;

/**
 * Our server's guarded calls, answering as it does, and the Authorization header each request
 * came with (null without one), by method and path.
 */
function serveGuardedCalls(): Map<string, string | null> {
  const seen = new Map<string, string | null>();
  const record = (request: Request) => {
    const url = new URL(request.url);
    seen.set(`${request.method} ${url.pathname}`, request.headers.get('authorization'));
  };
  const ndjson = (line: unknown) =>
    new HttpResponse(`${JSON.stringify(line)}\n`, {
      headers: { 'content-type': 'application/x-ndjson' },
    });
  server.use(
    http.get('*/library/available', ({ request }) => {
      record(request);
      return HttpResponse.json({ movies: [45745], shows: [] });
    }),
    http.get('*/library/streams/movie/:id', ({ request }) => {
      record(request);
      return HttpResponse.json({ streams: [] });
    }),
    http.get('*/ratings/:media/:id', ({ request }) => {
      record(request);
      return HttpResponse.json({ imdb: null, rottenTomatoes: null, metacritic: null });
    }),
    http.get('*/subtitles/search', ({ request }) => {
      record(request);
      return HttpResponse.json({ results: [] });
    }),
    http.get('*/subtitles/file/:id', ({ request }) => {
      record(request);
      return HttpResponse.text('WEBVTT\n');
    }),
    http.get('*/proxy/token', ({ request }) => {
      record(request);
      return HttpResponse.json({ token: 'a.zzzzzz.AAAAAAAAAAAAAAAAAAAAAA', expiresAt: 4e12 });
    }),
    http.get('*/scrape/sources', ({ request }) => {
      record(request);
      return HttpResponse.json({ sources: [], embeds: [] });
    }),
    http.post('*/scrape', ({ request }) => {
      record(request);
      return ndjson({ type: 'done', result: null });
    }),
  );
  return seen;
}

/** Asks each guarded call once, through the web app's own clients. */
async function askEveryGuardedCall(): Promise<void> {
  const signal = new AbortController().signal;
  await fetchLibraryAvailability();
  await fetchTitleRatings('movie', 45745);
  await searchOnlineSubtitles({ tmdbId: 45745, type: 'movie' });
  await downloadOnlineSubtitle('1101');
  await new OwnProxyClient({ origin: location.origin }).token();
  await createServerRunner({ baseUrl: '' }).run(sintel, {}, signal);
  const browser = createBrowserRunner({ sourcesConfig: browserSourcesConfig() });
  // The library has no file for it: the answer is not the point, the request is.
  await browser.runSource('library', sintel, {}, signal).catch(() => undefined);
}

const guardedCalls = [
  'GET /library/available',
  'GET /ratings/movie/45745',
  'GET /subtitles/search',
  'GET /subtitles/file/1101',
  'GET /proxy/token',
  'GET /scrape/sources',
  'POST /scrape',
  'GET /library/streams/movie/45745',
];

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ account: null, backendUrl: null, proxySet: null });
  useProgressStore.setState({ items: {}, updateQueue: [] });
  useBookmarkStore.setState({ bookmarks: {}, updateQueue: [] });
});

afterEach(() => {
  cleanup();
  config.access = 'public';
});

describe('the clients of our server’s guarded calls', () => {
  it('send the signed-in viewer’s token to a server that keeps them to accounts', async () => {
    config.access = 'accounts';
    useAuthStore.setState({ account: signedInAccount('viewer-token') });
    const seen = serveGuardedCalls();
    await askEveryGuardedCall();
    await waitFor(() => expect([...seen.keys()].sort()).toEqual([...guardedCalls].sort()));
    for (const call of guardedCalls) expect(seen.get(call), call).toBe('Bearer viewer-token');
  });

  it('send no token to a public server, signed in or not', async () => {
    useAuthStore.setState({ account: signedInAccount('viewer-token') });
    const seen = serveGuardedCalls();
    await askEveryGuardedCall();
    await waitFor(() => expect([...seen.keys()].sort()).toEqual([...guardedCalls].sort()));
    for (const call of guardedCalls) expect(seen.get(call), call).toBeNull();
  });
});

describe('a signed-out visitor of a server that keeps playing to accounts', () => {
  beforeEach(() => {
    config.access = 'accounts';
  });

  it('sees the way to log in on home instead of the Ready to watch row, and nothing is asked of the library', async () => {
    createFakeBackend();
    const library = serveLibraryAvailability({ movies: [45745], shows: [] });
    serveMovieDatabase(() => undefined);
    renderHome('/');
    const notice = await screen.findByRole('region', { name: 'This server is private' });
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2F',
    );
    expect(within(notice).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2F',
    );
    expect(screen.queryByRole('list', { name: 'Ready to watch' })).toBeNull();
    expect(library.count).toBe(0);
  });

  it('is not offered to register when the server takes no new accounts', async () => {
    const backend = createFakeBackend();
    backend.answer('GET /meta', () =>
      backend.json({
        name: 'Test Server',
        version: '2.0.1',
        hasCaptcha: false,
        registration: 'closed',
      }),
    );
    serveLibraryAvailability({ movies: [], shows: [] });
    renderRoutes([{ path: '/discover', element: <ReadyToWatchGrid kind="movie" /> }], '/discover');
    const notice = await screen.findByRole('region', { name: 'This server is private' });
    expect(within(notice).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(notice).queryByRole('link', { name: 'Create an account' })).toBeNull(),
    );
  });

  it('is led from a player page to log in, coming back to it afterwards', async () => {
    const { router } = renderRoutes(
      [{ path: '/media/:media', element: <PlayerPage /> }],
      '/media/tmdb-movie-45745-sintel?t=30',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/media/tmdb-movie-45745-sintel?t=30',
    );
  });

  it('gets the Ready to watch row once signed in, asked with the token', async () => {
    useAuthStore.setState({ account: signedInAccount('viewer-token') });
    const seen = serveGuardedCalls();
    serveMovieDatabase((path) =>
      path === 'movie/45745'
        ? { id: 45745, title: 'Sintel', release_date: '2010-09-27', poster_path: null }
        : undefined,
    );
    renderHome('/');
    await screen.findByRole('list', { name: 'Ready to watch' });
    expect(screen.queryByRole('region', { name: 'This server is private' })).toBeNull();
    expect(seen.get('GET /library/available')).toBe('Bearer viewer-token');
  });
});
