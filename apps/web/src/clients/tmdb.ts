import { discoverRequest, type DiscoverContent, type DiscoverMediaType } from '@screenroom/core';
import { appConfig } from '../config.ts';
import { useAuthStore } from '../stores/auth.ts';
import { usePreferencesStore } from '../stores/preferences.ts';
import { tmdbRequestUrl } from './tmdb-proxy.ts';

/**
 * The one client for the movie database's API. It only knows a base URL: by
 * default our server answers under /tmdb/3 and keeps any key to itself.
 */

export type TmdbMediaKind = 'movie' | 'tv';

export interface TmdbMultiMovieResult {
  media_type: 'movie';
  id: number;
  title: string;
  original_title?: string;
  release_date?: string;
  poster_path: string | null;
  backdrop_path?: string | null;
  overview?: string;
  adult?: boolean;
  popularity?: number;
}

export interface TmdbMultiShowResult {
  media_type: 'tv';
  id: number;
  name: string;
  original_name?: string;
  first_air_date?: string;
  poster_path: string | null;
  backdrop_path?: string | null;
  overview?: string;
  adult?: boolean;
  popularity?: number;
}

export interface TmdbMultiPersonResult {
  media_type: 'person';
  id: number;
  name: string;
  adult?: boolean;
}

export type TmdbMultiResult = TmdbMultiMovieResult | TmdbMultiShowResult | TmdbMultiPersonResult;

export interface TmdbPage<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export interface TmdbGenre {
  id: number;
  name: string;
}

export interface TmdbExternalIds {
  imdb_id?: string | null;
}

export interface TmdbCastMember {
  id: number;
  name: string;
  character?: string;
  profile_path?: string | null;
}

export interface TmdbCrewMember {
  id: number;
  name: string;
  job?: string;
}

export interface TmdbMovieDetails {
  id: number;
  title: string;
  release_date?: string;
  poster_path: string | null;
  backdrop_path?: string | null;
  overview?: string;
  runtime?: number | null;
  genres?: TmdbGenre[];
  adult?: boolean;
  vote_average?: number;
  vote_count?: number;
  original_language?: string;
  external_ids?: TmdbExternalIds;
  credits?: { cast: TmdbCastMember[]; crew: TmdbCrewMember[] };
  release_dates?: {
    results: { iso_3166_1: string; release_dates: { certification: string; type: number }[] }[];
  };
}

export interface TmdbSeasonSummary {
  id: number;
  season_number: number;
  name: string;
  episode_count?: number;
  air_date?: string | null;
  poster_path?: string | null;
}

export interface TmdbShowDetails {
  id: number;
  name: string;
  first_air_date?: string;
  poster_path: string | null;
  backdrop_path?: string | null;
  overview?: string;
  genres?: TmdbGenre[];
  adult?: boolean;
  vote_average?: number;
  vote_count?: number;
  number_of_seasons?: number;
  number_of_episodes?: number;
  seasons?: TmdbSeasonSummary[];
  external_ids?: TmdbExternalIds;
  credits?: { cast: TmdbCastMember[]; crew: TmdbCrewMember[] };
  content_ratings?: { results: { iso_3166_1: string; rating: string }[] };
}

export interface TmdbEpisode {
  id: number;
  name: string;
  overview?: string;
  still_path?: string | null;
  episode_number: number;
  season_number: number;
  air_date?: string | null;
}

export interface TmdbSeasonDetails {
  id: number;
  name: string;
  season_number: number;
  air_date?: string | null;
  episodes: TmdbEpisode[];
}

export type TmdbImageSize = 'w185' | 'w300' | 'w342' | 'w500' | 'w780' | 'original';

export interface TmdbRequestOptions {
  language?: string;
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
    const routed = tmdbRequestUrl(url, {
      proxyTmdb: usePreferencesStore.getState().proxyTmdb,
      proxySet: useAuthStore.getState().proxySet,
      pageOrigin: window.location.origin,
    });
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
): Promise<TmdbMovieDetails> {
  return get(`movie/${id}`, { append_to_response: 'external_ids,credits,release_dates' }, options);
}

export function getShowDetails(
  id: number | string,
  options: TmdbRequestOptions = {},
): Promise<TmdbShowDetails> {
  return get(`tv/${id}`, { append_to_response: 'external_ids,credits,content_ratings' }, options);
}

export function getSeason(
  showId: number | string,
  seasonNumber: number,
  options: TmdbRequestOptions = {},
): Promise<TmdbSeasonDetails> {
  return get(`tv/${showId}/season/${seasonNumber}`, {}, options);
}

/** A title in a list answer (popular, top rated, discover…): a search result without its kind. */
export type TmdbListMovie = Omit<TmdbMultiMovieResult, 'media_type'>;
export type TmdbListShow = Omit<TmdbMultiShowResult, 'media_type'>;

export interface TmdbWatchProvider {
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priorities?: Record<string, number>;
}

/**
 * One page of discover content; throws DiscoverContentError with its
 * message before any request when the content fails its checks.
 */
export function getDiscoverPage<M extends DiscoverMediaType>(
  content: DiscoverContent & { mediaType: M },
  page = 1,
  options: TmdbRequestOptions = {},
): Promise<TmdbPage<M extends 'movie' ? TmdbListMovie : TmdbListShow>> {
  const { path, params } = discoverRequest(content, page);
  return get(path, params, options);
}

export async function getGenres(
  mediaType: DiscoverMediaType,
  options: TmdbRequestOptions = {},
): Promise<TmdbGenre[]> {
  return (await get<{ genres: TmdbGenre[] }>(`genre/${mediaType}/list`, {}, options)).genres;
}

/** The services that carry titles of a kind in a region, in the region's display order. */
export async function getWatchProviders(
  mediaType: DiscoverMediaType,
  region: string,
  options: TmdbRequestOptions = {},
): Promise<TmdbWatchProvider[]> {
  const answer = await get<{ results: TmdbWatchProvider[] }>(
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
