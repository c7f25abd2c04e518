import type { BookmarkMediaItem, DiscoverContent, ProgressMediaItem } from '@screenroom/core';
import { describe, expect, it, vi } from 'vitest';
import {
  CarouselLoadError,
  fallbackContent,
  loadWithFallback,
} from '../src/features/browse/discover/carousel-content.ts';
import { selectedOption, splitOptions } from '../src/features/browse/discover/option-split.ts';
import { tabAfterKey } from '../src/features/browse/discover/tab-keys.ts';
import { viewerTitles } from '../src/features/browse/discover/viewer-titles.ts';
import type { MediaCardItem } from '../src/features/browse/media/media-card-item.ts';

const genres = ['Action', 'Adventure', 'Animation', 'Comedy', 'Crime', 'Drama', 'Family'].map(
  (name, index) => ({ id: String(index + 1), name }),
);

describe('pills and dropdown', () => {
  it('puts the first 5 options in pills and the rest in the dropdown above 850 px', () => {
    const split = splitOptions(genres, 851);
    expect(split.pills.map((o) => o.name)).toEqual([
      'Action',
      'Adventure',
      'Animation',
      'Comedy',
      'Crime',
    ]);
    expect(split.dropdown.map((o) => o.name)).toEqual(['Drama', 'Family']);
  });

  it('puts every option in the dropdown at 850 px and below', () => {
    expect(splitOptions(genres, 850)).toEqual({ pills: [], dropdown: genres });
    expect(splitOptions(genres, 375).dropdown).toHaveLength(7);
  });

  it('leaves the dropdown empty when every option fits in pills', () => {
    expect(splitOptions(genres.slice(0, 3), 1280)).toEqual({
      pills: genres.slice(0, 3),
      dropdown: [],
    });
  });

  it('selects the first option until one is chosen, and again when the choice disappears', () => {
    expect(selectedOption(genres, null)?.name).toBe('Action');
    expect(selectedOption(genres, '6')?.name).toBe('Drama');
    expect(selectedOption(genres, '99')?.name).toBe('Action');
    expect(selectedOption([], null)).toBeUndefined();
  });
});

const card = (title: string): MediaCardItem => ({ id: title, title, type: 'movie' });

describe('carousel fallback', () => {
  it('falls back to the popular titles of the same kind', () => {
    expect(fallbackContent({ contentType: 'nowPlaying', mediaType: 'movie' })).toEqual({
      contentType: 'popular',
      mediaType: 'movie',
    });
    expect(fallbackContent({ contentType: 'genre', mediaType: 'tv', id: '18' })).toEqual({
      contentType: 'popular',
      mediaType: 'tv',
    });
    expect(fallbackContent({ contentType: 'popular', mediaType: 'tv' })).toBeNull();
  });

  it('shows the content itself when it loads', async () => {
    const fetchCards = vi.fn(async () => [card('Alien')]);
    const content: DiscoverContent = { contentType: 'topRated', mediaType: 'movie' };
    expect(await loadWithFallback(content, fetchCards)).toEqual({
      content,
      items: [card('Alien')],
    });
    expect(fetchCards).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback and keeps the failure message when the content fails', async () => {
    const fetchCards = vi.fn(async (content: DiscoverContent) => {
      if (content.contentType === 'onTheAir') throw new Error('The movie database answered 500');
      return [card('Dark')];
    });
    expect(
      await loadWithFallback({ contentType: 'onTheAir', mediaType: 'tv' }, fetchCards),
    ).toEqual({
      content: { contentType: 'popular', mediaType: 'tv' },
      items: [card('Dark')],
      primaryFailure: 'The movie database answered 500',
    });
  });

  it('fails with both messages when the fallback fails too', async () => {
    const fetchCards = vi.fn(async (content: DiscoverContent) => {
      throw new Error(`${content.contentType} failed`);
    });
    const failure = loadWithFallback({ contentType: 'topRated', mediaType: 'movie' }, fetchCards);
    await expect(failure).rejects.toBeInstanceOf(CarouselLoadError);
    await expect(failure).rejects.toMatchObject({
      failures: ['topRated failed', 'popular failed'],
    });
  });

  it('has nothing to fall back to from popular itself', async () => {
    const fetchCards = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(
      loadWithFallback({ contentType: 'popular', mediaType: 'movie' }, fetchCards),
    ).rejects.toMatchObject({ failures: ['down'] });
    expect(fetchCards).toHaveBeenCalledTimes(1);
  });

  it('passes an abort on without trying the fallback', async () => {
    const fetchCards = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(
      loadWithFallback({ contentType: 'topRated', mediaType: 'tv' }, fetchCards),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchCards).toHaveBeenCalledTimes(1);
  });
});

describe("the viewer's titles for recommendations", () => {
  const bookmark = (title: string, updatedAt: number, type: 'movie' | 'show' = 'movie') =>
    ({ type, title, updatedAt }) satisfies BookmarkMediaItem;
  const progress = (title: string, updatedAt: number, type: 'movie' | 'show' = 'movie') =>
    ({ type, title, updatedAt, seasons: {}, episodes: {} }) satisfies ProgressMediaItem;

  it('merges bookmarks and progress of one kind, newest first, each title once', () => {
    const titles = viewerTitles(
      'movie',
      { '603': bookmark('The Matrix', 100), '1396': bookmark('Breaking Bad', 900, 'show') },
      { '155': progress('The Dark Knight', 300), '603': progress('The Matrix', 500) },
    );
    expect(titles).toEqual([
      { tmdbId: '603', title: 'The Matrix', updatedAt: 500 },
      { tmdbId: '155', title: 'The Dark Knight', updatedAt: 300 },
    ]);
    expect(viewerTitles('show', { '1396': bookmark('Breaking Bad', 900, 'show') }, {})).toEqual([
      { tmdbId: '1396', title: 'Breaking Bad', updatedAt: 900 },
    ]);
    expect(viewerTitles('show', {}, { '155': progress('The Dark Knight', 300) })).toEqual([]);
  });
});

describe('tab keys', () => {
  it('moves with the arrows in reading order, wrapping, and jumps with Home and End', () => {
    expect(tabAfterKey('movies', 'ArrowRight', false)).toBe('tvshows');
    expect(tabAfterKey('editorpicks', 'ArrowRight', false)).toBe('movies');
    expect(tabAfterKey('movies', 'ArrowLeft', false)).toBe('editorpicks');
    expect(tabAfterKey('movies', 'ArrowLeft', true)).toBe('tvshows');
    expect(tabAfterKey('tvshows', 'ArrowRight', true)).toBe('movies');
    expect(tabAfterKey('tvshows', 'Home', false)).toBe('movies');
    expect(tabAfterKey('movies', 'End', true)).toBe('editorpicks');
    expect(tabAfterKey('movies', 'Enter', false)).toBeNull();
  });
});
