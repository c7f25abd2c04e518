import type { Kysely, Selectable } from 'kysely';
import { preparedQuery, runPrepared } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import type { BookmarksTable } from './accounts.tables.ts';

export type BookmarkRow = Selectable<BookmarksTable>;

export class BookmarkRepository {
  // Restoring reads the whole list on every start of every client.
  private readonly listQuery;

  constructor(private readonly db: Kysely<Database>) {
    this.listQuery = preparedQuery<{ userId: string }, BookmarkRow>((param) =>
      db
        .selectFrom('bookmarks')
        .selectAll()
        .where('user_id', '=', param('userId'))
        .orderBy('updated_at'),
    );
  }

  listByUser(userId: string): Promise<BookmarkRow[]> {
    return runPrepared(this.db, this.listQuery({ userId }));
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
