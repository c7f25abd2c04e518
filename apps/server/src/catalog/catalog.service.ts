import crypto from 'node:crypto';
import type { ArtworkShape, ArtworkText } from './artwork.ts';
import { renderArtwork } from './artwork.ts';
import { parseArtworkFile, sizeWidth, type ArtworkRef } from './artwork-paths.ts';
import { buildCatalogIndex, recommendationsFor, type CatalogIndex } from './catalog-index.ts';
import { matchesIdFilter, parseIdFilter, queryValue, type QueryValues } from './catalog-query.ts';
import type { CatalogMovie, CatalogShow } from './catalog-types.ts';
import type { CatalogKey, CatalogRepository, CatalogRow, MediaType } from './catalog.repository.ts';
import { movieGenres, tvGenres } from './genres.ts';
import {
  movieAppendables,
  movieCreditsJson,
  movieDetailsJson,
  movieImagesJson,
  movieListJson,
  movieMultiJson,
  movieWatchProvidersJson,
} from './movie-json.ts';
import { rankCandidates } from './search-ranking.ts';
import { normalizeSearchText } from './search-text.ts';
import { pageOf, type Paged } from './shared-json.ts';
import {
  seasonDetailsJson,
  showAppendables,
  showCreditsJson,
  showDetailsJson,
  showImagesJson,
  showListJson,
  showMultiJson,
  showWatchProvidersJson,
} from './show-json.ts';
import { invalidParameters, notFound } from './tmdb-errors.ts';
import { watchProvider } from './watch-providers.ts';

export interface CatalogData {
  movies: CatalogMovie[];
  shows: CatalogShow[];
}

/** Bumped when the stored row format changes, so the next start reloads even unchanged data. */
const ROW_FORMAT = 1;

export function catalogRows(data: CatalogData): CatalogRow[] {
  return [
    ...data.movies.map((m) => ({
      mediaType: 'movie' as const,
      tmdbId: m.tmdbId,
      titleNorm: normalizeSearchText(m.title),
      originalNorm: normalizeSearchText(m.originalTitle),
      popularity: m.popularity,
      document: JSON.stringify(m),
    })),
    ...data.shows.map((s) => ({
      mediaType: 'tv' as const,
      tmdbId: s.tmdbId,
      titleNorm: normalizeSearchText(s.name),
      originalNorm: normalizeSearchText(s.originalName),
      popularity: s.popularity,
      document: JSON.stringify(s),
    })),
  ];
}

export function contentHash(rows: CatalogRow[]): string {
  const hash = crypto.createHash('sha256').update(`format:${ROW_FORMAT}\n`);
  for (const row of rows) hash.update(`${row.mediaType}:${row.tmdbId}\n${row.document}\n`);
  return hash.digest('hex');
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The embedded catalog answering the movie database's calls. The data files are the source;
 * `init` copies them into the database when their hash changed and builds the in-memory index
 * from the database, so what is served is always what is stored.
 */
export class CatalogService {
  private index: CatalogIndex = buildCatalogIndex([]);

  constructor(
    private readonly repository: CatalogRepository,
    private readonly data: CatalogData,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Returns whether the database had to be reloaded. */
  async init(): Promise<boolean> {
    const rows = catalogRows(this.data);
    const hash = contentHash(rows);
    const stored = await this.repository.readContentHash();
    const reload = stored !== hash;
    if (reload) await this.repository.replaceAll(rows, hash);
    this.index = buildCatalogIndex(await this.repository.readAll());
    return reload;
  }

  private today(): string {
    return isoDay(this.now());
  }

  async searchMulti(query: string, page: number): Promise<Paged<unknown>> {
    const normalized = normalizeSearchText(query);
    if (normalized === '') return pageOf([], page);
    const keys = await this.repository.searchCandidates(normalized);
    const candidates = keys.flatMap((key) => {
      const entry = this.index.searchEntries.get(`${key.mediaType}:${key.tmdbId}`);
      return entry ? [{ ...entry, item: key }] : [];
    });
    const ranked = pageOf(rankCandidates(normalized, candidates), page);
    return { ...ranked, results: ranked.results.flatMap((key) => this.multiJson(key)) };
  }

  private multiJson(key: CatalogKey): unknown[] {
    if (key.mediaType === 'movie') {
      const movie = this.index.movies.get(key.tmdbId);
      return movie ? [movieMultiJson(movie)] : [];
    }
    const show = this.index.shows.get(key.tmdbId);
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

  movieDetails(id: number, append: string[]): Record<string, unknown> {
    const movie = this.movie(id);
    const details: Record<string, unknown> = movieDetailsJson(movie, this.today());
    for (const key of append) {
      if (key === 'recommendations') details[key] = this.recommendations('movie', id, 1);
      const build = movieAppendables[key];
      if (build) details[key] = build(movie);
    }
    return details;
  }

  showDetails(id: number, append: string[]): Record<string, unknown> {
    const show = this.show(id);
    const details: Record<string, unknown> = showDetailsJson(show, this.today());
    for (const key of append) {
      if (key === 'recommendations') details[key] = this.recommendations('tv', id, 1);
      const build = showAppendables[key];
      if (build) details[key] = build(show);
    }
    return details;
  }

  season(id: number, seasonNumber: number) {
    const show = this.show(id);
    const season = show.seasons.find((s) => s.seasonNumber === seasonNumber);
    if (!season) throw notFound();
    return seasonDetailsJson(show, season);
  }

  find(externalId: string, source: string | undefined) {
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

  images(media: MediaType, id: number) {
    return media === 'movie' ? movieImagesJson(this.movie(id)) : showImagesJson(this.show(id));
  }

  credits(media: MediaType, id: number) {
    return media === 'movie' ? movieCreditsJson(this.movie(id)) : showCreditsJson(this.show(id));
  }

  titleWatchProviders(media: MediaType, id: number) {
    return media === 'movie'
      ? movieWatchProvidersJson(this.movie(id))
      : showWatchProvidersJson(this.show(id));
  }

  popular(media: MediaType, page: number): Paged<unknown> {
    return media === 'movie'
      ? pageOf(this.index.moviesByPopularity.map(movieListJson), page)
      : pageOf(this.index.showsByPopularity.map(showListJson), page);
  }

  topRated(media: MediaType, page: number): Paged<unknown> {
    return media === 'movie'
      ? pageOf(this.index.moviesByRating.map(movieListJson), page)
      : pageOf(this.index.showsByRating.map(showListJson), page);
  }

  recommendations(media: MediaType, id: number, page: number): Paged<unknown> {
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
  nowPlaying(page: number) {
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
  onTheAir(page: number): Paged<unknown> {
    const airing = this.index.showsByPopularity
      .filter((s) => s.status === 'Returning Series')
      .sort((a, b) => b.lastAirDate.localeCompare(a.lastAirDate) || a.tmdbId - b.tmdbId);
    return pageOf(airing.map(showListJson), page);
  }

  /**
   * `with_genres` and `with_watch_providers` (`,` = all, `|` = any); providers are known for the
   * US only, so another `watch_region` finds none. `sort_by` supports popularity, rating and date.
   */
  discover(media: MediaType, query: QueryValues, page: number): Paged<unknown> {
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

  genreList(media: MediaType) {
    return { genres: media === 'movie' ? movieGenres : tvGenres };
  }

  /** Every service some title names, in the order of how many titles it carries. */
  watchProviderList(media: MediaType) {
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

  /** The SVG for an image path, or null when the size or the picture is not ours. */
  artwork(size: string, file: string): string | null {
    const width = sizeWidth(size);
    const ref = parseArtworkFile(file);
    if (width === undefined || !ref) return null;
    const drawing = this.describeArtwork(ref);
    return drawing ? renderArtwork(drawing.shape, drawing.text, width) : null;
  }

  private describeArtwork(ref: ArtworkRef): { shape: ArtworkShape; text: ArtworkText } | null {
    if (ref.kind === 'profile') {
      const name = this.index.people.get(ref.id);
      return name ? { shape: 'profile', text: { title: name, caption: '', seed: ref.id } } : null;
    }
    if (ref.kind === 'provider-logo') {
      const name = [...this.index.movies.values(), ...this.index.shows.values()]
        .flatMap((t) => t.watchProviders)
        .find((n) => watchProvider(n, 0).provider_id === ref.id);
      return name ? { shape: 'logo', text: { title: name, caption: '', seed: ref.id } } : null;
    }
    if (ref.kind === 'season-poster' || ref.kind === 'still') {
      const show = this.index.shows.get(ref.id);
      const season = show?.seasons.find((s) => s.seasonNumber === ref.season);
      if (!show || !season) return null;
      if (ref.kind === 'season-poster') {
        return {
          shape: 'poster',
          text: { title: show.name, caption: season.name, seed: show.tmdbId },
        };
      }
      const episode = season.episodes.find((e) => e.episodeNumber === ref.episode);
      if (!episode) return null;
      const caption = `${show.name} · S${ref.season} E${ref.episode}`;
      return {
        shape: 'still',
        text: {
          title: episode.name,
          caption,
          seed: show.tmdbId * 31 + ref.season * 7 + ref.episode,
        },
      };
    }
    const title =
      ref.media === 'movie' ? this.index.movies.get(ref.id) : this.index.shows.get(ref.id);
    if (!title) return null;
    const name = 'title' in title ? title.title : title.name;
    const date = 'releaseDate' in title ? title.releaseDate : title.firstAirDate;
    return { shape: ref.kind, text: { title: name, caption: date.slice(0, 4), seed: ref.id } };
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
  const by = compare[field ?? ''];
  if (!by) return list;
  return [...list].sort((a, b) => sign * by(a, b) || a.tmdbId - b.tmdbId);
}
