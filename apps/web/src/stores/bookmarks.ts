import type { BookmarkMediaItem, MediaType } from '@screenroom/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Pending change for the backend (document 000 §4); the sync engine drains it. */
export interface BookmarkUpdateItem {
  id: number;
  action: 'add' | 'delete';
  tmdbId: string;
  type?: MediaType;
  title?: string;
  year?: number;
  poster?: string;
}

export interface BookmarkMeta {
  tmdbId: string;
  type: MediaType;
  title: string;
  year?: number;
  poster?: string;
}

export interface BookmarkState {
  bookmarks: Record<string, BookmarkMediaItem>;
  updateQueue: BookmarkUpdateItem[];
  addBookmark: (meta: BookmarkMeta) => void;
  removeBookmark: (tmdbId: string) => void;
  replaceBookmarks: (bookmarks: Record<string, BookmarkMediaItem>) => void;
  clear: () => void;
  clearUpdateQueue: () => void;
  removeUpdateItem: (id: number) => void;
}

export const BOOKMARKS_STORAGE_KEY = '__MW::bookmarks';

type BookmarkData = Pick<BookmarkState, 'bookmarks' | 'updateQueue'>;

// Queue ids only need to be unique within one page's life; the queue is cleared on start.
let nextUpdateId = 0;

/** Pure: the state after bookmarking a title. */
export function applyBookmarkAdd(
  state: BookmarkData,
  meta: BookmarkMeta,
  now: number,
): BookmarkData {
  const { tmdbId, ...fields } = meta;
  return {
    bookmarks: { ...state.bookmarks, [tmdbId]: { ...fields, updatedAt: now } },
    updateQueue: [...state.updateQueue, { id: nextUpdateId++, action: 'add', ...meta }],
  };
}

/** Pure: the state after removing a bookmark locally and queueing the delete. */
export function applyBookmarkRemoval(state: BookmarkData, tmdbId: string): BookmarkData {
  const bookmarks = { ...state.bookmarks };
  delete bookmarks[tmdbId];
  return {
    bookmarks,
    updateQueue: [...state.updateQueue, { id: nextUpdateId++, action: 'delete', tmdbId }],
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
      clearUpdateQueue: () => set({ updateQueue: [] }),
      removeUpdateItem: (id) =>
        set((s) => ({ updateQueue: s.updateQueue.filter((u) => u.id !== id) })),
    }),
    {
      name: BOOKMARKS_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ bookmarks: s.bookmarks, updateQueue: s.updateQueue }),
    },
  ),
);
