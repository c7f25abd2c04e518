import { CatalogArtwork } from './catalog-artwork.ts';
import { buildCatalogIndex, type CatalogIndex } from './catalog-index.ts';
import { loadCatalog, type CatalogData } from './catalog-loading.ts';
import { CatalogQueries } from './catalog-queries.ts';
import type { CatalogLicense } from './catalog-types.ts';
import type { CatalogRepository } from './catalog.repository.ts';

export type { CatalogData } from './catalog-loading.ts';

/**
 * The embedded catalog: `init` fills the database from the data files (`catalog-loading.ts`),
 * then the queries (`catalog-queries.ts`) and the artwork (`catalog-artwork.ts`) answer from
 * the index built from what is stored. Before `init` both answer from an empty catalog.
 */
export class CatalogService {
  private current: { index: CatalogIndex; queries: CatalogQueries; artwork: CatalogArtwork };

  constructor(
    private readonly repository: CatalogRepository,
    private readonly data: CatalogData,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.current = this.serve(buildCatalogIndex([]));
  }

  /** Returns whether the database had to be reloaded. */
  async init(): Promise<boolean> {
    const { index, reloaded } = await loadCatalog(this.repository, this.data);
    this.current = this.serve(index);
    return reloaded;
  }

  get queries(): CatalogQueries {
    return this.current.queries;
  }

  get artwork(): CatalogArtwork {
    return this.current.artwork;
  }

  /**
   * What the embedded catalog records of a title's rights; undefined for a title it does not
   * hold. A film's rights are a fact about the film, so this holds with the real service too.
   */
  licenseOf(type: 'movie' | 'tv', tmdbId: number): CatalogLicense | undefined {
    const title =
      type === 'movie'
        ? this.current.index.movies.get(tmdbId)
        : this.current.index.shows.get(tmdbId);
    return title?.license;
  }

  /** Every title of a kind the embedded catalog holds, most popular first. */
  titlesByPopularity(type: 'movie' | 'tv'): readonly {
    tmdbId: number;
    popularity: number;
    license: CatalogLicense;
  }[] {
    return type === 'movie'
      ? this.current.index.moviesByPopularity
      : this.current.index.showsByPopularity;
  }

  private serve(index: CatalogIndex) {
    return {
      index,
      queries: new CatalogQueries(index, this.now),
      artwork: new CatalogArtwork(index),
    };
  }
}
