import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackupError, checkMigrations, inUse, partialNameFor, publish } from './backup-files.ts';
import { openDatabase } from './database.ts';
import { runningInstances } from './instance-presence.ts';

/**
 * The connection for Debian's client programs: the URL without its password, which goes in
 * PGPASSWORD instead, so it never shows in the process list.
 */
function clientConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password !== '' && { PGPASSWORD: password }) },
  };
}

/** Runs one of PostgreSQL's client programs; its error output becomes the error's message. */
function run(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} is not installed: install Debian's postgresql-client (the same major version as the database server, or newer)`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else {
        const message = Buffer.concat(err).toString('utf8').trim() || `exit status ${code}`;
        reject(new BackupError(`${program} failed: ${message}`));
      }
    });
  });
}

/**
 * Dumps the database with pg_dump in its custom format: one consistent snapshot, taken while
 * the servers keep writing. The servers' presence rows are left out.
 */
export async function backupPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = clientConnection(url);
  const partial = partialNameFor(file, 'partial');
  try {
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--exclude-table-data=server_instances',
        `--file=${partial}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await checkDump(partial, file);
    publish(partial, file, { secret: true });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** A dump pg_restore can read, of a Screenroom database; answers the migrations it has. */
async function checkDump(dump: string, shownAs: string): Promise<string[]> {
  let contents: string;
  try {
    contents = await run('pg_restore', ['--list', dump]);
  } catch (error) {
    throw new BackupError(
      `${shownAs} is not a readable pg_dump archive: ${(error as Error).message}`,
    );
  }
  if (!/ TABLE \S+ kysely_migration /.test(contents)) {
    throw new BackupError(`${shownAs} holds no Screenroom database (it has no migrations table)`);
  }
  const data = await run('pg_restore', [
    '--data-only',
    '--table=kysely_migration',
    '--file=-',
    dump,
  ]);
  return migrationNamesIn(data);
}

/** The names in the COPY block of `kysely_migration` (first column, tab-separated). */
function migrationNamesIn(sqlText: string): string[] {
  const lines = sqlText.split('\n');
  const start = lines.findIndex((line) => /^COPY \S*kysely_migration /.test(line));
  if (start < 0) return [];
  const end = lines.indexOf('\\.', start);
  return lines.slice(start + 1, end < 0 ? undefined : end).map((line) => line.split('\t')[0]!);
}

/** Drops every table of the schema the server uses, inside the restore's transaction. */
const DROP_TABLES = `DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
    EXECUTE format('DROP TABLE %I.%I CASCADE', current_schema(), t.tablename);
  END LOOP;
END $$;`;

/**
 * Replaces the database's tables with the dump's in one transaction: the dump is checked and
 * turned into SQL first (a truncated file fails here, before anything is touched); then psql runs
 * the dropping of today's tables and the whole dump as one transaction, which commits only when
 * every statement succeeded.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await checkMigrations(file, await checkDump(file, file));
  const handle = openDatabase(url, { poolSize: 1 });
  try {
    const running = await runningInstances(handle);
    if (running.length > 0) throw inUse(new URL(url).pathname.slice(1), running);
  } finally {
    await handle.destroy();
  }
  // The SQL holds every account and the token secret: only this user may read it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-restore-'));
  try {
    const script = path.join(dir, 'restore.sql');
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--no-comments',
      `--file=${script}`,
      file,
    ]);
    const { dbname, env } = clientConnection(url);
    await run(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--command=${DROP_TABLES}`,
        `--file=${script}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
