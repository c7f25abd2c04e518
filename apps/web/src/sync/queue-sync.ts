import type { BackendClient } from '../clients/backend.ts';
import { useBookmarkStore, type BookmarkUpdateItem } from '../stores/bookmarks.ts';
import { useProgressStore, type ProgressUpdateItem } from '../stores/progress.ts';
import { drainQueue } from './drain-queue.ts';
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

/*
 * Items leave the queue by identity, not by id: ids restart at 0 with every page load while the
 * queue survives in storage, so two queued items may share an id.
 */
function dropBookmarkItem(item: BookmarkUpdateItem): void {
  useBookmarkStore.setState((s) => ({ updateQueue: s.updateQueue.filter((u) => u !== item) }));
}

function dropProgressItem(item: ProgressUpdateItem): void {
  useProgressStore.setState((s) => ({ updateQueue: s.updateQueue.filter((u) => u !== item) }));
}

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
  const bookmarks = await drainQueue(
    useBookmarkStore.getState().updateQueue,
    sender(client, userId, bookmarkRequest),
    dropBookmarkItem,
  );
  if (bookmarks.error !== undefined) return bookmarks.error;
  const progress = await drainQueue(
    useProgressStore.getState().updateQueue,
    sender(client, userId, progressRequest),
    dropProgressItem,
  );
  return progress.error;
}
