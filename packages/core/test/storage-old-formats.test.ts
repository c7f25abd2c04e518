import { describe, expect, it, vi } from 'vitest';
import {
  bookmarksStore,
  createMemoryBackend,
  localeStore,
  progressStore,
  readVersioned,
  subtitlesStore,
  volumeStore,
  type ReadResult,
} from '../src/index.ts';

const now = 1_700_000_000_000;

function legacy(data: object, version: number): string {
  return JSON.stringify({ ...data, '--version': version });
}

describe('old bookmarks (mw-bookmarks v0 to v3)', () => {
  const v0 = {
    bookmarks: [
      { mediaId: 438631, mediaType: 'movie', providerId: 'gomostream', title: 'Dune', year: 2021 },
      {
        mediaId: 'tt0903747',
        mediaType: 'series',
        providerId: 'flixhq',
        title: 'Breaking Bad',
        year: 2008,
      },
    ],
  };

  it("keeps the ids when no lookup is configured and lands in today's store", async () => {
    const backend = createMemoryBackend({ 'mw-bookmarks': legacy(v0, 0) });
    const result = await readVersioned(backend, bookmarksStore, { context: { now } });
    expect(result.status).toBe('imported');
    expect(result.state).toEqual({
      bookmarks: {
        '438631': { type: 'movie', title: 'Dune', year: 2021, updatedAt: now },
        tt0903747: { type: 'show', title: 'Breaking Bad', year: 2008, updatedAt: now },
      },
      updateQueue: [],
    });
    expect(JSON.parse(backend.getItem('__MW::bookmarks') as string).version).toBe(1);
    expect(backend.getItem('mw-bookmarks-backup-v0')).not.toBeNull();
    // Already imported: a later start must not bring back bookmarks deleted since.
    backend.removeItem('__MW::bookmarks');
    expect((await readVersioned(backend, bookmarksStore)).status).toBe('empty');
  });

  it('converts streaming-availability ids with the lookup and drops titles it cannot match', async () => {
    const v2 = {
      bookmarks: [
        {
          id: 'tm1043',
          title: 'Arrival',
          year: '2016',
          type: 'movie',
          poster: 'https://img/a.jpg',
        },
        { id: 'ts999', title: 'Unknown', year: '2001', type: 'series' },
      ],
    };
    const lookupLegacyId = vi.fn(async (type: string, id: string) =>
      id === 'tm1043' ? '329865' : null,
    );
    const backend = createMemoryBackend({ 'mw-bookmarks': legacy(v2, 1) });
    const result = await readVersioned(backend, bookmarksStore, {
      context: { now, lookupLegacyId },
    });
    expect(lookupLegacyId).toHaveBeenCalledWith('movie', 'tm1043');
    expect(lookupLegacyId).toHaveBeenCalledWith('show', 'ts999');
    expect(result.state.bookmarks).toEqual({
      '329865': {
        type: 'movie',
        title: 'Arrival',
        year: 2016,
        poster: 'https://img/a.jpg',
        updatedAt: now,
      },
    });
  });

  it("turns the old front end's string queue ids into numbers (zustand v0)", () => {
    const stored = JSON.stringify({
      state: {
        bookmarks: { '1': { type: 'movie', title: 'A', updatedAt: 1 } },
        updateQueue: [
          { id: '3', action: 'add', tmdbId: '1' },
          { id: 'x', action: 'delete', tmdbId: '2' },
        ],
      },
      version: 0,
    });
    const result = readVersioned(
      createMemoryBackend({ '__MW::bookmarks': stored }),
      bookmarksStore,
    );
    expect(
      (result as ReadResult<{ updateQueue: { id: number }[] }>).state.updateQueue.map((i) => i.id),
    ).toEqual([3, 4]);
  });
});

describe('old progress (video-progress v0 to v4)', () => {
  const v0 = {
    gomostream: {
      movie: {
        'player.php%3Fimdb%3Dtt1375666': {
          full: {
            currentlyAt: 1200,
            totalDuration: 8880,
            updatedAt: 5,
            meta: { title: 'Inception', year: '2010' },
          },
        },
      },
      show: {
        '1396': {
          '1-2': {
            currentlyAt: 600,
            totalDuration: 2400,
            updatedAt: 6,
            show: { season: '1', episode: '2' },
            meta: { title: 'Breaking Bad', year: '2008' },
          },
          '1-3': {
            currentlyAt: 300,
            totalDuration: 2400,
            updatedAt: 7,
            show: { season: '1', episode: '3' },
            meta: { title: 'Breaking Bad', year: '2008' },
          },
        },
      },
    },
  };

  it("walks every version into today's progress items keyed by id", async () => {
    const backend = createMemoryBackend({ 'video-progress': legacy(v0, 0) });
    const result = await readVersioned(backend, progressStore, { context: { now } });
    expect(result.status).toBe('imported');
    const movie = result.state.items.tt1375666;
    expect(movie).toMatchObject({
      type: 'movie',
      title: 'Inception',
      year: 2010,
      seasons: {},
      episodes: {},
    });
    expect(movie?.progress?.watched).toBe(1200);
    // The old format rounded the percentage (13.5 % became 14 %), so the duration is approximate.
    expect(movie?.progress?.duration).toBeCloseTo(8571.4, 0);
    const show = result.state.items['1396'];
    expect(show?.type).toBe('show');
    expect(show?.seasons['1396-s1']).toEqual({ id: '1396-s1', number: 1, title: 'Season 1' });
    expect(show?.episodes['1396-s1e3']).toMatchObject({
      number: 3,
      seasonId: '1396-s1',
      progress: { watched: 300 },
    });
    expect(show?.updatedAt).toBe(now + 1003);
    for (const version of [0, 1, 2, 3])
      expect(backend.getItem(`video-progress-backup-v${version}`)).not.toBeNull();
  });

  it('imports version 3 data (movie database ids) directly', async () => {
    const v3 = {
      items: [
        {
          item: {
            meta: { id: '603', title: 'The Matrix', year: '1999', type: 'movie', poster: 'p.jpg' },
          },
          progress: 3000,
          percentage: 50,
          watchedAt: 42,
        },
      ],
    };
    const backend = createMemoryBackend({ 'video-progress': legacy(v3, 3) });
    const result = await readVersioned(backend, progressStore);
    expect(result.state.items['603']).toEqual({
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      poster: 'p.jpg',
      updatedAt: 42,
      seasons: {},
      episodes: {},
      progress: { watched: 3000, duration: 6000 },
    });
  });

  it('a broken old entry falls back to empty progress and keeps its backup', async () => {
    const logError = vi.fn();
    const raw = legacy({ items: 'nope' }, 3);
    const backend = createMemoryBackend({ 'video-progress': raw });
    const result = await readVersioned(backend, progressStore, { logError });
    expect(result.state).toEqual({ items: {}, updateQueue: [] });
    expect(logError).toHaveBeenCalled();
    expect(JSON.parse(backend.getItem('video-progress-backup-v3') as string).state).toEqual({
      items: 'nope',
    });
  });
});

describe('old settings (mw-settings v0 to v2) and volume (mw-volume v0 to v1)', () => {
  const v0 = {
    language: 'ar',
    captionSettings: {
      delay: 2,
      style: { color: '#FFCC00', fontSize: 50, backgroundColor: '#000000cc' },
    },
  };

  it('hands the language to the locale store and the caption style to the subtitle store', async () => {
    const backend = createMemoryBackend({ 'mw-settings': legacy(v0, 0) });
    expect(await readVersioned(backend, localeStore)).toMatchObject({
      state: { language: 'ar' },
      status: 'imported',
    });
    const read = await readVersioned(backend, subtitlesStore);
    expect(read.status).toBe('imported');
    const subtitles = read.state;
    expect(subtitles.lastSelectedLanguage).toBeNull();
    expect(subtitles.delay).toBe(2);
    expect(subtitles.styling).toMatchObject({ color: '#ffcc00', size: 2, backgroundBlur: 0.5 });
    expect(subtitles.styling.backgroundOpacity).toBeCloseTo(0.8);
  });

  it('gives both stores their part whichever reads first', async () => {
    const backend = createMemoryBackend({ 'mw-settings': legacy(v0, 0) });
    expect((await readVersioned(backend, subtitlesStore)).state.delay).toBe(2);
    expect((await readVersioned(backend, localeStore)).state).toEqual({ language: 'ar' });
  });

  it('does not import again into a store that already took its part', async () => {
    const backend = createMemoryBackend({ 'mw-settings': legacy(v0, 0) });
    await readVersioned(backend, localeStore);
    await readVersioned(backend, subtitlesStore);
    backend.removeItem(localeStore.key);
    backend.removeItem(subtitlesStore.key);
    expect(await readVersioned(backend, localeStore)).toMatchObject({
      state: { language: 'en' },
      status: 'empty',
    });
    expect((await readVersioned(backend, subtitlesStore)).status).toBe('empty');
  });

  it('leaves settings the old front end already converted alone', async () => {
    const converted = { language: 'ar', subtitleLanguage: 'fr', delay: 1, styling: {} };
    const backend = createMemoryBackend({ 'mw-settings': legacy(converted, 2) });
    expect((await readVersioned(backend, localeStore)).status).toBe('empty');
    expect((await readVersioned(backend, subtitlesStore)).status).toBe('empty');
  });

  it('keeps a chosen caption language from version 1', async () => {
    const v1 = { ...v0, captionSettings: { ...v0.captionSettings, language: 'fr' } };
    const backend = createMemoryBackend({ 'mw-settings': legacy(v1, 1) });
    expect((await readVersioned(backend, subtitlesStore)).state.lastSelectedLanguage).toBe('fr');
  });

  it('moves the old volume into the volume store', async () => {
    const backend = createMemoryBackend({ 'mw-volume': legacy({ volume: 0.35 }, 0) });
    expect(await readVersioned(backend, volumeStore)).toMatchObject({
      state: { volume: 0.35 },
      status: 'imported',
    });
  });
});
