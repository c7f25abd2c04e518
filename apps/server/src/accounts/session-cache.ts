import type { Selectable } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { SessionsTable } from './accounts.tables.ts';

type SessionRow = Selectable<SessionsTable>;

/**
 * Every authenticated call starts with a session lookup, which would double the database round
 * trips of the sync calls. Sessions are remembered briefly instead.
 *
 * Deleting a session or a user in this process forgets it at once, so a deleted session stops
 * working on the very next call. Other server instances sharing the database hear of it through
 * Redis when it is configured (session-removals.ts); without Redis, or while it is down, a
 * session deleted elsewhere keeps working for at most `ttlMs`.
 *
 * A lookup that was already running when something was forgotten may return the row as it was
 * before; `generation` lets the caller tell, so such a stale row is never stored.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, SessionRow>;
  private forgotten = 0;

  constructor(ttlMs = 5_000, maxEntries = 10_000, now: () => number = () => performance.now()) {
    this.entries = new LRUCache<string, SessionRow>({
      max: maxEntries,
      ttl: ttlMs,
      perf: { now },
      // Read the clock at every lookup rather than once per millisecond behind a timer.
      ttlResolution: 0,
    });
  }

  /** Changes whenever anything is forgotten; compare it before and after a lookup. */
  get generation(): number {
    return this.forgotten;
  }

  get(id: string): SessionRow | undefined {
    return this.entries.get(id);
  }

  /** Stores a looked-up row unless something was forgotten since `generation` was read. */
  remember(session: SessionRow, generation: number): void {
    if (generation !== this.forgotten) return;
    this.entries.set(session.id, session);
  }

  /** Replaces a remembered row with what this process has just written. */
  update(session: SessionRow): void {
    if (this.entries.has(session.id)) this.entries.set(session.id, session);
  }

  forget(id: string): void {
    this.forgotten += 1;
    this.entries.delete(id);
  }

  forgetUser(userId: string): void {
    this.forgotten += 1;
    const ids: string[] = [];
    this.entries.forEach((session, id) => {
      if (session.user_id === userId) ids.push(id);
    });
    for (const id of ids) this.entries.delete(id);
  }
}
