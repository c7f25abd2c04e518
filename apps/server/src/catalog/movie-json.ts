import type {
  TmdbMovieAppendables,
  TmdbMovieDetails,
  TmdbMovieListItem,
  TmdbMultiMovieResult,
  TmdbReleaseDates,
} from '@screenroom/core';
import type { CatalogMovie } from './catalog-types.ts';
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

/** A movie in lists (popular, discover, recommendations) as the movie database shapes it. */
export function movieListJson(movie: CatalogMovie): TmdbMovieListItem {
  return {
    ...listOpeningJson('movie', movie),
    original_language: movie.originalLanguage,
    original_title: movie.originalTitle,
    ...summaryJson('movie', movie),
    release_date: movie.releaseDate,
    title: movie.title,
    video: false,
    ...votesJson(movie),
  } satisfies Required<TmdbMovieListItem>;
}

export function movieMultiJson(movie: CatalogMovie): TmdbMultiMovieResult {
  return { ...movieListJson(movie), media_type: 'movie' };
}

/** The crew the catalog records for a movie is its directors. */
export function movieCreditsJson(movie: CatalogMovie) {
  return creditsJson('movie', movie, {
    names: movie.directors,
    job: 'Director',
    department: 'Directing',
  });
}

/** Type 3 is a theatrical release in the movie database's release types. */
export function movieReleaseDatesJson(movie: CatalogMovie): TmdbReleaseDates {
  return {
    id: movie.tmdbId,
    results: [
      {
        iso_3166_1: 'US',
        release_dates: [
          {
            certification: movie.certification,
            descriptors: [],
            iso_639_1: '',
            note: '',
            release_date: `${movie.releaseDate}T00:00:00.000Z`,
            type: 3,
          },
        ],
      },
    ],
  } satisfies Required<TmdbReleaseDates>;
}

/** Sub-resources `append_to_response` may add to the details, keyed as the movie database keys them. */
export const movieAppendables: AppendableBuilders<TmdbMovieAppendables, CatalogMovie> = {
  ...titleAppendables('movie'),
  credits: movieCreditsJson,
  release_dates: movieReleaseDatesJson,
};

export function movieDetailsJson(movie: CatalogMovie, today: string): TmdbMovieDetails {
  return {
    ...titleOpeningJson('movie', movie),
    belongs_to_collection: null,
    budget: 0,
    genres: genresJson('movie', movie),
    homepage: '',
    id: movie.tmdbId,
    imdb_id: movie.imdbId,
    origin_country: movie.countries,
    original_language: movie.originalLanguage,
    original_title: movie.originalTitle,
    ...summaryJson('movie', movie),
    ...productionJson(movie),
    release_date: movie.releaseDate,
    revenue: 0,
    runtime: movie.runtime,
    spoken_languages: [languageJson(movie.originalLanguage)],
    status: movie.releaseDate <= today ? 'Released' : 'Post Production',
    tagline: movie.tagline ?? '',
    title: movie.title,
    video: false,
    ...votesJson(movie),
  } satisfies Required<TmdbMovieDetails>;
}
