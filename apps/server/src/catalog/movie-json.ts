import { backdropPath, posterPath } from './artwork-paths.ts';
import type { CatalogMovie } from './catalog-types.ts';
import { genresByName, movieGenres } from './genres.ts';
import {
  castJson,
  countriesJson,
  crewJson,
  imagesJson,
  languageJson,
  watchProvidersJson,
} from './shared-json.ts';

/** A movie in lists (popular, discover, recommendations) as the movie database shapes it. */
export function movieListJson(movie: CatalogMovie) {
  return {
    adult: false,
    backdrop_path: backdropPath('movie', movie.tmdbId),
    genre_ids: genresByName(movie.genres, movieGenres).map((g) => g.id),
    id: movie.tmdbId,
    original_language: movie.originalLanguage,
    original_title: movie.originalTitle,
    overview: movie.overview,
    popularity: movie.popularity,
    poster_path: posterPath('movie', movie.tmdbId),
    release_date: movie.releaseDate,
    title: movie.title,
    video: false,
    vote_average: movie.voteAverage,
    vote_count: movie.voteCount,
  };
}

export function movieMultiJson(movie: CatalogMovie) {
  return { ...movieListJson(movie), media_type: 'movie' as const };
}

export function movieCreditsJson(movie: CatalogMovie) {
  const key = `movie-${movie.tmdbId}`;
  return {
    id: movie.tmdbId,
    cast: castJson(movie.cast, key),
    crew: crewJson(movie.directors, 'Director', 'Directing', key),
  };
}

export function movieExternalIdsJson(movie: CatalogMovie) {
  return {
    id: movie.tmdbId,
    imdb_id: movie.imdbId,
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  };
}

/** Type 3 is a theatrical release in the movie database's release types. */
export function movieReleaseDatesJson(movie: CatalogMovie) {
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
  };
}

export function movieImagesJson(movie: CatalogMovie) {
  return { id: movie.tmdbId, ...imagesJson('movie', movie.tmdbId) };
}

export function movieWatchProvidersJson(movie: CatalogMovie) {
  return watchProvidersJson('movie', movie.tmdbId, movie.watchProviders);
}

/** Sub-resources `append_to_response` may add to the details, keyed as the movie database keys them. */
export const movieAppendables: Record<string, (movie: CatalogMovie) => unknown> = {
  external_ids: movieExternalIdsJson,
  credits: movieCreditsJson,
  release_dates: movieReleaseDatesJson,
  videos: (movie) => ({ id: movie.tmdbId, results: [] }),
  images: movieImagesJson,
  'watch/providers': movieWatchProvidersJson,
};

export function movieDetailsJson(movie: CatalogMovie, today: string) {
  return {
    adult: false,
    backdrop_path: backdropPath('movie', movie.tmdbId),
    belongs_to_collection: null,
    budget: 0,
    genres: genresByName(movie.genres, movieGenres),
    homepage: '',
    id: movie.tmdbId,
    imdb_id: movie.imdbId,
    origin_country: movie.countries,
    original_language: movie.originalLanguage,
    original_title: movie.originalTitle,
    overview: movie.overview,
    popularity: movie.popularity,
    poster_path: posterPath('movie', movie.tmdbId),
    production_companies: [],
    production_countries: countriesJson(movie.countries),
    release_date: movie.releaseDate,
    revenue: 0,
    runtime: movie.runtime,
    spoken_languages: [languageJson(movie.originalLanguage)],
    status: movie.releaseDate <= today ? 'Released' : 'Post Production',
    tagline: movie.tagline ?? '',
    title: movie.title,
    video: false,
    vote_average: movie.voteAverage,
    vote_count: movie.voteCount,
  };
}
