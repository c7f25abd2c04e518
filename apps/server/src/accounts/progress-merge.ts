import type { ProgressInput } from './accounts.schemas.ts';

/** The key that makes a progress item unique; a movie has no season or episode id. */
export function progressKey(item: Pick<ProgressInput, 'tmdbId' | 'seasonId' | 'episodeId'>) {
  return `${item.tmdbId}\u0000${item.seasonId ?? ''}\u0000${item.episodeId ?? ''}`;
}

/** One item per key, the one watched furthest; on a tie the later one in the list wins. */
export function furthestPerKey(items: ProgressInput[]): ProgressInput[] {
  const best = new Map<string, ProgressInput>();
  for (const item of items) {
    const key = progressKey(item);
    const current = best.get(key);
    if (!current || item.watched >= current.watched) best.set(key, item);
  }
  return [...best.values()];
}
