import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tmdbProxyMatters, tmdbRoute } from '../src/shared/clients/tmdb-proxy.ts';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';
import { serveOwnProxy } from './own-proxy-fake.ts';
import { server } from './msw-server.ts';

const page = 'http://localhost:3000';
const outside = 'https://api.themoviedb.org/3/movie/603?language=en';

describe('movie-database proxy toggle (proxyTmdb)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    usePreferencesStore.setState({ proxyTmdb: false });
    useAuthStore.setState({ proxySet: null });
  });

  it('matters only for a movie database on another origin', () => {
    expect(tmdbProxyMatters('/tmdb/3', page)).toBe(false);
    expect(tmdbProxyMatters(`${page}/tmdb/3`, page)).toBe(false);
    expect(tmdbProxyMatters('https://api.themoviedb.org/3', page)).toBe(true);
    expect(tmdbProxyMatters('http://localhost:4000/tmdb/3', page)).toBe(true);
  });

  it('leaves requests alone while it is off', () => {
    expect(
      tmdbRoute(outside, { proxyTmdb: false, proxySet: ['https://p.test'], pageOrigin: page }),
    ).toEqual({
      kind: 'direct',
      url: outside,
    });
  });

  it('routes requests to an outside host through the workers in rotation', () => {
    const setting = {
      proxyTmdb: true,
      proxySet: ['https://a.test', '|type=api|https://api.test', 'https://b.test/'],
      pageOrigin: page,
    };
    const urls = [tmdbRoute(outside, setting), tmdbRoute(outside, setting)].map((route) => {
      expect(route.kind).toBe('workers');
      return route.kind === 'workers' ? route.url : '';
    });
    expect(urls.map((url) => new URL(url).origin).sort()).toEqual([
      'https://a.test',
      'https://b.test',
    ]);
    expect(new URL(urls[0]!).searchParams.get('destination')).toBe(outside);
  });

  it("keeps our own server's requests direct, and uses our proxy without a worker", () => {
    const on = { proxyTmdb: true, proxySet: ['https://a.test'], pageOrigin: page };
    expect(tmdbRoute('/tmdb/3/movie/603', on)).toEqual({
      kind: 'direct',
      url: '/tmdb/3/movie/603',
    });
    const ownProxy = { kind: 'ownProxy', destination: outside };
    expect(tmdbRoute(outside, { ...on, proxySet: null })).toEqual(ownProxy);
    expect(
      tmdbRoute(outside, { ...on, proxySet: ['not a url', '|type=api|https://api.test'] }),
    ).toEqual(ownProxy);
  });

  it('is read by the client on every request', async () => {
    const noResults = { page: 1, results: [], total_pages: 1, total_results: 0 };
    const direct = serveMovieDatabase(() => noResults, 'https://api.themoviedb.org/3');
    const viaProxy: URL[] = [];
    server.use(
      http.get('https://a.test/*', ({ request }) => {
        viaProxy.push(new URL(request.url));
        return HttpResponse.json(noResults);
      }),
    );
    // Configuration is read once at load: load the client afresh with an outside base.
    vi.resetModules();
    window.__SCREENROOM_CONFIG__ = { tmdbApiUrl: 'https://api.themoviedb.org/3' };
    const tmdb = await import('../src/shared/clients/tmdb.ts');
    const auth = await import('../src/shared/stores/auth.ts');
    const preferences = await import('../src/shared/stores/preferences.ts');
    delete window.__SCREENROOM_CONFIG__;
    auth.useAuthStore.setState({ proxySet: ['https://a.test'] });

    await tmdb.searchMulti('matrix');
    expect(String(direct.urls[0])).toMatch(/^https:\/\/api\.themoviedb\.org\/3\//);

    preferences.usePreferencesStore.setState({ proxyTmdb: true });
    await tmdb.searchMulti('matrix');
    expect(direct.urls).toHaveLength(1);
    const proxied = viaProxy[0]!;
    expect(proxied.origin).toBe('https://a.test');
    expect(proxied.searchParams.get('destination')).toMatch(
      /^https:\/\/api\.themoviedb\.org\/3\/search\/multi\?/,
    );
  });

  it("goes through our server's proxy, with its token, when the viewer has no worker", async () => {
    const noResults = { page: 1, results: [], total_pages: 1, total_results: 0 };
    const direct = serveMovieDatabase(() => noResults, 'https://api.themoviedb.org/3');
    const own = serveOwnProxy({ answer: () => HttpResponse.json(noResults) });
    vi.resetModules();
    window.__SCREENROOM_CONFIG__ = { tmdbApiUrl: 'https://api.themoviedb.org/3' };
    const tmdb = await import('../src/shared/clients/tmdb.ts');
    const auth = await import('../src/shared/stores/auth.ts');
    const preferences = await import('../src/shared/stores/preferences.ts');
    delete window.__SCREENROOM_CONFIG__;
    auth.useAuthStore.setState({ proxySet: null });
    preferences.usePreferencesStore.setState({ proxyTmdb: true });

    await tmdb.searchMulti('matrix');
    expect(direct.urls).toHaveLength(0);
    expect(own.proxied).toHaveLength(1);
    expect(own.proxied[0]!.token).toBe('t1');
    expect(own.proxied[0]!.destination).toMatch(
      /^https:\/\/api\.themoviedb\.org\/3\/search\/multi\?/,
    );
    preferences.usePreferencesStore.setState({ proxyTmdb: false });
  });
});
