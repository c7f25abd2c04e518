import { bookmarksStore, createMemoryBackend } from '@screenroom/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityTitle, LegacyLookup } from '../src/shared/routing/legacy-media.ts';
import { legacyIdLookup } from '../src/shared/storage/legacy-id-lookup.ts';
import { versionedPersistStorage } from '../src/shared/storage/versioned-persist-storage.ts';

/** A streaming-availability service that knows Arrival, by imdb id, and nothing else. */
const service: LegacyLookup = {
  async availabilityTitle(_type, id): Promise<AvailabilityTitle | null> {
    if (id === 'down') throw new Error('Streaming-availability service answered 503');
    if (id !== 'tm1043') return null;
    return {
      title: 'Arrival',
      external_ids: [
        { provider: 'tmdb', external_id: '111' },
        { provider: 'imdb', external_id: 'tt2543164' },
      ],
    };
  },
  async availabilitySeason() {
    return null;
  },
  async tmdbIdFromImdb(imdbId) {
    return imdbId === 'tt2543164' ? '329865' : null;
  },
};

afterEach(() => vi.restoreAllMocks());

describe('legacy id lookup for old stores', () => {
  it('turns a known id into the movie database id of its imdb id', async () => {
    expect(await legacyIdLookup(service)('movie', 'tm1043')).toBe('329865');
  });

  it('answers null for a title the service does not know, so the migration drops it', async () => {
    expect(await legacyIdLookup(service)('show', 'ts999')).toBeNull();
  });

  it('keeps the old id when the service cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await legacyIdLookup(service)('movie', 'down')).toBe('down');
    expect(String(warn.mock.calls[0]?.[0])).toContain('down');
  });

  it('converts version 1 bookmarks while the store hydrates', async () => {
    const backend = createMemoryBackend({
      'mw-bookmarks': JSON.stringify({
        '--version': 1,
        bookmarks: [
          { id: 'tm1043', title: 'Arrival', year: '2016', type: 'movie' },
          { id: 'ts999', title: 'Unknown', year: '2001', type: 'series' },
        ],
      }),
    });
    const storage = versionedPersistStorage(bookmarksStore, {
      backend,
      lookupLegacyId: legacyIdLookup(service),
    });
    const stored = await storage.getItem(bookmarksStore.key);
    expect(Object.keys(stored?.state.bookmarks ?? {})).toEqual(['329865']);
    expect(stored?.state.bookmarks['329865']).toMatchObject({ title: 'Arrival', year: 2016 });
  });
});
