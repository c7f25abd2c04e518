import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import { holdStartupLock, startupLocks } from '../db/startup-lock.ts';
import type { Database } from '../db/schema.ts';
import { searchWords, wordTrigrams } from './search-text.ts';

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

export interface CatalogKey {
  mediaType: MediaType;
  tmdbId: number;
}

/** The catalog's storage, so the service can be tested and run on either database. */
export interface CatalogRepository {
  readContentHash(): Promise<string | undefined>;
  /** Replaces every title and records the hash, in one transaction. */
  replaceAll(rows: CatalogRow[], contentHash: string): Promise<void>;
  readAll(): Promise<CatalogRow[]>;
  /** Titles that may answer a normalized query, best first; the service ranks them finally. */
  searchCandidates(normalizedQuery: string): Promise<CatalogKey[]>;
}

const HASH_KEY = 'content_hash';
/** Enough for every plausible match in a catalog of a few hundred titles. */
const CANDIDATE_LIMIT = 300;
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
        if (dialect === 'sqlite') await rebuildSqliteIndex(trx);
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

    searchCandidates(query) {
      return dialect === 'sqlite' ? searchSqlite(db, query) : searchPostgres(db, query);
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

async function rebuildSqliteIndex(trx: Transaction<Database>): Promise<void> {
  await sql`DELETE FROM catalog_titles_fts`.execute(trx);
  await sql`INSERT INTO catalog_titles_fts (rowid, title_norm, original_norm)
    SELECT row_id, title_norm, original_norm FROM catalog_titles`.execute(trx);
}

interface KeyRow {
  media_type: MediaType;
  tmdb_id: number;
}

const toKeys = (rows: KeyRow[]): CatalogKey[] =>
  rows.map((r) => ({ mediaType: r.media_type, tmdbId: Number(r.tmdb_id) }));

/**
 * SQLite: the trigram FTS5 index finds titles sharing any three-letter piece with the query
 * (so a typo still shares most pieces), best BM25 first. Words under three letters have no
 * trigrams; a query made only of them falls back to word-prefix LIKE.
 */
async function searchSqlite(db: Kysely<Database>, query: string): Promise<CatalogKey[]> {
  const words = searchWords(query);
  const trigrams = wordTrigrams(words);
  if (trigrams.length === 0) {
    const prefix = `${query}%`;
    const wordPrefix = `% ${query}%`;
    const result = await sql<KeyRow>`SELECT media_type, tmdb_id FROM catalog_titles
      WHERE title_norm LIKE ${prefix} OR title_norm LIKE ${wordPrefix}
         OR original_norm LIKE ${prefix} OR original_norm LIKE ${wordPrefix}
      ORDER BY popularity DESC LIMIT ${CANDIDATE_LIMIT}`.execute(db);
    return toKeys(result.rows);
  }
  const match = trigrams.map((t) => `"${t}"`).join(' OR ');
  const result = await sql<KeyRow>`SELECT t.media_type, t.tmdb_id
    FROM catalog_titles_fts f JOIN catalog_titles t ON t.row_id = f.rowid
    WHERE catalog_titles_fts MATCH ${match}
    ORDER BY bm25(catalog_titles_fts) LIMIT ${CANDIDATE_LIMIT}`.execute(db);
  return toKeys(result.rows);
}

/**
 * PostgreSQL: pg_trgm word similarity (typos, partial words) or a prefix full-text match, most
 * similar first.
 */
async function searchPostgres(db: Kysely<Database>, query: string): Promise<CatalogKey[]> {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const tsQuery = words.map((w) => `${w}:*`).join(' & ');
  const result = await sql<KeyRow>`SELECT media_type, tmdb_id FROM catalog_titles
    WHERE word_similarity(${query}, title_norm) >= 0.3
       OR word_similarity(${query}, original_norm) >= 0.3
       OR to_tsvector('simple', title_norm || ' ' || original_norm) @@ to_tsquery('simple', ${tsQuery})
    ORDER BY greatest(word_similarity(${query}, title_norm), word_similarity(${query}, original_norm)) DESC,
      popularity DESC
    LIMIT ${CANDIDATE_LIMIT}`.execute(db);
  return toKeys(result.rows);
}
