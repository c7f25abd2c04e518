import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tmdbRequestUrl } from '../src/clients/tmdb-proxy.ts';
import { useAuthStore } from '../src/stores/auth.ts';
import { usePreferencesStore } from '../src/stores/preferences.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';
import { server } from './msw-server.ts';

const page = 'http://localhost:3000';
const outside = 'https://api.themoviedb.org/3/movie/603?language=en';

describe('movie-database proxy toggle (proxyTmdb)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    usePreferencesStore.setState({ proxyTmdb: false });
    useAuthStore.setState({ proxySet: null });
  });

  it('leaves requests alone while it is off', () => {
    expect(
      tmdbRequestUrl(outside, { proxyTmdb: false, proxySet: ['https/p.test'], pageOrigin: page }),
    ).toBe(outside);
  });

  it('routes requests to an outside host through the proxies in rotation', () => {
    const setting = {
      proxyTmdb: true,
      proxySet: ['https://a.test', '|type=api|https://api.test', 'https://b.test/'],
      pageOrigin: page,
    };
    const first = tmdbRequestUrl(outside, setting);
    const second = tmdbRequestUrl(outside, setting);
    const used = [first, second].map((url) => new URL(url).origin).sort();
    expect(used).toEqual(['https://a.test', 'https://b.test']);
    expect(new URL(first).searchParams.get('destination')).toBe(outside);
  });

  it("keeps our own server's requests direct, and goes direct without a proxy", () => {
    const on = { proxyTmdb: true, proxySet: ['https://a.test'], pageOrigin: page };
    expect(tmdbRequestUrl('/tmdb/3/movie/603', on)).toBe('/tmdb/3/movie/603');
    expect(tmdbRequestUrl(outside, { ...on, proxySet: null })).toBe(outside);
    expect(tmdbRequestUrl(outside, { ...on, proxySet: ['not a url'] })).toBe(outside);
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
    window.__SCREENROOM_CONFIG__ = { VITE_TMDB_API_URL: 'https://api.themoviedb.org/3' };
    const tmdb = await import('../src/clients/tmdb.ts');
    const auth = await import('../src/stores/auth.ts');
    const preferences = await import('../src/stores/preferences.ts');
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
});
