import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** The media library's index (library/library.tables.ts). */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('library_files')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('root', 'text', (c) => c.notNull())
    .addColumn('relative_path', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('tmdb_id', 'integer', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('episode', 'integer', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addUniqueConstraint('library_files_path_unique', ['root', 'relative_path'])
    .execute();
  await db.schema
    .createIndex('library_files_title')
    .on('library_files')
    .columns(['media_type', 'tmdb_id', 'season', 'episode'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('library_files').ifExists().execute();
}
