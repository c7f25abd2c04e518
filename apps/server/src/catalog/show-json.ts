import { backdropPath, posterPath, seasonPosterPath, stillPath } from './artwork-paths.ts';
import type { CatalogEpisode, CatalogSeason, CatalogShow } from './catalog-types.ts';
import { genresByName, tvGenres } from './genres.ts';
import {
  castJson,
  countriesJson,
  crewJson,
  imagesJson,
  languageJson,
  watchProvidersJson,
} from './shared-json.ts';
import { episodeId, personId, seasonId, stableId } from './stable-id.ts';

export function showListJson(show: CatalogShow) {
  return {
    adult: false,
    backdrop_path: backdropPath('tv', show.tmdbId),
    genre_ids: genresByName(show.genres, tvGenres).map((g) => g.id),
    id: show.tmdbId,
    origin_country: show.countries,
    original_language: show.originalLanguage,
    original_name: show.originalName,
    overview: show.overview,
    popularity: show.popularity,
    poster_path: posterPath('tv', show.tmdbId),
    first_air_date: show.firstAirDate,
    name: show.name,
    vote_average: show.voteAverage,
    vote_count: show.voteCount,
  };
}

export function showMultiJson(show: CatalogShow) {
  return { ...showListJson(show), media_type: 'tv' as const };
}

export function episodeJson(show: CatalogShow, season: CatalogSeason, episode: CatalogEpisode) {
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
  };
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
  };
}

export function seasonDetailsJson(show: CatalogShow, season: CatalogSeason) {
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
  };
}

export function showCreditsJson(show: CatalogShow) {
  const key = `tv-${show.tmdbId}`;
  return {
    id: show.tmdbId,
    cast: castJson(show.cast, key),
    crew: crewJson(show.createdBy, 'Creator', 'Writing', key),
  };
}

export function showExternalIdsJson(show: CatalogShow) {
  return {
    id: show.tmdbId,
    imdb_id: show.imdbId,
    freebase_mid: null,
    freebase_id: null,
    tvdb_id: null,
    tvrage_id: null,
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  };
}

export function showContentRatingsJson(show: CatalogShow) {
  return {
    id: show.tmdbId,
    results:
      show.contentRating === ''
        ? []
        : [{ descriptors: [], iso_3166_1: 'US', rating: show.contentRating }],
  };
}

export function showImagesJson(show: CatalogShow) {
  return { id: show.tmdbId, ...imagesJson('tv', show.tmdbId) };
}

export function showWatchProvidersJson(show: CatalogShow) {
  return watchProvidersJson('tv', show.tmdbId, show.watchProviders);
}

export const showAppendables: Record<string, (show: CatalogShow) => unknown> = {
  external_ids: showExternalIdsJson,
  credits: showCreditsJson,
  content_ratings: showContentRatingsJson,
  videos: (show) => ({ id: show.tmdbId, results: [] }),
  images: showImagesJson,
  'watch/providers': showWatchProvidersJson,
};

/** Episodes in air order across the regular seasons (specials, season 0, left out). */
function airedEpisodes(show: CatalogShow) {
  return show.seasons
    .filter((s) => s.seasonNumber > 0)
    .flatMap((season) => season.episodes.map((episode) => ({ season, episode })));
}

export function showDetailsJson(show: CatalogShow, today: string) {
  const episodes = airedEpisodes(show);
  const aired = episodes.filter((e) => e.episode.airDate <= today);
  const last = aired[aired.length - 1];
  const next = episodes.find((e) => e.episode.airDate > today);
  const regularSeasons = show.seasons.filter((s) => s.seasonNumber > 0);
  const runtimes = [...new Set(episodes.map((e) => e.episode.runtime))].slice(0, 3);
  return {
    adult: false,
    backdrop_path: backdropPath('tv', show.tmdbId),
    created_by: show.createdBy.map((name) => {
      const id = personId(name);
      return {
        id,
        credit_id: `tv-${show.tmdbId}-creator-${id}`,
        name,
        original_name: name,
        gender: 0,
        profile_path: `/person-${id}-profile.svg`,
      };
    }),
    episode_run_time: runtimes,
    first_air_date: show.firstAirDate,
    genres: genresByName(show.genres, tvGenres),
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
    overview: show.overview,
    popularity: show.popularity,
    poster_path: posterPath('tv', show.tmdbId),
    production_companies: [],
    production_countries: countriesJson(show.countries),
    seasons: show.seasons.map((season) => seasonSummaryJson(show, season)),
    spoken_languages: [languageJson(show.originalLanguage)],
    status: show.status,
    tagline: '',
    type: 'Scripted',
    vote_average: show.voteAverage,
    vote_count: show.voteCount,
  };
}
