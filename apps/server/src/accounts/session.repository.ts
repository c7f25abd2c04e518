import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SessionsTable } from './accounts.tables.ts';

export type SessionRow = Selectable<SessionsTable>;

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(session: SessionRow): Promise<void> {
    await this.db.insertInto('sessions').values(session).execute();
  }

  findById(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listByUser(userId: string): Promise<SessionRow[]> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  async touch(id: string, accessedAt: number, expiresAt: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ accessed_at: accessedAt, expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  }

  setDevice(id: string, device: string): Promise<SessionRow | undefined> {
    return this.db
      .updateTable('sessions')
      .set({ device })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }
}
