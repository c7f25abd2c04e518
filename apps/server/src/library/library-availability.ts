import type { LibraryAvailability } from '@screenroom/core';
import type { ScannedFile } from './library-scanner.ts';

/**
 * The titles a scan found something playable for: a movie with an MP4 or HLS folder, a show with
 * at least one such episode. Subtitle files alone play nothing, so they do not count. Ids are
 * sorted so the answer never depends on the order of the folders.
 */
export function availabilityOf(files: readonly ScannedFile[]): LibraryAvailability {
  const movies = new Set<number>();
  const shows = new Set<number>();
  for (const f of files) {
    if (f.kind === 'caption') continue;
    (f.mediaType === 'movie' ? movies : shows).add(f.tmdbId);
  }
  const sorted = (ids: Set<number>) => [...ids].sort((a, b) => a - b);
  return { movies: sorted(movies), shows: sorted(shows) };
}
