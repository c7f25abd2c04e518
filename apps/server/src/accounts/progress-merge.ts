import type { ParsedProgressInput } from '@screenroom/core';

/** The key that makes a progress item unique; a movie has no season or episode id. */
export function progressKey(item: Pick<ParsedProgressInput, 'tmdbId' | 'seasonId' | 'episodeId'>) {
  return `${item.tmdbId}\u0000${item.seasonId ?? ''}\u0000${item.episodeId ?? ''}`;
}

/** One item per key, the one watched furthest; on a tie the later one in the list wins. */
export function furthestPerKey(items: ParsedProgressInput[]): ParsedProgressInput[] {
  const best = new Map<string, ParsedProgressInput>();
  for (const item of items) {
    const key = progressKey(item);
    const current = best.get(key);
    if (!current || item.watched >= current.watched) best.set(key, item);
  }
  return [...best.values()];
}
