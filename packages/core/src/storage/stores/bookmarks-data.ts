import type { BookmarkMediaItem } from '../../bookmarks.ts';
import type { MediaType } from '../../media-id.ts';

/** A bookmark change waiting in the update queue for the backend. */
export interface BookmarkQueueItem {
  id: number;
  action: 'add' | 'delete';
  tmdbId: string;
  type?: MediaType;
  title?: string;
  year?: number;
  poster?: string;
}

export interface BookmarkStoreData {
  bookmarks: Record<string, BookmarkMediaItem>;
  updateQueue: BookmarkQueueItem[];
}
