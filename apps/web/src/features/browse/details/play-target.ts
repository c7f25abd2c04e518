import {
  isReleased,
  mediaPath,
  mostRecentEpisode,
  playLabel,
  type PlayLabel,
  type ProgressMediaItem,
} from '@screenroom/core';
import type { DetailsData } from './details-data.ts';

export interface PlayTarget {
  label: PlayLabel;
  /** The player route, or null when there is nothing to play yet. */
  path: string | null;
}

type Title = Pick<DetailsData, 'type' | 'tmdbId' | 'title' | 'year' | 'releaseDate'>;

/**
 * What the window's play button says and opens: an unreleased movie cannot be played; a title
 * with progress resumes (a show at the episode watched last); anything else plays from the start.
 */
export function playTarget(
  title: Title,
  progress: ProgressMediaItem | undefined,
  now: Date = new Date(),
): PlayTarget {
  const ref = { type: title.type, tmdbId: title.tmdbId, title: title.title };
  if (title.type === 'movie') {
    const released = isReleased({ year: title.year, releaseDate: title.releaseDate }, now);
    const hasProgress = (progress?.progress?.watched ?? 0) > 0;
    const label = playLabel({ type: 'movie', released, hasProgress });
    return { label, path: label === 'unreleased' ? null : mediaPath(ref) };
  }
  const episode = progress ? mostRecentEpisode(progress) : null;
  const season = episode ? progress?.seasons[episode.seasonId] : undefined;
  if (!episode || !season) {
    return {
      label: playLabel({ type: 'show', released: true, hasProgress: false }),
      path: mediaPath(ref),
    };
  }
  return {
    label: playLabel({ type: 'show', released: true, hasProgress: true }),
    path: mediaPath({ ...ref, season: season.number, episode: episode.number }),
  };
}

/** An episode's player route, by season and episode number. */
export function episodePath(
  title: Pick<DetailsData, 'tmdbId' | 'title'>,
  season: number,
  episode: number,
): string {
  return mediaPath({ type: 'show', tmdbId: title.tmdbId, title: title.title, season, episode });
}
