import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { openDatabase } from './database.ts';
import { BackupError, checkMigrations, inUse, partialNameFor, publish } from './backup-files.ts';
import { runningInstances, type RunningInstance } from './instance-presence.ts';

/** Pages per backup step: all of them (better-sqlite3's largest step). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live database with SQLite's online backup API while the server keeps writing. The
 * copy is one step: the source stays readable by the server and writable in WAL mode, and a
 * write between small steps would restart the copy, endlessly under steady load.
 */
export async function backupSqlite(databaseFile: string, file: string): Promise<void> {
  if (!fs.existsSync(databaseFile))
    throw new BackupError(`There is no database at ${databaseFile}`);
  const partial = partialNameFor(file, 'partial');
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(partial, { progress: () => ALL_PAGES });
    finishCopy(partial, file);
    publish(partial, file, { secret: true });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
}

/**
 * A copy made ready to use on its own: one file (no write-ahead log beside it), no record of the
 * servers that were running, and whole by SQLite's integrity check. Answers the migrations its
 * database has.
 */
function finishCopy(copy: string, shownAs: string): string[] {
  let applied: string[];
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(copy, { fileMustExist: true });
    database.pragma('journal_mode = DELETE');
    const problems = database.pragma('integrity_check', { simple: false }) as {
      integrity_check: string;
    }[];
    if (problems.length !== 1 || problems[0]!.integrity_check !== 'ok') {
      const found = problems.map((p) => p.integrity_check).slice(0, 5);
      throw new BackupError(`${shownAs} fails SQLite's integrity check: ${found.join('; ')}`);
    }
    const hasTable = (name: string) =>
      database!
        .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`)
        .get(name) !== undefined;
    applied = hasTable('kysely_migration')
      ? (database.prepare('SELECT name FROM kysely_migration').pluck().all() as string[])
      : [];
    if (hasTable('server_instances')) database.prepare('DELETE FROM server_instances').run();
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${shownAs} is not a usable SQLite database: ${(error as Error).message}`,
    );
  } finally {
    database?.close();
  }
  return applied;
}

/**
 * Replaces the database with a backup. The backup is copied and checked first, beside the
 * database; only then, and only when no server has the database open, is the copy renamed over
 * it, which either happens whole or not at all.
 */
export async function restoreSqlite(databaseFile: string, file: string): Promise<void> {
  const partial = partialNameFor(databaseFile, 'restoring');
  try {
    fs.copyFileSync(file, partial);
    await checkMigrations(file, finishCopy(partial, file));
    // The check leaves the database in rollback-journal mode: its write-ahead log is merged and
    // removed, so none of it can be read together with the new file.
    if (fs.existsSync(databaseFile)) await checkNotInUse(databaseFile);
    publish(partial, databaseFile, { secret: false });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function checkNotInUse(databaseFile: string): Promise<void> {
  const handle = openDatabase(`file:${databaseFile}`);
  let running: RunningInstance[];
  try {
    running = await runningInstances(handle);
  } finally {
    await handle.destroy();
  }
  if (running.length > 0) throw inUse(databaseFile, running);
  // Leaving WAL mode needs the only connection to the file: any other process that has it open
  // (a server of an older version, one still starting, a backup) makes it fail at once.
  const database = new SQLite(databaseFile, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 0');
    database.pragma('journal_mode = DELETE');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new BackupError(
        `${databaseFile} is open in another process (a running server?); stop it before restoring`,
      );
    }
    throw error;
  } finally {
    database.close();
  }
}
