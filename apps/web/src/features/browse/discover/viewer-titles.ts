import type { BookmarkMediaItem, MediaType, ProgressMediaItem } from '@screenroom/core';

/** A title the viewer bookmarked or started, for the recommendations picker. */
export interface ViewerTitle {
  tmdbId: string;
  title: string;
  updatedAt: number;
}

/**
 * The viewer's own titles of one kind from bookmarks and progress, each once, the most recently
 * updated first: recommendations are based on these.
 */
export function viewerTitles(
  type: MediaType,
  bookmarks: Readonly<Record<string, BookmarkMediaItem>>,
  progress: Readonly<Record<string, ProgressMediaItem>>,
): ViewerTitle[] {
  const byId = new Map<string, ViewerTitle>();
  const sources: [string, BookmarkMediaItem | ProgressMediaItem][] = [
    ...Object.entries(bookmarks),
    ...Object.entries(progress),
  ];
  for (const [tmdbId, item] of sources) {
    if (item.type !== type) continue;
    const known = byId.get(tmdbId);
    if (!known || item.updatedAt > known.updatedAt) {
      byId.set(tmdbId, { tmdbId, title: item.title, updatedAt: item.updatedAt });
    }
  }
  return [...byId.values()].sort((a, b) => b.updatedAt - a.updatedAt);
}
