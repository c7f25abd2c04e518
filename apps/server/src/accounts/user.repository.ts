import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { UsersTable } from './accounts.tables.ts';

export type UserRow = Selectable<UsersTable>;

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(user: UserRow): Promise<void> {
    await this.db.insertInto('users').values(user).execute();
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByPublicKey(publicKey: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('public_key', '=', publicKey)
      .executeTakeFirst();
  }

  async update(
    id: string,
    changes: Partial<Omit<UserRow, 'id' | 'public_key'>>,
  ): Promise<UserRow | undefined> {
    if (Object.keys(changes).length === 0) return this.findById(id);
    return this.db
      .updateTable('users')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Sessions, bookmarks, progress and settings go with it (ON DELETE CASCADE). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', id).execute();
  }

  countByNamespace(): Promise<{ namespace: string; count: number }[]> {
    return this.db
      .selectFrom('users')
      .select((eb) => ['namespace', eb.fn.countAll<number>().as('count')])
      .groupBy('namespace')
      .execute();
  }
}
