import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { publicConfigSchema } from '@screenroom/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publicAccess } from '../src/accounts/access-guard.ts';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { errorHandler } from '../src/http/errors.ts';
import { MemoryRateLimiter } from '../src/rate-limit/memory-rate-limiter.ts';
import { catalogImdbIds } from '../src/ratings/catalog-imdb-ids.ts';
import { OmdbClient } from '../src/ratings/omdb-client.ts';
import { withRatingsFlag } from '../src/ratings/ratings.module.ts';
import { ratingsRoutes } from '../src/ratings/ratings.routes.ts';
import { RatingsService, nextUtcDay } from '../src/ratings/ratings.service.ts';
import { createTestDatabase, testConfig } from './databases.ts';
import { startFakeOmdb, type FakeOmdb } from './fake-omdb.ts';

const API_KEY = 'operator-omdb-key-51c2';
const noRatings = { imdb: null, rottenTomatoes: null, metacritic: null };
const matrixRatings = {
  imdb: { rating: 8.7, votes: 2187641, url: 'https://www.imdb.com/title/tt0133093/' },
  rottenTomatoes: {
    tomatoScore: 83,
    tomatoIcon: 'fresh',
    url: 'https://www.rottentomatoes.com/m/matrix',
  },
  metacritic: { score: 73 },
};

describe('ratings through our server', () => {
  let fake: FakeOmdb;
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;
  const extraApps: FastifyInstance[] = [];
  /** Every answer any test saw, to check that the key never left the server. */
  const answers: LightMyRequestResponse[] = [];

  beforeAll(async () => {
    fake = await startFakeOmdb(API_KEY);
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      config: testConfig({ OMDB_API_KEY: API_KEY, OMDB_API_URL: fake.apiUrl }),
      database: database.handle,
      serveWebApp: false,
    });
  });

  afterEach(async () => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    await Promise.all(extraApps.splice(0).map((a) => a.close()));
  });

  afterAll(async () => {
    for (const answer of answers) {
      expect(answer.body).not.toContain(API_KEY);
      expect(JSON.stringify(answer.headers)).not.toContain(API_KEY);
    }
    await app.close();
    await database.drop();
    await fake.close();
  });

  async function get(url: string, on: FastifyInstance = app): Promise<LightMyRequestResponse> {
    const answer = await on.inject({ method: 'GET', url });
    answers.push(answer);
    return answer;
  }

  /**
   * A server with a fresh cache, its own clock and key, finding IMDb ids through the main app's
   * catalog.
   */
  function freshApp(
    options: { timeoutMs?: number; apiKey?: string; now?: () => number } = {},
  ): FastifyInstance {
    const extra = Fastify();
    extra.setErrorHandler(errorHandler);
    const client = new OmdbClient({
      apiKey: options.apiKey ?? API_KEY,
      apiUrl: fake.apiUrl,
      timeoutMs: options.timeoutMs,
    });
    ratingsRoutes(
      extra,
      new RatingsService(client, catalogImdbIds(app), { now: options.now }),
      new MemoryRateLimiter(),
      publicAccess,
    );
    extraApps.push(extra);
    return extra;
  }

  it('answers all three sources of a movie, asking OMDb by its IMDb id with the key', async () => {
    const answer = await get('/ratings/movie/603');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(matrixRatings);
    expect(fake.requests).toEqual([{ imdbId: 'tt0133093', apiKey: API_KEY, tomatoes: 'true' }]);
  });

  it('keeps an answer: the same title again makes no second call', async () => {
    await get('/ratings/movie/603');
    fake.requests.length = 0;
    const again = await get('/ratings/movie/603');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(matrixRatings);
    expect(fake.requests).toEqual([]);
  });

  it('answers what a show has and null for the rest (N/A in OMDb)', async () => {
    const answer = await get('/ratings/tv/1399');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      imdb: { rating: 9.2, votes: 2301044, url: 'https://www.imdb.com/title/tt0944947/' },
      rottenTomatoes: null,
      metacritic: null,
    });
  });

  it('answers no ratings for a title OMDb does not know, and keeps that too', async () => {
    const answer = await get('/ratings/movie/550');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(noRatings);
    expect(fake.requests.map((r) => r.imdbId)).toEqual(['tt0137523']);
    await get('/ratings/movie/550');
    expect(fake.requests).toHaveLength(1);
  });

  it('answers no ratings without asking OMDb for a title with no IMDb id', async () => {
    const answer = await get('/ratings/movie/18398');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(noRatings);
    expect(fake.requests).toEqual([]);
  });

  it('answers 404 for a title the catalog does not have, and 400 for a bad path', async () => {
    const missing = await get('/ratings/movie/987654321');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      errorType: 'message',
      message: 'No such title in the catalog',
    });
    expect((await get('/ratings/person/603')).statusCode).toBe(400);
    expect((await get('/ratings/movie/abc')).statusCode).toBe(400);
    expect(fake.requests).toEqual([]);
  });

  it('answers 502 when OMDb refuses the key, without showing it', async () => {
    const answer = await get('/ratings/movie/603', freshApp({ apiKey: 'wrong-key' }));
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({
      errorType: 'message',
      message: "OMDb refused the server's API key",
    });
  });

  it('stops asking for the rest of the UTC day once the limit is reached', async () => {
    let now = Date.UTC(2026, 10, 25, 21, 30);
    const limited = freshApp({ now: () => now });
    expect((await get('/ratings/tv/1399', limited)).statusCode).toBe(200);
    fake.mode = 'limit';
    const first = await get('/ratings/movie/603', limited);
    expect(first.statusCode).toBe(429);
    expect(first.json().message).toMatch(/daily OMDb request limit/);
    expect(fake.requests).toHaveLength(2);

    fake.mode = 'ok';
    now += 2 * 60 * 60 * 1000;
    expect((await get('/ratings/movie/603', limited)).statusCode).toBe(429);
    expect((await get('/ratings/movie/550', limited)).statusCode).toBe(429);
    // What was kept before the limit still answers.
    expect((await get('/ratings/tv/1399', limited)).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);

    now = nextUtcDay(now);
    const nextDay = await get('/ratings/movie/603', limited);
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.json()).toEqual(matrixRatings);
    expect(fake.requests).toHaveLength(3);
  });

  it('answers 504 when OMDb does not answer in time', async () => {
    fake.mode = 'slow';
    const answer = await get('/ratings/movie/603', freshApp({ timeoutMs: 100 }));
    expect(answer.statusCode).toBe(504);
    expect(answer.json()).toMatchObject({
      errorType: 'message',
      message: 'OMDb did not answer in time',
    });
  });

  it('answers 502 when OMDb answers a web page', async () => {
    fake.mode = 'html';
    const answer = await get('/ratings/movie/603', freshApp());
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({
      errorType: 'message',
      message: 'OMDb answered with something other than JSON',
    });
  });

  it('shares one call among simultaneous asks for a title', async () => {
    const fresh = freshApp();
    const both = await Promise.all([
      get('/ratings/movie/603', fresh),
      get('/ratings/movie/603', fresh),
    ]);
    expect(both.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(fake.requests).toHaveLength(1);
  });

  it('limits each client to 120 look-ups the server has not kept, 10 minutes', async () => {
    const fresh = freshApp();
    const ask = (url: string, remoteAddress = '203.0.113.50') =>
      fresh.inject({ method: 'GET', url, remoteAddress });
    expect((await ask('/ratings/movie/603')).statusCode).toBe(200);
    // Titles the catalog does not have count too: with the real movie database each costs a call.
    for (let i = 1; i < 120; i++) {
      expect((await ask(`/ratings/movie/${900_000_000 + i}`)).statusCode, `title ${i}`).toBe(404);
    }
    const refused = await ask('/ratings/tv/1399');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorType: 'message',
      message: expect.stringMatching(/^Too many requests, try again in \d+ seconds$/),
    });
    // A kept answer costs no call, so it is never counted.
    const kept = await ask('/ratings/movie/603');
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual(matrixRatings);
    expect(fake.requests.map((r) => r.imdbId)).toEqual(['tt0133093']);
    // Counted per client: another address is still answered.
    expect((await ask('/ratings/tv/1399', '198.51.100.50')).statusCode).toBe(200);
  });

  it('tells the web app that ratings are on exactly when there is a key', () => {
    const operator = publicConfigSchema.parse({ dmcaEmail: 'dmca@example.test' });
    expect(withRatingsFlag(operator, { OMDB_API_KEY: API_KEY })).toEqual({
      ...operator,
      ratings: true,
    });
    const on = { ...operator, ratings: true };
    expect(withRatingsFlag(on, { OMDB_API_KEY: undefined })).toEqual(operator);
  });
});

describe('ratings without an OMDb key', () => {
  it('answer that they are not configured', async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    ratingsRoutes(app, null, new MemoryRateLimiter(), publicAccess);
    const answer = await app.inject({ method: 'GET', url: '/ratings/movie/603' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      errorType: 'message',
      message: 'Ratings are not configured',
    });
    await app.close();
  });
});
