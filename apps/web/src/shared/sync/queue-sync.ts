import type { QueuedChange } from '@screenroom/core';
import type { BackendClient } from '../clients/backend.ts';
import { useBookmarkStore, type BookmarkUpdateItem } from '../stores/bookmarks.ts';
import { useProgressStore, type ProgressUpdateItem } from '../stores/progress.ts';
import type { UpdateQueueSlice } from '../stores/update-queue-slice.ts';
import type { Rehydratable } from '../storage/rehydrate-on-storage-event.ts';
import { drainQueue, type DrainHandlers } from './drain-queue.ts';
import { isRejectedForGood } from './failure-kind.ts';
import {
  keepaliveBatchesSettled,
  keepaliveSettledWithin,
  markDrainSending,
  type QueueName,
} from './sends-in-flight.ts';
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

interface QueueStore<T extends QueuedChange> extends Rehydratable {
  getState: () => Pick<UpdateQueueSlice<T>, 'updateQueue' | 'dropUpdateItem'>;
}

/**
 * Items leave the queue as the same change, not by identity: another tab's write may have been
 * read back meanwhile, giving the same items as new objects.
 */
function queueHandlers<T extends QueuedChange>(
  store: QueueStore<T>,
  recordSent: (item: T) => void,
  what: string,
): DrainHandlers<T> {
  return {
    sent: (item) => {
      store.getState().dropUpdateItem(item);
      recordSent(item);
    },
    rejected: (item, error) => {
      store.getState().dropUpdateItem(item);
      console.warn(`The server refused a queued ${what} change; it is dropped`, item, error);
    },
    isRejectedForGood,
  };
}

export const bookmarkHandlers = queueHandlers(useBookmarkStore, recordSentBookmark, 'bookmark');
export const progressHandlers = queueHandlers(useProgressStore, recordSentProgress, 'progress');

/**
 * The queue as stored: another tab may have sent some of it since this tab last read it. An
 * empty queue has nothing to send twice, and reading it back would hand every reader of the
 * store new objects every tick.
 */
async function storedQueue<T extends QueuedChange>(store: QueueStore<T>): Promise<readonly T[]> {
  if (store.getState().updateQueue.length > 0) await store.persist.rehydrate();
  return store.getState().updateQueue;
}

function stillQueued<T extends QueuedChange>(store: QueueStore<T>, item: T): boolean {
  const queue = store.getState().updateQueue;
  if (queue.includes(item)) return true;
  const wanted = JSON.stringify(item);
  return queue.some((queued) => JSON.stringify(queued) === wanted);
}

/** How long a drain waits for the answers to a page-hide send before it tries again later. */
const KEEPALIVE_WAIT_MS = 5000;

interface QueueSource<T extends QueuedChange> {
  name: QueueName;
  store: QueueStore<T>;
  toRequest: (item: T) => SyncRequest | null;
}

/**
 * Sends one item. A batch sent while the page was being hidden may carry later items of the
 * queue; the drain waits for its answers and skips what it already delivered, so the two never
 * race. An item that can never form a valid request is dropped rather than blocking the queue.
 */
function sender<T extends QueuedChange & { tmdbId: string }>(
  client: SyncClient,
  userId: string,
  source: QueueSource<T>,
): (item: T) => Promise<void> {
  const generation = keepaliveBatchesSettled();
  return async (item) => {
    if (!(await keepaliveSettledWithin(KEEPALIVE_WAIT_MS))) {
      throw new DOMException('A page-hide send is still waiting for its answer', 'AbortError');
    }
    if (keepaliveBatchesSettled() !== generation && !stillQueued(source.store, item)) return;
    const request = source.toRequest(item);
    if (!request) return;
    markDrainSending(source.name, item.tmdbId);
    try {
      await sendSyncRequest(client, userId, request);
    } finally {
      markDrainSending(source.name, null);
    }
  };
}

const bookmarkSource: QueueSource<BookmarkUpdateItem> = {
  name: 'bookmarks',
  store: useBookmarkStore,
  toRequest: bookmarkRequest,
};
const progressSource: QueueSource<ProgressUpdateItem> = {
  name: 'progress',
  store: useProgressStore,
  toRequest: progressRequest,
};

/**
 * One sync round: bookmark changes, then progress changes, each queue in the
 * order the changes were made. Returns the error that ended the round early, if any; an aborted
 * `stop` ends it after the request on the wire.
 */
export async function syncQueues(
  client: SyncClient,
  userId: string,
  stop?: AbortSignal,
): Promise<unknown> {
  const bookmarks = await drainQueue(
    await storedQueue(useBookmarkStore),
    sender(client, userId, bookmarkSource),
    bookmarkHandlers,
    stop,
  );
  if (bookmarks.error !== undefined) return bookmarks.error;
  const progress = await drainQueue(
    await storedQueue(useProgressStore),
    sender(client, userId, progressSource),
    progressHandlers,
    stop,
  );
  return progress.error;
}
