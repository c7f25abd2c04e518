import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { databaseOptions, openDatabase, type DialectName } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { report } from './stats.ts';

/**
 * The two sync calls a watching client makes most: progress PUT (every few seconds while
 * playing) and bookmarks GET (on every restore), through the whole server on loopback, for each
 * database dialect, with 100 concurrent connections for 10 s each. The server runs in its own
 * process so load generation and serving each get a core, instead of sharing one event loop.
 */
const CONNECTIONS = 100;
/** Accounts the progress saves go to in turn (see where they are registered). */
const WRITERS = 500;
const DURATION_S = 10;
const WARMUP_S = 2;
const MIN_REQUESTS_PER_S = 1600;
const P99_BUDGET_MS = 50;
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The part of autocannon's result this benchmark reads (the package ships no types). */
interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
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
  requests?: {
    // A method, so each hook may type its own per-connection context.
    setupRequest(request: CannonRequest, context: object): CannonRequest;
  }[];
}) => Promise<CannonResult>;
/** The request autocannon is about to send, as a `setupRequest` hook sees and returns it. */
interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function sqliteDatabase(): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-bench-'));
  return {
    url: `file:${path.join(dir, 'bench.sqlite')}`,
    async drop() {
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
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function sendJson(
  base: string,
  method: 'POST' | 'PUT',
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return response.json();
}

interface BenchUser {
  userId: string;
  token: string;
}

/**
 * Registers one account the way the web app does, and returns its id and token. Each account
 * comes from its own client address (the bench server trusts X-Forwarded-For from loopback), as
 * real viewers do, so the register rate limit per address does not stop the set-up.
 */
async function registerUser(base: string, clientNumber = 1): Promise<BenchUser> {
  const seed = seedFromMnemonic(generateMnemonic());
  const keys = keyPairFromSeed(seed);
  const from = { 'x-forwarded-for': `10.0.${clientNumber >> 8}.${clientNumber & 255}` };
  const { challenge } = (await sendJson(base, 'POST', '/auth/register/start', {}, from)) as {
    challenge: string;
  };
  const registered = (await sendJson(
    base,
    'POST',
    '/auth/register/complete',
    {
      publicKey: bytesToBase64Url(keys.publicKey),
      challenge: { code: challenge, signature: signChallenge(challenge, keys.privateKey) },
      namespace: 'screenroom',
      device: encryptData('bench', seed),
      profile: { colorA: '#000000', colorB: '#ffffff', icon: 'tv' },
    },
    from,
  )) as { user: { id: string }; token: string };
  return { userId: registered.user.id, token: registered.token };
}

/**
 * The load runs in this process, which does nothing else, and the server in a child process:
 * each gets its own core of the two, as a real client and server on one host would. The same
 * load runs for 2 s first and is not counted: it opens the connections (HTTP and the database
 * pool), prepares the statements and lets the JIT compile the hot path, which a server that has
 * been up for more than a few seconds has long done.
 */
async function measure(
  label: string,
  server: BenchServer,
  options: Omit<Parameters<Cannon>[0], 'workers'>,
): Promise<boolean> {
  await autocannon({ ...options, duration: WARMUP_S, workers: 0 });
  const cpuBefore = await server.cpuMicros();
  const result = await autocannon({ ...options, workers: 0 });
  const cpuPerRequest = ((await server.cpuMicros()) - cpuBefore) / result.requests.total;
  const failures = result.non2xx + result.errors + result.timeouts;
  const rpsOk = result.requests.average >= MIN_REQUESTS_PER_S && failures === 0;
  console.log(
    `${label} requests/s: ${result.requests.average.toFixed(2)} (budget ≥ ${MIN_REQUESTS_PER_S}: ${rpsOk ? 'met' : 'MISSED'}${failures ? `, ${failures} failed` : ''})`,
  );
  const p99Ok = report(`${label} p99`, result.latency.p99, 'ms', { max: P99_BUDGET_MS });
  const { p50, p90, max } = result.latency;
  console.log(`  latency p50 ${p50} ms, p90 ${p90} ms, max ${max} ms`);
  // Unlike the two figures above, barely moved by other work on the machine.
  console.log(`  server CPU per request: ${cpuPerRequest.toFixed(0)} µs`);
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
    workers: 0,
    method: 'GET',
    headers: {},
  });
  console.log(
    `  for scale, GET /meta (no database): ${result.requests.average.toFixed(2)} requests/s, p99 ${result.latency.p99.toFixed(2)} ms`,
  );
}

const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Messages from the server child; the parent asks for its CPU time by sending 'cpu'. */
type ServerMessage = { listening: string } | { failed: string } | { cpuMicros: number };

/**
 * The child's side: the whole server as `main.ts` builds it, on a migrated database, until the
 * parent disconnects. Set BENCH_CPU_PROF=dir to get a V8 CPU profile of the server under load.
 */
async function serve(databaseUrl: string): Promise<void> {
  // The database settings come from the environment, as the server's do:
  // DATABASE_PREPARED_STATEMENTS=unnamed measures what a transaction-mode pooler costs.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    // The bench's own client on loopback stands in for a proxy naming many viewers.
    TRUST_PROXY: '127.0.0.1',
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS,
  });
  const handle = openDatabase(databaseUrl, databaseOptions(config));
  try {
    await migrateToLatest(handle);
    const app = await buildApp({ config, database: handle, serveWebApp: false });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    process.on('message', (message) => {
      if (message !== 'cpu') return;
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system } satisfies ServerMessage);
    });
    process.send?.({ listening: base } satisfies ServerMessage);
    process.once('disconnect', () => {
      void app
        .close()
        .then(() => handle.destroy())
        .then(() => process.exit(0));
    });
  } catch (error) {
    process.send?.({ failed: String(error) } satisfies ServerMessage);
    await handle.destroy();
    process.exit(1);
  }
}

interface BenchServer {
  base: string;
  /** CPU time the server process has used so far, user and system, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

async function startServer(databaseUrl: string): Promise<BenchServer> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = fork(fileURLToPath(import.meta.url), ['--serve', databaseUrl], {
    execArgv: [
      ...process.execArgv,
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: ServerMessage) => {
      if ('listening' in message) resolve(message.listening);
      else reject(new Error(`bench server failed: ${'failed' in message ? message.failed : ''}`));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    base,
    cpuMicros: () =>
      new Promise((resolve) => {
        child.once('message', (message: ServerMessage) => {
          if ('cpuMicros' in message) resolve(message.cpuMicros);
        });
        child.send('cpu');
      }),
    async stop() {
      child.disconnect();
      await exited;
    },
  };
}

async function benchDialect(dialect: DialectName): Promise<boolean> {
  const database = dialect === 'sqlite' ? await sqliteDatabase() : await postgresDatabase();
  try {
    const server = await startServer(database.url);
    const { base } = server;
    try {
      console.log(`${dialect}: load average before ${loadAverage()}`);
      // Each account registered from its own client address, as real viewers do, so the register
      // limit per address does not stop the set-up. Progress saves are limited per account (600 a
      // minute), so the saves go to 500 accounts in turn: up to 20,000 requests a second through
      // the 12 s of warm-up and measure stay under every account's limit (with one account per
      // connection, as before, any rate past 5,000 a second was refused and counted as failures).
      const writers = await Promise.all(
        Array.from({ length: WRITERS }, (_, n) => registerUser(base, n + 2)),
      );
      const viewers = writers.slice(0, CONNECTIONS);
      const authorized = (request: CannonRequest, viewer: BenchUser) => ({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${viewer.token}` },
      });
      // Each account saves its own title, so requests in flight together write different rows
      // (the server merges writes to one row within a batch, which would flatter the figure).
      let nextWriter = 0;
      const saveOwnTitle = (request: CannonRequest) => {
        const n = nextWriter++ % writers.length;
        const writer = writers[n]!;
        const tmdbId = String(1000 + n);
        return {
          ...authorized(request, writer),
          path: `/users/${writer.userId}/progress/${tmdbId}`,
          body: JSON.stringify({
            meta: { title: `Title ${tmdbId}`, year: 1926, type: 'movie' },
            tmdbId,
            duration: 4500,
            watched: 1234.5,
          }),
        };
      };
      const put = await measure(`${dialect} progress PUT`, server, {
        url: `${base}/users/${viewers[0]!.userId}/progress/0`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: saveOwnTitle }],
      });
      // Every connection is a viewer restoring their own 20 bookmarks: reads of one list by many
      // connections at once would share one database read and flatter the figure.
      const bookmarks = Array.from({ length: 20 }, (_, i) => ({
        tmdbId: String(1000 + i),
        meta: { title: `Title ${i}`, year: 2000 + i, type: i % 2 ? 'show' : 'movie' },
      }));
      await Promise.all(
        viewers.map((viewer) =>
          sendJson(base, 'PUT', `/users/${viewer.userId}/bookmarks`, bookmarks, {
            authorization: `Bearer ${viewer.token}`,
          }),
        ),
      );
      let nextViewer = 0;
      const readOwnList = (request: CannonRequest, context: { viewer?: BenchUser }) => {
        context.viewer ??= viewers[nextViewer++ % viewers.length]!;
        return {
          ...authorized(request, context.viewer),
          path: `/users/${context.viewer.userId}/bookmarks`,
        };
      };
      const get = await measure(`${dialect} bookmarks GET`, server, {
        url: `${base}/users/${viewers[0]!.userId}/bookmarks`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        method: 'GET',
        headers: {},
        requests: [{ setupRequest: readOwnList }],
      });
      await baseline(base);
      console.log(`${dialect}: load average after ${loadAverage()}`);
      return put && get;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  console.log(
    `sync benchmark: server in a child process, autocannon in this one; ${CONNECTIONS} connections, ${DURATION_S} s per call, ${os.cpus().length} cores`,
  );
  let met = true;
  // BENCH_DIALECTS=postgres reruns one dialect while working on it.
  const only = process.env.BENCH_DIALECTS?.split(',');
  for (const dialect of ['sqlite', 'postgres'] as const) {
    if (only && !only.includes(dialect)) continue;
    met = (await benchDialect(dialect)) && met;
  }
  process.exit(met ? 0 : 1);
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!);
else await main();
