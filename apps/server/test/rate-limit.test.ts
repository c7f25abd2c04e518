import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { MemoryRateLimiter } from '../src/rate-limit/memory-rate-limiter.ts';
import { rateLimits, type RateLimiter } from '../src/rate-limit/rate-limiter.ts';
import { RedisRateLimiter } from '../src/rate-limit/redis-rate-limiter.ts';
import {
  bearer,
  buildAccountsApp,
  login,
  manualClock,
  newKeys,
  register,
} from './accounts-client.ts';
import { createTestDatabase, dialects, TEST_REDIS_URL, testConfig } from './databases.ts';
import { startFakeOmdb, type FakeOmdb } from './fake-omdb.ts';
import { startFakeOpenSubtitles, type FakeOpenSubtitles } from './fake-opensubtitles.ts';

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
    // Counting in a window no loaded machine outlasts (four calls took over 300 ms in one run).
    for (let i = 0; i < 3; i++) expect((await limiter.hit('a', 3, 10_000)).allowed).toBe(true);
    const refused = await limiter.hit('a', 3, 10_000);
    expect(refused.allowed).toBe(false);
    expect(refused.resetInMs).toBeGreaterThan(0);
    expect(refused.resetInMs).toBeLessThanOrEqual(10_000);
    expect((await limiter.hit('b', 3, 10_000)).allowed).toBe(true);
    // Expiry in a window of its own: refused within it, allowed once it has passed.
    expect((await limiter.hit('c', 1, 1_000)).allowed).toBe(true);
    expect((await limiter.hit('c', 1, 1_000)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await limiter.hit('c', 1, 1_000)).allowed).toBe(true);
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
    expect(refused.json()).toMatchObject({
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
      expect(refused.json()).toMatchObject({
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
    // Some thousand writes one after another: on a loaded machine with PostgreSQL, 30 s was short.
  }, 90_000);

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

/**
 * Redis's logical database for the next test alone: every key in it comes from a run of that test,
 * so a key without the run's prefix would be one a limiter wrote outside REDIS_KEY_PREFIX.
 */
const PREFIX_TEST_REDIS_DB = 13;
const PREFIX_TEST_FAMILY = 'screenroom-limit-keys-test:';

async function allKeys(redis: Redis): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'COUNT', 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

describe.each(dialects)('every rate limit through Redis on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let omdb: FakeOmdb;
  let openSubtitles: FakeOpenSubtitles;
  let inspector: Redis;
  const redisUrl = new URL(TEST_REDIS_URL);
  redisUrl.pathname = `/${PREFIX_TEST_REDIS_DB}`;
  const prefix = `${PREFIX_TEST_FAMILY}${crypto.randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    omdb = await startFakeOmdb('omdb-key');
    openSubtitles = await startFakeOpenSubtitles('opensubtitles-key');
    inspector = new Redis(redisUrl.toString());
  });
  afterAll(async () => {
    const mine = (await allKeys(inspector)).filter((key) => key.startsWith(prefix));
    if (mine.length > 0) await inspector.del(...mine);
    await inspector.quit();
    await Promise.all([database.drop(), omdb.close(), openSubtitles.close()]);
  });

  it('shares each count between two instances, every key under REDIS_KEY_PREFIX', async () => {
    const config = testConfig({
      REDIS_URL: redisUrl.toString(),
      REDIS_KEY_PREFIX: prefix,
      OMDB_API_KEY: 'omdb-key',
      OMDB_API_URL: omdb.apiUrl,
      OPENSUBTITLES_API_KEY: 'opensubtitles-key',
      OPENSUBTITLES_API_URL: openSubtitles.apiUrl,
      // No run may reach the real Internet Archive.
      ARCHIVE_URL: '',
    });
    const instances = [
      await buildApp({ config, database: database.handle, serveWebApp: false }),
      await buildApp({ config, database: database.handle, serveWebApp: false }),
    ] as const;
    const [one, two] = instances;
    const account = await register(one);
    await register(two);
    await login(one, account);
    await login(two, account);
    const meta = { title: 'The General', year: 1926, type: 'movie' };
    const own = (url: string) => `/users/${account.userId}${url}`;
    const auth = bearer(account.token);
    /** One request on each instance per limit, so every count must read 2. */
    const hits: Record<string, [InjectOptions, InjectOptions]> = {
      'progress-import': [
        { method: 'PUT', url: own('/progress/import'), headers: auth, payload: [] },
        { method: 'PUT', url: own('/progress/import'), headers: auth, payload: [] },
      ],
      [`bookmark-writes:user:${account.userId}`]: [
        {
          method: 'POST',
          url: own('/bookmarks/961'),
          headers: auth,
          payload: { tmdbId: '961', meta },
        },
        { method: 'DELETE', url: own('/bookmarks/961'), headers: auth },
      ],
      [`progress-writes:user:${account.userId}`]: [
        {
          method: 'PUT',
          url: own('/progress/961'),
          headers: auth,
          payload: { tmdbId: '961', meta, duration: 4500, watched: 60 },
        },
        { method: 'DELETE', url: own('/progress/961'), headers: auth, payload: {} },
      ],
      'subtitle-downloads': [
        { method: 'GET', url: '/subtitles/file/7001' },
        { method: 'GET', url: '/subtitles/file/7002' },
      ],
      'ratings-lookups': [
        { method: 'GET', url: '/ratings/movie/603' },
        { method: 'GET', url: '/ratings/tv/1399' },
      ],
      'proxy-token': [
        { method: 'GET', url: '/proxy/token' },
        { method: 'GET', url: '/proxy/token' },
      ],
      // Refused for want of a token, and a loopback destination besides: nothing leaves.
      proxy: [
        { method: 'GET', url: '/proxy/?destination=http%3A%2F%2F127.0.0.1%3A9%2F' },
        { method: 'GET', url: '/proxy/?destination=http%3A%2F%2F127.0.0.1%3A9%2F' },
      ],
      scrape: [
        { method: 'POST', url: '/scrape/embed', payload: { id: 'no-such-embed', url: 'x' } },
        { method: 'POST', url: '/scrape/embed', payload: { id: 'no-such-embed', url: 'x' } },
      ],
      'watch-party-create': [
        { method: 'POST', url: '/api/player/rooms', payload: { userId: 'host-one' } },
        { method: 'POST', url: '/api/player/rooms', payload: { userId: 'host-two' } },
      ],
      'watch-party-miss': [
        { method: 'GET', url: '/api/player/status?roomCode=NOSUCH' },
        { method: 'GET', url: '/api/player/status?roomCode=NOSUCH' },
      ],
    };
    for (const [first, second] of Object.values(hits)) {
      expect((await one.inject(first)).statusCode).not.toBe(429);
      expect((await two.inject(second)).statusCode).not.toBe(429);
    }

    const limitKey = (name: string) =>
      name.includes(':user:')
        ? `${prefix}rate-limit:${name}`
        : `${prefix}rate-limit:${name}:127.0.0.1`;
    const counted = {
      'register-start': 2,
      'register-complete': 2,
      'login-start': 2,
      'login-complete': 2,
    };
    const expected = [
      ...Object.entries(counted),
      ...Object.keys(hits).map((name) => [name, 2] as const),
    ];
    for (const [name, count] of expected) {
      expect(await inspector.get(limitKey(name)), name).toBe(String(count));
    }
    const keys = await allKeys(inspector);
    const limitKeys = keys.filter((key) => key.startsWith(`${prefix}rate-limit:`));
    expect(limitKeys.sort()).toEqual(expected.map(([name]) => limitKey(name)).sort());
    expect(keys.filter((key) => !key.startsWith(PREFIX_TEST_FAMILY))).toEqual([]);
    await Promise.all(instances.map((app) => app.close()));
  });
});
