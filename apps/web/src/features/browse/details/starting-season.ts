import { mostRecentEpisode, type ProgressMediaItem } from '@screenroom/core';
import type { DetailsSeason } from './details-data.ts';

/** The season the picker opens on: where the viewer watched last, else the first one. */
export function startingSeason(
  seasons: DetailsSeason[],
  progress: ProgressMediaItem | undefined,
): number | undefined {
  const episode = progress ? mostRecentEpisode(progress) : null;
  const watched = episode ? progress?.seasons[episode.seasonId]?.number : undefined;
  if (watched !== undefined && seasons.some((s) => s.number === watched)) return watched;
  return seasons[0]?.number;
}
