import type { BookmarkMediaItem, ProgressMediaItem } from '@screenroom/core';
import type { BookmarkUpdateItem } from '../stores/bookmarks.ts';
import type { ProgressUpdateItem } from '../stores/progress.ts';

/**
 * Pure: the server's bookmarks with the changes still waiting in the queue replayed on top, so a
 * restore that lands before the next sync tick does not undo what the user just did.
 */
export function withPendingBookmarks(
  server: Record<string, BookmarkMediaItem>,
  queue: readonly BookmarkUpdateItem[],
  local: Record<string, BookmarkMediaItem>,
): Record<string, BookmarkMediaItem> {
  const result = { ...server };
  for (const change of queue) {
    const mine = local[change.tmdbId];
    if (change.action === 'delete') delete result[change.tmdbId];
    else if (mine) result[change.tmdbId] = mine;
  }
  return result;
}

function withoutEpisode(item: ProgressMediaItem, episodeId: string): ProgressMediaItem {
  const episodes = { ...item.episodes };
  delete episodes[episodeId];
  return { ...item, episodes };
}

/** Pure: as withPendingBookmarks, for watch progress; local episodes win over the server's. */
export function withPendingProgress(
  server: Record<string, ProgressMediaItem>,
  queue: readonly ProgressUpdateItem[],
  local: Record<string, ProgressMediaItem>,
): Record<string, ProgressMediaItem> {
  const result = { ...server };
  for (const change of queue) {
    const current = result[change.tmdbId];
    if (change.action === 'delete') {
      if (change.episodeId !== undefined && current) {
        result[change.tmdbId] = withoutEpisode(current, change.episodeId);
      } else {
        delete result[change.tmdbId];
      }
      continue;
    }
    const mine = local[change.tmdbId];
    if (!mine) continue;
    result[change.tmdbId] = current
      ? {
          ...mine,
          seasons: { ...current.seasons, ...mine.seasons },
          episodes: { ...current.episodes, ...mine.episodes },
        }
      : mine;
  }
  return result;
}
