import { useEffect, useMemo } from 'react';
import {
  episodeAfter,
  episodeBefore,
  nextEpisodeOffer,
  previousEpisodeTarget,
  seasonAfter,
  seasonBefore,
} from '../next-episode-offer.ts';
import type { ShowSeason } from '../show-episodes.ts';
import { useSeasonEpisodes, useShowSeasons } from '../show-queries.ts';
import { usePlayer } from '../../player-context.tsx';

/**
 * Works out what the next-episode button offers for the episode on screen, and the episode
 * before it, and keeps both in the player store, where the button, autoplay, keys and media keys
 * find them. The next season is only asked for when the episode on screen is the last of its
 * season, the season before only when it is the first.
 */
export function useNextEpisodeOffer(tmdbId: string, season: ShowSeason, episodeNumber: number) {
  const player = usePlayer();
  const seasons = useShowSeasons(tmdbId).data ?? null;
  const episodes = useSeasonEpisodes(tmdbId, season.number).data?.episodes ?? null;
  const lastOfSeason = episodes !== null && episodeAfter(episodes, episodeNumber) === null;
  const nextSeason = lastOfSeason && seasons ? seasonAfter(seasons, season.number) : null;
  const nextSeasonEpisodes =
    useSeasonEpisodes(tmdbId, nextSeason?.number ?? null).data?.episodes ?? null;

  const firstOfSeason = episodes !== null && episodeBefore(episodes, episodeNumber) === null;
  const previousSeason = firstOfSeason && seasons ? seasonBefore(seasons, season.number) : null;
  const previousSeasonEpisodes =
    useSeasonEpisodes(tmdbId, previousSeason?.number ?? null).data?.episodes ?? null;

  const offer = useMemo(
    () => nextEpisodeOffer({ season, episodeNumber, seasons, episodes, nextSeasonEpisodes }),
    [season, episodeNumber, seasons, episodes, nextSeasonEpisodes],
  );
  const previous = useMemo(
    () =>
      previousEpisodeTarget({ season, episodeNumber, seasons, episodes, previousSeasonEpisodes }),
    [season, episodeNumber, seasons, episodes, previousSeasonEpisodes],
  );

  useEffect(() => player.store.getState().setNextOffer(offer), [player, offer]);
  useEffect(() => player.store.getState().setPreviousEpisode(previous), [player, previous]);
}
