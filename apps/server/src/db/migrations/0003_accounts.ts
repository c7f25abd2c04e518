import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** Accounts, sessions, challenges and synced data (accounts/accounts.tables.ts). */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull().unique())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('profile_color_a', 'text', (c) => c.notNull())
    .addColumn('profile_color_b', 'text', (c) => c.notNull())
    .addColumn('profile_icon', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_logged_in', 'bigint')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('accessed_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('challenge_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('flow', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('challenge_codes_expires_at')
    .on('challenge_codes')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('bookmarks')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tmdb_id', 'text', (c) => c.notNull())
    .addColumn('meta', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'tmdb_id'])
    .execute();

  await db.schema
    .createTable('progress_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tmdb_id', 'text', (c) => c.notNull())
    .addColumn('season_id', 'text', (c) => c.notNull())
    .addColumn('episode_id', 'text', (c) => c.notNull())
    .addColumn('season_number', 'integer')
    .addColumn('episode_number', 'integer')
    .addColumn('meta', 'text', (c) => c.notNull())
    .addColumn('duration', 'bigint', (c) => c.notNull())
    .addColumn('watched', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('progress_items_key', ['user_id', 'tmdb_id', 'season_id', 'episode_id'])
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
