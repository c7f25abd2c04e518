import fs from 'node:fs';
import path from 'node:path';
import { PRESENCE_STALE_MS, type RunningInstance } from './instance-presence.ts';
import { knownMigrationNames } from './migrate.ts';

/** A backup or restore that cannot go ahead; its message says why and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const SQLITE_HEADER = 'SQLite format 3\u0000';
/** The first bytes of pg_dump's custom format. */
export const PG_DUMP_HEADER = 'PGDMP';

export type BackupKind = 'sqlite' | 'postgres';

/** What a backup file holds, judged by its first bytes; refuses a file that is neither. */
export function backupKindOf(file: string): BackupKind {
  let header: Buffer;
  try {
    const fd = fs.openSync(file, 'r');
    try {
      header = Buffer.alloc(SQLITE_HEADER.length);
      header = header.subarray(0, fs.readSync(fd, header, 0, header.length, 0));
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const text = header.toString('latin1');
  if (text === SQLITE_HEADER) return 'sqlite';
  if (text.startsWith(PG_DUMP_HEADER)) return 'postgres';
  throw new BackupError(
    `${file} is not a Screenroom backup (neither a SQLite database nor a pg_dump custom-format archive)`,
  );
}

/**
 * A backup whose database has migrations this server does not know was made by a newer version:
 * this one could not run on it.
 */
export async function checkMigrations(file: string, applied: readonly string[]): Promise<void> {
  if (applied.length === 0) {
    throw new BackupError(`${file} holds no Screenroom database (it has no applied migrations)`);
  }
  const known = new Set(await knownMigrationNames());
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `${file} was made by a newer Screenroom (migrations ${unknown.join(', ')} are unknown here); restore it with that version`,
    );
  }
}

/** A temporary name next to `file`, so the final rename stays on one file system. */
export function partialNameFor(file: string, what: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${what}-${process.pid}`);
}

/**
 * Makes a finished file durable and gives it its final name in one step. A backup holds every
 * account and the token secret: only its owner may read it.
 */
export function publish(partial: string, file: string, { secret }: { secret: boolean }): void {
  if (secret) fs.chmodSync(partial, 0o600);
  const fd = fs.openSync(partial, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, file);
  const dir = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
}

export function describeBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export function inUse(where: string, running: readonly RunningInstance[]): BackupError {
  const servers = running.map((r) => `pid ${r.pid} on ${r.host}`).join(', ');
  return new BackupError(
    `${where} is in use by a running Screenroom server (${servers}); stop every server before restoring (one stopped without a clean shutdown counts for ${PRESENCE_STALE_MS / 1000} s more)`,
  );
}
