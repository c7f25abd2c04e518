import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createInfrastructure } from '../src/infra/infrastructure.ts';
import { MemoryRateLimiter } from '../src/rate-limit/memory-rate-limiter.ts';
import { manualClock } from './accounts-client.ts';
import { createTestDatabase, TEST_REDIS_URL, testConfig } from './databases.ts';

const uniquePrefix = () => `screenroom-test:${crypto.randomBytes(6).toString('hex')}:`;

describe('MemoryRateLimiter bound', () => {
  it('keeps at most its bound of keys, dropping the least recently used', async () => {
    const time = manualClock();
    const limiter = new MemoryRateLimiter(time.clock, 100);
    for (let i = 0; i < 1000; i++) await limiter.hit(`client-${i}`, 1, 60_000);
    expect(limiter.size).toBe(100);
    // The newest key is still counted; the oldest was forgotten and starts a new window.
    expect((await limiter.hit('client-999', 1, 60_000)).allowed).toBe(false);
    expect((await limiter.hit('client-0', 1, 60_000)).allowed).toBe(true);
  });
});

describe('infrastructure without Redis', () => {
  it('gives an in-process cache that honours its lifetime per entry', async () => {
    const infra = createInfrastructure(testConfig());
    expect(infra.redis).toBeUndefined();
    const cache = infra.cache<{ n: number }>('numbers', { ttlMs: 60_000, maxEntries: 2 });
    await cache.set('a', { n: 1 });
    await cache.set('b', { n: 2 }, 1);
    await cache.set('c', { n: 3 });
    expect(await cache.get('a')).toBeUndefined(); // pushed out by the bound
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get('b')).toBeUndefined(); // its own lifetime ran out
    expect(await cache.get('c')).toEqual({ n: 3 });
    await infra.close();
  });
});

describe('infrastructure with Redis', () => {
  const prefix = uniquePrefix();
  const inspector = new Redis(TEST_REDIS_URL);
  afterAll(() => inspector.quit());

  it('shares caches and limits between two instances, every key under the prefix', async () => {
    const config = testConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const one = createInfrastructure(config);
    const two = createInfrastructure(config);
    const options = { ttlMs: 60_000, maxEntries: 10 };
    await one.cache<string[]>('lists', options).set('home', ['a', 'b']);
    expect(await two.cache<string[]>('lists', options).get('home')).toEqual(['a', 'b']);
    expect(await two.cache<string[]>('other', options).get('home')).toBeUndefined();

    expect((await one.rateLimiter.hit('k', 1, 60_000)).allowed).toBe(true);
    expect((await two.rateLimiter.hit('k', 1, 60_000)).allowed).toBe(false);

    const keys = await inspector.keys(`${prefix}*`);
    expect(keys.sort()).toEqual([`${prefix}cache:lists:home`, `${prefix}rate-limit:k`]);
    expect(await inspector.pttl(`${prefix}cache:lists:home`)).toBeGreaterThan(59_000);
    await Promise.all([one.close(), two.close()]);
  });

  it('reads a damaged entry as a miss', async () => {
    const config = testConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const infra = createInfrastructure(config);
    await inspector.set(`${prefix}cache:lists:broken`, '{not json');
    expect(
      await infra.cache('lists', { ttlMs: 1000, maxEntries: 1 }).get('broken'),
    ).toBeUndefined();
    await infra.close();
  });
});

describe('an app with Redis', () => {
  it('closes each connection it opened once, when it closes', async () => {
    const quit = vi.spyOn(Redis.prototype, 'quit');
    const disconnect = vi.spyOn(Redis.prototype, 'disconnect');
    const database = await createTestDatabase('sqlite');
    try {
      const app = await buildApp({
        config: testConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniquePrefix() }),
        database: database.handle,
        serveWebApp: false,
      });
      await app.ready();
      expect(quit).not.toHaveBeenCalled();
      await app.close();
      // The commands connection and the two subscribers (watch party, session removals).
      const closed = [...quit.mock.contexts, ...disconnect.mock.contexts];
      expect(closed).toHaveLength(3);
      expect(new Set(closed).size).toBe(3);
    } finally {
      quit.mockRestore();
      disconnect.mockRestore();
      await database.drop();
    }
  });
});
