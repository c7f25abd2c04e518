import type { Selectable } from 'kysely';
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
  private readonly entries = new Map<string, { session: SessionRow; until: number }>();
  private forgotten = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Changes whenever anything is forgotten; compare it before and after a lookup. */
  get generation(): number {
    return this.forgotten;
  }

  get(id: string): SessionRow | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.session;
    this.entries.delete(id);
    return undefined;
  }

  /** Stores a looked-up row unless something was forgotten since `generation` was read. */
  remember(session: SessionRow, generation: number): void {
    if (generation !== this.forgotten) return;
    this.put(session);
  }

  /** Replaces a remembered row with what this process has just written. */
  update(session: SessionRow): void {
    if (this.entries.has(session.id)) this.put(session);
  }

  forget(id: string): void {
    this.forgotten += 1;
    this.entries.delete(id);
  }

  forgetUser(userId: string): void {
    this.forgotten += 1;
    for (const [id, entry] of this.entries) {
      if (entry.session.user_id === userId) this.entries.delete(id);
    }
  }

  private put(session: SessionRow): void {
    // Dropping everything when full is cheaper than LRU bookkeeping and refills in one lookup each.
    if (this.entries.size >= this.maxEntries && !this.entries.has(session.id)) this.entries.clear();
    this.entries.set(session.id, { session, until: this.now() + this.ttlMs });
  }
}
