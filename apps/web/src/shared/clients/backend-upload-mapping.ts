import type { BookmarkMediaItem, ProgressMediaItem } from '@screenroom/core';
import type { BackendBookmarkInput, BackendMediaMeta, BackendProgressInput } from './backend.ts';

/**
 * The local stores' bookmarks and progress as the server takes them (the movie-web backend's
 * shapes), for uploading a device's data. Apart from the other way, which restoring an account
 * reads on the first paint, since a module the first paint reads comes down whole.
 */

function toMeta(item: { title: string; year?: number; poster?: string; type: 'movie' | 'show' }) {
  // A missing year is sent as 0.
  const meta: BackendMediaMeta = { title: item.title, year: item.year ?? 0, type: item.type };
  if (item.poster) meta.poster = item.poster;
  return meta;
}

export function bookmarksToImport(
  bookmarks: Record<string, BookmarkMediaItem>,
): BackendBookmarkInput[] {
  return Object.entries(bookmarks).map(([tmdbId, item]) => ({ tmdbId, meta: toMeta(item) }));
}

/** One server item per movie, and one per watched episode of a show. */
export function progressToImport(items: Record<string, ProgressMediaItem>): BackendProgressInput[] {
  const out: BackendProgressInput[] = [];
  for (const [tmdbId, item] of Object.entries(items)) {
    const meta = toMeta(item);
    if (item.type === 'movie') {
      if (!item.progress) continue;
      out.push({
        tmdbId,
        meta,
        duration: Math.round(item.progress.duration),
        watched: Math.round(item.progress.watched),
        updatedAt: new Date(item.updatedAt).toISOString(),
      });
      continue;
    }
    for (const episode of Object.values(item.episodes)) {
      const season = item.seasons[episode.seasonId];
      out.push({
        tmdbId,
        meta,
        duration: Math.round(episode.progress.duration),
        watched: Math.round(episode.progress.watched),
        updatedAt: new Date(episode.updatedAt).toISOString(),
        seasonId: episode.seasonId,
        episodeId: episode.id,
        seasonNumber: season?.number,
        episodeNumber: episode.number,
      });
    }
  }
  return out;
}
