import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicConfigSchema } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AppContext } from '../src/app-context.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle, type DialectName } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createInfrastructure } from '../src/infra/infrastructure.ts';

/** The PostgreSQL server the tests use; this machine runs one with trust auth. */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The Redis server the tests use (127.0.0.1:6379 here). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const dialects: DialectName[] = ['sqlite', 'postgres'];

const migrationsDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/db/migrations',
);

/**
 * Migrating a new PostgreSQL database costs one round trip per statement (over a second on a busy
 * machine) and the suite makes hundreds, so each is copied from a template migrated once. The
 * template's name carries a hash of the migration files: a changed migration makes a new one, and
 * suites of other versions on the same server keep theirs. An advisory lock makes the test files
 * running at once build it only once; it stays for the next run.
 */
let migratedTemplate: Promise<string> | undefined;

function postgresTemplate(): Promise<string> {
  migratedTemplate ??= (async () => {
    const hash = crypto.createHash('sha256');
    for (const file of fs.readdirSync(migrationsDir).sort()) {
      hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
    }
    const name = `screenroom_template_${hash.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(`SELECT pg_advisory_lock(hashtext('screenroom test template'))`);
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        // Built under another name and renamed when complete, so a run killed half-way never
        // leaves a half-migrated template behind.
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const url = new URL(TEST_POSTGRES_URL);
        url.pathname = `/${building}`;
        const handle = openDatabase(url.toString());
        try {
          await migrateToLatest(handle);
        } finally {
          await handle.destroy();
        }
        // Renaming, like copying, needs the closed connections' server processes gone.
        const others = `SELECT 1 FROM pg_stat_activity WHERE datname = $1`;
        while (((await admin.query(others, [building])).rowCount ?? 0) > 0) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  // A failed build is tried again by the next caller rather than failing every later test.
  migratedTemplate.catch(() => (migratedTemplate = undefined));
  return migratedTemplate;
}

/**
 * A fresh, migrated (unless told otherwise) database of the given dialect: SQLite in memory, or a
 * new PostgreSQL database that `drop()` removes again.
 */
export async function createTestDatabase(
  dialect: DialectName,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<{ handle: DatabaseHandle; url: string; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const handle = openDatabase(':memory:');
    if (migrated) await migrateToLatest(handle);
    return { handle, url: ':memory:', drop: () => handle.destroy() };
  }
  const name = `screenroom_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = migrated ? await postgresTemplate() : null;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.destroy();
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A configuration for tests: defaults plus what the test overrides. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: ':memory:', ...overrides });
}

/**
 * A module's context for tests that register modules one by one: the shared infrastructure is
 * built from `config` and closed with `app`.
 */
export function testContext(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
): AppContext {
  const infra = createInfrastructure(config);
  app.addHook('onClose', () => infra.close());
  return { config, database, publicConfig: publicConfigSchema.parse({}), infra };
}
