import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionRefused,
  joinParty,
  mediaFolderWithFilm,
  openPausedStream,
} from './drain-clients.ts';
import { createTestDatabase } from './databases.ts';
import { exitOf, freePort, hasExited, startProcess, stopProcess, waitUntil } from './processes.ts';

/**
 * The server process as `npm start` runs it, stopped by a signal as an orchestrator stops it: a
 * film being streamed and a watch party's socket are open when the signal comes.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let media: ReturnType<typeof mediaFolderWithFilm>;
let dataDir: string;
const running: ReturnType<typeof startProcess>[] = [];

beforeAll(() => {
  media = mediaFolderWithFilm();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-shutdown-'));
});
afterEach(async () => {
  for (const server of running.splice(0)) await stopProcess(server.child);
});
afterAll(() => {
  media.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(shutdownTimeoutMs: number, databaseUrl?: string) {
  const port = await freePort();
  const databaseFile = path.join(dataDir, `${port}.sqlite`);
  const server = startProcess(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? `file:${databaseFile}`,
      MEDIA_DIR: media.dir,
      TMDB_API_KEY: '',
      ARCHIVE_URL: '',
      REDIS_URL: '',
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    },
  });
  running.push(server);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => (await fetch(`${baseUrl}/readyz`)).ok,
    30_000,
    'the server answering',
    () => (hasExited(server.child) ? `it exited: ${server.output()}` : null),
  );
  return { ...server, baseUrl, databaseFile };
}

describe('stopping the server process', () => {
  it('on SIGTERM stops accepting, closes what is open at the time limit and exits 0', async () => {
    const server = await startServer(1500);
    const line = `Screenroom is serving at ${server.baseUrl} — SQLite ${server.databaseFile}; no Redis`;
    await waitUntil(async () => server.output().includes(line), 2000, 'the start-up line');
    const stream = await openPausedStream(server.baseUrl, media.filmPath);
    const party = await joinParty(server.baseUrl);
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    await waitUntil(() => connectionRefused(server.baseUrl), 1000, 'new connections refused');
    const closed = await party.closed;
    expect(closed.code).toBe(1001);
    expect(closed.at - signalled).toBeGreaterThanOrEqual(1500);
    stream.resume();
    expect((await stream.done).complete).toBe(false);
    expect(await exitOf(server.child, 5000)).toBe(0);
    expect(server.output()).not.toMatch(/error/i);
    // It said it no longer uses the database: a restore may go ahead at once.
    const database = new SQLite(server.databaseFile, { readonly: true });
    expect(database.prepare('SELECT count(*) FROM server_instances').pluck().get()).toBe(0);
    database.close();
  });

  it('exits at once on a second signal', async () => {
    const server = await startServer(60_000);
    await openPausedStream(server.baseUrl, media.filmPath);
    server.child.kill('SIGTERM');
    await waitUntil(() => connectionRefused(server.baseUrl), 1000, 'new connections refused');
    expect(hasExited(server.child)).toBe(false);
    const second = Date.now();
    server.child.kill('SIGTERM');
    expect(await exitOf(server.child, 2000)).toBe(128 + os.constants.signals.SIGTERM);
    expect(Date.now() - second).toBeLessThan(2000);
  });

  it('exits within the time limit and five seconds more when closing hangs', async () => {
    // A request stuck behind a lock keeps its database connection, so closing the pool would
    // wait for it forever.
    const database = await createTestDatabase('postgres');
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      const server = await startServer(1000, database.url);
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE challenge_codes IN ACCESS EXCLUSIVE MODE');
      const stuck = fetch(`${server.baseUrl}/auth/register/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).catch(() => null);
      await waitUntil(
        async () =>
          (
            await locker.query(
              `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )
          ).rowCount === 1,
        10_000,
        'the request waiting for the lock',
      );
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await exitOf(server.child, 10_000)).toBe(1);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(6000);
      expect(server.output()).toContain('Shutdown did not finish within 6000 ms; exiting');
      await stuck;
    } finally {
      await locker.end();
      await database.drop();
    }
  });
});
