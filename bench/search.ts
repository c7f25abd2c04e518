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
 * without accents, each kind of typo, words run together or split, people's names, single
 * words, nonsense), through the catalog's real routes in process.
 */
const QUERY_COUNT = 1000;
const P95_BUDGET_MS = 5;

/** A fixed-seed generator, so every run measures the same queries. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A query, and for a misspelled one the title or name it must still find. */
interface BenchQuery {
  text: string;
  finds?: string;
}

type Typo = 'drop' | 'add' | 'swap' | 'change';

/** One typo in one word of four letters or more, somewhere after its first letter. */
function misspell(text: string, typo: Typo, next: () => number): string {
  const words = text.split(' ');
  const long = words.map((w, i) => ({ w, i })).filter(({ w }) => /^\p{L}{4,}$/u.test(w));
  if (long.length === 0) return text;
  const { w, i } = long[Math.floor(next() * long.length)]!;
  const at = 1 + Math.floor(next() * (w.length - 2));
  const changed = {
    drop: w.slice(0, at) + w.slice(at + 1),
    add: w.slice(0, at) + w[at] + w.slice(at),
    swap: w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2),
    change: w.slice(0, at) + (w[at] === 'x' ? 'q' : 'x') + w.slice(at + 1),
  }[typo];
  return [...words.slice(0, i), changed, ...words.slice(i + 1)].join(' ');
}

/** Two neighbouring words run together, or a long word split in two. */
function moveSpace(text: string, next: () => number): string {
  const words = text.split(' ');
  if (words.length > 1) {
    const i = Math.floor(next() * (words.length - 1));
    return [...words.slice(0, i), words[i]! + words[i + 1]!, ...words.slice(i + 2)].join(' ');
  }
  const word = words[0]!;
  if (word.length < 6) return word;
  const at = 3 + Math.floor(next() * (word.length - 5));
  return `${word.slice(0, at)} ${word.slice(at)}`;
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function buildQueries(titles: string[], people: string[]): BenchQuery[] {
  const next = random(42);
  const pick = () => titles[Math.floor(next() * titles.length)]!;
  const pickPerson = () => people[Math.floor(next() * people.length)]!;
  const typo = (typo: Typo) => () => {
    const title = pick();
    return { text: misspell(title.toLowerCase(), typo, next), finds: title };
  };
  const makers: (() => BenchQuery)[] = [
    () => ({ text: pick() }),
    () => ({ text: pick().slice(0, 3 + Math.floor(next() * 6)) }),
    () => ({ text: stripAccents(pick()) }),
    typo('drop'),
    typo('add'),
    typo('swap'),
    typo('change'),
    () => {
      const title = pick();
      return { text: moveSpace(title.toLowerCase(), next), finds: title };
    },
    () => {
      const name = pickPerson();
      return { text: next() < 0.5 ? name : misspell(name, 'swap', next), finds: name };
    },
    () => ({
      text:
        pick()
          .split(' ')
          .find((w) => w.length > 3) ?? pick(),
    }),
    () => ({
      text: ['zzqx', 'the', 'love story', 'a', 'night', 'xyzzy plugh'][Math.floor(next() * 6)]!,
    }),
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

  const people = [...movies, ...shows].flatMap((t) => t.cast.map((c) => c.name));
  const queries = buildQueries(
    [...movies.map((m) => m.title), ...shows.map((s) => s.name)],
    people,
  );
  for (const query of queries.slice(0, 50)) {
    await app.inject({ url: `/tmdb/3/search/multi?query=${encodeURIComponent(query.text)}` });
  }
  const samples: number[] = [];
  let misspelled = 0;
  let found = 0;
  for (const query of queries) {
    const started = process.hrtime.bigint();
    const response = await app.inject({
      url: `/tmdb/3/search/multi?query=${encodeURIComponent(query.text)}&include_adult=false&page=1`,
    });
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.statusCode !== 200)
      throw new Error(`search for "${query.text}" answered ${response.statusCode}`);
    if (query.finds !== undefined) {
      misspelled++;
      const { results } = response.json<{ results: { title?: string; name?: string }[] }>();
      if (results.some((r) => (r.title ?? r.name) === query.finds)) found++;
    }
  }
  await app.close();
  await database.destroy();

  console.log(
    `search/multi on SQLite, ${movies.length} movies and ${shows.length} shows, ${samples.length} queries`,
  );
  console.log(
    `misspelled or run-together queries finding their title or person: ${found} of ${misspelled}`,
  );
  report('p50', percentile(samples, 50), 'ms');
  const met = report('p95', percentile(samples, 95), 'ms', { max: P95_BUDGET_MS });
  process.exit(met ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
