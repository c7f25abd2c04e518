import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NotFoundError, type Sourcerer } from '@screenroom/providers';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { errorHandler } from '../src/http/errors.ts';
import { MemoryCache } from '../src/infra/shared-cache.ts';
import { registerScrape } from '../src/scrape/scrape.module.ts';
import {
  createTestDatabase,
  dialects,
  testConfig,
  testContext,
  TEST_REDIS_URL,
} from './databases.ts';
import { startFakeOmdb, type FakeOmdb } from './fake-omdb.ts';
import { startFakeOpenSubtitles, type FakeOpenSubtitles } from './fake-opensubtitles.ts';
import { startFakeTmdb, type FakeTmdb } from './fake-tmdb.ts';

const OMDB_KEY = 'shared-omdb-key';
const SUBTITLES_KEY = 'shared-subtitles-key';
const TMDB_TOKEN = 'shared-tmdb-token';
const HOUR = 60 * 60 * 1000;

/** A loopback service answering JSON by path, counting what it is asked. */
interface FakeJson {
  url: string;
  paths: string[];
  /** Status and body by path; 404 for the rest. */
  answers: Map<string, { status: number; body: unknown }>;
  close(): Promise<void>;
}

async function startFakeJson(): Promise<FakeJson> {
  const fake: FakeJson = { url: '', paths: [], answers: new Map(), close: async () => {} };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    fake.paths.push(url);
    const answer = fake.answers.get(url) ?? { status: 404, body: { error: 'not found' } };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

const operatorLists = {
  lists: [
    {
      listName: 'Operator picks',
      listUrl: 'https://lists.example/operator-picks',
      tmdbMovies: [
        { id: 45745, title: 'Sintel', poster_path: '/s.jpg', release_date: '2010-09-27' },
      ],
    },
  ],
};

describe.each(dialects)('caches two instances share through Redis, on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let omdb: FakeOmdb;
  let subtitles: FakeOpenSubtitles;
  let tmdb: FakeTmdb;
  let services: FakeJson;
  let redis: Redis;
  /** Every key of this run starts with it, so nothing of another run is read. */
  const prefix = `screenroom-test-${crypto.randomBytes(6).toString('hex')}:`;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    [omdb, subtitles, tmdb, services] = await Promise.all([
      startFakeOmdb(OMDB_KEY),
      startFakeOpenSubtitles(SUBTITLES_KEY),
      startFakeTmdb('shared', TMDB_TOKEN),
      startFakeJson(),
    ]);
    redis = new Redis(TEST_REDIS_URL);
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  });

  afterAll(async () => {
    await Promise.all([omdb.close(), subtitles.close(), tmdb.close(), services.close()]);
    redis.disconnect();
    await database.drop();
  });

  /** Two instances as two processes run them: each its own Redis connections, one Redis. */
  async function twoInstances(env: Record<string, string>): Promise<FastifyInstance[]> {
    const config = testConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, ...env });
    for (let i = 0; i < 2; i++) {
      apps.push(await buildApp({ config, database: database.handle, serveWebApp: false }));
    }
    return apps.slice(-2);
  }

  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
  /** How long Redis keeps `key` of the cache `name`, in hours. */
  const hoursKept = async (name: string, key: string) =>
    (await redis.pttl(`${prefix}cache:${name}:${key}`)) / HOUR;

  it('OMDb answers, and the daily limit once one instance meets it', async () => {
    const [one, two] = await twoInstances({ OMDB_API_KEY: OMDB_KEY, OMDB_API_URL: omdb.apiUrl });
    omdb.requests.length = 0;
    const first = await get(one!, '/ratings/movie/603');
    const second = await get(two!, '/ratings/movie/603');
    expect(second.json()).toEqual(first.json());
    expect(omdb.requests).toHaveLength(1);
    expect(await hoursKept('ratings', 'movie:603')).toBeCloseTo(24, 1);

    omdb.mode = 'limit';
    try {
      expect((await get(one!, '/ratings/tv/1399')).statusCode).toBe(429);
      expect((await get(two!, '/ratings/movie/550')).statusCode).toBe(429);
      // The second instance asked nothing: it read the limit the first one met.
      expect(omdb.requests).toHaveLength(2);
      expect(await hoursKept('ratings-limit', 'omdb')).toBeLessThanOrEqual(24);
    } finally {
      omdb.mode = 'ok';
    }
  });

  it('subtitle searches and files', async () => {
    const [one, two] = await twoInstances({
      OPENSUBTITLES_API_KEY: SUBTITLES_KEY,
      OPENSUBTITLES_API_URL: subtitles.apiUrl,
    });
    subtitles.requests.length = 0;
    const search = '/subtitles/search?tmdbId=603&type=movie&imdbId=tt0133093';
    const found = (await get(one!, search)).json<{ results: { id: string }[] }>();
    expect((await get(two!, search)).json()).toEqual(found);
    const fileId = found.results[0]!.id;
    const text = (await get(one!, `/subtitles/file/${fileId}`)).body;
    expect((await get(two!, `/subtitles/file/${fileId}`)).body).toBe(text);
    // One search, and one download (its link, then the file).
    expect(subtitles.requests.map((r) => r.url.split('?')[0])).toEqual([
      '/api/v1/subtitles',
      '/api/v1/download',
      `/files/${fileId}.srt`,
    ]);
    expect(await hoursKept('subtitles-search', 'imdb_id=133093&type=movie')).toBeCloseTo(24, 1);
    expect(await hoursKept('subtitles-file', fileId)).toBeCloseTo(24, 1);
  });

  it("the lists service's answer, and its minute of rest after a failure", async () => {
    const [one, two] = await twoInstances({ LISTS_URL: `${services.url}/lists` });
    services.paths.length = 0;
    services.answers.set('/lists', { status: 503, body: {} });
    await get(one!, '/letterboxd');
    await get(two!, '/letterboxd');
    expect(services.paths).toEqual(['/lists']);
    expect(await redis.pttl(`${prefix}cache:lists-retry:retry-at`)).toBeLessThanOrEqual(60_000);

    await redis.del(`${prefix}cache:lists-retry:retry-at`);
    services.answers.set('/lists', { status: 200, body: operatorLists });
    expect((await get(two!, '/letterboxd')).json()).toEqual(operatorLists);
    expect((await get(one!, '/letterboxd')).json()).toEqual(operatorLists);
    expect(services.paths).toEqual(['/lists', '/lists']);
    expect(await hoursKept('lists', 'answer')).toBeCloseTo(7 * 24, 1);
  });

  it("the intro-skip service's answers, an episode it does not know included", async () => {
    const [one, two] = await twoInstances({ INTRO_SKIP_URL: services.url });
    services.paths.length = 0;
    const url = '/intro-skip/tt7777777/1/1?tmdbId=88888888';
    expect((await get(one!, url)).json()).toEqual({ introSkipTime: null });
    expect((await get(two!, url)).json()).toEqual({ introSkipTime: null });
    expect(services.paths).toEqual(['/tt7777777/1/1']);
    expect(await hoursKept('intro-skip', '/tt7777777/1/1')).toBeCloseTo(1, 1);
  });

  it("the movie database's answers", async () => {
    const [one, two] = await twoInstances({ TMDB_API_KEY: TMDB_TOKEN, TMDB_API_URL: tmdb.apiUrl });
    tmdb.requests.length = 0;
    const first = await get(one!, '/tmdb/3/movie/550?language=en-US');
    expect(first.statusCode).toBe(200);
    expect((await get(two!, '/tmdb/3/movie/550?language=en-US')).body).toBe(first.body);
    expect(tmdb.requests).toHaveLength(1);
    expect(await hoursKept('tmdb', '/movie/550?language=en-US')).toBeCloseTo(1 / 6, 2);
  });

  it("scraping's answers of the operator's hosts", async () => {
    const config = testConfig({
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      ARCHIVE_URL: services.url,
    });
    const search = `${services.url}/advancedsearch.php?q=sintel`;
    services.answers.set('/advancedsearch.php?q=sintel', { status: 200, body: { docs: [] } });
    const asking: Sourcerer = {
      id: 'asks',
      name: 'Asks the archive',
      rank: 10,
      scrapeMovie: async (ctx) => {
        await ctx.fetcher(search);
        throw new NotFoundError('nothing');
      },
    };
    const instances = [Fastify(), Fastify()];
    for (const app of instances) {
      app.setErrorHandler(errorHandler);
      registerScrape(app, testContext(app, config, database.handle), { sources: () => [asking] });
      apps.push(app);
    }
    services.paths.length = 0;
    const media = { type: 'movie', tmdbId: '45745', title: 'Sintel', releaseYear: 2010 };
    for (const app of instances) {
      const answer = await app.inject({ method: 'POST', url: '/scrape', payload: { media } });
      expect(answer.statusCode).toBe(200);
    }
    expect(services.paths).toEqual(['/advancedsearch.php?q=sintel']);
    expect(await hoursKept('scrape-answers', search)).toBeCloseTo(6, 1);
  });
});

describe('a cache of large answers in process', () => {
  it('keeps at most its size in JSON characters, the least recently used going first', async () => {
    const cache = new MemoryCache<string>({ ttlMs: HOUR, maxEntries: 100, maxBytes: 25 });
    await cache.set('a', 'x'.repeat(10));
    await cache.set('b', 'y'.repeat(10));
    await cache.get('a');
    await cache.set('c', 'z'.repeat(3));
    expect(await cache.get('a')).toBe('x'.repeat(10));
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBe('zzz');
  });
});
