import { mostRecentEpisode, progressPercentage, type ProgressMediaItem } from '@screenroom/core';

/** Watched percentage shown on a card: the movie itself, or a show's most recent episode. */
export function cardProgressPercentage(item: ProgressMediaItem | undefined): number | undefined {
  if (!item) return undefined;
  if (item.type === 'movie') return item.progress ? progressPercentage(item.progress) : undefined;
  const episode = mostRecentEpisode(item);
  return episode ? progressPercentage(episode.progress) : undefined;
}
