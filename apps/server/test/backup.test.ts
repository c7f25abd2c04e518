import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { backupDatabase, restoreDatabase } from '../src/db/backup.ts';
import { openDatabase, type DatabaseHandle, type DialectName } from '../src/db/database.ts';
import {
  announceInstance,
  PRESENCE_STALE_MS,
  runningInstances,
} from '../src/db/instance-presence.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { bearer, register, type TestAccount } from './accounts-client.ts';
import { createTestDatabase, dialects, testConfig, TEST_POSTGRES_URL } from './databases.ts';
import { exitOf, startProcess } from './processes.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-backup-test-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A database the way a deployment has one: a SQLite file, or a PostgreSQL database. */
async function deployedDatabase(dialect: DialectName, name: string) {
  if (dialect === 'postgres') {
    const database = await createTestDatabase('postgres');
    await database.handle.destroy();
    return { url: database.url, drop: database.drop };
  }
  const url = `file:${path.join(scratch, `${name}.sqlite`)}`;
  const handle = openDatabase(url);
  await migrateToLatest(handle);
  await handle.destroy();
  return { url, drop: async () => undefined };
}

/** `npm run backup -- FILE` / `npm run restore -- FILE`, as the operator runs them. */
async function command(name: 'backup' | 'restore', file: string, databaseUrl: string) {
  const run = startProcess(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts', name, file],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    },
  );
  const code = await exitOf(run.child, 60_000);
  return { code, output: run.output() };
}

async function serverOn(url: string): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const handle = openDatabase(url);
  await migrateToLatest(handle);
  const app = await buildApp({
    config: testConfig({ DATABASE_URL: url }),
    database: handle,
    serveWebApp: false,
  });
  return { app, handle };
}

async function stop(server: { app: FastifyInstance; handle: DatabaseHandle }) {
  await server.app.close();
  await server.handle.destroy();
}

function saveProgress(app: FastifyInstance, account: TestAccount, tmdbId: string, watched: number) {
  return app.inject({
    method: 'PUT',
    url: `/users/${account.userId}/progress/${tmdbId}`,
    headers: bearer(account.token),
    payload: {
      meta: { title: 'Sintel', year: 2010, type: 'movie' },
      tmdbId,
      duration: 888,
      watched,
    },
  });
}

describe.each(dialects)('backup and restore on %s', (dialect) => {
  it('restores a backup taken under load: every account, session and answered save', async () => {
    const database = await deployedDatabase(dialect, 'under-load');
    const file = path.join(scratch, `${dialect}-under-load.backup`);
    try {
      const before = await serverOn(database.url);
      const accounts = await Promise.all([1, 2, 3, 4].map(() => register(before.app)));

      // Viewers keep saving while the backup runs; the saves answered before it starts must be in it.
      const answered = new Map<string, number>();
      let running = true;
      const load = accounts.map(async (account, n) => {
        for (let watched = 1; running; watched++) {
          const answer = await saveProgress(before.app, account, String(100 + n), watched);
          if (answer.statusCode !== 200) throw new Error(`save answered ${answer.statusCode}`);
          answered.set(account.userId, watched);
          // As often as a busy viewer's device could (every 50 ms), well inside each user's
          // write limit however long the backup takes here.
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answeredBefore = new Map(answered);
      const backup = await command('backup', file, database.url);
      running = false;
      await Promise.all(load);
      expect(backup.output).toContain('Backed up');
      expect(backup.code).toBe(0);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(answered.get(accounts[0]!.userId)!).toBeGreaterThan(
        answeredBefore.get(accounts[0]!.userId)!,
      );

      // An account made after the backup is not in it.
      const later = await register(before.app);
      await stop(before);

      expect(await restoreDatabase(database.url, file)).toMatch(/^Restored /);

      const after = await serverOn(database.url);
      try {
        for (const [n, account] of accounts.entries()) {
          // The token secret came back with the database: the old tokens still work.
          const progress = await after.app.inject({
            method: 'GET',
            url: `/users/${account.userId}/progress`,
            headers: bearer(account.token),
          });
          expect(progress.statusCode).toBe(200);
          const items = progress.json<{ tmdbId: string; watched: number }[]>();
          expect(items.map((item) => item.tmdbId)).toEqual([String(100 + n)]);
          expect(items[0]!.watched).toBeGreaterThanOrEqual(answeredBefore.get(account.userId)!);
        }
        const gone = await after.app.inject({
          method: 'GET',
          url: `/users/${later.userId}/progress`,
          headers: bearer(later.token),
        });
        expect(gone.statusCode).toBe(401);
      } finally {
        await stop(after);
      }
      if (dialect === 'sqlite') {
        const restored = new SQLite(database.url.slice('file:'.length), { readonly: true });
        expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
        restored.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('leaves no file behind when it cannot back up, and says why', async () => {
    const folder = fs.mkdtempSync(path.join(scratch, `${dialect}-failed-`));
    const file = path.join(folder, 'screenroom.backup');
    const missing =
      dialect === 'sqlite'
        ? `file:${path.join(folder, 'none.sqlite')}`
        : Object.assign(new URL(TEST_POSTGRES_URL), { pathname: '/screenroom_no_such_db' }).href;
    await expect(backupDatabase(missing, file)).rejects.toThrow(
      dialect === 'sqlite' ? /There is no database at/ : /pg_dump failed: .*does not exist/,
    );
    await expect(backupDatabase(missing, path.join(folder, 'no', 'such.backup'))).rejects.toThrow(
      /The folder .* does not exist/,
    );
    if (dialect === 'postgres') {
      const searchPath = process.env.PATH;
      process.env.PATH = folder;
      try {
        await expect(backupDatabase(missing, file)).rejects.toThrow(
          /pg_dump is not installed: install Debian's postgresql-client/,
        );
      } finally {
        process.env.PATH = searchPath;
      }
    }
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  describe('refusals, each leaving the database as it was', () => {
    let database: { url: string; drop(): Promise<void> };
    let file: string;
    let marker: TestAccount;

    beforeAll(async () => {
      database = await deployedDatabase(dialect, 'refusals');
      file = path.join(scratch, `${dialect}-refusals.backup`);
      await backupDatabase(database.url, file);
      // Made after the backup: a restore that went ahead would remove it.
      const server = await serverOn(database.url);
      marker = await register(server.app);
      await stop(server);
    });
    afterAll(() => database.drop());

    async function markerStillThere(): Promise<boolean> {
      const handle = openDatabase(database.url);
      try {
        const row = await handle.db
          .selectFrom('users')
          .select('id')
          .where('id', '=', marker.userId)
          .executeTakeFirst();
        return row !== undefined;
      } finally {
        await handle.destroy();
      }
    }

    async function refused(backupFile: string, reason: RegExp): Promise<void> {
      await expect(restoreDatabase(database.url, backupFile)).rejects.toThrow(reason);
      expect(await markerStillThere()).toBe(true);
    }

    it('a file that is no backup', async () => {
      const garbage = path.join(scratch, `${dialect}-garbage`);
      fs.writeFileSync(garbage, 'not a database at all');
      await refused(garbage, /is not a Screenroom backup/);
      await refused(path.join(scratch, 'missing.backup'), /Cannot read .*missing\.backup/);
    });

    it.skipIf(dialect !== 'sqlite')(
      'a SQLite database in a folder that does not exist',
      async () => {
        const nowhere = `file:${path.join(scratch, 'no', 'such', 'folder', 'db.sqlite')}`;
        await expect(restoreDatabase(nowhere, file)).rejects.toThrow(
          /The folder .* does not exist/,
        );
      },
    );

    it('a backup cut short', async () => {
      const cut = path.join(scratch, `${dialect}-cut.backup`);
      const whole = fs.readFileSync(file);
      fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
      await refused(
        cut,
        dialect === 'sqlite' ? /is not a usable SQLite database|integrity/ : /pg_restore failed/,
      );
    });

    it('a backup of the other kind of database', async () => {
      const other = path.join(scratch, `${dialect}-other-kind.backup`);
      if (dialect === 'sqlite') fs.writeFileSync(other, 'PGDMP\u0001\u000e\u0000');
      else fs.writeFileSync(other, 'SQLite format 3\u0000');
      await refused(other, /backup, but DATABASE_URL names a/);
    });

    it('a backup made by a newer version', async () => {
      const newer = await deployedDatabase(dialect, 'newer');
      const newerFile = path.join(scratch, `${dialect}-newer.backup`);
      try {
        const handle = openDatabase(newer.url);
        await handle.db
          .insertInto('kysely_migration' as never)
          .values({ name: '9999_from_the_future', timestamp: new Date().toISOString() } as never)
          .execute();
        await handle.destroy();
        await backupDatabase(newer.url, newerFile);
      } finally {
        await newer.drop();
      }
      await refused(newerFile, /made by a newer Screenroom \(migrations 9999_from_the_future/);
    });

    it('counts a server by its renewed row, until it has been silent for 45 s', async () => {
      const handle = openDatabase(database.url);
      try {
        let clock = Date.now();
        const presence = await announceInstance(handle, { now: () => clock, everyMs: 10 });
        clock += PRESENCE_STALE_MS;
        // Renewed since: still running.
        await expect.poll(() => runningInstances(handle, clock).then((r) => r.length)).toBe(1);
        await presence.stop();
        expect(await runningInstances(handle, clock)).toEqual([]);
        await announceInstance(handle, {
          now: () => clock - PRESENCE_STALE_MS,
          everyMs: 3_600_000,
        });
        // Killed without a word: counted until its row is 45 s old, then no more.
        expect(await runningInstances(handle, clock - 1)).toHaveLength(1);
        expect(await runningInstances(handle, clock)).toEqual([]);
        await handle.db.deleteFrom('server_instances').execute();
      } finally {
        await handle.destroy();
      }
    });

    it('a database a running server uses', async () => {
      const handle = openDatabase(database.url);
      const presence = await announceInstance(handle);
      try {
        await expect(restoreDatabase(database.url, file)).rejects.toThrow(
          new RegExp(`in use by a running Screenroom server \\(pid ${process.pid} on `),
        );
      } finally {
        await presence.stop();
      }
      if (dialect === 'sqlite') {
        // A server of a version without the presence row still holds the file open.
        await expect(restoreDatabase(database.url, file)).rejects.toThrow(
          /open in another process/,
        );
      }
      await handle.destroy();
      expect(await markerStillThere()).toBe(true);
    });
  });
});

describe('the restore command', () => {
  it('refuses a bad file with a clear message and exit status 1, touching nothing', async () => {
    const databaseFile = path.join(scratch, 'command.sqlite');
    fs.writeFileSync(databaseFile, 'left as it was');
    const garbage = path.join(scratch, 'garbage-for-the-command');
    fs.writeFileSync(garbage, 'not a database at all');
    const restore = await command('restore', garbage, `file:${databaseFile}`);
    expect(restore.output).toContain(`restore failed: ${garbage} is not a Screenroom backup`);
    expect(restore.code).toBe(1);
    expect(fs.readFileSync(databaseFile, 'utf8')).toBe('left as it was');
  });
});
