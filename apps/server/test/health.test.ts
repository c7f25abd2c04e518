import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { HealthRepository } from '../src/health/health.repository.ts';
import { HealthService } from '../src/health/health.service.ts';
import { ServerLifecycle } from '../src/health/lifecycle.ts';
import { createTestDatabase, dialects, testConfig, TEST_REDIS_URL } from './databases.ts';
import { freePort } from './processes.ts';

describe.each(dialects)('liveness, readiness and the healthcheck on %s', (dialect) => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    shared = await createTestDatabase(dialect);
  });
  afterAll(() => shared.drop());
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(
    env: Record<string, string> = {},
    { lifecycle = new ServerLifecycle(), database = shared.handle } = {},
  ): Promise<FastifyInstance> {
    const app = await buildApp({
      config: testConfig(env),
      database,
      serveWebApp: false,
      lifecycle,
    });
    cleanups.push(() => app.close());
    return app;
  }

  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

  it('is alive and ready with its database, and says no Redis is configured', async () => {
    const app = await start();
    const live = await get(app, '/livez');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ alive: true });
    const ready = await get(app, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      ready: true,
      draining: false,
      databaseConnected: true,
      redisConnected: null,
    });
    const health = await get(app, '/healthcheck');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ healthy: true, databaseConnected: true });
  });

  it('counts a reachable Redis as ready', async () => {
    const app = await start({ REDIS_URL: TEST_REDIS_URL });
    // The connection is being opened as the app starts.
    await expect.poll(async () => (await get(app, '/readyz')).statusCode).toBe(200);
    expect((await get(app, '/readyz')).json()).toMatchObject({ redisConnected: true });
  });

  it('is not ready, nor healthy, while its Redis cannot be reached, but still alive', async () => {
    // A loopback port where nothing listens: connecting is refused at once, again and again.
    const app = await start({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const ready = await get(app, '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      ready: false,
      draining: false,
      databaseConnected: true,
      redisConnected: false,
    });
    const health = await get(app, '/healthcheck');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ healthy: false, databaseConnected: true });
    expect((await get(app, '/livez')).statusCode).toBe(200);
  });

  it('is neither ready nor healthy once its database is gone', async () => {
    const database = await createTestDatabase(dialect);
    cleanups.push(() => database.drop());
    const app = await start({}, { database: database.handle });
    await database.handle.destroy();
    const ready = await get(app, '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, databaseConnected: false });
    const health = await get(app, '/healthcheck');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ healthy: false, databaseConnected: false });
  });

  it('stops being ready from the moment it drains, while staying alive and healthy', async () => {
    const lifecycle = new ServerLifecycle();
    const app = await start({}, { lifecycle });
    lifecycle.beginDrain();
    const ready = await get(app, '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      ready: false,
      draining: true,
      databaseConnected: true,
      redisConnected: null,
    });
    expect((await get(app, '/livez')).statusCode).toBe(200);
    expect((await get(app, '/healthcheck')).statusCode).toBe(200);
  });
});

describe('the readiness checks', () => {
  const repository = (answer: () => Promise<boolean>) =>
    ({ databaseConnected: answer }) as unknown as HealthRepository;

  it('counts a database that does not answer in time as not connected', async () => {
    const hung = repository(() => new Promise<boolean>(() => undefined));
    const service = new HealthService(hung, undefined, new ServerLifecycle(), 50);
    const started = Date.now();
    expect(await service.readiness()).toMatchObject({ ready: false, databaseConnected: false });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('asks the database once for probes that arrive together', async () => {
    let asked = 0;
    const counting = repository(async () => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return true;
    });
    const service = new HealthService(counting, undefined, new ServerLifecycle());
    const answers = await Promise.all(Array.from({ length: 50 }, () => service.readiness()));
    expect(answers.every((answer) => answer.ready)).toBe(true);
    expect(asked).toBe(1);
    await service.readiness();
    expect(asked).toBe(2);
  });
});
