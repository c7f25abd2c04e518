import Fastify from 'fastify';
import { createCatalogRepository } from '../apps/server/src/catalog/catalog.repository.ts';
import { catalogRoutes } from '../apps/server/src/catalog/catalog.routes.ts';
import { CatalogService } from '../apps/server/src/catalog/catalog.service.ts';
import { movies } from '../apps/server/src/catalog/data/movies.ts';
import { shows } from '../apps/server/src/catalog/data/shows.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { percentile, report } from './stats.ts';

/**
 * search/multi latency on SQLite over 1,000 varied queries (whole titles, prefixes, lower case
 * without accents, typos, single words, nonsense), through the catalog's real routes in process.
 */
const QUERY_COUNT = 1000;
const P95_BUDGET_MS = 10;

/** A fixed-seed generator, so every run measures the same queries. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function swapTwoLetters(text: string, next: () => number): string {
  if (text.length < 4) return text;
  const i = 1 + Math.floor(next() * (text.length - 2));
  return text.slice(0, i - 1) + text[i] + text[i - 1] + text.slice(i + 1);
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function buildQueries(titles: string[]): string[] {
  const next = random(42);
  const pick = () => titles[Math.floor(next() * titles.length)]!;
  const makers: (() => string)[] = [
    () => pick(),
    () => pick().slice(0, 3 + Math.floor(next() * 6)),
    () => stripAccents(pick()),
    () => swapTwoLetters(pick().toLowerCase(), next),
    () =>
      pick()
        .split(' ')
        .find((w) => w.length > 3) ?? pick(),
    () => ['zzqx', 'the', 'love story', 'a', 'night', 'xyzzy plugh'][Math.floor(next() * 6)]!,
  ];
  return Array.from({ length: QUERY_COUNT }, (_, i) => makers[i % makers.length]!());
}

async function main(): Promise<void> {
  const database = openDatabase(':memory:');
  await migrateToLatest(database);
  const service = new CatalogService(createCatalogRepository(database), { movies, shows });
  await service.init();
  const app = Fastify();
  await app.register(catalogRoutes, { service, proxy: null, imageUrl: '' });
  await app.ready();

  const queries = buildQueries([...movies.map((m) => m.title), ...shows.map((s) => s.name)]);
  for (const query of queries.slice(0, 50)) {
    await app.inject({ url: `/tmdb/3/search/multi?query=${encodeURIComponent(query)}` });
  }
  const samples: number[] = [];
  for (const query of queries) {
    const started = process.hrtime.bigint();
    const response = await app.inject({
      url: `/tmdb/3/search/multi?query=${encodeURIComponent(query)}&include_adult=false&page=1`,
    });
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.statusCode !== 200)
      throw new Error(`search for "${query}" answered ${response.statusCode}`);
  }
  await app.close();
  await database.destroy();

  console.log(
    `search/multi on SQLite, ${movies.length} movies and ${shows.length} shows, ${samples.length} queries`,
  );
  report('p50', percentile(samples, 50), 'ms');
  const met = report('p95', percentile(samples, 95), 'ms', { max: P95_BUDGET_MS });
  process.exit(met ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
