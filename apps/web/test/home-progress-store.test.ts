import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookmarksStore, progressStore } from '@screenroom/core';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';

const show = {
  tmdbId: '1399',
  title: 'Matrix Stories',
  year: 2011,
  poster: '/tmdb/images/w342/s.jpg',
  type: 'show' as const,
};

beforeEach(() => {
  localStorage.clear();
  useProgressStore.setState({ items: {}, updateQueue: [] });
  useBookmarkStore.setState({ bookmarks: {}, updateQueue: [] });
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('progress store', () => {
  it('records a movie with its progress and queues an upsert', () => {
    useProgressStore.getState().updateProgress({
      meta: { tmdbId: '603', title: 'The Matrix', year: 1999, poster: '/p.jpg', type: 'movie' },
      progress: { watched: 60, duration: 8160 },
    });
    const { items, updateQueue } = useProgressStore.getState();
    expect(items['603']).toEqual({
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      poster: '/p.jpg',
      updatedAt: Date.parse('2025-01-01T10:00:00Z'),
      progress: { watched: 60, duration: 8160 },
      seasons: {},
      episodes: {},
    });
    expect(updateQueue).toHaveLength(1);
    expect(updateQueue[0]).toMatchObject({
      action: 'upsert',
      tmdbId: '603',
      progress: { watched: 60, duration: 8160 },
    });
  });

  it('records show episodes under their season and keeps earlier episodes', () => {
    const { updateProgress } = useProgressStore.getState();
    updateProgress({
      meta: {
        ...show,
        season: { id: 's1', number: 1, title: 'Season 1' },
        episode: { id: 'e1', number: 1, title: 'Pilot' },
      },
      progress: { watched: 3000, duration: 3000 },
    });
    vi.advanceTimersByTime(1000);
    updateProgress({
      meta: {
        ...show,
        season: { id: 's1', number: 1, title: 'Season 1' },
        episode: { id: 'e2', number: 2, title: 'Two' },
      },
      progress: { watched: 100, duration: 3000 },
    });
    const item = useProgressStore.getState().items['1399']!;
    expect(item.progress).toBeUndefined();
    expect(item.seasons).toEqual({ s1: { id: 's1', number: 1, title: 'Season 1' } });
    expect(Object.keys(item.episodes).sort()).toEqual(['e1', 'e2']);
    expect(item.episodes['e2']).toMatchObject({
      seasonId: 's1',
      number: 2,
      progress: { watched: 100, duration: 3000 },
    });
    expect(item.updatedAt).toBe(Date.parse('2025-01-01T10:00:01Z'));
    const queue = useProgressStore.getState().updateQueue;
    expect(queue[1]).toMatchObject({
      episodeId: 'e2',
      seasonId: 's1',
      seasonNumber: 1,
      episodeNumber: 2,
    });
    expect(queue[1]!.id).toBeGreaterThan(queue[0]!.id);
  });

  it('removes a title and queues a delete', () => {
    const store = useProgressStore.getState();
    store.updateProgress({
      meta: { ...show, type: 'movie' },
      progress: { watched: 1, duration: 2 },
    });
    useProgressStore.getState().removeProgress('1399');
    const { items, updateQueue } = useProgressStore.getState();
    expect(items).toEqual({});
    expect(updateQueue.at(-1)).toMatchObject({ action: 'delete', tmdbId: '1399' });
  });

  it('persists under __MW::progress', () => {
    useProgressStore.getState().updateProgress({
      meta: { tmdbId: '603', title: 'The Matrix', type: 'movie' },
      progress: { watched: 60, duration: 100 },
    });
    const saved = JSON.parse(localStorage.getItem(progressStore.key) ?? '{}') as {
      state: { items: Record<string, unknown> };
    };
    expect(Object.keys(saved.state.items)).toEqual(['603']);
  });
});

describe('bookmark store', () => {
  it('adds and removes bookmarks, queueing both, persisted under __MW::bookmarks', () => {
    useBookmarkStore
      .getState()
      .addBookmark({ tmdbId: '603', type: 'movie', title: 'The Matrix', year: 1999 });
    expect(useBookmarkStore.getState().bookmarks['603']).toEqual({
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      updatedAt: Date.parse('2025-01-01T10:00:00Z'),
    });
    expect(localStorage.getItem(bookmarksStore.key)).toContain('The Matrix');
    useBookmarkStore.getState().removeBookmark('603');
    const { bookmarks, updateQueue } = useBookmarkStore.getState();
    expect(bookmarks).toEqual({});
    expect(updateQueue.map((u) => u.action)).toEqual(['add', 'delete']);
  });
});
