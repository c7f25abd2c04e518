import type { BookmarkMediaItem, NewChange, ProgressMediaItem } from '@screenroom/core';
import type { BackendClient } from '../clients/backend.ts';
import { bookmarksToImport, progressToImport } from '../clients/backend-upload-mapping.ts';
import { useBookmarkStore, type BookmarkUpdateItem } from '../stores/bookmarks.ts';
import { useProgressStore, type ProgressUpdateItem } from '../stores/progress.ts';

export interface LocalData {
  bookmarks: Record<string, BookmarkMediaItem>;
  progress: Record<string, ProgressMediaItem>;
}

export type ImportClient = Pick<BackendClient, 'importBookmarks' | 'importProgress'>;

/** The import guard: nothing is sent when both lists are empty. Returns whether it sent. */
export async function importLocalData(
  client: ImportClient,
  userId: string,
  data: LocalData,
): Promise<boolean> {
  const bookmarks = bookmarksToImport(data.bookmarks);
  const progress = progressToImport(data.progress);
  if (bookmarks.length === 0 && progress.length === 0) return false;
  if (bookmarks.length > 0) await client.importBookmarks(userId, bookmarks);
  if (progress.length > 0) await client.importProgress(userId, progress);
  return true;
}

/** Pure: one queued add per local bookmark, so the sync loop uploads them later. */
export function bookmarkUploadItems(
  bookmarks: Record<string, BookmarkMediaItem>,
): NewChange<BookmarkUpdateItem>[] {
  return Object.entries(bookmarks).map(([tmdbId, b]) => ({
    action: 'add',
    tmdbId,
    type: b.type,
    title: b.title,
    year: b.year,
    poster: b.poster,
  }));
}

/** Pure: one queued upsert per movie and per watched episode, as the player would queue them. */
export function progressUploadItems(
  items: Record<string, ProgressMediaItem>,
): NewChange<ProgressUpdateItem>[] {
  const out: NewChange<ProgressUpdateItem>[] = [];
  for (const [tmdbId, item] of Object.entries(items)) {
    const meta = {
      tmdbId,
      title: item.title,
      year: item.year,
      poster: item.poster,
      type: item.type,
    };
    if (item.type === 'movie') {
      if (item.progress) out.push({ action: 'upsert', ...meta, progress: { ...item.progress } });
      continue;
    }
    for (const episode of Object.values(item.episodes)) {
      out.push({
        action: 'upsert',
        ...meta,
        progress: { ...episode.progress },
        episodeId: episode.id,
        seasonId: episode.seasonId,
        seasonNumber: item.seasons[episode.seasonId]?.number,
        episodeNumber: episode.number,
      });
    }
  }
  return out;
}

/**
 * At login and register, before the first restore: uploads this device's bookmarks and progress
 * so the restore's copy from the server holds them. When the import fails they are queued
 * instead: the restore replays queued changes over the server's copy, so they stay on screen,
 * and the sync loop sends them once the server answers.
 */
export async function uploadLocalData(client: ImportClient, userId: string): Promise<void> {
  const data: LocalData = {
    bookmarks: useBookmarkStore.getState().bookmarks,
    progress: useProgressStore.getState().items,
  };
  try {
    await importLocalData(client, userId, data);
  } catch (error) {
    console.warn('Importing local data failed; it is queued for the next sync', error);
    useBookmarkStore.getState().enqueueItems(bookmarkUploadItems(data.bookmarks));
    useProgressStore.getState().enqueueItems(progressUploadItems(data.progress));
  }
}
