import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { movieListSchema, movieListsSchema, type MovieLists } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { CatalogMovie } from '../src/catalog/catalog-types.ts';
import { movies } from '../src/catalog/data/movies.ts';
import { curatedListAnswer } from '../src/lists/curated-answer.ts';
import { curatedLists, fourKReleases } from '../src/lists/data/curated-lists.ts';
import { ListsRemote } from '../src/lists/lists-remote.ts';
import { ListsService } from '../src/lists/lists.service.ts';
import { createTestDatabase, testConfig } from './databases.ts';

const upstreamLists: MovieLists = {
  lists: [
    {
      listName: 'Operator picks',
      listUrl: 'https://lists.example/operator-picks',
      tmdbMovies: [
        { id: 45745, title: 'Sintel', poster_path: '/sintel.jpg', release_date: '2010-09-27' },
      ],
    },
  ],
};

interface FakeLists {
  url: string;
  /** What the next requests get: a status and a body, or no answer at all. */
  answer: { status: number; body: string } | 'hang';
  requests: number;
  close(): Promise<void>;
}

/** An operator's lists service on loopback, answering `GET /letterboxd` as told. */
async function startFakeLists(): Promise<FakeLists> {
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeLists = {
    url: '',
    answer: { status: 200, body: JSON.stringify(upstreamLists) },
    requests: 0,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    fake.requests += 1;
    if (request.url !== '/letterboxd') {
      response.writeHead(404).end();
      return;
    }
    if (fake.answer === 'hang') {
      hanging.add(response);
      return;
    }
    response.writeHead(fake.answer.status, { 'content-type': 'application/json' });
    response.end(fake.answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/letterboxd`;
  return fake;
}

const catalog = new Map(movies.map((movie) => [movie.tmdbId, movie]));

describe('curated lists', () => {
  it('name only movies of the embedded catalog, each list once and each movie once per list', () => {
    for (const list of [...curatedLists, fourKReleases]) {
      expect(
        list.movieIds.filter((id) => !catalog.has(id)),
        list.name,
      ).toEqual([]);
      expect(new Set(list.movieIds).size, list.name).toBe(list.movieIds.length);
      expect(list.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    expect(new Set(curatedLists.map((list) => list.slug)).size).toBe(curatedLists.length);
  });

  it('hold only titles anyone may watch', () => {
    const licenses = curatedLists.flatMap((list) =>
      list.movieIds.map((id) => (catalog.get(id) as CatalogMovie).license),
    );
    expect(licenses.filter((license) => license === 'copyrighted')).toEqual([]);
  });

  it('refuse to build a list naming a movie the catalog lacks', () => {
    const broken = { slug: 'broken', name: 'Broken', movieIds: [45745, 99999999] };
    expect(() => curatedListAnswer(broken, catalog)).toThrow(
      'The curated list "Broken" names movies the catalog does not hold: 99999999',
    );
  });
});

describe('lists routes without a lists service', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: testConfig(), database: database.handle, serveWebApp: false });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('GET /letterboxd answers the curated lists, each movie as the catalog answers it', async () => {
    const response = await app.inject({ method: 'GET', url: '/letterboxd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = movieListsSchema.parse(response.json());
    expect(body.lists.map((list) => list.listName)).toEqual(curatedLists.map((l) => l.name));
    expect(body.lists[0]?.listUrl).toBe('/discover/all#blender-open-movies');
    for (const movie of body.lists.flatMap((list) => list.tmdbMovies)) {
      const details = await app.inject({ method: 'GET', url: `/tmdb/3/movie/${movie.id}` });
      expect(details.statusCode).toBe(200);
      const { id, title, poster_path, release_date } = details.json<Record<string, unknown>>();
      expect(movie).toEqual({ id, title, poster_path, release_date });
    }
  });

  it('GET /lists/4k answers the movies released in 4K', async () => {
    const response = await app.inject({ method: 'GET', url: '/lists/4k' });
    expect(response.statusCode).toBe(200);
    const list = movieListSchema.parse(response.json());
    expect(list.listName).toBe('4K releases');
    expect(list.tmdbMovies.map((movie) => movie.title)).toEqual([
      'Big Buck Bunny',
      'Sintel',
      'Tears of Steel',
    ]);
  });
});

describe('lists forwarded to the operator lists service', () => {
  let fake: FakeLists;
  let clock: number;
  const warnings: string[] = [];
  const curated = { lists: [curatedListAnswer(curatedLists[0]!, catalog)] };
  const fourK = curatedListAnswer(fourKReleases, catalog);
  const service = (timeoutMs = 2000) =>
    new ListsService({
      curated,
      fourK,
      remote: new ListsRemote({ url: fake.url, timeoutMs }),
      warn: (message) => warnings.push(message),
      now: () => clock,
    });

  beforeAll(async () => {
    fake = await startFakeLists();
  });

  beforeEach(() => {
    clock = 1_000_000;
    warnings.length = 0;
    fake.requests = 0;
    fake.answer = { status: 200, body: JSON.stringify(upstreamLists) };
  });

  afterAll(async () => {
    await fake.close();
  });

  it('forwards the service lists through the server, once an hour', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp({
      config: testConfig({ LISTS_URL: fake.url }),
      database: database.handle,
      serveWebApp: false,
    });
    try {
      const first = await app.inject({ method: 'GET', url: '/letterboxd' });
      const second = await app.inject({ method: 'GET', url: '/letterboxd' });
      expect(first.json()).toEqual(upstreamLists);
      expect(second.json()).toEqual(upstreamLists);
      expect(fake.requests).toBe(1);
      // The 4K carousel stays ours: the rule for what counts as a 4K release is this server's.
      const fourKAnswer = await app.inject({ method: 'GET', url: '/lists/4k' });
      expect(fourKAnswer.json()).toEqual(fourK);
      expect(fake.requests).toBe(1);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('asks again once the hour is over, with one request for callers arriving together', async () => {
    const lists = service();
    await lists.lists();
    clock += 60 * 60 * 1000;
    const answers = await Promise.all([lists.lists(), lists.lists(), lists.lists()]);
    expect(answers).toEqual([upstreamLists, upstreamLists, upstreamLists]);
    expect(fake.requests).toBe(2);
  });

  it('drops fields outside the lists shape', async () => {
    const withExtra = {
      lists: [{ ...upstreamLists.lists[0], owner: 'someone', secret: 'x' }],
      nextPage: 2,
    };
    fake.answer = { status: 200, body: JSON.stringify(withExtra) };
    expect(await service().lists()).toEqual(upstreamLists);
  });

  it.each([
    [
      'a shape other than the lists',
      { status: 200, body: JSON.stringify({ lists: [{ listName: 'No movies' }] }) },
      'The lists service answered a shape other than { lists } at lists.0.listUrl',
    ],
    [
      'something other than JSON',
      { status: 200, body: '<html>maintenance</html>' },
      'The lists service answered with something other than JSON',
    ],
    ['an error status', { status: 503, body: '{}' }, 'The lists service answered with status 503'],
  ])('serves the curated lists when the service answers %s', async (_case, answer, warning) => {
    fake.answer = answer;
    expect(await service().lists()).toEqual(curated);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(warning);
    expect(warnings[0]).toContain('serving our own lists');
  });

  it('serves the curated lists when the service does not answer in time', async () => {
    fake.answer = 'hang';
    expect(await service(100).lists()).toEqual(curated);
    expect(warnings).toEqual(['The lists service did not answer in time; serving our own lists']);
  });

  it('keeps its last good answer through a failure and leaves the service alone for a minute', async () => {
    const lists = service();
    await lists.lists();
    clock += 60 * 60 * 1000;
    fake.answer = { status: 500, body: '{}' };
    expect(await lists.lists()).toEqual(upstreamLists);
    expect(warnings).toEqual([
      'The lists service answered with status 500; serving its last answer',
    ]);
    expect(fake.requests).toBe(2);
    clock += 59 * 1000;
    expect(await lists.lists()).toEqual(upstreamLists);
    expect(fake.requests).toBe(2);
    fake.answer = { status: 200, body: JSON.stringify(upstreamLists) };
    clock += 1000;
    expect(await lists.lists()).toEqual(upstreamLists);
    expect(fake.requests).toBe(3);
  });
});
