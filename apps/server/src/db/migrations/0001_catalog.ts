import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** The embedded catalog's tables and its search index (catalog/catalog.tables.ts). */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await db.schema
    .createTable('catalog_titles')
    .addColumn('row_id', 'integer', (c) => c.primaryKey())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('tmdb_id', 'integer', (c) => c.notNull())
    .addColumn('title_norm', 'text', (c) => c.notNull())
    .addColumn('original_norm', 'text', (c) => c.notNull())
    .addColumn('popularity', 'real', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addUniqueConstraint('catalog_titles_media_unique', ['media_type', 'tmdb_id'])
    .execute();
  await db.schema
    .createTable('catalog_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  if (dialect === 'sqlite') {
    await sql`CREATE VIRTUAL TABLE catalog_titles_fts USING fts5(title_norm, original_norm, tokenize = 'trigram')`.execute(
      db,
    );
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

export async function down(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') await sql`DROP TABLE IF EXISTS catalog_titles_fts`.execute(db);
  await db.schema.dropTable('catalog_state').ifExists().execute();
  await db.schema.dropTable('catalog_titles').ifExists().execute();
}
