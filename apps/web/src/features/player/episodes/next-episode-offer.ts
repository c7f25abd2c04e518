import { isEpisodeReleased } from '@screenroom/core';
import type { EpisodeTarget, ShowEpisode, ShowSeason } from './show-episodes.ts';

/**
 * What the player offers when an episode nears its end: the next episode of the season, the first
 * aired episode of the next season, a replay at the end of the show, or nothing (the next episode
 * has not aired yet, or the seasons are still loading).
 */
export type NextOffer =
  | { kind: 'nextEpisode'; target: EpisodeTarget }
  | { kind: 'nextSeason'; target: EpisodeTarget }
  | { kind: 'replay' }
  | { kind: 'none' };

export const NO_OFFER: NextOffer = { kind: 'none' };

/** Pure: the episode after `number` in the season, by number, skipping gaps. */
export function episodeAfter(episodes: readonly ShowEpisode[], number: number): ShowEpisode | null {
  return episodes
    .filter((episode) => episode.number > number)
    .reduce<ShowEpisode | null>(
      (best, e) => (best === null || e.number < best.number ? e : best),
      null,
    );
}

/** Pure: the season after `number`, by number. */
export function seasonAfter(seasons: readonly ShowSeason[], number: number): ShowSeason | null {
  return seasons
    .filter((season) => season.number > number)
    .reduce<ShowSeason | null>(
      (best, s) => (best === null || s.number < best.number ? s : best),
      null,
    );
}

/** Pure: the lowest-numbered episode that has aired. */
export function firstReleasedEpisode(
  episodes: readonly ShowEpisode[],
  now: Date = new Date(),
): ShowEpisode | null {
  return (
    episodes
      .filter((episode) => isEpisodeReleased(episode.airDate, now))
      .sort((a, b) => a.number - b.number)[0] ?? null
  );
}

export type NextOfferInput = {
  season: ShowSeason;
  episodeNumber: number;
  /** Every season of the show; null while loading. */
  seasons: readonly ShowSeason[] | null;
  /** The episodes of the current season; null while loading. */
  episodes: readonly ShowEpisode[] | null;
  /** The episodes of the next season; null while loading or when there is none. */
  nextSeasonEpisodes: readonly ShowEpisode[] | null;
  now?: Date;
};

/** Pure: the offer for the episode on screen: the next episode, the next season, or a replay. */
export function nextEpisodeOffer({
  season,
  episodeNumber,
  seasons,
  episodes,
  nextSeasonEpisodes,
  now = new Date(),
}: NextOfferInput): NextOffer {
  if (episodes === null || seasons === null) return NO_OFFER;
  const later = episodeAfter(episodes, episodeNumber);
  if (later) {
    return isEpisodeReleased(later.airDate, now)
      ? { kind: 'nextEpisode', target: { season, episode: later } }
      : NO_OFFER;
  }
  const nextSeason = seasonAfter(seasons, season.number);
  if (!nextSeason) return { kind: 'replay' };
  const first = nextSeasonEpisodes ? firstReleasedEpisode(nextSeasonEpisodes, now) : null;
  return first ? { kind: 'nextSeason', target: { season: nextSeason, episode: first } } : NO_OFFER;
}

/** Pure: the episode before `number` in the season, by number, skipping gaps. */
export function episodeBefore(
  episodes: readonly ShowEpisode[],
  number: number,
): ShowEpisode | null {
  return episodes
    .filter((episode) => episode.number < number)
    .reduce<ShowEpisode | null>(
      (best, e) => (best === null || e.number > best.number ? e : best),
      null,
    );
}

/** Pure: the season before `number`, by number. */
export function seasonBefore(seasons: readonly ShowSeason[], number: number): ShowSeason | null {
  return seasons
    .filter((season) => season.number < number)
    .reduce<ShowSeason | null>(
      (best, s) => (best === null || s.number > best.number ? s : best),
      null,
    );
}

export type PreviousEpisodeInput = {
  season: ShowSeason;
  episodeNumber: number;
  /** Every season of the show; null while loading. */
  seasons: readonly ShowSeason[] | null;
  /** The episodes of the current season; null while loading. */
  episodes: readonly ShowEpisode[] | null;
  /** The episodes of the season before; null while loading or when there is none. */
  previousSeasonEpisodes: readonly ShowEpisode[] | null;
};

/**
 * Pure: the episode a "previous" media key goes back to: the one before in the season, else the
 * last of the season before; null at the show's first episode or while loading.
 */
export function previousEpisodeTarget({
  season,
  episodeNumber,
  seasons,
  episodes,
  previousSeasonEpisodes,
}: PreviousEpisodeInput): EpisodeTarget | null {
  if (episodes === null) return null;
  const earlier = episodeBefore(episodes, episodeNumber);
  if (earlier) return { season, episode: earlier };
  const previousSeason = seasons ? seasonBefore(seasons, season.number) : null;
  const last =
    previousSeason && previousSeasonEpisodes
      ? episodeBefore(previousSeasonEpisodes, Number.POSITIVE_INFINITY)
      : null;
  return previousSeason && last ? { season: previousSeason, episode: last } : null;
}
