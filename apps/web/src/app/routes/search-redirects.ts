import { mediaPath } from '@screenroom/core';
import type { MediaCardItem } from '../../features/browse/media/media-card-item.ts';

/** /search/{type}/{query} → /browse/{query}, or / without a query. */
export function legacySearchTarget(query: string | undefined): string {
  const trimmed = query?.trim() ?? '';
  return trimmed === '' ? '/' : `/browse/${encodeURIComponent(trimmed)}`;
}

export type TitleSearch = (query: string) => Promise<MediaCardItem[]>;

/**
 * /s/{query} opens the first match (an id query finds exactly one) in the
 * player, else shows the search; an empty query goes home.
 */
export async function resolveShortSearch(query: string, search: TitleSearch): Promise<string> {
  const trimmed = query.trim();
  if (trimmed === '') return '/';
  let results: MediaCardItem[] = [];
  try {
    results = await search(trimmed);
  } catch (error) {
    console.error('Could not resolve the search link', error);
  }
  const first = results[0];
  if (!first) return `/browse/${encodeURIComponent(trimmed)}`;
  return mediaPath({ type: first.type, tmdbId: first.id, title: first.title });
}
