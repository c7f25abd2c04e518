import { enqueue } from '@screenroom/core';
import type { BookmarkMediaItem, BookmarkQueueItem, MediaType } from '@screenroom/core';
import { bookmarksStore } from '@screenroom/core';
import { configuredLegacyIdLookup } from '../storage/legacy-id-lookup.ts';
import { createPersistedStore } from '../storage/persisted-store.ts';
import { updateQueueActions, type UpdateQueueSlice } from './update-queue-slice.ts';

/** Pending change for the backend, kept until the sync engine sends it. */
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

export const useBookmarkStore = createPersistedStore<BookmarkState>()(
  bookmarksStore,
  (set) => ({
    addBookmark: (meta) => set((s) => applyBookmarkAdd(s, meta, Date.now())),
    removeBookmark: (tmdbId) => set((s) => applyBookmarkRemoval(s, tmdbId)),
    replaceBookmarks: (bookmarks) => set({ bookmarks }),
    clear: () => set({ bookmarks: {}, updateQueue: [] }),
    ...updateQueueActions<BookmarkUpdateItem>(set),
  }),
  { lookupLegacyId: configuredLegacyIdLookup(), followOtherTabs: true },
);
