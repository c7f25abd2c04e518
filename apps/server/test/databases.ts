import crypto from 'node:crypto';
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
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  if (migrated) await migrateToLatest(handle);
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
  webConfig: Record<string, string> = {},
): AppContext {
  const infra = createInfrastructure(config);
  app.addHook('onClose', () => infra.close());
  return { config, database, webConfig, infra };
}
