import { CatalogArtwork } from './catalog-artwork.ts';
import { buildCatalogIndex, type CatalogIndex } from './catalog-index.ts';
import { loadCatalog, type CatalogData } from './catalog-loading.ts';
import { CatalogQueries } from './catalog-queries.ts';
import type { CatalogRepository } from './catalog.repository.ts';

export type { CatalogData } from './catalog-loading.ts';

/**
 * The embedded catalog: `init` fills the database from the data files (`catalog-loading.ts`),
 * then the queries (`catalog-queries.ts`) and the artwork (`catalog-artwork.ts`) answer from
 * the index built from what is stored. Before `init` both answer from an empty catalog.
 */
export class CatalogService {
  private current: { queries: CatalogQueries; artwork: CatalogArtwork };

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

  private serve(index: CatalogIndex) {
    return {
      queries: new CatalogQueries(index, this.now),
      artwork: new CatalogArtwork(index),
    };
  }
}
