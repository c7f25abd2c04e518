import { sql, type Transaction } from 'kysely';
import type { DialectName } from './database.ts';
import type { Database } from './schema.ts';

/** Fixed keys, the same on every instance, one per table that instances fill when they start. */
export const startupLocks = { catalog: 7_413_902, library: 7_413_903 } as const;

/**
 * Instances started together on one PostgreSQL database would each replace the same table and
 * collide on its keys when both commit. Inside a transaction this waits until no other instance
 * holds the lock, which PostgreSQL releases when that transaction ends. SQLite needs none: a
 * file has one writer at a time.
 */
export async function holdStartupLock(
  trx: Transaction<Database>,
  dialect: DialectName,
  lock: (typeof startupLocks)[keyof typeof startupLocks],
): Promise<void> {
  if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${lock})`.execute(trx);
}
