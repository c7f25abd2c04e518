import type { MediaType } from '@screenroom/core';

/** The media meta (type, ids, title, year, poster, season and episode), trimmed to what the player shows and saves. */
export type PlayerMeta = {
  type: MediaType;
  tmdbId: string;
  imdbId?: string;
  title: string;
  releaseYear: number;
  poster?: string;
  season?: { number: number; title: string; tmdbId: string };
  episode?: { number: number; title: string; tmdbId: string; air_date?: string };
};
