import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, DialectName } from './database.ts';

/**
 * A migration file in `db/migrations/` exports `up(db, dialect)`; the dialect lets one file
 * write the DDL that differs between SQLite and PostgreSQL. Files run in name order.
 */
export interface DialectMigration {
  // A migration sees the schema as it was at its time, not today's Database type.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
  down?(db: Kysely<any>, dialect: DialectName): Promise<void>;
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(migrationsDir))
      .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const mod = (await import(path.join(migrationsDir, file))) as DialectMigration;
      const name = file.replace(/\.(ts|js)$/, '');
      migrations[name] = {
        up: (db) => mod.up(db, this.dialect),
        down: mod.down ? (db) => mod.down!(db, this.dialect) : undefined,
      };
    }
    return migrations;
  }
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new FolderMigrationProvider(handle.dialect),
    // Modules add their migrations independently; one written earlier but merged later must
    // still run on a database that already has the later ones.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}

/** The names of every migration this version of the server has. */
export async function knownMigrationNames(): Promise<string[]> {
  // The dialect only matters when a migration runs.
  return Object.keys(await new FolderMigrationProvider('sqlite').getMigrations()).sort();
}
