import { useEffect, useMemo } from 'react';
import { usePlayerStore } from '../../store/player-store.ts';
import { episodeAfter, nextEpisodeOffer, seasonAfter } from '../next-episode-offer.ts';
import type { ShowSeason } from '../show-episodes.ts';
import { useSeasonEpisodes, useShowSeasons } from '../show-queries.ts';

/**
 * Works out what the next-episode button offers for the episode on screen and keeps it in the
 * player store, where the button, autoplay and keys find it. The next season is only asked for
 * when the episode on screen is the last of its season.
 */
export function useNextEpisodeOffer(tmdbId: string, season: ShowSeason, episodeNumber: number) {
  const seasons = useShowSeasons(tmdbId).data ?? null;
  const episodes = useSeasonEpisodes(tmdbId, season.number).data?.episodes ?? null;
  const lastOfSeason = episodes !== null && episodeAfter(episodes, episodeNumber) === null;
  const nextSeason = lastOfSeason && seasons ? seasonAfter(seasons, season.number) : null;
  const nextSeasonEpisodes =
    useSeasonEpisodes(tmdbId, nextSeason?.number ?? null).data?.episodes ?? null;

  const offer = useMemo(
    () => nextEpisodeOffer({ season, episodeNumber, seasons, episodes, nextSeasonEpisodes }),
    [season, episodeNumber, seasons, episodes, nextSeasonEpisodes],
  );

  useEffect(() => usePlayerStore.getState().setNextOffer(offer), [offer]);
}
