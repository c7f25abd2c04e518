import type { TmdbMediaType } from './media-id.ts';

export type SearchQuery =
  | { kind: 'id'; tmdbId: string; type: TmdbMediaType }
  | { kind: 'text'; query: string; year?: number };

const ID_QUERY = /^tmdb:(\d+)(?::(movie|tv))?$/i;
const YEAR_SUFFIX = /^(.*?)\s*\byear:(\d{4})$/i;

/** 'tmdb:{id}[:movie|tv]' looks up by id (movie by default); a trailing 'year:YYYY' filters. */
export function parseSearchQuery(input: string): SearchQuery {
  const trimmed = input.trim();
  const id = ID_QUERY.exec(trimmed);
  if (id?.[1] !== undefined) {
    const type: TmdbMediaType = id[2]?.toLowerCase() === 'tv' ? 'tv' : 'movie';
    return { kind: 'id', tmdbId: id[1], type };
  }
  const withYear = YEAR_SUFFIX.exec(trimmed);
  if (withYear?.[1] !== undefined && withYear[2] !== undefined) {
    return { kind: 'text', query: withYear[1].trim(), year: Number(withYear[2]) };
  }
  return { kind: 'text', query: trimmed };
}

export type FilterableSearchResult = {
  media_type?: string;
  adult?: boolean;
  poster_path?: string | null;
  release_date?: string;
  first_air_date?: string;
};

function resultYear(result: FilterableSearchResult): number | null {
  const date = result.release_date || result.first_air_date;
  if (!date) return null;
  const year = Number.parseInt(date.slice(0, 4), 10);
  return Number.isNaN(year) ? null : year;
}

function hasPoster(result: FilterableSearchResult): boolean {
  return typeof result.poster_path === 'string' && result.poster_path !== '';
}

/** Only movies and shows, never adult; with a year, only that release year; posters first, order kept otherwise. */
export function filterSearchResults<T extends FilterableSearchResult>(
  results: T[],
  year?: number,
): T[] {
  const kept = results.filter(
    (result) =>
      (result.media_type === 'movie' || result.media_type === 'tv') &&
      result.adult !== true &&
      (year === undefined || resultYear(result) === year),
  );
  return [...kept.filter(hasPoster), ...kept.filter((result) => !hasPoster(result))];
}
