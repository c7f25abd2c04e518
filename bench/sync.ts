import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  bytesToBase64Url,
  encryptData,
  generateMnemonic,
  keyPairFromSeed,
  seedFromMnemonic,
  signChallenge,
} from '../packages/core/src/index.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  openDatabase,
  type DatabaseHandle,
  type DialectName,
} from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { report } from './stats.ts';

/**
 * The two sync calls a watching client makes most: progress PUT (every few seconds while
 * playing) and bookmarks GET (on every restore), through the whole server on loopback, for each
 * database dialect, with 100 concurrent connections for 10 s each.
 */
const CONNECTIONS = 100;
const DURATION_S = 10;
const MIN_REQUESTS_PER_S = 1600;
const P99_BUDGET_MS = 50;
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The part of autocannon's result this benchmark reads (the package ships no types). */
interface CannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  workers: number;
  method: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

interface BenchDatabase {
  url: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

async function sqliteDatabase(): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-bench-'));
  const url = `file:${path.join(dir, 'bench.sqlite')}`;
  const handle = openDatabase(url);
  return {
    url,
    handle,
    async drop() {
      await handle.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresDatabase(): Promise<BenchDatabase> {
  const name = `screenroom_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  return {
    url: url.toString(),
    handle,
    async drop() {
      await handle.destroy();
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function postJson(base: string, route: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return response.json();
}

/** Registers one account the way the web app does, and returns its id and token. */
async function registerUser(base: string): Promise<{ userId: string; token: string }> {
  const seed = seedFromMnemonic(generateMnemonic());
  const keys = keyPairFromSeed(seed);
  const { challenge } = (await postJson(base, '/auth/register/start', {})) as { challenge: string };
  const registered = (await postJson(base, '/auth/register/complete', {
    publicKey: bytesToBase64Url(keys.publicKey),
    challenge: { code: challenge, signature: signChallenge(challenge, keys.privateKey) },
    namespace: 'screenroom',
    device: encryptData('bench', seed),
    profile: { colorA: '#000000', colorB: '#ffffff', icon: 'tv' },
  })) as { user: { id: string }; token: string };
  return { userId: registered.user.id, token: registered.token };
}

/** The load runs in a worker thread, so it does not steal the server's event loop. */
async function measure(
  label: string,
  options: Omit<Parameters<Cannon>[0], 'workers'>,
): Promise<boolean> {
  const result = await autocannon({ ...options, workers: 1 });
  const failures = result.non2xx + result.errors + result.timeouts;
  const rpsOk = result.requests.average >= MIN_REQUESTS_PER_S && failures === 0;
  console.log(
    `${label} requests/s: ${result.requests.average.toFixed(2)} (budget ≥ ${MIN_REQUESTS_PER_S}: ${rpsOk ? 'met' : 'MISSED'}${failures ? `, ${failures} failed` : ''})`,
  );
  const p99Ok = report(`${label} p99`, result.latency.p99, 'ms', { max: P99_BUDGET_MS });
  return rpsOk && p99Ok;
}

/**
 * A route that touches no database, measured the same way: what this machine's loopback and
 * Fastify allow at all, so a missed budget can be told apart from a slow sync path.
 */
async function baseline(base: string): Promise<void> {
  const result = await autocannon({
    url: `${base}/meta`,
    connections: CONNECTIONS,
    duration: 5,
    workers: 1,
    method: 'GET',
    headers: {},
  });
  console.log(
    `  for scale, GET /meta (no database): ${result.requests.average.toFixed(2)} requests/s, p99 ${result.latency.p99.toFixed(2)} ms`,
  );
}

async function benchDialect(dialect: DialectName): Promise<boolean> {
  const database = dialect === 'sqlite' ? await sqliteDatabase() : await postgresDatabase();
  try {
    await migrateToLatest(database.handle);
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: database.url });
    const app = await buildApp({ config, database: database.handle, serveWebApp: false });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { userId, token } = await registerUser(base);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const progress = JSON.stringify({
        meta: { title: 'The General', year: 1926, type: 'movie' },
        tmdbId: '961',
        duration: 4500,
        watched: 1234.5,
      });
      const put = await measure(`${dialect} progress PUT`, {
        url: `${base}/users/${userId}/progress/961`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        method: 'PUT',
        headers,
        body: progress,
      });
      await fetch(`${base}/users/${userId}/bookmarks`, {
        method: 'PUT',
        headers,
        body: JSON.stringify(
          Array.from({ length: 20 }, (_, i) => ({
            tmdbId: String(1000 + i),
            meta: { title: `Title ${i}`, year: 2000 + i, type: i % 2 ? 'show' : 'movie' },
          })),
        ),
      });
      const get = await measure(`${dialect} bookmarks GET`, {
        url: `${base}/users/${userId}/bookmarks`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        method: 'GET',
        headers: { authorization: headers.authorization },
      });
      await baseline(base);
      return put && get;
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  let met = true;
  for (const dialect of ['sqlite', 'postgres'] as const) {
    met = (await benchDialect(dialect)) && met;
  }
  process.exit(met ? 0 : 1);
}

await main();
