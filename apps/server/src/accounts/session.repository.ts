import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SessionsTable } from './accounts.tables.ts';
import { SessionCache } from './session-cache.ts';
import { noSessionRemovals, type SessionRemovals } from './session-removals.ts';

export type SessionRow = Selectable<SessionsTable>;

/**
 * Session rows, with lookups by id served from a short-lived cache (session-cache.ts). Removals
 * reach the other instances' caches through `removals`.
 */
export class SessionRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly removals: SessionRemovals = noSessionRemovals,
    private readonly cache = new SessionCache(),
  ) {
    removals.subscribe((removal) => {
      if ('sessionId' in removal) cache.forget(removal.sessionId);
      else cache.forgetUser(removal.userId);
    });
  }

  async insert(session: SessionRow): Promise<void> {
    await this.db.insertInto('sessions').values(session).execute();
  }

  async findById(id: string): Promise<SessionRow | undefined> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const generation = this.cache.generation;
    const session = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (session) this.cache.remember(session, generation);
    return session;
  }

  /** The user's live sessions: an expired one can no longer be used, so it is not a device. */
  listByUser(userId: string, now: number): Promise<SessionRow[]> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .orderBy('created_at')
      .execute();
  }

  async touch(id: string, accessedAt: number, expiresAt: number): Promise<void> {
    const touched = await this.db
      .updateTable('sessions')
      .set({ accessed_at: accessedAt, expires_at: expiresAt })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (touched) this.cache.update(touched);
  }

  async setDevice(id: string, device: string): Promise<SessionRow | undefined> {
    const updated = await this.db
      .updateTable('sessions')
      .set({ device })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (updated) this.cache.update(updated);
    return updated;
  }

  async delete(id: string): Promise<void> {
    this.cache.forget(id);
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
    this.cache.forget(id);
    this.removals.publish({ sessionId: id });
  }

  /** The database drops a deleted user's sessions by cascade; this drops them from the cache. */
  forgetUser(userId: string): void {
    this.cache.forgetUser(userId);
    this.removals.publish({ userId });
  }
}
