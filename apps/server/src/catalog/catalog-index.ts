import type { CatalogMovie, CatalogShow } from './catalog-types.ts';
import type { CatalogRow } from './catalog.repository.ts';
import { searchWords } from './search-text.ts';
import { genresByName, movieGenres, tvGenres } from './genres.ts';
import { personId } from './stable-id.ts';
import { providerId } from './watch-providers.ts';

/**
 * Everything the list endpoints read, built once from the database rows at start: lookups by
 * id and the orders the lists need, so a list request is a slice and not a query.
 */
export interface CatalogIndex {
  movies: Map<number, CatalogMovie>;
  shows: Map<number, CatalogShow>;
  byImdbId: Map<string, { mediaType: 'movie' | 'tv'; tmdbId: number }>;
  /** Names by derived person id, to draw profile pictures. */
  people: Map<number, string>;
  moviesByPopularity: CatalogMovie[];
  showsByPopularity: CatalogShow[];
  moviesByRating: CatalogMovie[];
  showsByRating: CatalogShow[];
  movieGenreIds: Map<number, number[]>;
  showGenreIds: Map<number, number[]>;
  movieProviderIds: Map<number, number[]>;
  showProviderIds: Map<number, number[]>;
  /** The stored normalized titles by `movie:id` / `tv:id`, for ranking search candidates. */
  searchEntries: Map<string, SearchEntry>;
}

export interface SearchEntry {
  title: string;
  originalTitle: string;
  titleWords: string[];
  originalWords: string[];
  popularity: number;
}

/** Titles with fewer votes than this do not reach the top-rated lists, as on the real service. */
const TOP_RATED_MIN_VOTES = 50;

const byPopularity = <T extends { popularity: number; tmdbId: number }>(a: T, b: T) =>
  b.popularity - a.popularity || a.tmdbId - b.tmdbId;

const byRating = <T extends { voteAverage: number; voteCount: number; tmdbId: number }>(
  a: T,
  b: T,
) => b.voteAverage - a.voteAverage || b.voteCount - a.voteCount || a.tmdbId - b.tmdbId;

export function buildCatalogIndex(rows: CatalogRow[]): CatalogIndex {
  const movies = new Map<number, CatalogMovie>();
  const shows = new Map<number, CatalogShow>();
  for (const row of rows) {
    if (row.mediaType === 'movie') movies.set(row.tmdbId, JSON.parse(row.document) as CatalogMovie);
    else shows.set(row.tmdbId, JSON.parse(row.document) as CatalogShow);
  }
  const byImdbId = new Map<string, { mediaType: 'movie' | 'tv'; tmdbId: number }>();
  const people = new Map<number, string>();
  for (const movie of movies.values()) {
    if (movie.imdbId) byImdbId.set(movie.imdbId, { mediaType: 'movie', tmdbId: movie.tmdbId });
    for (const name of [...movie.directors, ...movie.cast.map((c) => c.name)]) {
      people.set(personId(name), name);
    }
  }
  for (const show of shows.values()) {
    if (show.imdbId) byImdbId.set(show.imdbId, { mediaType: 'tv', tmdbId: show.tmdbId });
    for (const name of [...show.createdBy, ...show.cast.map((c) => c.name)]) {
      people.set(personId(name), name);
    }
  }
  const movieList = [...movies.values()];
  const showList = [...shows.values()];
  return {
    movies,
    shows,
    byImdbId,
    people,
    moviesByPopularity: [...movieList].sort(byPopularity),
    showsByPopularity: [...showList].sort(byPopularity),
    moviesByRating: movieList.filter((m) => m.voteCount >= TOP_RATED_MIN_VOTES).sort(byRating),
    showsByRating: showList.filter((s) => s.voteCount >= TOP_RATED_MIN_VOTES).sort(byRating),
    movieGenreIds: new Map(
      movieList.map((m) => [m.tmdbId, genresByName(m.genres, movieGenres).map((g) => g.id)]),
    ),
    showGenreIds: new Map(
      showList.map((s) => [s.tmdbId, genresByName(s.genres, tvGenres).map((g) => g.id)]),
    ),
    movieProviderIds: new Map(movieList.map((m) => [m.tmdbId, m.watchProviders.map(providerId)])),
    showProviderIds: new Map(showList.map((s) => [s.tmdbId, s.watchProviders.map(providerId)])),
    searchEntries: new Map(
      rows.map((r) => [
        `${r.mediaType}:${r.tmdbId}`,
        {
          title: r.titleNorm,
          originalTitle: r.originalNorm,
          titleWords: searchWords(r.titleNorm),
          originalWords: searchWords(r.originalNorm),
          popularity: r.popularity,
        },
      ]),
    ),
  };
}

/** Titles of the same kind sharing the most genres with this one; popularity breaks ties. */
export function recommendationsFor<T extends { tmdbId: number; popularity: number }>(
  id: number,
  ordered: T[],
  genreIds: Map<number, number[]>,
): T[] {
  const own = new Set(genreIds.get(id) ?? []);
  const shared = (t: T) => (genreIds.get(t.tmdbId) ?? []).filter((g) => own.has(g)).length;
  return ordered
    .filter((t) => t.tmdbId !== id && shared(t) > 0)
    .map((t) => ({ t, score: shared(t) }))
    .sort((a, b) => b.score - a.score || b.t.popularity - a.t.popularity)
    .map((x) => x.t);
}
