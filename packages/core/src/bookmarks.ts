import type { MediaType } from './media-id.ts';

/** Document 000 §3: one bookmark, stored keyed by its tmdbId. */
export type BookmarkMediaItem = {
  type: MediaType;
  title: string;
  year?: number;
  poster?: string;
  /** Milliseconds since the epoch. */
  updatedAt: number;
};
