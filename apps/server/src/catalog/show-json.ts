import type {
  TmdbContentRatings,
  TmdbEpisode,
  TmdbMultiShowResult,
  TmdbSeasonDetails,
  TmdbSeasonSummary,
  TmdbShowAppendables,
  TmdbShowDetails,
  TmdbShowListItem,
} from '@screenroom/core';
import { profilePath, seasonPosterPath, stillPath } from './artwork-paths.ts';
import type { CatalogEpisode, CatalogSeason, CatalogShow } from './catalog-types.ts';
import {
  creditsJson,
  genresJson,
  languageJson,
  listOpeningJson,
  productionJson,
  summaryJson,
  titleAppendables,
  titleOpeningJson,
  votesJson,
  type AppendableBuilders,
} from './shared-json.ts';
import { episodeId, personId, seasonId, stableId } from './stable-id.ts';

export function showListJson(show: CatalogShow): TmdbShowListItem {
  return {
    ...listOpeningJson('tv', show),
    origin_country: show.countries,
    original_language: show.originalLanguage,
    original_name: show.originalName,
    ...summaryJson('tv', show),
    first_air_date: show.firstAirDate,
    name: show.name,
    ...votesJson(show),
  } satisfies Required<TmdbShowListItem>;
}

export function showMultiJson(show: CatalogShow): TmdbMultiShowResult {
  return { ...showListJson(show), media_type: 'tv' };
}

export function episodeJson(
  show: CatalogShow,
  season: CatalogSeason,
  episode: CatalogEpisode,
): TmdbEpisode {
  return {
    air_date: episode.airDate,
    episode_number: episode.episodeNumber,
    episode_type: 'standard',
    id: episodeId(show.tmdbId, season.seasonNumber, episode.episodeNumber),
    name: episode.name,
    overview: episode.overview,
    production_code: '',
    runtime: episode.runtime,
    season_number: season.seasonNumber,
    show_id: show.tmdbId,
    still_path: stillPath(show.tmdbId, season.seasonNumber, episode.episodeNumber),
    vote_average: 0,
    vote_count: 0,
  } satisfies Required<TmdbEpisode>;
}

function seasonSummaryJson(show: CatalogShow, season: CatalogSeason) {
  return {
    air_date: season.episodes[0]?.airDate ?? null,
    episode_count: season.episodes.length,
    id: seasonId(show.tmdbId, season.seasonNumber),
    name: season.name,
    overview: '',
    poster_path: seasonPosterPath(show.tmdbId, season.seasonNumber),
    season_number: season.seasonNumber,
    vote_average: 0,
  } satisfies Required<TmdbSeasonSummary>;
}

export function seasonDetailsJson(show: CatalogShow, season: CatalogSeason): TmdbSeasonDetails {
  const summary = seasonSummaryJson(show, season);
  return {
    _id: String(summary.id),
    air_date: summary.air_date,
    episodes: season.episodes.map((e) => ({
      ...episodeJson(show, season, e),
      crew: [],
      guest_stars: [],
    })),
    name: season.name,
    overview: '',
    id: summary.id,
    poster_path: summary.poster_path,
    season_number: season.seasonNumber,
    vote_average: 0,
  } satisfies Required<TmdbSeasonDetails>;
}

/** The crew the catalog records for a show is its creators. */
export function showCreditsJson(show: CatalogShow) {
  return creditsJson('tv', show, { names: show.createdBy, job: 'Creator', department: 'Writing' });
}

export function showContentRatingsJson(show: CatalogShow): TmdbContentRatings {
  return {
    id: show.tmdbId,
    results:
      show.contentRating === ''
        ? []
        : [{ descriptors: [], iso_3166_1: 'US', rating: show.contentRating }],
  } satisfies Required<TmdbContentRatings>;
}

export const showAppendables: AppendableBuilders<TmdbShowAppendables, CatalogShow> = {
  ...titleAppendables('tv'),
  credits: showCreditsJson,
  content_ratings: showContentRatingsJson,
};

/** Episodes in air order across the regular seasons (specials, season 0, left out). */
function airedEpisodes(show: CatalogShow) {
  return show.seasons
    .filter((s) => s.seasonNumber > 0)
    .flatMap((season) => season.episodes.map((episode) => ({ season, episode })));
}

export function showDetailsJson(show: CatalogShow, today: string): TmdbShowDetails {
  const episodes = airedEpisodes(show);
  const aired = episodes.filter((e) => e.episode.airDate <= today);
  const last = aired[aired.length - 1];
  const next = episodes.find((e) => e.episode.airDate > today);
  const regularSeasons = show.seasons.filter((s) => s.seasonNumber > 0);
  const runtimes = [...new Set(episodes.map((e) => e.episode.runtime))].slice(0, 3);
  return {
    ...titleOpeningJson('tv', show),
    created_by: show.createdBy.map((name) => {
      const id = personId(name);
      return {
        id,
        credit_id: `tv-${show.tmdbId}-creator-${id}`,
        name,
        original_name: name,
        gender: 0,
        profile_path: profilePath(id),
      };
    }),
    episode_run_time: runtimes,
    first_air_date: show.firstAirDate,
    genres: genresJson('tv', show),
    homepage: '',
    id: show.tmdbId,
    in_production: show.status === 'Returning Series',
    languages: [show.originalLanguage],
    last_air_date: show.lastAirDate,
    last_episode_to_air: last ? episodeJson(show, last.season, last.episode) : null,
    name: show.name,
    next_episode_to_air: next ? episodeJson(show, next.season, next.episode) : null,
    networks: show.networks.map((name) => ({
      id: stableId(`network:${name}`),
      logo_path: null,
      name,
      origin_country: show.countries[0] ?? '',
    })),
    number_of_episodes: episodes.length,
    number_of_seasons: regularSeasons.length,
    origin_country: show.countries,
    original_language: show.originalLanguage,
    original_name: show.originalName,
    ...summaryJson('tv', show),
    ...productionJson(show),
    seasons: show.seasons.map((season) => seasonSummaryJson(show, season)),
    spoken_languages: [languageJson(show.originalLanguage)],
    status: show.status,
    tagline: '',
    type: 'Scripted',
    ...votesJson(show),
  } satisfies Required<TmdbShowDetails>;
}
