import type { ProgressMediaItem, WatchProgress } from '../../progress.ts';
import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord, optionalString, yearFrom } from './guards.ts';
import { convertLegacyId, mediaTypeFromLegacy } from './legacy-bookmarks.ts';
import type { ProgressStoreData } from './progress-data.ts';

/** Version 1: one flat entry per watched movie or episode. */
interface FlatEntry {
  mediaId: string;
  mediaType: 'movie' | 'series';
  title: string;
  year?: string;
  progress: number;
  percentage: number;
  season?: number;
  episode?: number;
}

/** Versions 2 and 3: entries carry the title's metadata; series ids name season and episode. */
interface WatchedEntry {
  item: {
    meta: { id: string; title: string; year?: string; type: string; poster?: string };
    series?: { season: number; episode: number; seasonId: string; episodeId: string };
  };
  progress: number;
  percentage: number;
  watchedAt: number;
}

function percentageOf(watched: number, duration: number): number {
  return duration > 0 ? Math.round((watched / duration) * 100) : 0;
}

function flatFromPlayback(
  mediaId: string,
  mediaType: FlatEntry['mediaType'],
  entry: unknown,
): FlatEntry | null {
  if (!isRecord(entry) || !isRecord(entry.meta) || typeof entry.currentlyAt !== 'number')
    return null;
  const title = entry.meta.title;
  if (typeof title !== 'string') return null;
  const duration = typeof entry.totalDuration === 'number' ? entry.totalDuration : 0;
  const show = isRecord(entry.show) ? entry.show : undefined;
  return {
    mediaId,
    mediaType,
    title,
    ...(entry.meta.year !== undefined ? { year: String(entry.meta.year) } : {}),
    progress: entry.currentlyAt,
    percentage: percentageOf(entry.currentlyAt, duration),
    ...(show ? { season: Number(show.season), episode: Number(show.episode) } : {}),
  };
}

/** Version 0 grouped entries by scraper, then by movie or show. */
function flattenV0(data: unknown): FlatEntry[] {
  if (!isRecord(data)) throw new Error('progress entry is not an object');
  const entries: FlatEntry[] = [];
  for (const scraper of Object.values(data).filter(isRecord)) {
    for (const [id, movie] of Object.entries(isRecord(scraper.movie) ? scraper.movie : {})) {
      // Some scrapers used a player URL as the id; the IMDb id inside it is the useful part.
      const mediaId = id.includes('player.php%3Fimdb%3D')
        ? (id.split('player.php%3Fimdb%3D')[1] ?? id)
        : id;
      const flat = flatFromPlayback(mediaId, 'movie', isRecord(movie) ? movie.full : undefined);
      if (flat) entries.push(flat);
    }
    for (const [showId, episodes] of Object.entries(isRecord(scraper.show) ? scraper.show : {})) {
      for (const episode of Object.values(isRecord(episodes) ? episodes : {})) {
        const flat = flatFromPlayback(showId, 'series', episode);
        if (flat) entries.push(flat);
      }
    }
  }
  return entries;
}

function flatList(data: unknown): FlatEntry[] {
  if (!isRecord(data) || !Array.isArray(data.items)) throw new Error('items is not a list');
  return data.items
    .filter(
      (item): item is FlatEntry =>
        isRecord(item) && item.mediaId !== undefined && typeof item.title === 'string',
    )
    .map((item) => ({ ...item, mediaId: String(item.mediaId) }));
}

function watchedList(data: unknown): WatchedEntry[] {
  if (!isRecord(data) || !Array.isArray(data.items)) throw new Error('items is not a list');
  return data.items.filter(
    (entry): entry is WatchedEntry =>
      isRecord(entry) && isRecord(entry.item) && isRecord(entry.item.meta),
  );
}

/**
 * The old conversion looked every title up online to find season and episode ids; offline we
 * name them after their numbers. Later episodes get later timestamps so the last one watched
 * still counts as the most recent.
 */
function watchedFromFlat(entry: FlatEntry, now: number): WatchedEntry {
  const series =
    entry.mediaType === 'series' && entry.season !== undefined && entry.episode !== undefined
      ? {
          season: entry.season,
          episode: entry.episode,
          seasonId: `${entry.mediaId}-s${entry.season}`,
          episodeId: `${entry.mediaId}-s${entry.season}e${entry.episode}`,
        }
      : undefined;
  return {
    item: {
      meta: {
        id: entry.mediaId,
        title: entry.title,
        type: entry.mediaType,
        ...(entry.year !== undefined ? { year: entry.year } : {}),
      },
      ...(series ? { series } : {}),
    },
    progress: entry.progress,
    percentage: entry.percentage,
    watchedAt: now + (series ? series.season * 1000 + series.episode : 0),
  };
}

function progressOf(entry: WatchedEntry): WatchProgress {
  const duration = entry.percentage > 0 ? (entry.progress * 100) / entry.percentage : 0;
  return { watched: entry.progress, duration };
}

function addToItems(items: Record<string, ProgressMediaItem>, entry: WatchedEntry): void {
  const { meta, series } = entry.item;
  const year = yearFrom(meta.year);
  const poster = optionalString(meta.poster);
  const existing = items[meta.id];
  const item: ProgressMediaItem = existing ?? {
    type: mediaTypeFromLegacy(meta.type),
    title: meta.title,
    ...(year !== undefined ? { year } : {}),
    ...(poster ? { poster } : {}),
    updatedAt: entry.watchedAt,
    seasons: {},
    episodes: {},
  };
  item.updatedAt = Math.max(item.updatedAt, entry.watchedAt);
  if (item.type === 'movie') {
    item.progress = progressOf(entry);
  } else if (series && !item.episodes[series.episodeId]) {
    item.seasons[series.seasonId] = {
      id: series.seasonId,
      number: series.season,
      title: `Season ${series.season}`,
    };
    item.episodes[series.episodeId] = {
      id: series.episodeId,
      number: series.episode,
      title: `Episode ${series.episode}`,
      seasonId: series.seasonId,
      updatedAt: entry.watchedAt,
      progress: progressOf(entry),
    };
  }
  items[meta.id] = item;
}

/** The old front end's watch progress ('video-progress', versions 0 to 4). */
export const legacyProgressStore = defineVersionedStore<ProgressStoreData>({
  key: 'video-progress',
  versions: [
    { version: 0, migrate: (data) => ({ items: flattenV0(data) }) },
    {
      version: 1,
      migrate: (data, context) => ({
        items: flatList(data).map((entry) => watchedFromFlat(entry, context.now)),
      }),
    },
    {
      version: 2,
      migrate: async (data, context) => {
        const converted = await Promise.all(
          watchedList(data).map(async (entry) => {
            const id = await convertLegacyId(entry.item.meta.id, entry.item.meta.type, context);
            return id === null
              ? null
              : { ...entry, item: { ...entry.item, meta: { ...entry.item.meta, id } } };
          }),
        );
        return { items: converted.filter((entry) => entry !== null) };
      },
    },
    {
      version: 3,
      migrate: (data) => {
        const items: Record<string, ProgressMediaItem> = {};
        for (const entry of watchedList(data)) addToItems(items, entry);
        return { items, updateQueue: [] };
      },
    },
    { version: 4, create: () => ({ items: {}, updateQueue: [] }) },
  ],
});
