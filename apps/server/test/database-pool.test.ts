import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { bearer, register } from './accounts-client.ts';
import { createTestDatabase, testConfig } from './databases.ts';
import { startPgBouncer, type Pooler } from './pgbouncer.ts';

describe('the PostgreSQL pool', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.drop());

  it('opens at most DATABASE_POOL_SIZE connections however many queries wait', async () => {
    const handle = openDatabase(database.url, { poolSize: 3 });
    try {
      const backends = await Promise.all(
        Array.from({ length: 9 }, () =>
          sql<{ pid: number }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`.execute(handle.db),
        ),
      );
      expect(new Set(backends.map((r) => r.rows[0]!.pid)).size).toBe(3);
    } finally {
      await handle.destroy();
    }
  });
});

/**
 * A pooler in transaction mode gives every transaction whichever server connection is free, so
 * a statement named on one connection is unknown (or already known) on the next.
 */
describe('PostgreSQL through PgBouncer in transaction mode', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pooler: Pooler;

  beforeAll(async () => {
    // Migrated through the pooler, as a server starting behind one does.
    database = await createTestDatabase('postgres', { migrated: false });
    pooler = await startPgBouncer(database.url);
  });
  afterAll(async () => {
    await pooler.stop();
    await database.drop();
  });

  /** Sync calls of several accounts at once, through the whole server; the statuses answered. */
  async function syncThroughPooler(): Promise<number[]> {
    const handle = openDatabase(pooler.through(database.url), {
      poolSize: 4,
      statements: 'unnamed',
    });
    let app: FastifyInstance | undefined;
    try {
      await migrateToLatest(handle);
      app = await buildApp({ config: testConfig(), database: handle, serveWebApp: false });
      const server = app;
      const accounts = await Promise.all([1, 2, 3, 4].map(() => register(server)));
      const calls = accounts.flatMap((account) =>
        [1, 2, 3].flatMap((n) => [
          server.inject({
            method: 'PUT',
            url: `/users/${account.userId}/progress/${n}`,
            headers: bearer(account.token),
            payload: {
              meta: { title: `Title ${n}`, year: 2001, type: 'movie' },
              tmdbId: String(n),
              duration: 100,
              watched: n,
            },
          }),
          server.inject({
            method: 'GET',
            url: `/users/${account.userId}/progress`,
            headers: bearer(account.token),
          }),
        ]),
      );
      return (await Promise.all(calls)).map((answer) => answer.statusCode);
    } finally {
      await app?.close();
      await handle.destroy();
    }
  }

  it('serves every call with unnamed statements', async () => {
    const statuses = await syncThroughPooler();
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('fails with named statements, which is why the setting exists', async () => {
    const handle = openDatabase(pooler.through(database.url), { poolSize: 4, statements: 'named' });
    try {
      // Four client connections each name the statement, on two server connections.
      const runs = await Promise.allSettled(
        Array.from({ length: 8 }, (_, n) => sql`SELECT ${n}::int AS n`.execute(handle.db)),
      );
      const failures = runs.flatMap((run) =>
        run.status === 'rejected' ? [String(run.reason)] : [],
      );
      expect(failures.length).toBeGreaterThan(0);
      expect(failures[0]).toMatch(/prepared statement "screenroom_\d+"/);
    } finally {
      await handle.destroy();
    }
  });
});
