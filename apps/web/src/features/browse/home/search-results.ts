import { filterSearchResults, fromTmdbType, parseSearchQuery } from '@screenroom/core';
import {
  getMovieDetails,
  getShowDetails,
  searchMulti,
  TmdbRequestError,
  tmdbImageUrl,
  type TmdbMovieDetails,
  type TmdbMultiMovieResult,
  type TmdbMultiResult,
  type TmdbMultiShowResult,
  type TmdbRequestOptions,
  type TmdbShowDetails,
} from '../../../shared/clients/tmdb.ts';
import type { MediaCardItem } from '../media/media-card-item.ts';

function yearOf(date: string | undefined): number | undefined {
  if (!date) return undefined;
  const year = Number.parseInt(date.slice(0, 4), 10);
  return Number.isNaN(year) ? undefined : year;
}

function card(
  id: number,
  title: string,
  kind: 'movie' | 'tv',
  date: string | undefined,
  posterPath: string | null,
  voteAverage: number | undefined,
): MediaCardItem {
  const item: MediaCardItem = { id: String(id), title, type: fromTmdbType(kind) };
  const year = yearOf(date);
  if (year !== undefined) item.year = year;
  if (date) item.releaseDate = date;
  const poster = tmdbImageUrl(posterPath, 'w342');
  if (poster) item.poster = poster;
  if (voteAverage) item.rating = voteAverage;
  return item;
}

/** Also takes a lists source entry, which carries only these four fields of a movie. */
export function movieToCard(
  movie: Pick<
    TmdbMultiMovieResult | TmdbMovieDetails,
    'id' | 'title' | 'release_date' | 'poster_path'
  > &
    Pick<TmdbMultiMovieResult, 'vote_average'>,
): MediaCardItem {
  return card(
    movie.id,
    movie.title,
    'movie',
    movie.release_date,
    movie.poster_path,
    movie.vote_average,
  );
}

export function showToCard(show: TmdbMultiShowResult | TmdbShowDetails): MediaCardItem {
  return card(show.id, show.name, 'tv', show.first_air_date, show.poster_path, show.vote_average);
}

function resultToCard(result: TmdbMultiMovieResult | TmdbMultiShowResult): MediaCardItem {
  return result.media_type === 'movie' ? movieToCard(result) : showToCard(result);
}

function isTitle(result: TmdbMultiResult): result is TmdbMultiMovieResult | TmdbMultiShowResult {
  return result.media_type === 'movie' || result.media_type === 'tv';
}

/** A missing id is "no results", not a failure: the viewer typed an id that does not exist. */
async function lookUpById(
  tmdbId: string,
  kind: 'movie' | 'tv',
  options: TmdbRequestOptions,
): Promise<MediaCardItem[]> {
  try {
    return kind === 'movie'
      ? [movieToCard(await getMovieDetails(tmdbId, options))]
      : [showToCard(await getShowDetails(tmdbId, options))];
  } catch (error) {
    if (error instanceof TmdbRequestError && error.status === 404) return [];
    throw error;
  }
}

/** Id lookups (`tmdb:{id}`), year filters (`year:YYYY`), only movies and shows, posters first. */
export async function searchTitles(
  input: string,
  options: TmdbRequestOptions = {},
): Promise<MediaCardItem[]> {
  const query = parseSearchQuery(input);
  if (query.kind === 'id') return lookUpById(query.tmdbId, query.type, options);
  if (query.query === '') return [];
  const page = await searchMulti(query.query, options);
  return filterSearchResults(page.results.filter(isTitle), query.year).map(resultToCard);
}
