import type { MediaType } from '@screenroom/core';

/** What a media card needs to show and link one title. */
export interface MediaCardItem {
  /** The movie database id. */
  id: string;
  title: string;
  type: MediaType;
  year?: number;
  releaseDate?: string;
  /** Full image URL (w342), or undefined for the placeholder. */
  poster?: string;
  /** The movie database's vote average, out of 10; absent when nobody has voted. */
  rating?: number;
}
