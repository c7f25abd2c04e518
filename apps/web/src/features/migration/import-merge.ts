import type { BookmarkMediaItem, ProgressMediaItem } from '@screenroom/core';
import {
  applyBookmarkAdd,
  useBookmarkStore,
  type BookmarkMeta,
} from '../../shared/stores/bookmarks.ts';
import {
  applyProgressUpdate,
  useProgressStore,
  type ProgressUpdate,
} from '../../shared/stores/progress.ts';
import type { ImportData } from './export-file.ts';

function bookmarkMeta(tmdbId: string, item: BookmarkMediaItem): BookmarkMeta {
  const meta: BookmarkMeta = { tmdbId, type: item.type, title: item.title };
  if (item.year !== undefined) meta.year = item.year;
  if (item.poster !== undefined) meta.poster = item.poster;
  return meta;
}

/** Pure: the progress reports that recreate one imported item, each with its own time. */
export function progressUpdatesOf(
  tmdbId: string,
  item: ProgressMediaItem,
): { update: ProgressUpdate; at: number }[] {
  const meta = {
    tmdbId,
    type: item.type,
    title: item.title,
    ...(item.year !== undefined ? { year: item.year } : {}),
    ...(item.poster !== undefined ? { poster: item.poster } : {}),
  };
  if (item.type === 'movie') {
    return item.progress ? [{ update: { meta, progress: item.progress }, at: item.updatedAt }] : [];
  }
  return Object.values(item.episodes)
    .sort((a, b) => a.updatedAt - b.updatedAt)
    .flatMap((episode) => {
      const season = item.seasons[episode.seasonId];
      if (!season) return [];
      return [
        {
          update: {
            meta: {
              ...meta,
              season: { id: season.id, number: season.number, title: season.title },
              episode: { id: episode.id, number: episode.number, title: episode.title },
            },
            progress: episode.progress,
          },
          at: episode.updatedAt,
        },
      ];
    });
}

function localTimeOf(item: ProgressMediaItem | undefined, update: ProgressUpdate): number {
  if (!item) return -Infinity;
  const episodeId = update.meta.episode?.id;
  if (episodeId === undefined) return item.progress ? item.updatedAt : -Infinity;
  return item.episodes[episodeId]?.updatedAt ?? -Infinity;
}

/**
 * Merges imported data into the local stores through the stores' own update rules, so every
 * change is queued and reaches the server by the normal sync. Local entries that are newer than
 * the imported ones win.
 */
export function mergeImport(data: ImportData): void {
  useBookmarkStore.setState((state) => {
    let next = { bookmarks: state.bookmarks, updateQueue: state.updateQueue };
    for (const [tmdbId, item] of Object.entries(data.bookmarks)) {
      const local = next.bookmarks[tmdbId];
      if (local && local.updatedAt >= item.updatedAt) continue;
      next = applyBookmarkAdd(next, bookmarkMeta(tmdbId, item), item.updatedAt);
    }
    return next;
  });
  useProgressStore.setState((state) => {
    let next = { items: state.items, updateQueue: state.updateQueue };
    for (const [tmdbId, item] of Object.entries(data.progress)) {
      for (const { update, at } of progressUpdatesOf(tmdbId, item)) {
        if (localTimeOf(next.items[tmdbId], update) >= at) continue;
        next = applyProgressUpdate(next, update, at);
      }
    }
    return next;
  });
}
