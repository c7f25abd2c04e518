import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { drainAndClose } from '../src/health/drain.ts';
import { ServerLifecycle } from '../src/health/lifecycle.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';
import {
  connectionRefused,
  joinParty,
  mediaFolderWithFilm,
  openHalfSentPost,
  openPausedStream,
} from './drain-clients.ts';

/** How far a timer may run late on this shared, busy machine. */
const SLACK_MS = 700;

describe.each(dialects)('draining a listening server on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let media: ReturnType<typeof mediaFolderWithFilm>;
  let app: FastifyInstance;
  let lifecycle: ServerLifecycle;
  let baseUrl: string;

  beforeAll(async () => {
    media = mediaFolderWithFilm();
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
    media.remove();
  });
  afterEach(() => app.close());

  async function listen(): Promise<void> {
    lifecycle = new ServerLifecycle();
    app = await buildApp({
      config: testConfig({ MEDIA_DIR: media.dir }),
      database: database.handle,
      serveWebApp: false,
      lifecycle,
    });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  }

  it('refuses new connections and answers not ready at once, and waits for a stream to end', async () => {
    await listen();
    const stream = await openPausedStream(baseUrl, media.filmPath);
    const started = Date.now();
    const drained = drainAndClose(app, lifecycle, 10_000);

    expect(await connectionRefused(baseUrl)).toBe(true);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, draining: true });
    // Still open: the drain waits for it.
    expect(await Promise.race([drained.then(() => 'ended'), delay(200)])).toBe(undefined);

    stream.resume();
    expect(await stream.done).toEqual({ complete: true, received: media.bytes });
    expect(await drained).toBe('finished');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers a request that arrived before, and closes its connection after', async () => {
    await listen();
    const post = openHalfSentPost(baseUrl, '/auth/register/start');
    await expect.poll(() => lifecycle.openRequests).toBe(1);
    const drained = drainAndClose(app, lifecycle, 10_000);
    post.finish();
    expect(await post.answer).toEqual({ status: 200, connection: 'close' });
    expect(await drained).toBe('finished');
  });

  it('answers a new request on a connection still open, saying it closes', async () => {
    await listen();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const stream = await openPausedStream(baseUrl, media.filmPath, agent);
    // Another request in progress keeps the drain going.
    const post = openHalfSentPost(baseUrl, '/auth/register/start');
    await expect.poll(() => lifecycle.openRequests).toBe(2);
    const drained = drainAndClose(app, lifecycle, 10_000);
    stream.resume();
    expect((await stream.done).complete).toBe(true);
    const next = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${baseUrl}/livez`, { agent }, resolve).on('error', reject),
    );
    next.resume();
    expect(next.statusCode).toBe(200);
    expect(next.headers.connection).toBe('close');
    post.finish();
    expect(await drained).toBe('finished');
    agent.destroy();
  });

  it('closes a stream still open and the party sockets when the time is up', async () => {
    await listen();
    const stream = await openPausedStream(baseUrl, media.filmPath);
    const party = await joinParty(baseUrl);
    const started = Date.now();
    const outcome = await drainAndClose(app, lifecycle, 500);
    const took = Date.now() - started;

    expect(outcome).toBe('timed-out');
    // A paused reader notices the end only when it reads what had arrived before it.
    stream.resume();
    const ended = await stream.done;
    expect(ended.complete).toBe(false);
    const closed = await party.closed;
    // Going away: the party's clients reconnect, to an instance that stays.
    expect(closed.code).toBe(1001);
    expect(closed.at - started).toBeGreaterThanOrEqual(500);
    expect(took).toBeLessThan(500 + 1000 + SLACK_MS);
  });

  it('without requests in progress, tells the party sockets to go at once', async () => {
    await listen();
    const party = await joinParty(baseUrl);
    const started = Date.now();
    expect(await drainAndClose(app, lifecycle, 10_000)).toBe('finished');
    const closed = await party.closed;
    expect(closed.code).toBe(1001);
    expect(closed.at - started).toBeLessThan(SLACK_MS);
  });
});

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
