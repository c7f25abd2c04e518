import type { Kysely, Selectable } from 'kysely';
import type { DialectName } from '../db/database.ts';
import { keyListRead } from '../db/key-list.ts';
import { readBatcher } from '../db/read-batcher.ts';
import type { Database } from '../db/schema.ts';
import type { BookmarksTable } from './accounts.tables.ts';

export type BookmarkRow = Selectable<BookmarksTable>;

export class BookmarkRepository {
  /**
   * Restoring reads the whole list on every start of every client; the lists asked for within
   * one event-loop turn come from the database in one statement.
   */
  private readonly batchedList;

  constructor(
    private readonly db: Kysely<Database>,
    dialect: DialectName,
  ) {
    this.batchedList = readBatcher<BookmarkRow>({
      read: keyListRead(db, dialect, 'user_id', (userIdIn) =>
        db.selectFrom('bookmarks').selectAll().where(userIdIn).orderBy('updated_at'),
      ),
      keyOfRow: (row) => row.user_id,
    });
  }

  listByUser(userId: string): Promise<BookmarkRow[]> {
    return this.batchedList(userId);
  }

  async upsert(rows: BookmarkRow[]): Promise<BookmarkRow[]> {
    if (rows.length === 0) return [];
    return this.db
      .insertInto('bookmarks')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['user_id', 'tmdb_id']).doUpdateSet((eb) => ({
          meta: eb.ref('excluded.meta'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returningAll()
      .execute();
  }

  async delete(userId: string, tmdbId: string): Promise<void> {
    await this.db
      .deleteFrom('bookmarks')
      .where('user_id', '=', userId)
      .where('tmdb_id', '=', tmdbId)
      .execute();
  }
}
