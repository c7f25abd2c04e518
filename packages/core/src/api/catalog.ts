import { z } from 'zod';
import { defineRoutes, type RouteSpec } from './route-table.ts';

/**
 * The movie-database-compatible catalog under `/tmdb/3`, answered from our own catalog, or from
 * the real service when the operator set a key. The answers are the movie database's own shapes
 * (core's `Tmdb…` types); they are checked here by the fields every reader counts on, since the
 * real service's answers carry more than ours, and its failures keep its own error shape.
 */
const titleId = z.string().regex(/^\d+$/);
const idParams = z.object({ id: titleId });
const pageQuery = z.looseObject({ page: z.string().optional(), language: z.string().optional() });
const languageQuery = z.looseObject({ language: z.string().optional() });

/**
 * Each answer is checked by the fields readers count on and may carry the rest; its type is those
 * fields, so the catalog's fuller `Tmdb…` answers satisfy it.
 */
const withFields = <T extends object>(schema: z.ZodType<T>): z.ZodType<T> => schema;

const listItem = withFields<{ id: number }>(z.looseObject({ id: z.number() }));
export const tmdbPageSchema = withFields<{
  page: number;
  results: { id: number }[];
  total_pages: number;
  total_results: number;
}>(
  z.looseObject({
    page: z.number(),
    results: z.array(listItem),
    total_pages: z.number(),
    total_results: z.number(),
  }),
);
const titleDetails = withFields<{ id: number }>(z.looseObject({ id: z.number() }));
const images = withFields<{ id: number; backdrops: unknown[] }>(
  z.looseObject({ id: z.number(), backdrops: z.array(z.unknown()) }),
);
const credits = withFields<{ id?: number; cast: unknown[] }>(
  z.looseObject({ id: z.number().optional(), cast: z.array(z.unknown()) }),
);
const titleWatchProviders = withFields<{ id: number; results: object }>(
  z.looseObject({ id: z.number(), results: z.record(z.string(), z.unknown()) }),
);
const genreList = withFields<{ genres: { id: number; name: string }[] }>(
  z.looseObject({ genres: z.array(z.object({ id: z.number(), name: z.string() })) }),
);
const watchProviderList = withFields<{ results: unknown[] }>(
  z.looseObject({ results: z.array(z.unknown()) }),
);
const seasonDetails = withFields<{ id: number; episodes: unknown[] }>(
  z.looseObject({ id: z.number(), episodes: z.array(z.unknown()) }),
);
const findResults = withFields<{ movie_results: { id: number }[]; tv_results: { id: number }[] }>(
  z.looseObject({ movie_results: z.array(listItem), tv_results: z.array(listItem) }),
);

const get = <T extends Omit<RouteSpec, 'method' | 'auth'>>(entry: T) =>
  ({ method: 'GET', auth: 'public', ...entry }) as const;

/** The calls asked of one kind of title, movies or shows. */
function perMedia<M extends 'movie' | 'tv'>(media: M) {
  const kind = media === 'movie' ? 'movies' : 'shows';
  return {
    images: get({
      path: `/tmdb/3/${media}/:id/images`,
      summary: `A title's posters, backdrops and logos (${kind})`,
      params: idParams,
      answer: images,
    }),
    credits: get({
      path: `/tmdb/3/${media}/:id/credits`,
      summary: `A title's cast and crew (${kind})`,
      params: idParams,
      answer: credits,
    }),
    recommendations: get({
      path: `/tmdb/3/${media}/:id/recommendations`,
      summary: `Titles like this one (${kind})`,
      params: idParams,
      query: pageQuery,
      answer: tmdbPageSchema,
    }),
    titleWatchProviders: get({
      path: `/tmdb/3/${media}/:id/watch/providers`,
      summary: `Where a title streams, by region (${kind})`,
      params: idParams,
      answer: titleWatchProviders,
    }),
    popular: get({
      path: `/tmdb/3/${media}/popular`,
      summary: `Popular ${kind}`,
      query: pageQuery,
      answer: tmdbPageSchema,
    }),
    topRated: get({
      path: `/tmdb/3/${media}/top_rated`,
      summary: `Top rated ${kind}`,
      query: pageQuery,
      answer: tmdbPageSchema,
    }),
    discover: get({
      path: `/tmdb/3/discover/${media}`,
      summary: `Discover ${kind} by genre, provider, year and sort order`,
      query: pageQuery,
      answer: tmdbPageSchema,
    }),
    genres: get({
      path: `/tmdb/3/genre/${media}/list`,
      summary: `The genres of ${kind}`,
      query: languageQuery,
      answer: genreList,
    }),
    watchProviders: get({
      path: `/tmdb/3/watch/providers/${media}`,
      summary: `The streaming services of ${kind}`,
      query: z.looseObject({ watch_region: z.string().optional() }),
      answer: watchProviderList,
    }),
  };
}

export const catalogMovieRoutes = defineRoutes(perMedia('movie'));
export const catalogShowRoutes = defineRoutes(perMedia('tv'));

export const catalogRoutes = defineRoutes({
  image: get({
    path: '/tmdb/images/:size/:file',
    summary: "Our catalog's artwork; other paths redirect to the movie database's images",
    params: z.object({ size: z.string(), file: z.string() }),
    produces: 'image/svg+xml',
  }),
  api: get({
    path: '/tmdb/3/*',
    summary: "With the operator's key, any call of the movie database's API, relayed; else its 404",
    produces: 'application/json',
  }),
  searchMulti: get({
    path: '/tmdb/3/search/multi',
    summary: 'Movies, shows and people matching a query',
    query: z.looseObject({ query: z.string(), page: z.string().optional() }),
    answer: tmdbPageSchema,
  }),
  movie: get({
    path: '/tmdb/3/movie/:id',
    summary: "A movie's details, with `append_to_response`",
    params: idParams,
    query: z.looseObject({
      append_to_response: z.string().optional(),
      language: z.string().optional(),
    }),
    answer: titleDetails,
  }),
  show: get({
    path: '/tmdb/3/tv/:id',
    summary: "A show's details, with `append_to_response`",
    params: idParams,
    query: z.looseObject({
      append_to_response: z.string().optional(),
      language: z.string().optional(),
    }),
    answer: titleDetails,
  }),
  season: get({
    path: '/tmdb/3/tv/:id/season/:season',
    summary: "A season's episodes",
    params: z.object({ id: titleId, season: z.string().regex(/^\d+$/) }),
    answer: seasonDetails,
  }),
  find: get({
    path: '/tmdb/3/find/:externalId',
    summary: 'Titles by an outside id (`external_source=imdb_id`)',
    params: z.object({ externalId: z.string() }),
    query: z.looseObject({ external_source: z.string().optional() }),
    answer: findResults,
  }),
  nowPlaying: get({
    path: '/tmdb/3/movie/now_playing',
    summary: 'Movies in cinemas now',
    query: pageQuery,
    answer: tmdbPageSchema,
  }),
  onTheAir: get({
    path: '/tmdb/3/tv/on_the_air',
    summary: 'Shows airing now',
    query: pageQuery,
    answer: tmdbPageSchema,
  }),
});
