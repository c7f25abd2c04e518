import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import { holdStartupLock, startupLocks } from '../db/startup-lock.ts';
import type { Database } from '../db/schema.ts';

export type MediaType = 'movie' | 'tv';

/** One title as stored: normalized texts for search, the source record as JSON. */
export interface CatalogRow {
  mediaType: MediaType;
  tmdbId: number;
  titleNorm: string;
  originalNorm: string;
  popularity: number;
  document: string;
}

/** The catalog's storage, so the service can be tested and run on either database. */
export interface CatalogRepository {
  readContentHash(): Promise<string | undefined>;
  /** Replaces every title and records the hash, in one transaction. */
  replaceAll(rows: CatalogRow[], contentHash: string): Promise<void>;
  readAll(): Promise<CatalogRow[]>;
}

const HASH_KEY = 'content_hash';
const INSERT_CHUNK = 200;

export function createCatalogRepository(handle: DatabaseHandle): CatalogRepository {
  const { db, dialect } = handle;
  return {
    async readContentHash() {
      const row = await db
        .selectFrom('catalog_state')
        .select('value')
        .where('key', '=', HASH_KEY)
        .executeTakeFirst();
      return row?.value;
    },

    async replaceAll(rows, contentHash) {
      await db.transaction().execute(async (trx) => {
        // Another instance may have filled it while this one waited for the lock.
        await holdStartupLock(trx, dialect, startupLocks.catalog);
        const stored = await trx
          .selectFrom('catalog_state')
          .select('value')
          .where('key', '=', HASH_KEY)
          .executeTakeFirst();
        if (stored?.value === contentHash) return;
        await trx.deleteFrom('catalog_titles').execute();
        await insertRows(trx, rows);
        await trx.deleteFrom('catalog_state').where('key', '=', HASH_KEY).execute();
        await trx
          .insertInto('catalog_state')
          .values({ key: HASH_KEY, value: contentHash })
          .execute();
      });
    },

    async readAll() {
      const rows = await db.selectFrom('catalog_titles').selectAll().orderBy('row_id').execute();
      return rows.map((r) => ({
        mediaType: r.media_type,
        tmdbId: r.tmdb_id,
        titleNorm: r.title_norm,
        originalNorm: r.original_norm,
        popularity: r.popularity,
        document: r.document,
      }));
    },
  };
}

async function insertRows(trx: Transaction<Database>, rows: CatalogRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK).map((r, i) => ({
      row_id: start + i + 1,
      media_type: r.mediaType,
      tmdb_id: r.tmdbId,
      title_norm: r.titleNorm,
      original_norm: r.originalNorm,
      popularity: r.popularity,
      document: r.document,
    }));
    await trx.insertInto('catalog_titles').values(chunk).execute();
  }
}
