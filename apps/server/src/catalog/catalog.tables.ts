/**
 * The embedded catalog in the database: one row per title with its source record as JSON (the
 * in-memory index is rebuilt from these rows), plus the content hash that tells a start whether
 * the data files changed. Search ranks the in-memory index, so no search index is kept here.
 */
export interface CatalogTitleTable {
  row_id: number;
  media_type: 'movie' | 'tv';
  tmdb_id: number;
  /** Lower-cased, accent-free title and original title (search-text.ts). */
  title_norm: string;
  original_norm: string;
  popularity: number;
  /** The CatalogMovie or CatalogShow record as JSON. */
  document: string;
}

export interface CatalogStateTable {
  key: string;
  value: string;
}

export interface CatalogTables {
  catalog_titles: CatalogTitleTable;
  catalog_state: CatalogStateTable;
}
