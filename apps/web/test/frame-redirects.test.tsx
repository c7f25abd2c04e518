import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpLegacyLookup } from '../src/shared/clients/legacy-lookup.ts';
import {
  parseJwSegment,
  resolveJwPath,
  type LegacyLookup,
} from '../src/shared/routing/legacy-media.ts';
import { legacySearchTarget, resolveShortSearch } from '../src/app/routes/search-redirects.ts';
import { server } from './msw-server.ts';

describe('short search links (/s/{query})', () => {
  it('opens the first result in the player', async () => {
    const search = vi.fn().mockResolvedValue([
      { id: '603', title: 'The Matrix', type: 'movie' },
      { id: '604', title: 'The Matrix Reloaded', type: 'movie' },
    ]);
    await expect(resolveShortSearch('matrix', search)).resolves.toBe(
      '/media/tmdb-movie-603-the-matrix',
    );
    expect(search).toHaveBeenCalledWith('matrix');
  });

  it('opens shows on their tv route', async () => {
    const search = vi
      .fn()
      .mockResolvedValue([{ id: '1399', title: 'Game of Thrones', type: 'show' }]);
    await expect(resolveShortSearch('tmdb:1399:tv', search)).resolves.toBe(
      '/media/tmdb-tv-1399-game-of-thrones',
    );
  });

  it('falls back to the search page without a result or when the search fails', async () => {
    await expect(resolveShortSearch('nothing here', async () => [])).resolves.toBe(
      '/browse/nothing%20here',
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(resolveShortSearch('x', () => Promise.reject(new Error('down')))).resolves.toBe(
      '/browse/x',
    );
  });

  it('goes home for an empty query', async () => {
    const search = vi.fn();
    await expect(resolveShortSearch('  ', search)).resolves.toBe('/');
    expect(search).not.toHaveBeenCalled();
  });
});

describe('old search links (/search/{type}/{query})', () => {
  it('keep the query on /browse, or go home without one', () => {
    expect(legacySearchTarget('star wars')).toBe('/browse/star%20wars');
    expect(legacySearchTarget('')).toBe('/');
    expect(legacySearchTarget(undefined)).toBe('/');
  });
});

describe('legacy JW media links', () => {
  const lookup = (
    title: Awaited<ReturnType<LegacyLookup['availabilityTitle']>>,
    fromImdb: string | null,
  ) => ({
    availabilityTitle: vi.fn().mockResolvedValue(title),
    availabilitySeason: vi.fn().mockResolvedValue(null),
    tmdbIdFromImdb: vi.fn().mockResolvedValue(fromImdb),
  });

  it('reads the type and id of the old segment', () => {
    expect(parseJwSegment('/media/JW-movie-tm123/1/2')).toEqual({ type: 'movie', id: 'tm123' });
    expect(parseJwSegment('/media/JW-show-ts99')).toEqual({ type: 'show', id: 'ts99' });
    expect(parseJwSegment('/media/JWnothing')).toBeNull();
  });

  it('maps through the imdb id first', async () => {
    const services = lookup(
      {
        title: 'Heat',
        external_ids: [
          { provider: 'imdb', external_id: 'tt0113277' },
          { provider: 'tmdb', external_id: '1' },
        ],
      },
      '949',
    );
    await expect(resolveJwPath('/media/JW-movie-tm1', services)).resolves.toBe(
      '/media/tmdb-movie-949-heat',
    );
    expect(services.availabilityTitle).toHaveBeenCalledWith('movie', 'tm1');
    expect(services.tmdbIdFromImdb).toHaveBeenCalledWith('tt0113277', 'movie');
  });

  it("falls back to the service's own movie database id, preferring the latest", async () => {
    const services = lookup(
      {
        title: 'Dark',
        external_ids: [
          { provider: 'tmdb', external_id: '1' },
          { provider: 'tmdb_latest', external_id: '70523' },
        ],
      },
      null,
    );
    await expect(resolveJwPath('/media/JW-show-ts1', services)).resolves.toBe(
      '/media/tmdb-tv-70523-dark',
    );
  });

  it('gives null for unknown titles', async () => {
    await expect(resolveJwPath('/media/JW-movie-tm1', lookup(null, null))).resolves.toBeNull();
    await expect(
      resolveJwPath('/media/JW-movie-tm1', lookup({ title: 'x', external_ids: [] }, null)),
    ).resolves.toBeNull();
  });
});

describe('legacy JW show links with season and episode', () => {
  /** The streaming-availability answers for one show with two seasons. */
  const answers: Record<string, unknown> = {
    '/content/titles/show/ts20/locale/en_US': {
      title: 'Dark',
      object_type: 'show',
      external_ids: [{ provider: 'tmdb', external_id: '70523' }],
      seasons: [
        { id: 1001, season_number: 1, title: 'Season 1' },
        { id: 1002, season_number: 2, title: 'Season 2' },
      ],
    },
    '/content/titles/show_season/1002/locale/en_US': {
      id: 1002,
      season_number: 2,
      title: 'Season 2',
      episodes: [
        { id: 5001, episode_number: 1, title: 'Beginnings and Endings' },
        { id: 5003, episode_number: 3, title: 'Ghosts' },
      ],
    },
  };
  /** Every URL asked, in order; only the streaming-availability service answers. */
  let asked: string[] = [];
  const service = () => httpLegacyLookup('https://sa.test/');

  beforeEach(() => {
    asked = [];
    server.use(
      http.get('*', ({ request }) => {
        asked.push(request.url);
        const url = new URL(request.url);
        const body = url.origin === 'https://sa.test' ? answers[url.pathname] : undefined;
        if (body === undefined) return new HttpResponse('', { status: 404 });
        return HttpResponse.json(body);
      }),
    );
  });

  it("lands on the episode the service's own season and episode ids name", async () => {
    await expect(resolveJwPath('/media/JW-show-ts20/1002/5003', service())).resolves.toBe(
      '/media/tmdb-tv-70523-dark/2/3',
    );
    expect(asked).toContain('https://sa.test/content/titles/show_season/1002/locale/en_US');
  });

  it('also reads season and episode numbers', async () => {
    await expect(resolveJwPath('/media/JW-show-ts20/2/1', service())).resolves.toBe(
      '/media/tmdb-tv-70523-dark/2/1',
    );
  });

  it('opens the show when the episode is unknown or not given', async () => {
    await expect(resolveJwPath('/media/JW-show-ts20/2/9', service())).resolves.toBe(
      '/media/tmdb-tv-70523-dark',
    );
    await expect(resolveJwPath('/media/JW-show-ts20/7/1', service())).resolves.toBe(
      '/media/tmdb-tv-70523-dark',
    );
    await expect(resolveJwPath('/media/JW-show-ts20', service())).resolves.toBe(
      '/media/tmdb-tv-70523-dark',
    );
  });

  it('still opens the show when the season call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('https://sa.test/*', ({ request }) =>
        request.url.includes('show_season')
          ? new HttpResponse('', { status: 503 })
          : Response.json(answers['/content/titles/show/ts20/locale/en_US']),
      ),
    );
    await expect(resolveJwPath('/media/JW-show-ts20/1002/5003', service())).resolves.toBe(
      '/media/tmdb-tv-70523-dark',
    );
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('treats a 404 from the season call as not found', async () => {
    await expect(service().availabilitySeason('404')).resolves.toBeNull();
  });
});
