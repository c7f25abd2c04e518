import type { MediaType } from '../../media-id.ts';
import type { ProgressMediaItem, WatchProgress } from '../../progress.ts';

/** A progress change waiting in the update queue for the backend. */
export interface ProgressQueueItem {
  id: number;
  action: 'upsert' | 'delete';
  tmdbId: string;
  title?: string;
  year?: number;
  poster?: string;
  type?: MediaType;
  progress?: WatchProgress;
  episodeId?: string;
  seasonId?: string;
  seasonNumber?: number;
  episodeNumber?: number;
}

export interface ProgressStoreData {
  items: Record<string, ProgressMediaItem>;
  updateQueue: ProgressQueueItem[];
}
