import { enqueue } from '@screenroom/core';
import type { BookmarkMediaItem, BookmarkQueueItem, MediaType } from '@screenroom/core';
import { bookmarksStore } from '@screenroom/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { configuredLegacyIdLookup } from '../storage/legacy-id-lookup.ts';
import { versionedPersistStorage } from '../storage/versioned-persist-storage.ts';
import { rehydrateOnStorageEvent } from '../sync/cross-tab.ts';
import { updateQueueActions, type UpdateQueueSlice } from './update-queue-slice.ts';

/** Pending change for the backend (document 000 §4); the sync engine drains it. */
export type BookmarkUpdateItem = BookmarkQueueItem;

export interface BookmarkMeta {
  tmdbId: string;
  type: MediaType;
  title: string;
  year?: number;
  poster?: string;
}

export interface BookmarkState extends UpdateQueueSlice<BookmarkUpdateItem> {
  bookmarks: Record<string, BookmarkMediaItem>;
  addBookmark: (meta: BookmarkMeta) => void;
  removeBookmark: (tmdbId: string) => void;
  replaceBookmarks: (bookmarks: Record<string, BookmarkMediaItem>) => void;
  clear: () => void;
}

export const BOOKMARKS_STORAGE_KEY = '__MW::bookmarks';

type BookmarkData = Pick<BookmarkState, 'bookmarks' | 'updateQueue'>;

/** Pure: the state after bookmarking a title. */
export function applyBookmarkAdd(
  state: BookmarkData,
  meta: BookmarkMeta,
  now: number,
): BookmarkData {
  const { tmdbId, ...fields } = meta;
  return {
    bookmarks: { ...state.bookmarks, [tmdbId]: { ...fields, updatedAt: now } },
    updateQueue: enqueue(state.updateQueue, { action: 'add', ...meta }),
  };
}

/** Pure: the state after removing a bookmark locally and queueing the delete. */
export function applyBookmarkRemoval(state: BookmarkData, tmdbId: string): BookmarkData {
  const bookmarks = { ...state.bookmarks };
  delete bookmarks[tmdbId];
  return {
    bookmarks,
    updateQueue: enqueue(state.updateQueue, { action: 'delete', tmdbId }),
  };
}

export const useBookmarkStore = create<BookmarkState>()(
  persist(
    (set) => ({
      bookmarks: {},
      updateQueue: [],
      addBookmark: (meta) => set((s) => applyBookmarkAdd(s, meta, Date.now())),
      removeBookmark: (tmdbId) => set((s) => applyBookmarkRemoval(s, tmdbId)),
      replaceBookmarks: (bookmarks) => set({ bookmarks }),
      clear: () => set({ bookmarks: {}, updateQueue: [] }),
      ...updateQueueActions<BookmarkUpdateItem>(set),
    }),
    {
      name: BOOKMARKS_STORAGE_KEY,
      version: bookmarksStore.currentVersion,
      storage: versionedPersistStorage(bookmarksStore, {
        lookupLegacyId: configuredLegacyIdLookup(),
      }),
      partialize: (s) => ({ bookmarks: s.bookmarks, updateQueue: s.updateQueue }),
    },
  ),
);

rehydrateOnStorageEvent(BOOKMARKS_STORAGE_KEY, useBookmarkStore);
