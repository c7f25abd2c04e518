import type { TmdbSeasonDetails, TmdbShowDetails } from '@screenroom/core';

/** A season as the episodes overlay lists it. */
export type ShowSeason = { number: number; title: string; tmdbId: string };

/** An episode as the episodes overlay lists it (id, number, title, overview, still, air date). */
export type ShowEpisode = {
  number: number;
  title: string;
  tmdbId: string;
  overview: string;
  stillPath: string | null;
  airDate: string | null;
};

/** An episode to switch to, with the season it belongs to. */
export type EpisodeTarget = { season: ShowSeason; episode: ShowEpisode };

/** Pure: the show's seasons in order; a season without episodes has nothing to pick. */
export function seasonsOf(show: TmdbShowDetails): ShowSeason[] {
  return (show.seasons ?? [])
    .filter((season) => season.episode_count === undefined || season.episode_count > 0)
    .map((season) => ({
      number: season.season_number,
      title: season.name,
      tmdbId: String(season.id),
    }))
    .sort((a, b) => a.number - b.number);
}

/** Pure: the season's episodes in order. */
export function episodesOf(season: TmdbSeasonDetails): ShowEpisode[] {
  return season.episodes
    .map((episode) => ({
      number: episode.episode_number,
      title: episode.name,
      tmdbId: String(episode.id),
      overview: episode.overview ?? '',
      stillPath: episode.still_path ?? null,
      airDate: episode.air_date ?? null,
    }))
    .sort((a, b) => a.number - b.number);
}

/** Pure: the season's own entry, for a season list that has not loaded or lacks it. */
export function seasonOf(season: TmdbSeasonDetails): ShowSeason {
  return { number: season.season_number, title: season.name, tmdbId: String(season.id) };
}
