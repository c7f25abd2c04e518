import { describe, expect, it } from 'vitest';
import { discoverMorePath, parseDiscoverMore, type DiscoverContent } from '../src/discover.ts';
import { discoverRequest } from '../src/discover-request.ts';

describe('discover requests', () => {
  it('asks for lists by type and page', () => {
    expect(discoverRequest({ contentType: 'popular', mediaType: 'tv' }, 3)).toEqual({
      path: 'tv/popular',
      params: { page: '3' },
    });
    expect(discoverRequest({ contentType: 'topRated', mediaType: 'movie' }).path).toBe(
      'movie/top_rated',
    );
    expect(discoverRequest({ contentType: 'nowPlaying', mediaType: 'movie' }).path).toBe(
      'movie/now_playing',
    );
    expect(discoverRequest({ contentType: 'onTheAir', mediaType: 'tv' }).path).toBe(
      'tv/on_the_air',
    );
  });

  it('filters by genre, or by provider in the US region', () => {
    expect(discoverRequest({ contentType: 'genre', mediaType: 'movie', id: '18' })).toEqual({
      path: 'discover/movie',
      params: { page: '1', with_genres: '18' },
    });
    expect(discoverRequest({ contentType: 'provider', mediaType: 'tv', id: '8' })).toEqual({
      path: 'discover/tv',
      params: { page: '1', with_watch_providers: '8', watch_region: 'US' },
    });
    expect(
      discoverRequest({ contentType: 'recommendations', mediaType: 'movie', id: '603' }).path,
    ).toBe('movie/603/recommendations');
  });

  it('fails with a message naming what is missing or unsupported', () => {
    const failing: [DiscoverContent, string][] = [
      [{ contentType: 'genre', mediaType: 'movie' }, 'Genre ID is required'],
      [{ contentType: 'provider', mediaType: 'tv' }, 'Provider ID is required'],
      [
        { contentType: 'recommendations', mediaType: 'tv' },
        'Media ID is required for recommendations',
      ],
      [{ contentType: 'onTheAir', mediaType: 'movie' }, 'Unsupported content type'],
      [{ contentType: 'nowPlaying', mediaType: 'tv' }, 'Unsupported content type'],
    ];
    for (const [content, message] of failing)
      expect(() => discoverRequest(content)).toThrow(message);
  });
});

describe('more-page addresses', () => {
  it('reads the three forms of the route table', () => {
    expect(parseDiscoverMore(['popular-tv'])).toEqual({ contentType: 'popular', mediaType: 'tv' });
    expect(parseDiscoverMore(['topRated', 'movie'])).toEqual({
      contentType: 'topRated',
      mediaType: 'movie',
    });
    expect(parseDiscoverMore(['genre', '18', 'tv'])).toEqual({
      contentType: 'genre',
      mediaType: 'tv',
      id: '18',
    });
  });

  it('refuses what names no content', () => {
    expect(parseDiscoverMore(['popular-show'])).toBeNull();
    expect(parseDiscoverMore(['trending', 'movie'])).toBeNull();
    expect(parseDiscoverMore(['genre', '', 'tv'])).toBeNull();
    expect(parseDiscoverMore([])).toBeNull();
  });

  it('writes addresses that read back as the same content', () => {
    const contents: DiscoverContent[] = [
      { contentType: 'popular', mediaType: 'movie' },
      { contentType: 'provider', mediaType: 'tv', id: '8' },
    ];
    for (const content of contents) {
      const segments = discoverMorePath(content).split('/').slice(3);
      expect(parseDiscoverMore(segments)).toEqual(content);
    }
  });
});
