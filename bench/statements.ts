import crypto from 'node:crypto';
import pg from 'pg';
import { BookmarkRepository } from '../apps/server/src/accounts/bookmark.repository.ts';
import { ProgressRepository } from '../apps/server/src/accounts/progress.repository.ts';
import {
  openDatabase,
  type DatabaseHandle,
  type PostgresStatements,
} from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { percentile, report } from './stats.ts';

/**
 * What unnamed statements (DATABASE_PREPARED_STATEMENTS=unnamed, for a pooler in transaction
 * mode) cost PostgreSQL against named ones: the sync calls' own statements (a bookmark list read,
 * a progress save with its commit) run one after another on one connection per mode, so each
 * call's time is the database's work and the loopback round trip, with no queueing. The sync
 * benchmark (bench/sync.ts) shows the whole server under load.
 */
const CALLS = 3000;
const WARMUP_CALLS = 300;
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Unnamed statements may cost this much more per call before the benchmark fails. */
const EXTRA_BUDGET_US = 250;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

/** The sync calls' statements, as the server runs them, on one connection of the given mode. */
function syncCalls(handle: DatabaseHandle) {
  const bookmarks = new BookmarkRepository(handle.db, 'postgres');
  const progress = new ProgressRepository(handle.db, 'postgres');
  return {
    read: () => bookmarks.listByUser('bench-user'),
    save: (i: number) =>
      progress.upsert({
        id: crypto.randomUUID(),
        user_id: 'bench-user',
        tmdb_id: String(i % 50),
        season_id: '',
        episode_id: '',
        season_number: null,
        episode_number: null,
        meta: '{"title":"Bench","year":2001,"type":"movie"}',
        duration: 4500,
        watched: i,
        updated_at: Date.now(),
      }),
  };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1000;
}

/**
 * Median microseconds per call of each mode. The modes take turns call by call, so a machine
 * busy with other work weighs on both alike.
 */
async function medians(
  modes: Record<PostgresStatements, ReturnType<typeof syncCalls>>,
  call: 'read' | 'save',
): Promise<Record<PostgresStatements, number>> {
  const samples: Record<PostgresStatements, number[]> = { named: [], unnamed: [] };
  for (let i = 0; i < WARMUP_CALLS + CALLS; i++) {
    // Each goes first every other time: a call right after another's commit may wait longer.
    const order = i % 2 === 0 ? (['named', 'unnamed'] as const) : (['unnamed', 'named'] as const);
    for (const mode of order) {
      const micros = await timed(() => modes[mode][call](i));
      if (i >= WARMUP_CALLS) samples[mode].push(micros);
    }
  }
  return { named: percentile(samples.named, 50), unnamed: percentile(samples.unnamed, 50) };
}

async function main(): Promise<void> {
  const name = `screenroom_bench_${crypto.randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    const setup = openDatabase(url.toString());
    await migrateToLatest(setup);
    await setup.db
      .insertInto('users')
      .values({
        id: 'bench-user',
        namespace: 'screenroom',
        public_key: 'bench-key',
        roles: '[]',
        created_at: Date.now(),
        last_logged_in: null,
        name: null,
        profile_color_a: '#000000',
        profile_color_b: '#ffffff',
        profile_icon: 'tv',
      })
      .execute();
    await setup.db
      .insertInto('bookmarks')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          user_id: 'bench-user',
          tmdb_id: String(1000 + i),
          meta: `{"title":"Title ${i}","year":2001,"type":"movie"}`,
          updated_at: i,
        })),
      )
      .execute();
    await setup.destroy();

    const handles = {
      named: openDatabase(url.toString(), { poolSize: 1, statements: 'named' }),
      unnamed: openDatabase(url.toString(), { poolSize: 1, statements: 'unnamed' }),
    };
    let met = true;
    try {
      const modes = { named: syncCalls(handles.named), unnamed: syncCalls(handles.unnamed) };
      console.log(`statements benchmark: median of ${CALLS} calls each, one connection per mode`);
      for (const call of ['read', 'save'] as const) {
        const median = await medians(modes, call);
        const what = call === 'read' ? 'bookmark list read' : 'progress save (with its commit)';
        report(`${what}, named`, median.named, 'µs');
        report(`${what}, unnamed`, median.unnamed, 'µs');
        met =
          report(`${what}, unnamed costs more by`, median.unnamed - median.named, 'µs', {
            max: EXTRA_BUDGET_US,
          }) && met;
      }
    } finally {
      await handles.named.destroy();
      await handles.unnamed.destroy();
    }
    process.exitCode = met ? 0 : 1;
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
