import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Catalog search ranks every title and person in memory (catalog/catalog-queries.ts), so the
 * trigram and full-text indexes of the first catalog migration are no longer read or filled.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`DROP TABLE IF EXISTS catalog_titles_fts`.execute(db);
    return;
  }
  await sql`DROP INDEX IF EXISTS catalog_titles_title_trgm`.execute(db);
  await sql`DROP INDEX IF EXISTS catalog_titles_original_trgm`.execute(db);
  await sql`DROP INDEX IF EXISTS catalog_titles_fulltext`.execute(db);
}

export async function down(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`CREATE VIRTUAL TABLE catalog_titles_fts USING fts5(title_norm, original_norm, tokenize = 'trigram')`.execute(
      db,
    );
    await sql`INSERT INTO catalog_titles_fts (rowid, title_norm, original_norm)
      SELECT row_id, title_norm, original_norm FROM catalog_titles`.execute(db);
    return;
  }
  await sql`CREATE INDEX catalog_titles_title_trgm ON catalog_titles USING gin (title_norm gin_trgm_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX catalog_titles_original_trgm ON catalog_titles USING gin (original_norm gin_trgm_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX catalog_titles_fulltext ON catalog_titles USING gin (to_tsvector('simple', title_norm || ' ' || original_norm))`.execute(
    db,
  );
}
