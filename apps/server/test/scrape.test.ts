import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { scrapeEventSchema, type ScrapeEvent } from '@screenroom/core';
import {
  defaultSources,
  NotFoundError,
  ScrapeFailureError,
  type Sourcerer,
  type SourcesConfig,
} from '@screenroom/providers';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { errorHandler } from '../src/http/errors.ts';
import { operatorPublicConfig } from '../src/http/public-config.ts';
import { registerLibrary } from '../src/library/library.module.ts';
import {
  registerScrape,
  withScrapeConfig,
  type ScrapeOptions,
} from '../src/scrape/scrape.module.ts';
import type { ScrapeService } from '../src/scrape/scrape.service.ts';
import { createTestDatabase, testConfig, testContext } from './databases.ts';

const inLibrary = { type: 'movie', tmdbId: '45745', title: 'Sintel', releaseYear: 2010 };
const notInLibrary = { type: 'movie', tmdbId: '603', title: 'The Matrix', releaseYear: 1999 };

/** An operator's host on loopback: counts requests, answers JSON, HTML or a 500 by path. */
type Upstream = { url: string; paths: string[]; close(): Promise<void> };

async function startUpstream(): Promise<Upstream> {
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    paths.push(url);
    if (url.startsWith('/broken')) {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
    } else if (url.startsWith('/page')) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    } else {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"response":{"docs":[]}}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function lines(body: string): ScrapeEvent[] {
  return body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => scrapeEventSchema.parse(JSON.parse(line)));
}

/** A source of our own making: what it does with the media decides the test. */
function fakeSource(id: string, rank: number, scrape: Sourcerer['scrapeMovie']): Sourcerer {
  return { id, name: `Fake ${id}`, rank, scrapeMovie: scrape! };
}

describe('scraping on our server', () => {
  let tmp: string;
  let upstream: Upstream;
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  const apps: FastifyInstance[] = [];
  /** The last started app's service. */
  let service: ScrapeService;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-scrape-'));
    const folder = path.join(tmp, 'Sintel (2010) [tmdbid-45745]');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'master.m3u8'), '#EXTM3U\n');
    fs.writeFileSync(path.join(folder, 'Sintel (2010) - 720p.mp4'), 'mp4');
    upstream = await startUpstream();
    database = await createTestDatabase('sqlite');
  });

  afterEach(async () => {
    upstream.paths.length = 0;
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  afterAll(async () => {
    await database.drop();
    await upstream.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function start(
    options: ScrapeOptions = {},
    env: Record<string, string> = {},
  ): Promise<FastifyInstance> {
    const config = testConfig({ DEMO_MEDIA_DIR: tmp, ARCHIVE_URL: upstream.url, ...env });
    const app = Fastify();
    const ctx: AppContext = testContext(app, config, database.handle);
    app.setErrorHandler(errorHandler);
    await registerLibrary(app, ctx);
    service = registerScrape(app, ctx, options);
    apps.push(app);
    return app;
  }

  /** The shipped library source, and after it the test's own. */
  const withLibrary =
    (...extra: Sourcerer[]) =>
    (config: SourcesConfig) => [
      ...defaultSources({ libraryBaseUrl: config.libraryBaseUrl }),
      ...extra,
    ];

  async function post(app: FastifyInstance, url: string, payload: unknown) {
    const answer = await app.inject({ method: 'POST', url, payload: payload as object });
    return { answer, events: answer.statusCode === 200 ? lines(answer.body) : [] };
  }

  it('streams a found run in order, with the library read in process', async () => {
    const app = await start({ sources: withLibrary() });
    const { answer, events } = await post(app, '/scrape', { media: inLibrary });
    expect(answer.headers['content-type']).toContain('application/x-ndjson');
    expect(events.map((e) => e.type)).toEqual(['init', 'start', 'update', 'update', 'done']);
    expect(events[0]).toEqual({ type: 'init', sourceIds: ['library'] });
    expect(events[1]).toEqual({ type: 'start', id: 'library' });
    expect(events[3]).toEqual({
      type: 'update',
      id: 'library',
      percentage: 100,
      status: 'success',
    });
    const done = events.at(-1);
    if (done?.type !== 'done' || !done.result) throw new Error('expected a found run');
    expect(done.result.sourceId).toBe('library');
    expect(done.result.stream.type).toBe('hls');
    expect(done.result.streams.map((s) => s.type)).toEqual(['hls', 'file']);
    // Paths on our server, for the page to play from the same origin.
    expect(done.result.stream.type === 'hls' && done.result.stream.playlist).toMatch(
      /^\/media-files\//,
    );
  });

  it('reports not found and failed sources with their reasons and kinds, and ends with no result', async () => {
    const app = await start({
      sources: withLibrary(
        fakeSource('empty', 10, () => Promise.reject(new NotFoundError('nothing here'))),
        fakeSource('broken', 5, () =>
          Promise.reject(new ScrapeFailureError('upstream broke', { kind: 'unreachable' })),
        ),
      ),
    });
    const { events } = await post(app, '/scrape', { media: notInLibrary });
    expect(events).toEqual([
      { type: 'init', sourceIds: ['library', 'empty', 'broken'] },
      { type: 'start', id: 'library' },
      // The library reports its answer read before it finds the list empty.
      { type: 'update', id: 'library', percentage: 100, status: 'pending' },
      {
        type: 'update',
        id: 'library',
        percentage: 100,
        status: 'notfound',
        reason: 'No library file for this title',
        reasonCode: 'notfound',
      },
      { type: 'start', id: 'empty' },
      {
        type: 'update',
        id: 'empty',
        percentage: 100,
        status: 'notfound',
        reason: 'nothing here',
        reasonCode: 'notfound',
      },
      { type: 'start', id: 'broken' },
      {
        type: 'update',
        id: 'broken',
        percentage: 100,
        status: 'failure',
        reason: 'upstream broke',
        reasonCode: 'unreachable',
      },
      { type: 'done', result: null },
    ]);
  });

  it('follows the viewer’s source order', async () => {
    const app = await start({
      sources: withLibrary(fakeSource('empty', 10, () => Promise.reject(new NotFoundError()))),
    });
    const { events } = await post(app, '/scrape', { media: notInLibrary, sourceOrder: ['empty'] });
    expect(events[0]).toEqual({ type: 'init', sourceIds: ['empty', 'library'] });
  });

  it('runs one source, and answers a missing one as a failure line', async () => {
    const app = await start({ sources: withLibrary() });
    const found = await post(app, '/scrape/source', { id: 'library', media: inLibrary });
    const last = found.events.at(-1);
    expect(last?.type === 'sourceDone' && last.streams.map((s) => s.id)).toEqual([
      'library-hls',
      'library-file',
    ]);
    const missing = await post(app, '/scrape/source', { id: 'library', media: notInLibrary });
    expect(missing.events.at(-1)).toEqual({
      type: 'error',
      status: 'notfound',
      message: 'No library file for this title',
    });
    const unknown = await post(app, '/scrape/embed', { id: 'nope', url: 'x' });
    expect(unknown.events).toEqual([
      { type: 'error', status: 'failure', message: 'invalid embed id' },
    ]);
  });

  it('answers a bad body with 400 and the zod issues, before any line', async () => {
    const app = await start({ sources: withLibrary() });
    for (const payload of [
      {},
      { media: { ...inLibrary, tmdbId: 'abc' } },
      { media: { type: 'show', tmdbId: '1', title: 'x', releaseYear: 1 } },
      { media: inLibrary, credentials: { jellyfin: { url: 'ftp://x', apiKey: 'k' } } },
    ]) {
      const { answer } = await post(app, '/scrape', payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errorType: 'validation', errors: expect.any(Array) });
    }
  });

  it('lists what it runs, highest rank first', async () => {
    const app = await start({
      sources: withLibrary(fakeSource('empty', 10, () => Promise.reject(new NotFoundError()))),
    });
    const answer = await app.inject({ method: 'GET', url: '/scrape/sources' });
    expect(answer.json()).toEqual({
      sources: [
        { id: 'library', name: 'Library', rank: 1000 },
        { id: 'empty', name: 'Fake empty', rank: 10 },
      ],
      // The archive's embed, which comes with ARCHIVE_URL.
      embeds: [{ id: 'archive-item', name: 'Internet Archive item', rank: 500 }],
    });
  });

  it('keeps 200 JSON answers of the operator’s hosts and asks again for the rest', async () => {
    const asking = (pathname: string) =>
      fakeSource('asks', 10, async (ctx) => {
        const answer = await ctx.fetcher(`${upstream.url}${pathname}`);
        throw new NotFoundError(`answered ${answer.statusCode}`);
      });
    for (const pathname of ['/advancedsearch.php?q=a', '/broken', '/page']) {
      const app = await start({ sources: withLibrary(asking(pathname)) });
      const first = await post(app, '/scrape', { media: notInLibrary });
      await post(app, '/scrape', { media: notInLibrary });
      expect(first.events).toContainEqual(
        expect.objectContaining({ id: 'asks', status: 'notfound' }),
      );
      const cached = pathname.startsWith('/advancedsearch');
      expect(upstream.paths).toEqual(cached ? [pathname] : [pathname, pathname]);
      upstream.paths.length = 0;
    }
  });

  it('reaches other hosts only through the proxy’s safe fetch, which refuses our own network', async () => {
    const app = await start({
      sources: withLibrary(
        fakeSource('elsewhere', 10, async (ctx) => {
          // The upstream's own port, but not the host the operator configured: checked, refused.
          await ctx.fetcher(`http://[::1]:${new URL(upstream.url).port}/secret`);
          return { embeds: [] };
        }),
      ),
    });
    const { events } = await post(app, '/scrape', { media: notInLibrary });
    const update = events.find((e) => e.type === 'update' && e.id === 'elsewhere');
    expect(update).toMatchObject({
      status: 'failure',
      reason: expect.stringMatching(/does not reach that address/),
    });
    expect(upstream.paths).toEqual([]);
  });

  it('hands the viewer’s Jellyfin to the sources of that request only', async () => {
    const seen: unknown[] = [];
    const app = await start({
      sources: (config) => {
        seen.push(config.jellyfin);
        return withLibrary()(config);
      },
    });
    const jellyfin = { url: 'https://jf.example', apiKey: 'viewer-key' };
    await post(app, '/scrape', { media: inLibrary, credentials: { jellyfin } });
    await post(app, '/scrape', { media: inLibrary });
    expect(seen.slice(-2)).toEqual([jellyfin, undefined]);
  });

  it('stops the run when the client goes away', async () => {
    let aborted!: () => void;
    const abortedRun = new Promise<void>((resolve) => (aborted = resolve));
    const app = await start({
      sources: withLibrary(
        fakeSource('slow', 10, (ctx) => {
          ctx.signal?.addEventListener('abort', () => aborted());
          return new Promise(() => undefined);
        }),
      ),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/scrape',
      headers: { 'content-type': 'application/json' },
    });
    request.end(JSON.stringify({ media: notInLibrary }));
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      request.on('response', resolve),
    );
    // Lines arrive as they happen: wait for the slow source's start, then hang up.
    let received = '';
    await new Promise<void>((resolve) =>
      response.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        if (received.includes('"start","id":"slow"')) resolve();
      }),
    );
    request.on('error', () => undefined);
    request.destroy();
    await abortedRun;
  });

  it('answers 503 when every run slot is taken, and frees the slot after a run', async () => {
    const app = await start({ sources: withLibrary(), maxConcurrent: 1 });
    const held = service.claim();
    const { answer } = await post(app, '/scrape', { media: inLibrary });
    expect(answer.statusCode).toBe(503);
    held.release();
    expect((await post(app, '/scrape', { media: inLibrary })).answer.statusCode).toBe(200);
    expect((await post(app, '/scrape', { media: inLibrary })).answer.statusCode).toBe(200);
  });

  it('tells the web app the operator’s source settings, which win over the environment’s', () => {
    const config = testConfig({
      ARCHIVE_URL: '',
      STREMIO_ADDONS: ' https://a.test/manifest.json , https://b.test/manifest.json',
      CDN_REPLACEMENTS: 'cdn.test:mirror.test',
      DISALLOWED_IDS: 'movie-1,tv-2',
    });
    const environment = {
      ...operatorPublicConfig({
        VITE_STREMIO_ADDONS: 'https://c.test/manifest.json',
        VITE_CDN_REPLACEMENTS: 'other.test:elsewhere.test',
        VITE_DISALLOWED_IDS: 'movie-9',
        VITE_DMCA_EMAIL: 'd@x.test',
      }),
      archiveUrl: 'https://x.test',
    };
    const settled = withScrapeConfig(environment, config);
    const { archiveUrl: _off, ...withoutArchive } = environment;
    expect(settled).toEqual({
      ...withoutArchive,
      stremioAddons: ['https://a.test/manifest.json', 'https://b.test/manifest.json'],
      cdnReplacements: [{ hostSuffix: 'cdn.test', replacement: 'mirror.test' }],
      disallowedMedia: ['movie-1', 'show-2'],
    });
    expect(settled).not.toHaveProperty('archiveUrl');
    // Unset on the server, the web app's own variables still count; the archive's never does.
    expect(withScrapeConfig(environment, testConfig({ ARCHIVE_URL: upstream.url }))).toEqual({
      ...environment,
      stremioAddons: ['https://c.test/manifest.json'],
      cdnReplacements: [{ hostSuffix: 'other.test', replacement: 'elsewhere.test' }],
      disallowedMedia: ['movie-9'],
      archiveUrl: upstream.url,
    });
  });

  it('refuses malformed source settings at start', () => {
    expect(() => testConfig({ CDN_REPLACEMENTS: 'cdn.test' })).toThrow(/CDN_REPLACEMENTS/);
    expect(() => testConfig({ DISALLOWED_IDS: 'film-1' })).toThrow(/DISALLOWED_IDS/);
    expect(() => testConfig({ STREMIO_ADDONS: 'a.test/manifest.json' })).toThrow(/STREMIO_ADDONS/);
    expect(() => testConfig({ ARCHIVE_URL: 'archive.org' })).toThrow(/ARCHIVE_URL/);
    expect(() => testConfig({ VITE_CDN_REPLACEMENTS: 'nonsense' })).toThrow(
      /VITE_CDN_REPLACEMENTS: 'nonsense'/,
    );
  });
});
