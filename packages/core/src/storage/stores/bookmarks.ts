import { defineVersionedStore, legacySource } from '../versioned-store.ts';
import type { BookmarkStoreData } from './bookmarks-data.ts';
import { isArrayOf, isRecord, isRecordOf } from './guards.ts';
import { legacyBookmarksStore } from './legacy-bookmarks.ts';
import { renumberQueue } from './queue-ids.ts';

export type { BookmarkQueueItem, BookmarkStoreData } from './bookmarks-data.ts';

function isBookmark(value: unknown): boolean {
  return isRecord(value) && typeof value.title === 'string' && typeof value.updatedAt === 'number';
}

export const bookmarksStore = defineVersionedStore<BookmarkStoreData>({
  key: '__MW::bookmarks',
  versions: [
    {
      version: 0,
      migrate: (data) => {
        if (!isRecord(data)) throw new Error('bookmarks entry is not an object');
        return { bookmarks: data.bookmarks ?? {}, updateQueue: renumberQueue(data.updateQueue) };
      },
    },
    { version: 1, create: () => ({ bookmarks: {}, updateQueue: [] }) },
  ],
  isValid: (state) =>
    isRecord(state) &&
    isRecordOf(state.bookmarks, isBookmark) &&
    isArrayOf(state.updateQueue, isRecord),
  legacy: legacySource(legacyBookmarksStore, (legacy) => legacy),
});
