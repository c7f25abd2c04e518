import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BookmarksTable } from './accounts.tables.ts';

export type BookmarkRow = Selectable<BookmarksTable>;

export class BookmarkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listByUser(userId: string): Promise<BookmarkRow[]> {
    return this.db
      .selectFrom('bookmarks')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at')
      .execute();
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
