import type { BookmarkMediaItem, ProgressMediaItem } from '@screenroom/core';
import type { BackendBookmark, BackendProgressItem } from './backend.ts';

/**
 * The server's bookmarks and progress (the movie-web backend's shapes) as the local stores keep
 * them; the other way is `backend-upload-mapping.ts`.
 */

function fromMetaYear(year: number): number | undefined {
  return year > 0 ? year : undefined;
}

function toTime(iso: string): number {
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? Date.now() : parsed;
}

/** The existing movie-web server sends seconds as strings. */
function toSeconds(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

export function bookmarksFromServer(list: BackendBookmark[]): Record<string, BookmarkMediaItem> {
  const out: Record<string, BookmarkMediaItem> = {};
  for (const bookmark of list) {
    out[bookmark.tmdbId] = {
      type: bookmark.meta.type,
      title: bookmark.meta.title,
      year: fromMetaYear(bookmark.meta.year),
      poster: bookmark.meta.poster,
      updatedAt: toTime(bookmark.updatedAt),
    };
  }
  return out;
}

function emptyItem(entry: BackendProgressItem, updatedAt: number): ProgressMediaItem {
  return {
    type: entry.meta.type,
    title: entry.meta.title,
    year: fromMetaYear(entry.meta.year),
    poster: entry.meta.poster,
    updatedAt,
    seasons: {},
    episodes: {},
  };
}

/** The server keeps seasons and episodes by id only; their titles are not stored there. */
export function progressFromServer(list: BackendProgressItem[]): Record<string, ProgressMediaItem> {
  const out: Record<string, ProgressMediaItem> = {};
  for (const entry of list) {
    const updatedAt = toTime(entry.updatedAt);
    const existing = out[entry.tmdbId] ?? emptyItem(entry, updatedAt);
    const item: ProgressMediaItem = {
      ...existing,
      updatedAt: Math.max(existing.updatedAt, updatedAt),
    };
    const progress = { duration: toSeconds(entry.duration), watched: toSeconds(entry.watched) };
    const seasonId = entry.season.id;
    const episodeId = entry.episode.id;
    if (item.type === 'movie' || !seasonId || !episodeId) {
      item.progress = progress;
    } else {
      item.seasons = {
        ...item.seasons,
        [seasonId]: { id: seasonId, number: entry.season.number ?? 0, title: '' },
      };
      item.episodes = {
        ...item.episodes,
        [episodeId]: {
          id: episodeId,
          number: entry.episode.number ?? 0,
          title: '',
          seasonId,
          updatedAt,
          progress,
        },
      };
    }
    out[entry.tmdbId] = item;
  }
  return out;
}
