import type { CatalogMovie, CatalogShow } from './catalog-types.ts';
import type { CatalogRow, MediaType } from './catalog.repository.ts';
import type { RankCandidate } from './search-ranking.ts';
import { normalizeSearchText, searchText } from './search-text.ts';
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
  /** Everyone in a cast or crew, by derived person id: for search and profile pictures. */
  people: Map<number, CatalogPerson>;
  moviesByPopularity: CatalogMovie[];
  showsByPopularity: CatalogShow[];
  moviesByRating: CatalogMovie[];
  showsByRating: CatalogShow[];
  movieGenreIds: Map<number, number[]>;
  showGenreIds: Map<number, number[]>;
  movieProviderIds: Map<number, number[]>;
  showProviderIds: Map<number, number[]>;
  /** What search looks through: every title (stored normalized texts), then every person. */
  searchEntries: SearchEntry[];
}

export interface CatalogKey {
  mediaType: MediaType;
  tmdbId: number;
}

/** The department a person is known for, as the movie database names it. */
export type PersonDepartment = 'Acting' | 'Directing' | 'Writing';

/**
 * A person of the embedded catalog, gathered from the casts, directors and creators that name
 * them. The catalog records no people of its own, so the department is the one most of their
 * credits are in, their popularity that of their most popular title, and they are known for
 * their three most popular titles.
 */
export interface CatalogPerson {
  id: number;
  name: string;
  department: PersonDepartment;
  popularity: number;
  knownFor: CatalogKey[];
}

export interface SearchKey {
  mediaType: MediaType | 'person';
  id: number;
}

/** A title or person as search ranks it, its texts prepared once when the index is built. */
export type SearchEntry = Required<RankCandidate<SearchKey>>;

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
  for (const movie of movies.values()) {
    if (movie.imdbId) byImdbId.set(movie.imdbId, { mediaType: 'movie', tmdbId: movie.tmdbId });
  }
  for (const show of shows.values()) {
    if (show.imdbId) byImdbId.set(show.imdbId, { mediaType: 'tv', tmdbId: show.tmdbId });
  }
  const people = gatherPeople(movies, shows);
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
    searchEntries: [
      ...rows.map((r) => ({
        item: { mediaType: r.mediaType, id: r.tmdbId },
        title: r.titleNorm,
        originalTitle: r.originalNorm,
        titleText: searchText(r.titleNorm),
        originalText: searchText(r.originalNorm),
        popularity: r.popularity,
      })),
      ...[...people.values()].map((person) => {
        const name = searchText(normalizeSearchText(person.name));
        return {
          item: { mediaType: 'person' as const, id: person.id },
          title: name.text,
          originalTitle: name.text,
          titleText: name,
          originalText: name,
          popularity: person.popularity,
        };
      }),
    ],
  };
}

const KNOWN_FOR_COUNT = 3;
/** On a tie the crew job wins: fewer people hold it, so it says more of the person. */
const departmentOrder: PersonDepartment[] = ['Directing', 'Writing', 'Acting'];

/** Everyone the titles credit; see `CatalogPerson`. */
function gatherPeople(
  movies: Map<number, CatalogMovie>,
  shows: Map<number, CatalogShow>,
): Map<number, CatalogPerson> {
  const credits = new Map<
    number,
    {
      name: string;
      departments: PersonDepartment[];
      titles: (CatalogKey & { popularity: number })[];
    }
  >();
  const credit = (
    name: string,
    department: PersonDepartment,
    title: CatalogKey & { popularity: number },
  ) => {
    const id = personId(name);
    const entry = credits.get(id) ?? { name, departments: [], titles: [] };
    entry.departments.push(department);
    if (!entry.titles.some((t) => t.mediaType === title.mediaType && t.tmdbId === title.tmdbId)) {
      entry.titles.push(title);
    }
    credits.set(id, entry);
  };
  for (const movie of movies.values()) {
    const title = {
      mediaType: 'movie' as const,
      tmdbId: movie.tmdbId,
      popularity: movie.popularity,
    };
    for (const name of movie.directors) credit(name, 'Directing', title);
    for (const member of movie.cast) credit(member.name, 'Acting', title);
  }
  for (const show of shows.values()) {
    const title = { mediaType: 'tv' as const, tmdbId: show.tmdbId, popularity: show.popularity };
    for (const name of show.createdBy) credit(name, 'Writing', title);
    for (const member of show.cast) credit(member.name, 'Acting', title);
  }
  const people = new Map<number, CatalogPerson>();
  for (const [id, { name, departments, titles }] of credits) {
    const count = (d: PersonDepartment) => departments.filter((x) => x === d).length;
    const department = departmentOrder.reduce((a, b) => (count(b) > count(a) ? b : a));
    const known = [...titles].sort((a, b) => b.popularity - a.popularity);
    people.set(id, {
      id,
      name,
      department,
      popularity: known[0]?.popularity ?? 0,
      knownFor: known
        .slice(0, KNOWN_FOR_COUNT)
        .map(({ mediaType, tmdbId }) => ({ mediaType, tmdbId })),
    });
  }
  return people;
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
