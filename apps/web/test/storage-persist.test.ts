import { bookmarksStore, createMemoryBackend } from '@screenroom/core';
import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { versionedPersistStorage } from '../src/shared/storage/versioned-persist-storage.ts';

interface Store {
  bookmarks: Record<string, { type: 'movie' | 'show'; title: string; updatedAt: number }>;
  updateQueue: { id: number; action: 'add' | 'delete'; tmdbId: string }[];
  add: (id: string) => void;
}

function makeStore(backend: ReturnType<typeof createMemoryBackend>) {
  return create<Store>()(
    persist(
      (set) => ({
        bookmarks: {},
        updateQueue: [],
        add: (id) =>
          set((s) => ({
            bookmarks: { ...s.bookmarks, [id]: { type: 'movie', title: id, updatedAt: 1 } },
          })),
      }),
      {
        name: bookmarksStore.key,
        version: bookmarksStore.currentVersion,
        storage: versionedPersistStorage(bookmarksStore, { backend }),
        partialize: (s) => ({ bookmarks: s.bookmarks, updateQueue: s.updateQueue }),
      },
    ),
  );
}

describe('versioned persist storage', () => {
  it('hydrates a zustand store from an old-format entry in the same tick', () => {
    const backend = createMemoryBackend({
      'mw-bookmarks': JSON.stringify({
        '--version': 2,
        bookmarks: [{ id: '603', title: 'The Matrix', year: '1999', type: 'movie' }],
      }),
    });
    const store = makeStore(backend);
    expect(store.getState().bookmarks['603']).toMatchObject({ title: 'The Matrix', year: 1999 });
  });

  it('writes the current version back and reads it again', () => {
    const backend = createMemoryBackend();
    makeStore(backend).getState().add('42');
    expect(JSON.parse(backend.getItem('__MW::bookmarks') as string)).toMatchObject({
      version: 1,
      state: { bookmarks: { '42': { title: '42' } } },
    });
    expect(makeStore(backend).getState().bookmarks).toHaveProperty('42');
  });

  it('keeps the initial state when the entry is corrupt', () => {
    const backend = createMemoryBackend({ '__MW::bookmarks': 'not json' });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args[0]);
    try {
      expect(makeStore(backend).getState().bookmarks).toEqual({});
    } finally {
      console.error = original;
    }
    expect(String(errors[0])).toContain('__MW::bookmarks-backup-corrupt');
    expect(backend.getItem('__MW::bookmarks-backup-corrupt')).toBe('not json');
  });
});
