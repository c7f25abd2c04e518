import type { BookmarkUpdateItem } from '../stores/bookmarks.ts';
import type { ProgressUpdateItem } from '../stores/progress.ts';

export interface SentItems {
  bookmarks: BookmarkUpdateItem[];
  progress: ProgressUpdateItem[];
}

export interface SentWatch {
  /** Stops watching and returns what the server took since `watchSentItems`, in order. */
  stop: () => SentItems;
}

const watches = new Set<SentItems>();

/**
 * A restore's GET may have left before a queued change was sent and come back after it left the
 * queue; the server's answer then lacks the change. The restore watches what is sent meanwhile
 * and replays it with the queue. Nothing is kept while no restore is running.
 */
export function watchSentItems(): SentWatch {
  const seen: SentItems = { bookmarks: [], progress: [] };
  watches.add(seen);
  return {
    stop: () => {
      watches.delete(seen);
      return seen;
    },
  };
}

export function recordSentBookmark(item: BookmarkUpdateItem): void {
  for (const seen of watches) seen.bookmarks.push(item);
}

export function recordSentProgress(item: ProgressUpdateItem): void {
  for (const seen of watches) seen.progress.push(item);
}
