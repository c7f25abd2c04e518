import { describe, expect, it } from 'vitest';
import { isAppPage, newestPagePlugin } from '../build/pwa.ts';

const navigate = (path: string, origin = location.origin) => ({
  request: { mode: 'navigate' } as Request,
  url: new URL(path, origin),
});

describe('the service worker’s page copy', () => {
  it('answers navigations to the app’s pages, whatever the route', () => {
    for (const path of ['/', '/discover', '/media/tmdb-movie-1-x', '/onboarding/proxy?a=1']) {
      expect(isAppPage(navigate(path)), path).toBe(true);
    }
  });

  it('leaves API paths, files, other origins and requests that are not navigations to the network', () => {
    for (const path of [
      '/api/player/status',
      '/tmdb/3/movie/1',
      '/auth/login/start',
      '/users/x/progress',
      '/library/available',
      '/media-files/a.mp4',
      '/scrape',
      '/proxy/?destination=x',
      '/extension/screenroom-extension.zip',
      '/echo',
      '/openapi.json',
      '/ping.txt',
    ]) {
      expect(isAppPage(navigate(path)), path).toBe(false);
    }
    expect(isAppPage(navigate('/', 'https://elsewhere.example'))).toBe(false);
    expect(isAppPage({ request: { mode: 'cors' } as Request, url: new URL(location.href) })).toBe(
      false,
    );
  });

  it('keeps one copy of the page, and only a good HTML answer', async () => {
    expect(await newestPagePlugin.cacheKeyWillBeUsed()).toBe('/');
    const page = new Response('<html></html>', {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
    expect(await newestPagePlugin.cacheWillUpdate({ response: page })).toBe(page);
    const notBuilt = new Response('The web app is not built yet', {
      status: 503,
      headers: { 'content-type': 'text/html' },
    });
    expect(await newestPagePlugin.cacheWillUpdate({ response: notBuilt })).toBeNull();
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(await newestPagePlugin.cacheWillUpdate({ response: json })).toBeNull();
  });
});
