import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaRoute } from '../src/shared/routing/media-route.ts';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';

const sintel: MediaRoute = { type: 'movie', tmdbId: '45745' };
const metaOf = (route: MediaRoute): PlayerMeta => ({
  type: 'movie',
  tmdbId: route.tmdbId,
  title: `title ${route.tmdbId}`,
  releaseYear: 2010,
});

/** A fresh module each test: the prefetched answer is module state. */
async function prefetchModule() {
  vi.resetModules();
  return import('../src/features/player/meta-prefetch.ts');
}

describe('the player metadata started when the route opens', () => {
  afterEach(() => {
    delete window.__SCREENROOM_CONFIG__;
  });

  it('is the answer the player uses, without a second request', async () => {
    const { prefetchPlayerMeta, playerMetaFor } = await prefetchModule();
    const load = vi.fn(async (route: MediaRoute) => metaOf(route));
    prefetchPlayerMeta(sintel, load);
    prefetchPlayerMeta(sintel, load);
    const again = vi.fn(async (route: MediaRoute) => metaOf(route));
    await expect(playerMetaFor(sintel, undefined, again)).resolves.toEqual(metaOf(sintel));
    expect(load).toHaveBeenCalledTimes(1);
    expect(again).not.toHaveBeenCalled();
  });

  it('is taken once: a later visit asks afresh', async () => {
    const { prefetchPlayerMeta, playerMetaFor } = await prefetchModule();
    prefetchPlayerMeta(sintel, async (route) => metaOf(route));
    await playerMetaFor(sintel, undefined, async (route) => metaOf(route));
    const later = vi.fn(async (route: MediaRoute) => metaOf(route));
    await playerMetaFor(sintel, undefined, later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('is not used for another title', async () => {
    const { prefetchPlayerMeta, playerMetaFor } = await prefetchModule();
    prefetchPlayerMeta(sintel, async (route) => metaOf(route));
    const other: MediaRoute = { type: 'movie', tmdbId: '10378' };
    await expect(playerMetaFor(other, undefined, async (r) => metaOf(r))).resolves.toMatchObject({
      tmdbId: '10378',
    });
  });

  it('is asked again when the early request failed', async () => {
    const { prefetchPlayerMeta, playerMetaFor } = await prefetchModule();
    prefetchPlayerMeta(sintel, () => Promise.reject(new Error('offline')));
    const retry = vi.fn(async (route: MediaRoute) => metaOf(route));
    await expect(playerMetaFor(sintel, undefined, retry)).resolves.toEqual(metaOf(sintel));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('is not started for a removed title, a show without its episode, or a bad id', async () => {
    vi.resetModules();
    window.__SCREENROOM_CONFIG__ = { disallowedMedia: ['movie-45745'] };
    const { prefetchForPlayerRoute } = await import('../src/app/routes/route-loaders.ts');
    const prefetch = vi.fn();
    const streams = vi.fn();
    const open = (params: { media: string; season?: string; episode?: string }) =>
      prefetchForPlayerRoute(params, prefetch, streams);
    open({ media: 'tmdb-movie-45745-sintel' });
    open({ media: 'tmdb-tv-1399-got' });
    open({ media: 'nonsense' });
    expect(prefetch).not.toHaveBeenCalled();
    expect(streams).not.toHaveBeenCalled();
    open({ media: 'tmdb-tv-1399-got', season: '1', episode: '2' });
    open({ media: 'tmdb-movie-10378-big-buck-bunny' });
    const expected: MediaRoute[] = [
      { type: 'show', tmdbId: '1399', season: 1, episode: 2 },
      { type: 'movie', tmdbId: '10378' },
    ];
    expect(prefetch.mock.calls.map(([route]) => route as MediaRoute)).toEqual(expected);
    // The library's answer is asked for beside the metadata, for the same titles.
    expect(streams.mock.calls.map(([route]) => route as MediaRoute)).toEqual(expected);
  });
});

describe('the media routes on a change of the query alone', () => {
  it('do not run their loader again, so no metadata request goes unused', async () => {
    const { mediaShouldRevalidate } = await import('../src/app/routes/app-routes.tsx');
    const base = 'http://localhost/media/tmdb-movie-45745-sintel';
    const args = (from: string, to: string) =>
      ({
        currentUrl: new URL(from),
        nextUrl: new URL(to),
        defaultShouldRevalidate: true,
      }) as Parameters<typeof mediaShouldRevalidate>[0];
    expect(mediaShouldRevalidate(args(base, `${base}?r=/settings`))).toBe(false);
    expect(
      mediaShouldRevalidate(
        args(
          'http://localhost/media/tmdb-tv-1399-got/1/1',
          'http://localhost/media/tmdb-tv-1399-got/1/2',
        ),
      ),
    ).toBe(true);
  });
});
