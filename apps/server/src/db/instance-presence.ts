import crypto from 'node:crypto';
import os from 'node:os';
import type { DatabaseHandle } from './database.ts';

/** How often a running server renews its row. */
export const PRESENCE_EVERY_MS = 15_000;
/** A row older than this belongs to a server that stopped without saying so (killed, crashed). */
export const PRESENCE_STALE_MS = 3 * PRESENCE_EVERY_MS;

export interface RunningInstance {
  host: string;
  pid: number;
  seenAt: number;
}

export interface InstancePresence {
  /** Removes this server's row: it no longer uses the database. */
  stop(): Promise<void>;
}

/**
 * Records in the database that this server uses it, renewed while it runs, so a restore can
 * refuse to replace a database under a running server. It works the same behind a connection
 * pooler, where the database's own list of sessions shows the pooler instead of the servers.
 */
export async function announceInstance(
  handle: DatabaseHandle,
  { now = Date.now, everyMs = PRESENCE_EVERY_MS }: { now?: () => number; everyMs?: number } = {},
): Promise<InstancePresence> {
  const { db } = handle;
  const id = crypto.randomUUID();
  const started = now();
  await db
    .insertInto('server_instances')
    .values({ id, host: os.hostname(), pid: process.pid, started_at: started, seen_at: started })
    .execute();
  const timer = setInterval(() => {
    // A renewal that fails (the database restarting) is made again next time.
    db.updateTable('server_instances')
      .set({ seen_at: now() })
      .where('id', '=', id)
      .execute()
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await db.deleteFrom('server_instances').where('id', '=', id).execute();
    },
  };
}

/** Servers that renewed their row lately; none when the database predates the table. */
export async function runningInstances(
  handle: DatabaseHandle,
  now = Date.now(),
): Promise<RunningInstance[]> {
  const tables = await handle.db.introspection.getTables();
  if (!tables.some((table) => table.name === 'server_instances')) return [];
  const rows = await handle.db
    .selectFrom('server_instances')
    .select(['host', 'pid', 'seen_at'])
    .where('seen_at', '>', now - PRESENCE_STALE_MS)
    .execute();
  return rows.map((row) => ({ host: row.host, pid: row.pid, seenAt: row.seen_at }));
}
