import {
  discoverRequest,
  type DiscoverContent,
  type DiscoverMediaType,
  type TmdbGenre,
  type TmdbGenreList,
  type TmdbMovieAppendables,
  type TmdbMovieDetails,
  type TmdbMovieListItem,
  type TmdbMultiResult,
  type TmdbPage,
  type TmdbSeasonDetails,
  type TmdbShowAppendables,
  type TmdbShowDetails,
  type TmdbShowListItem,
  type TmdbWatchProvider,
  type TmdbWatchProviderList,
} from '@screenroom/core';
import { appConfig } from '../config.ts';
import { useAuthStore } from '../stores/auth.ts';
import { usePreferencesStore } from '../stores/preferences.ts';
import { ownProxy } from './own-proxy.ts';
import { tmdbRoute } from './tmdb-proxy.ts';

/**
 * The one client for the movie database's API. It only knows a base URL: by
 * default our server answers under /tmdb/3 and keeps any key to itself. The
 * answers' shapes are core's, shared with the server's catalog.
 */

/** Answer shapes callers name next to the calls that return them, re-exported from core. */
export type {
  TmdbMovieDetails,
  TmdbMultiMovieResult,
  TmdbMultiResult,
  TmdbMultiShowResult,
  TmdbShowDetails,
} from '@screenroom/core';

/** Details with the sub-resources `getMovieDetails` and `getShowDetails` ask to be appended. */
export type MovieDetailsAnswer = TmdbMovieDetails &
  Partial<Pick<TmdbMovieAppendables, 'external_ids' | 'credits' | 'release_dates'>>;
export type ShowDetailsAnswer = TmdbShowDetails &
  Partial<Pick<TmdbShowAppendables, 'external_ids' | 'credits' | 'content_ratings'>>;

export type TmdbImageSize = 'w185' | 'w300' | 'w342' | 'w500' | 'w780' | 'original';

export interface TmdbRequestOptions {
  language?: string;
  /** The country whose streaming services count (`watch_region`); the default region when left out. */
  watchRegion?: string;
  signal?: AbortSignal;
}

/** A failed call, with the HTTP status when the server answered at all. */
export class TmdbRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TmdbRequestError';
  }
}

type Params = Record<string, string | number | boolean | undefined>;

export function tmdbUrl(path: string, params: Params = {}, baseUrl = appConfig.tmdbApiUrl): string {
  const base = baseUrl.replace(/\/+$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return `${base}/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
}

async function get<T>(path: string, params: Params, options: TmdbRequestOptions): Promise<T> {
  let response: Response;
  try {
    const url = tmdbUrl(path, { ...params, language: options.language });
    const route = tmdbRoute(url, {
      proxyTmdb: usePreferencesStore.getState().proxyTmdb,
      proxySet: useAuthStore.getState().proxySet,
      pageOrigin: window.location.origin,
    });
    const routed = route.kind === 'ownProxy' ? await ownProxy().url(route.destination) : route.url;
    response = await fetch(routed, {
      headers: { accept: 'application/json' },
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new TmdbRequestError(cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) {
    throw new TmdbRequestError(`The movie database answered ${response.status}`, response.status);
  }
  return (await response.json()) as T;
}

export function searchMulti(
  query: string,
  options: TmdbRequestOptions = {},
): Promise<TmdbPage<TmdbMultiResult>> {
  return get('search/multi', { query, include_adult: false, page: 1 }, options);
}

export function getMovieDetails(
  id: number | string,
  options: TmdbRequestOptions = {},
): Promise<MovieDetailsAnswer> {
  return get(`movie/${id}`, { append_to_response: 'external_ids,credits,release_dates' }, options);
}

export function getShowDetails(
  id: number | string,
  options: TmdbRequestOptions = {},
): Promise<ShowDetailsAnswer> {
  return get(`tv/${id}`, { append_to_response: 'external_ids,credits,content_ratings' }, options);
}

/** Details with what the details window shows appended: credits, age ratings, trailers and logos. */
export type MovieOverviewAnswer = TmdbMovieDetails &
  Partial<Pick<TmdbMovieAppendables, 'credits' | 'release_dates' | 'videos' | 'images'>>;
export type ShowOverviewAnswer = TmdbShowDetails &
  Partial<Pick<TmdbShowAppendables, 'credits' | 'content_ratings' | 'videos' | 'images'>>;

/**
 * Appended images come only in the asked language unless others are named: logos are mostly
 * drawn in English or carry no text at all.
 */
function imageLanguages(language: string | undefined): string {
  const code = language?.split('-')[0];
  return [...new Set([code, 'en', 'null'].filter((c) => c !== undefined && c !== ''))].join(',');
}

export function getMovieOverview(
  id: number | string,
  options: TmdbRequestOptions = {},
): Promise<MovieOverviewAnswer> {
  return get(
    `movie/${id}`,
    {
      append_to_response: 'credits,release_dates,videos,images',
      include_image_language: imageLanguages(options.language),
    },
    options,
  );
}

export function getShowOverview(
  id: number | string,
  options: TmdbRequestOptions = {},
): Promise<ShowOverviewAnswer> {
  return get(
    `tv/${id}`,
    {
      append_to_response: 'credits,content_ratings,videos,images',
      include_image_language: imageLanguages(options.language),
    },
    options,
  );
}

export function getSeason(
  showId: number | string,
  seasonNumber: number,
  options: TmdbRequestOptions = {},
): Promise<TmdbSeasonDetails> {
  return get(`tv/${showId}/season/${seasonNumber}`, {}, options);
}

/**
 * One page of discover content; throws DiscoverContentError with its
 * message before any request when the content fails its checks.
 */
export function getDiscoverPage<M extends DiscoverMediaType>(
  content: DiscoverContent & { mediaType: M },
  page = 1,
  options: TmdbRequestOptions = {},
): Promise<TmdbPage<M extends 'movie' ? TmdbMovieListItem : TmdbShowListItem>> {
  const { path, params } = discoverRequest(content, page, options.watchRegion);
  return get(path, params, options);
}

export async function getGenres(
  mediaType: DiscoverMediaType,
  options: TmdbRequestOptions = {},
): Promise<TmdbGenre[]> {
  return (await get<TmdbGenreList>(`genre/${mediaType}/list`, {}, options)).genres;
}

/** The services that carry titles of a kind in a region, in the region's display order. */
export async function getWatchProviders(
  mediaType: DiscoverMediaType,
  region: string,
  options: TmdbRequestOptions = {},
): Promise<TmdbWatchProvider[]> {
  const answer = await get<TmdbWatchProviderList>(
    `watch/providers/${mediaType}`,
    { watch_region: region },
    options,
  );
  const priority = (p: TmdbWatchProvider) => p.display_priorities?.[region] ?? Infinity;
  return answer.results.toSorted((a, b) => priority(a) - priority(b));
}

/** Image URL for a movie-database path such as `/abc.jpg`; undefined when there is no image. */
export function tmdbImageUrl(
  path: string | null | undefined,
  size: TmdbImageSize,
  baseUrl = appConfig.tmdbImageUrl,
): string | undefined {
  if (!path) return undefined;
  return `${baseUrl.replace(/\/+$/, '')}/${size}/${path.replace(/^\/+/, '')}`;
}
