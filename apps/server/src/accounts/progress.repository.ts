import { sql, type Kysely, type Selectable } from 'kysely';
import type { DialectName } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { ProgressItemsTable } from './accounts.tables.ts';

export type ProgressRow = Selectable<ProgressItemsTable>;

/**
 * Progress is rewritten every few seconds while something plays. On PostgreSQL its commits need
 * not wait for the disk flush: a crash loses at most the last fraction of a second of progress,
 * which the player's next write restores. `set_config(..., true)` in RETURNING applies to this
 * statement's own transaction, so it costs no extra round trip.
 */
const asyncCommit = sql<string>`set_config('synchronous_commit', 'off', true)`.as('async_commit');

export class ProgressRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  listByUser(userId: string): Promise<ProgressRow[]> {
    return this.db
      .selectFrom('progress_items')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at')
      .execute();
  }

  /** One item per (user, title, season id, episode id); the latest write wins. */
  async upsert(row: ProgressRow): Promise<ProgressRow> {
    const query = this.db
      .insertInto('progress_items')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['user_id', 'tmdb_id', 'season_id', 'episode_id']).doUpdateSet((eb) => ({
          season_number: eb.ref('excluded.season_number'),
          episode_number: eb.ref('excluded.episode_number'),
          meta: eb.ref('excluded.meta'),
          duration: eb.ref('excluded.duration'),
          watched: eb.ref('excluded.watched'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returningAll();
    if (this.dialect !== 'postgres') return query.executeTakeFirstOrThrow();
    const { async_commit: _setting, ...saved } = await query
      .returning(asyncCommit)
      .executeTakeFirstOrThrow();
    return saved;
  }

  /** Like upsert, but an existing item watched further than the incoming one is kept. */
  async upsertFurthest(rows: ProgressRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('progress_items')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'tmdb_id', 'season_id', 'episode_id'])
          .doUpdateSet((eb) => ({
            season_number: eb.ref('excluded.season_number'),
            episode_number: eb.ref('excluded.episode_number'),
            meta: eb.ref('excluded.meta'),
            duration: eb.ref('excluded.duration'),
            watched: eb.ref('excluded.watched'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          .where((eb) => eb('progress_items.watched', '<', eb.ref('excluded.watched'))),
      )
      .execute();
  }

  /** Deletes the title's items, narrowed to a season and/or episode when given. */
  async delete(
    userId: string,
    tmdbId: string,
    seasonId: string | undefined,
    episodeId: string | undefined,
  ): Promise<number> {
    let query = this.db
      .deleteFrom('progress_items')
      .where('user_id', '=', userId)
      .where('tmdb_id', '=', tmdbId);
    if (seasonId !== undefined) query = query.where('season_id', '=', seasonId);
    if (episodeId !== undefined) query = query.where('episode_id', '=', episodeId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
