import type { MediaType } from './media-id.ts';

/** One bookmark, stored keyed by its tmdbId. */
export type BookmarkMediaItem = {
  type: MediaType;
  title: string;
  year?: number;
  poster?: string;
  /** Milliseconds since the epoch. */
  updatedAt: number;
};
