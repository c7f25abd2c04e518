import { describe, expect, it, vi } from 'vitest';
import { parseJwSegment, resolveJwPath, type LegacyLookup } from '../src/app/legacy-media.ts';
import { legacySearchTarget, resolveShortSearch } from '../src/app/search-redirects.ts';

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
