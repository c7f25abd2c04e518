import type { BackendClient } from '../clients/backend.ts';
import { useBookmarkStore, type BookmarkUpdateItem } from '../stores/bookmarks.ts';
import { useProgressStore, type ProgressUpdateItem } from '../stores/progress.ts';
import { drainQueue, type DrainHandlers } from './drain-queue.ts';
import { isRejectedForGood } from './failure-kind.ts';
import { recordSentBookmark, recordSentProgress } from './sent-log.ts';
import { bookmarkRequest, progressRequest, type SyncRequest } from './sync-requests.ts';

export type SyncClient = Pick<
  BackendClient,
  'addBookmark' | 'deleteBookmark' | 'setProgress' | 'deleteProgress'
>;

export async function sendSyncRequest(
  client: SyncClient,
  userId: string,
  request: SyncRequest,
): Promise<void> {
  switch (request.kind) {
    case 'bookmark-add':
      await client.addBookmark(userId, request.body);
      return;
    case 'bookmark-delete':
      await client.deleteBookmark(userId, request.tmdbId);
      return;
    case 'progress-upsert':
      await client.setProgress(userId, request.body);
      return;
    case 'progress-delete':
      await client.deleteProgress(userId, request.tmdbId, request.selection);
      return;
  }
}

function warnRejected(what: string) {
  return (item: unknown, error: unknown) =>
    console.warn(`The server refused a queued ${what} change; it is dropped`, item, error);
}

/**
 * Items leave the queue as the same change, not by identity: another tab's write may have been
 * read back meanwhile, giving the same items as new objects.
 */
const bookmarkHandlers: DrainHandlers<BookmarkUpdateItem> = {
  sent: (item) => {
    useBookmarkStore.getState().dropUpdateItem(item);
    recordSentBookmark(item);
  },
  rejected: (item, error) => {
    useBookmarkStore.getState().dropUpdateItem(item);
    warnRejected('bookmark')(item, error);
  },
  isRejectedForGood,
};

const progressHandlers: DrainHandlers<ProgressUpdateItem> = {
  sent: (item) => {
    useProgressStore.getState().dropUpdateItem(item);
    recordSentProgress(item);
  },
  rejected: (item, error) => {
    useProgressStore.getState().dropUpdateItem(item);
    warnRejected('progress')(item, error);
  },
  isRejectedForGood,
};

/** An item that can never form a valid request is dropped rather than blocking the queue. */
function sender<T>(
  client: SyncClient,
  userId: string,
  toRequest: (item: T) => SyncRequest | null,
): (item: T) => Promise<void> {
  return async (item) => {
    const request = toRequest(item);
    if (request) await sendSyncRequest(client, userId, request);
  };
}

/**
 * One sync round (document 000 §4): bookmark changes, then progress changes, each queue in the
 * order the changes were made. Returns the error that ended the round early, if any.
 */
export async function syncQueues(client: SyncClient, userId: string): Promise<unknown> {
  // Another tab may have queued or sent changes since this tab last read them.
  await Promise.all([useBookmarkStore.persist.rehydrate(), useProgressStore.persist.rehydrate()]);
  const bookmarks = await drainQueue(
    useBookmarkStore.getState().updateQueue,
    sender(client, userId, bookmarkRequest),
    bookmarkHandlers,
  );
  if (bookmarks.error !== undefined) return bookmarks.error;
  const progress = await drainQueue(
    useProgressStore.getState().updateQueue,
    sender(client, userId, progressRequest),
    progressHandlers,
  );
  return progress.error;
}
