import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { MemoryRateLimiter } from '../src/rate-limit/memory-rate-limiter.ts';
import { rateLimits, type RateLimiter } from '../src/rate-limit/rate-limiter.ts';
import { RedisRateLimiter } from '../src/rate-limit/redis-rate-limiter.ts';
import { bearer, buildAccountsApp, manualClock, newKeys, register } from './accounts-client.ts';
import { createTestDatabase, dialects, TEST_REDIS_URL, testConfig } from './databases.ts';

const uniquePrefix = () => `screenroom-test:${crypto.randomBytes(6).toString('hex')}:`;

describe('MemoryRateLimiter', () => {
  it('allows the limit per window and starts over after it', async () => {
    const time = manualClock();
    const limiter = new MemoryRateLimiter(time.clock);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('a', 3, 1000)).allowed).toBe(true);
    const refused = await limiter.hit('a', 3, 1000);
    expect(refused).toEqual({ allowed: false, resetInMs: 1000 });
    expect((await limiter.hit('b', 3, 1000)).allowed).toBe(true);
    time.advance(1000);
    expect((await limiter.hit('a', 3, 1000)).allowed).toBe(true);
  });
});

describe('RedisRateLimiter', () => {
  let redis: Redis;
  let limiter: RateLimiter;

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
    limiter = new RedisRateLimiter(redis, uniquePrefix());
  });
  afterAll(() => redis.quit());

  it('counts across calls and expires the window', async () => {
    for (let i = 0; i < 3; i++) expect((await limiter.hit('a', 3, 300)).allowed).toBe(true);
    const refused = await limiter.hit('a', 3, 300);
    expect(refused.allowed).toBe(false);
    expect(refused.resetInMs).toBeGreaterThan(0);
    expect(refused.resetInMs).toBeLessThanOrEqual(300);
    expect((await limiter.hit('b', 3, 300)).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await limiter.hit('a', 3, 300)).allowed).toBe(true);
  });

  it('shares the count between two limiters on the same prefix', async () => {
    const prefix = uniquePrefix();
    const connections = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)] as const;
    const one = new RedisRateLimiter(connections[0], prefix);
    const two = new RedisRateLimiter(connections[1], prefix);
    expect((await one.hit('k', 1, 10_000)).allowed).toBe(true);
    expect((await two.hit('k', 1, 10_000)).allowed).toBe(false);
    await Promise.all(connections.map((c) => c.quit()));
  });
});

describe.each(dialects)('rate limits of the routes on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.drop());

  async function exhaust(app: FastifyInstance, url: string, limit: number, payload: unknown) {
    for (let i = 0; i < limit; i++) {
      const response = await app.inject({ method: 'POST', url, payload: payload as object });
      expect(response.statusCode).not.toBe(429);
    }
    const refused = await app.inject({ method: 'POST', url, payload: payload as object });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errorType: 'message',
      message: expect.stringMatching(/Too many requests/),
    });
  }

  it('limits register, login and progress import in process', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: database.handle,
      serveWebApp: false,
    });
    const account = await register(app);
    await exhaust(app, '/auth/register/start', 9, {});
    await exhaust(app, '/auth/register/complete', 9, {});
    await exhaust(app, '/auth/login/start', 20, { publicKey: newKeys().publicKey });
    await exhaust(app, '/auth/login/complete', 20, {});
    const importOnce = () =>
      app.inject({
        method: 'PUT',
        url: `/users/${account.userId}/progress/import`,
        headers: bearer(account.token),
        payload: [],
      });
    for (let i = 0; i < 5; i++) expect((await importOnce()).statusCode).toBe(200);
    expect((await importOnce()).statusCode).toBe(429);
    await app.close();
  });

  it('counts an IPv6 client by its /64, whichever address of it sends', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: database.handle,
      serveWebApp: false,
    });
    const loginStart = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/login/start',
        remoteAddress,
        payload: { publicKey: newKeys().publicKey },
      });
    for (let i = 1; i <= 20; i++) {
      const answer = await loginStart(`2001:db8:a:b:${i.toString(16)}::${i.toString(16)}`);
      expect(answer.statusCode, `login start ${i}`).toBe(401);
    }
    expect((await loginStart('2001:db8:a:b:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await loginStart('2001:0db8:000a:000b::1')).statusCode).toBe(429);
    // The next /64 is another client.
    expect((await loginStart('2001:db8:a:c::1')).statusCode).toBe(401);
    await app.close();
  });

  it('limits bookmark and progress writes per user, counting only requests the user made', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: database.handle,
      serveWebApp: false,
    });
    const owner = await register(app);
    const other = await register(app);
    const meta = { title: 'The General', year: 1926, type: 'movie' };
    const send = (
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      token?: string,
      payload?: object,
    ) =>
      app.inject({
        method,
        url: `/users/${owner.userId}${url}`,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      });
    const bookmarkWrites = [
      () => send('POST', '/bookmarks/961', owner.token, { tmdbId: '961', meta }),
      () => send('DELETE', '/bookmarks/961', owner.token),
      () => send('PUT', '/bookmarks', owner.token, [{ tmdbId: '962', meta }]),
    ];
    const progressWrites = [
      () =>
        send('PUT', '/progress/961', owner.token, {
          tmdbId: '961',
          meta,
          duration: 4500,
          watched: 60,
        }),
      () => send('DELETE', '/progress/961', owner.token, {}),
    ];
    // Without the user's token nothing counts: a stranger cannot use up a user's budget.
    expect(
      (await send('POST', '/bookmarks/961', undefined, { tmdbId: '961', meta })).statusCode,
    ).toBe(401);
    expect((await send('PUT', '/progress/961', other.token, {})).statusCode).toBe(403);
    for (const [writes, rule] of [
      [bookmarkWrites, rateLimits.bookmarkWrites],
      [progressWrites, rateLimits.progressWrites],
    ] as const) {
      for (let i = 0; i < rule.limit; i++) {
        const answer = await writes[i % writes.length]!();
        expect(answer.statusCode, `${rule.name} ${i + 1}`).toBe(200);
      }
      const refused = await writes[0]!();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        errorType: 'message',
        message: expect.stringMatching(/^Too many requests, try again in \d+ seconds$/),
      });
    }
    // Counted per user: the other account of the same address still syncs.
    const otherWrite = await app.inject({
      method: 'POST',
      url: `/users/${other.userId}/bookmarks/961`,
      headers: bearer(other.token),
      payload: { tmdbId: '961', meta },
    });
    expect(otherWrite.statusCode).toBe(200);
    await app.close();
  });

  it('limits through Redis, shared by two server instances', async () => {
    const config = testConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniquePrefix() });
    const one = await buildAccountsApp(config, database.handle, {});
    const two = await buildAccountsApp(config, database.handle, {});
    for (let i = 0; i < 5; i++) {
      await one.inject({ method: 'POST', url: '/auth/register/start', payload: {} });
      await two.inject({ method: 'POST', url: '/auth/register/start', payload: {} });
    }
    const refused = await one.inject({ method: 'POST', url: '/auth/register/start', payload: {} });
    expect(refused.statusCode).toBe(429);
    await one.close();
    await two.close();
  });
});
