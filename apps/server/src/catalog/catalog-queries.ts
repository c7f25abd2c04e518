import type {
  TmdbCredits,
  TmdbDatedPage,
  TmdbFindResults,
  TmdbGenreList,
  TmdbImages,
  TmdbMovieAppendables,
  TmdbMovieDetails,
  TmdbMovieListItem,
  TmdbMultiMovieResult,
  TmdbMultiResult,
  TmdbMultiShowResult,
  TmdbPage,
  TmdbSeasonDetails,
  TmdbShowAppendables,
  TmdbShowDetails,
  TmdbShowListItem,
  TmdbTitleWatchProviders,
  TmdbWatchProviderList,
} from '@screenroom/core';
import { recommendationsFor, type CatalogIndex, type SearchKey } from './catalog-index.ts';
import { matchesIdFilter, parseIdFilter, queryValue, type QueryValues } from './catalog-query.ts';
import type { CatalogMovie, CatalogShow } from './catalog-types.ts';
import type { MediaType } from './catalog.repository.ts';
import { genresIn, movieGenres, tvGenres } from './genres.ts';
import {
  movieAppendables,
  movieCreditsJson,
  movieDetailsJson,
  movieListJson,
  movieMultiJson,
} from './movie-json.ts';
import { rankCandidates } from './search-ranking.ts';
import { normalizeSearchText } from './search-text.ts';
import { imagesJson, pageOf, watchProvidersJson } from './shared-json.ts';
import {
  seasonDetailsJson,
  showAppendables,
  showCreditsJson,
  showDetailsJson,
  showListJson,
  showMultiJson,
} from './show-json.ts';
import { personMultiJson } from './person-json.ts';
import { invalidParameters, notFound } from './tmdb-errors.ts';
import { watchProvider } from './watch-providers.ts';

type ListItem = TmdbMovieListItem | TmdbShowListItem;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Looks up an appendable's builder by the key the request names. Only the table's own keys
 * count: a key every object inherits (`toString`, `constructor`) names nothing and adds nothing.
 */
function appendableBuilder<Title>(
  builders: object,
  key: string,
): ((title: Title) => unknown) | undefined {
  if (!Object.hasOwn(builders, key)) return undefined;
  return (builders as Record<string, ((title: Title) => unknown) | undefined>)[key];
}

/**
 * The details with the sub-resources after them. Each appended value comes from the builder or
 * the list its key names, whose types `AppendableBuilders` ties to that key, so the whole is the
 * details with some of their appendables.
 */
function withAppended<Details, Appendables>(
  details: Details,
  appended: Record<string, unknown>,
): Details & Partial<Appendables> {
  return { ...details, ...appended } as Details & Partial<Appendables>;
}

/** The embedded catalog's answers to the movie database's calls, read from the loaded index. */
export class CatalogQueries {
  constructor(
    private readonly index: CatalogIndex,
    private readonly now: () => Date,
  ) {}

  private today(): string {
    return isoDay(this.now());
  }

  /**
   * Titles and people by name, best match first (see `rankCandidates`). Every entry of the index
   * is ranked in memory, on either database: it holds a few hundred titles and about a thousand
   * people, which takes well under a millisecond, and unlike a trigram index it also finds a
   * three-letter word with a letter missing ("drk") and queries with a space dropped or added,
   * whose pieces need not share three letters with the title.
   */
  searchMulti(query: string, page: number): TmdbPage<TmdbMultiResult> {
    const normalized = normalizeSearchText(query);
    if (normalized === '') return pageOf([], page);
    const ranked = pageOf(rankCandidates(normalized, this.index.searchEntries), page);
    return { ...ranked, results: ranked.results.flatMap((key) => this.multiJson(key)) };
  }

  private multiJson(key: SearchKey): TmdbMultiResult[] {
    if (key.mediaType === 'person') {
      const person = this.index.people.get(key.id);
      if (!person) return [];
      const knownFor = person.knownFor.flatMap((title) =>
        this.titleMultiJson(title.mediaType, title.tmdbId),
      );
      return [personMultiJson(person, knownFor)];
    }
    return this.titleMultiJson(key.mediaType, key.id);
  }

  private titleMultiJson(
    media: MediaType,
    id: number,
  ): (TmdbMultiMovieResult | TmdbMultiShowResult)[] {
    if (media === 'movie') {
      const movie = this.index.movies.get(id);
      return movie ? [movieMultiJson(movie)] : [];
    }
    const show = this.index.shows.get(id);
    return show ? [showMultiJson(show)] : [];
  }

  private movie(id: number): CatalogMovie {
    const movie = this.index.movies.get(id);
    if (!movie) throw notFound();
    return movie;
  }

  private show(id: number): CatalogShow {
    const show = this.index.shows.get(id);
    if (!show) throw notFound();
    return show;
  }

  /** The details, then each sub-resource `append` names, in the order named; genres named in `language`. */
  movieDetails(
    id: number,
    append: string[],
    language?: string,
  ): TmdbMovieDetails & Partial<TmdbMovieAppendables> {
    const movie = this.movie(id);
    const appended: Record<string, unknown> = {};
    for (const key of append) {
      if (key === 'recommendations') appended[key] = this.recommendations('movie', id, 1);
      const build = appendableBuilder<CatalogMovie>(movieAppendables, key);
      if (build) appended[key] = build(movie);
    }
    const details = movieDetailsJson(movie, this.today());
    return withAppended<TmdbMovieDetails, TmdbMovieAppendables>(
      { ...details, genres: genresIn(details.genres ?? [], language) },
      appended,
    );
  }

  showDetails(
    id: number,
    append: string[],
    language?: string,
  ): TmdbShowDetails & Partial<TmdbShowAppendables> {
    const show = this.show(id);
    const appended: Record<string, unknown> = {};
    for (const key of append) {
      if (key === 'recommendations') appended[key] = this.recommendations('tv', id, 1);
      const build = appendableBuilder<CatalogShow>(showAppendables, key);
      if (build) appended[key] = build(show);
    }
    const details = showDetailsJson(show, this.today());
    return withAppended<TmdbShowDetails, TmdbShowAppendables>(
      { ...details, genres: genresIn(details.genres ?? [], language) },
      appended,
    );
  }

  season(id: number, seasonNumber: number): TmdbSeasonDetails {
    const show = this.show(id);
    const season = show.seasons.find((s) => s.seasonNumber === seasonNumber);
    if (!season) throw notFound();
    return seasonDetailsJson(show, season);
  }

  find(externalId: string, source: string | undefined): TmdbFindResults {
    if (source !== 'imdb_id') throw invalidParameters();
    const hit = this.index.byImdbId.get(externalId);
    const movie = hit?.mediaType === 'movie' ? this.index.movies.get(hit.tmdbId) : undefined;
    const show = hit?.mediaType === 'tv' ? this.index.shows.get(hit.tmdbId) : undefined;
    return {
      movie_results: movie ? [movieMultiJson(movie)] : [],
      person_results: [],
      tv_results: show ? [showMultiJson(show)] : [],
      tv_episode_results: [],
      tv_season_results: [],
    };
  }

  private title(media: MediaType, id: number): CatalogMovie | CatalogShow {
    return media === 'movie' ? this.movie(id) : this.show(id);
  }

  images(media: MediaType, id: number): TmdbImages {
    return imagesJson(media, this.title(media, id));
  }

  credits(media: MediaType, id: number): TmdbCredits {
    return media === 'movie' ? movieCreditsJson(this.movie(id)) : showCreditsJson(this.show(id));
  }

  titleWatchProviders(media: MediaType, id: number): TmdbTitleWatchProviders {
    return watchProvidersJson(media, this.title(media, id));
  }

  popular(media: MediaType, page: number): TmdbPage<ListItem> {
    return media === 'movie'
      ? pageOf(this.index.moviesByPopularity.map(movieListJson), page)
      : pageOf(this.index.showsByPopularity.map(showListJson), page);
  }

  topRated(media: MediaType, page: number): TmdbPage<ListItem> {
    return media === 'movie'
      ? pageOf(this.index.moviesByRating.map(movieListJson), page)
      : pageOf(this.index.showsByRating.map(showListJson), page);
  }

  recommendations(media: MediaType, id: number, page: number): TmdbPage<ListItem> {
    if (media === 'movie') {
      this.movie(id);
      const list = recommendationsFor(id, this.index.moviesByPopularity, this.index.movieGenreIds);
      return pageOf(list.map(movieListJson), page);
    }
    this.show(id);
    const list = recommendationsFor(id, this.index.showsByPopularity, this.index.showGenreIds);
    return pageOf(list.map(showListJson), page);
  }

  /**
   * Movies already released, newest first: the embedded catalog has no cinema schedule, so
   * "now playing" is its latest releases; `dates` spans the page's releases.
   */
  nowPlaying(page: number): TmdbDatedPage<TmdbMovieListItem> {
    const today = this.today();
    const released = this.index.moviesByPopularity
      .filter((m) => m.releaseDate <= today)
      .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.tmdbId - b.tmdbId);
    const oldest = released[released.length - 1]?.releaseDate ?? today;
    return {
      dates: { maximum: today, minimum: oldest },
      ...pageOf(released.map(movieListJson), page),
    };
  }

  /** Returning series, most recently aired first. */
  onTheAir(page: number): TmdbPage<TmdbShowListItem> {
    const airing = this.index.showsByPopularity
      .filter((s) => s.status === 'Returning Series')
      .sort((a, b) => b.lastAirDate.localeCompare(a.lastAirDate) || a.tmdbId - b.tmdbId);
    return pageOf(airing.map(showListJson), page);
  }

  /**
   * `with_genres` and `with_watch_providers` (`,` = all, `|` = any); providers are known for the
   * US only, so another `watch_region` finds none. `sort_by` supports popularity, rating and date.
   */
  discover(media: MediaType, query: QueryValues, page: number): TmdbPage<ListItem> {
    const genres = parseIdFilter(queryValue(query, 'with_genres'));
    const providers = parseIdFilter(queryValue(query, 'with_watch_providers'));
    const region = queryValue(query, 'watch_region') ?? 'US';
    const sortBy = queryValue(query, 'sort_by') ?? 'popularity.desc';
    const keep = (genreIds: number[], providerIds: number[]) =>
      matchesIdFilter(genreIds, genres) &&
      (providers.length === 0 || (region === 'US' && matchesIdFilter(providerIds, providers)));
    if (media === 'movie') {
      const list = this.index.moviesByPopularity.filter((m) =>
        keep(
          this.index.movieGenreIds.get(m.tmdbId) ?? [],
          this.index.movieProviderIds.get(m.tmdbId) ?? [],
        ),
      );
      return pageOf(sortTitles(list, sortBy, (m) => m.releaseDate).map(movieListJson), page);
    }
    const list = this.index.showsByPopularity.filter((s) =>
      keep(
        this.index.showGenreIds.get(s.tmdbId) ?? [],
        this.index.showProviderIds.get(s.tmdbId) ?? [],
      ),
    );
    return pageOf(sortTitles(list, sortBy, (s) => s.firstAirDate).map(showListJson), page);
  }

  genreList(media: MediaType, language?: string): TmdbGenreList {
    return { genres: genresIn(media === 'movie' ? movieGenres : tvGenres, language) };
  }

  /**
   * Every service some title names, in the order of how many titles it carries. Services are
   * known for the US only: another `watch_region` lists none, as `discover` then finds none.
   */
  watchProviderList(media: MediaType, watchRegion = 'US'): TmdbWatchProviderList {
    if (watchRegion !== 'US') return { results: [] };
    const titles: { watchProviders: string[] }[] =
      media === 'movie' ? this.index.moviesByPopularity : this.index.showsByPopularity;
    const counts = new Map<string, number>();
    for (const title of titles) {
      for (const name of title.watchProviders) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const names = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name]) => name);
    return {
      results: names.map((name, i) => ({
        ...watchProvider(name, i + 1),
        display_priorities: { US: i + 1 },
      })),
    };
  }
}

function sortTitles<T extends { popularity: number; voteAverage: number; tmdbId: number }>(
  list: T[],
  sortBy: string,
  date: (t: T) => string,
): T[] {
  const [field, direction] = sortBy.split('.');
  const sign = direction === 'asc' ? 1 : -1;
  const compare: Record<string, (a: T, b: T) => number> = {
    popularity: (a, b) => a.popularity - b.popularity,
    vote_average: (a, b) => a.voteAverage - b.voteAverage,
    primary_release_date: (a, b) => date(a).localeCompare(date(b)),
    release_date: (a, b) => date(a).localeCompare(date(b)),
    first_air_date: (a, b) => date(a).localeCompare(date(b)),
  };
  // Only the table's own rules: `constructor.desc` names no rule and leaves the order as it is.
  const by = field !== undefined && Object.hasOwn(compare, field) ? compare[field] : undefined;
  if (!by) return list;
  return [...list].sort((a, b) => sign * by(a, b) || a.tmdbId - b.tmdbId);
}
