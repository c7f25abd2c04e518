import crypto from 'node:crypto';
import { buildCatalogIndex, type CatalogIndex } from './catalog-index.ts';
import type { CatalogMovie, CatalogShow } from './catalog-types.ts';
import type { CatalogRepository, CatalogRow } from './catalog.repository.ts';
import { normalizeSearchText } from './search-text.ts';

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

export interface LoadedCatalog {
  index: CatalogIndex;
  /** Whether the database had to be refilled. */
  reloaded: boolean;
}

/**
 * Fills the embedded catalog: the data files are the source, copied into the database only when
 * their hash changed, and the index is built from the database, so what is served is always what
 * is stored.
 */
export async function loadCatalog(
  repository: CatalogRepository,
  data: CatalogData,
): Promise<LoadedCatalog> {
  const rows = catalogRows(data);
  const hash = contentHash(rows);
  const reloaded = (await repository.readContentHash()) !== hash;
  if (reloaded) await repository.replaceAll(rows, hash);
  return { index: buildCatalogIndex(await repository.readAll()), reloaded };
}
