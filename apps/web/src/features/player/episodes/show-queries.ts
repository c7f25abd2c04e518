import { useQuery } from '@tanstack/react-query';
import type { TmdbSeasonDetails } from '@screenroom/core';
import { getSeason, getShowDetails } from '../../../shared/clients/tmdb.ts';
import {
  episodesOf,
  seasonOf,
  seasonsOf,
  type ShowEpisode,
  type ShowSeason,
} from './show-episodes.ts';

/** Show details change rarely; a player session need not ask twice. */
const STALE_MS = 10 * 60_000;

/** The query of one season's details, shared by the lists and the go-to-episode form. */
export function seasonQuery(tmdbId: string, seasonNumber: number) {
  return {
    queryKey: ['player-episodes', 'season', tmdbId, seasonNumber] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getSeason(tmdbId, seasonNumber, { signal }),
    staleTime: STALE_MS,
  };
}

/** The show's seasons in order. */
export function useShowSeasons(tmdbId: string) {
  return useQuery({
    queryKey: ['player-episodes', 'show', tmdbId],
    queryFn: ({ signal }) => getShowDetails(tmdbId, { signal }),
    select: seasonsOf,
    staleTime: STALE_MS,
  });
}

export type SeasonEpisodes = { season: ShowSeason; episodes: ShowEpisode[] };

function seasonEpisodesOf(details: TmdbSeasonDetails): SeasonEpisodes {
  return { season: seasonOf(details), episodes: episodesOf(details) };
}

/** One season and its episodes in order; idle while `seasonNumber` is null. */
export function useSeasonEpisodes(tmdbId: string, seasonNumber: number | null) {
  return useQuery({
    ...seasonQuery(tmdbId, seasonNumber ?? 0),
    select: seasonEpisodesOf,
    enabled: seasonNumber !== null,
  });
}
