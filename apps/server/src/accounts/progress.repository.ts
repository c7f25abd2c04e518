import {
  type ExpressionBuilder,
  type Kysely,
  type OnConflictDatabase,
  type OnConflictTables,
  type Selectable,
} from 'kysely';
import type { DialectName } from '../db/database.ts';
import { preparedQuery, runPrepared } from '../db/prepared-query.ts';
import { keyListRead } from '../db/key-list.ts';
import { readBatcher } from '../db/read-batcher.ts';
import { writeBatcher } from '../db/write-batcher.ts';
import type { Database } from '../db/schema.ts';
import type { ProgressItemsTable } from './accounts.tables.ts';

export type ProgressRow = Selectable<ProgressItemsTable>;

type ProgressKey = Pick<ProgressRow, 'user_id' | 'tmdb_id' | 'season_id' | 'episode_id'>;

const keyOf = (row: ProgressKey) =>
  `${row.user_id}\u0000${row.tmdb_id}\u0000${row.season_id}\u0000${row.episode_id}`;

/** On conflict, every column but the key and the id takes the incoming value. */
function takeIncoming(
  eb: ExpressionBuilder<
    OnConflictDatabase<Database, 'progress_items'>,
    OnConflictTables<'progress_items'>
  >,
) {
  return {
    season_number: eb.ref('excluded.season_number'),
    episode_number: eb.ref('excluded.episode_number'),
    meta: eb.ref('excluded.meta'),
    duration: eb.ref('excluded.duration'),
    watched: eb.ref('excluded.watched'),
    updated_at: eb.ref('excluded.updated_at'),
  };
}

export class ProgressRepository {
  private readonly upsertQuery;
  /**
   * Saves queued within one event-loop turn go to the database as one statement with one
   * commit. Each commit waits for the disk (synchronous commit on PostgreSQL, `synchronous =
   * FULL` on SQLite): the client drops a save from its queue once it is answered, so an answered
   * save must survive a crash.
   */
  private readonly batchedUpsert;
  /** Lists asked for within one event-loop turn come from the database in one statement. */
  private readonly batchedList;

  constructor(
    private readonly db: Kysely<Database>,
    dialect: DialectName,
  ) {
    this.upsertQuery = this.upsertQueryFor();
    this.batchedUpsert = writeBatcher<ProgressRow, string>({
      keyOf,
      write: (rows) => this.upsertMany(rows),
    });
    this.batchedList = readBatcher<ProgressRow>({
      read: keyListRead(db, dialect, 'user_id', (userIdIn) =>
        db.selectFrom('progress_items').selectAll().where(userIdIn).orderBy('updated_at'),
      ),
      keyOfRow: (row) => row.user_id,
    });
  }

  listByUser(userId: string): Promise<ProgressRow[]> {
    return this.batchedList(userId);
  }

  /** One item per (user, title, season id, episode id); the latest write wins. */
  async upsert(row: ProgressRow): Promise<ProgressRow> {
    // Every other column of a conflicting row ends up equal to `row`; only its id is kept.
    return { ...row, id: await this.batchedUpsert(row) };
  }

  /** The stored id of each row, by key; `rows` holds each key once. */
  private async upsertMany(rows: ProgressRow[]): Promise<Map<string, string>> {
    if (rows.length === 1) {
      const [saved] = await runPrepared(this.db, this.upsertQuery(rows[0]!));
      return new Map([[keyOf(rows[0]!), saved!.id]]);
    }
    // Rows in one order in every batch: two batches touching the same rows then lock them in
    // the same order instead of deadlocking.
    const ordered = rows.toSorted((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
    const saved = await this.db
      .insertInto('progress_items')
      .values(ordered)
      .onConflict((oc) =>
        oc.columns(['user_id', 'tmdb_id', 'season_id', 'episode_id']).doUpdateSet(takeIncoming),
      )
      .returning(['id', 'user_id', 'tmdb_id', 'season_id', 'episode_id'])
      .execute();
    return new Map(saved.map((row) => [keyOf(row), row.id]));
  }

  private upsertQueryFor() {
    return preparedQuery<ProgressRow, { id: string }>((param) =>
      this.db
        .insertInto('progress_items')
        .values({
          id: param('id'),
          user_id: param('user_id'),
          tmdb_id: param('tmdb_id'),
          season_id: param('season_id'),
          episode_id: param('episode_id'),
          season_number: param('season_number'),
          episode_number: param('episode_number'),
          meta: param('meta'),
          duration: param('duration'),
          watched: param('watched'),
          updated_at: param('updated_at'),
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'tmdb_id', 'season_id', 'episode_id']).doUpdateSet(takeIncoming),
        )
        .returning('id'),
    );
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
          .doUpdateSet(takeIncoming)
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
