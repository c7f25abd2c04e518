import fs from 'node:fs';
import path from 'node:path';
import { BackupError, backupKindOf, describeBytes } from './backup-files.ts';
import { isPostgresUrl, sqliteFileOf } from './database.ts';
import { backupPostgres, restorePostgres } from './postgres-backup.ts';
import { backupSqlite, restoreSqlite } from './sqlite-backup.ts';

export { BackupError } from './backup-files.ts';

/** The database a URL names, for messages: SQLite's file, or PostgreSQL's database without credentials. */
function describeDatabase(url: string): string {
  if (!isPostgresUrl(url)) return `the SQLite database ${sqliteFileOf(url)}`;
  const parsed = new URL(url);
  return `the PostgreSQL database ${parsed.pathname.slice(1)} on ${parsed.host}`;
}

function fileDatabase(url: string): string {
  const file = sqliteFileOf(url);
  if (file === ':memory:') throw new BackupError('DATABASE_URL is :memory:, which keeps nothing');
  folderMustExist(file);
  return file;
}

function folderMustExist(file: string): void {
  const folder = path.dirname(path.resolve(file));
  if (!fs.existsSync(folder)) throw new BackupError(`The folder ${folder} does not exist`);
}

/**
 * Writes a backup of the database `url` names to `file` (replacing it), while servers keep using
 * the database: SQLite through its online backup API, PostgreSQL through pg_dump. The file
 * appears only once it is complete and checked. Answers a line for the operator.
 */
export async function backupDatabase(url: string, file: string): Promise<string> {
  folderMustExist(file);
  if (isPostgresUrl(url)) await backupPostgres(url, file);
  else await backupSqlite(fileDatabase(url), file);
  return `Backed up ${describeDatabase(url)} to ${file} (${describeBytes(fs.statSync(file).size)})`;
}

/**
 * Replaces the database `url` names with the backup in `file`. Refuses, leaving the database as
 * it was, a file that is not a whole Screenroom backup of the same kind of database, one made by
 * a newer version, and a database that a running server uses. The server migrates the restored
 * database on its next start.
 */
export async function restoreDatabase(url: string, file: string): Promise<string> {
  const kind = backupKindOf(file);
  const wanted = isPostgresUrl(url) ? 'postgres' : 'sqlite';
  if (kind !== wanted) {
    const names = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
    throw new BackupError(
      `${file} is a ${names[kind]} backup, but DATABASE_URL names a ${names[wanted]} database`,
    );
  }
  if (kind === 'postgres') await restorePostgres(url, file);
  else await restoreSqlite(fileDatabase(url), file);
  return `Restored ${file} into ${describeDatabase(url)}`;
}
