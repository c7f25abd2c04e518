import type { MediaType } from '@screenroom/core';
import { useMemo } from 'react';
import { useBookmarkStore } from '../../../../shared/stores/bookmarks.ts';
import { useProgressStore } from '../../../../shared/stores/progress.ts';
import { viewerTitles, type ViewerTitle } from '../viewer-titles.ts';

/** The viewer's bookmarked and started titles of one kind, most recently updated first. */
export function useViewerTitles(type: MediaType): ViewerTitle[] {
  const bookmarks = useBookmarkStore((s) => s.bookmarks);
  const progress = useProgressStore((s) => s.items);
  return useMemo(() => viewerTitles(type, bookmarks, progress), [type, bookmarks, progress]);
}
