import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicConfigSchema, scrapeEventSchema, type ScrapeEvent } from '@screenroom/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withAccessMode } from '../src/accounts/access-guard.ts';
import { buildApp } from '../src/app.ts';
import { asViewer } from '../src/scrape/scrape-fetch.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { bearer, register, type TestAccount } from './accounts-client.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';
import { startFakeOmdb, type FakeOmdb } from './fake-omdb.ts';
import { startFakeOpenSubtitles, type FakeOpenSubtitles } from './fake-opensubtitles.ts';

const OMDB_KEY = 'access-test-omdb-key';
const OPENSUBTITLES_KEY = 'access-test-opensubtitles-key';
const sintel = { type: 'movie', tmdbId: '45745', title: 'Sintel', releaseYear: 2010 };
const mp4 = 'Sintel (2010) [tmdbid-45745]/Sintel (2010) - 720p.mp4';

/** Every guarded call besides the library's (library-access.test.ts covers those). */
const guardedCalls: { name: string; request: InjectOptions }[] = [
  { name: 'GET /scrape/sources', request: { method: 'GET', url: '/scrape/sources' } },
  { name: 'POST /scrape', request: { method: 'POST', url: '/scrape', payload: { media: sintel } } },
  {
    name: 'POST /scrape/source',
    request: { method: 'POST', url: '/scrape/source', payload: { id: 'library', media: sintel } },
  },
  {
    name: 'POST /scrape/embed',
    request: {
      method: 'POST',
      url: '/scrape/embed',
      payload: { id: 'no-such-embed', url: 'https://example.test/embed' },
    },
  },
  {
    name: 'GET /proxy/token',
    request: { method: 'GET', url: '/proxy/token', headers: { 'sec-fetch-site': 'same-origin' } },
  },
  {
    name: 'GET /subtitles/search',
    request: { method: 'GET', url: '/subtitles/search?tmdbId=603&type=movie&imdbId=tt0133093' },
  },
  { name: 'GET /subtitles/file', request: { method: 'GET', url: '/subtitles/file/1101' } },
  { name: 'GET /ratings', request: { method: 'GET', url: '/ratings/movie/603' } },
];

function lines(body: string): ScrapeEvent[] {
  return body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => scrapeEventSchema.parse(JSON.parse(line)));
}

let tmp: string;
let omdb: FakeOmdb;
let opensubtitles: FakeOpenSubtitles;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-access-'));
  const file = path.join(tmp, mp4);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'sintel at 720p');
  omdb = await startFakeOmdb(OMDB_KEY);
  opensubtitles = await startFakeOpenSubtitles(OPENSUBTITLES_KEY);
});

afterAll(async () => {
  await omdb.close();
  await opensubtitles.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.each(dialects)(
  'ACCESS for scraping, proxy tokens, subtitles and ratings on %s',
  (dialect) => {
    let database: { handle: DatabaseHandle; drop(): Promise<void> };
    let app: FastifyInstance;

    async function start(access: 'public' | 'accounts'): Promise<FastifyInstance> {
      return buildApp({
        config: testConfig({
          ACCESS: access,
          DEMO_MEDIA_DIR: tmp,
          // No archive: the runs must reach nothing but the library.
          ARCHIVE_URL: '',
          OMDB_API_KEY: OMDB_KEY,
          OMDB_API_URL: omdb.apiUrl,
          OPENSUBTITLES_API_KEY: OPENSUBTITLES_KEY,
          OPENSUBTITLES_API_URL: opensubtitles.apiUrl,
        }),
        database: database.handle,
        serveWebApp: false,
      });
    }

    beforeEach(async () => {
      database = await createTestDatabase(dialect);
    });

    afterEach(async () => {
      await app.close();
      await database.drop();
    });

    describe('under ACCESS=accounts', () => {
      let viewer: TestAccount;

      beforeEach(async () => {
        app = await start('accounts');
        viewer = await register(app);
      });

      it.each(guardedCalls)(
        '$name answers 401 without a session and 400 for a bad token',
        async ({ request }) => {
          const none = await app.inject(request);
          expect(none.statusCode).toBe(401);
          expect(none.json()).toMatchObject({ errorType: 'message', message: 'Not logged in' });
          const bad = await app.inject({
            ...request,
            headers: { ...request.headers, authorization: 'Bearer forged.token.here' },
          });
          expect(bad.statusCode).toBe(400);
        },
      );

      it.each(guardedCalls)('$name answers 200 with a session', async ({ request }) => {
        const answer = await app.inject({
          ...request,
          headers: { ...request.headers, ...bearer(viewer.token) },
        });
        expect(answer.statusCode).toBe(200);
      });

      it('keeps ratings out of shared caches', async () => {
        const answer = await app.inject({
          method: 'GET',
          url: '/ratings/movie/603',
          headers: bearer(viewer.token),
        });
        expect(answer.headers['cache-control']).toBe('private, max-age=3600');
      });

      it('reads the library as the viewer, so the found stream carries links signed for them', async () => {
        const answer = await app.inject({
          method: 'POST',
          url: '/scrape',
          payload: { media: sintel },
          headers: bearer(viewer.token),
        });
        const done = lines(answer.body).at(-1);
        if (done?.type !== 'done' || !done.result) throw new Error(`no stream: ${answer.body}`);
        const stream = done.result.stream;
        if (stream.type !== 'file') throw new Error('expected the MP4');
        const url = stream.qualities['720']!.url;
        expect(url).toMatch(new RegExp(`\\?sig=${viewer.sessionId}\\.`));
        // The link opens the file for a media element, which sends no header.
        const file = await app.inject({ method: 'GET', url });
        expect(file.statusCode).toBe(200);
        expect(file.body).toBe('sintel at 720p');
      });
    });

    describe('under ACCESS=public', () => {
      beforeEach(async () => {
        app = await start('public');
      });

      it.each(guardedCalls)('$name answers 200 without a session', async ({ request }) => {
        const answer = await app.inject(request);
        expect(answer.statusCode).toBe(200);
      });

      it('lets shared caches keep ratings, and finds the library by its plain paths', async () => {
        const ratings = await app.inject({ method: 'GET', url: '/ratings/movie/603' });
        expect(ratings.headers['cache-control']).toBe('public, max-age=3600');
        const run = await app.inject({
          method: 'POST',
          url: '/scrape',
          payload: { media: sintel },
        });
        const done = lines(run.body).at(-1);
        if (done?.type !== 'done' || done.result?.stream.type !== 'file') {
          throw new Error(`no stream: ${run.body}`);
        }
        expect(done.result.stream.qualities['720']!.url).toBe(
          '/media-files/demo/Sintel%20(2010)%20%5Btmdbid-45745%5D/Sintel%20(2010)%20-%20720p.mp4',
        );
      });
    });
  },
);

describe('the web app learns the access mode', () => {
  it('is told `accounts` exactly when the server wants accounts', () => {
    const operator = publicConfigSchema.parse({
      dmcaEmail: 'dmca@example.test',
      access: 'accounts',
    });
    expect(withAccessMode(operator, { ACCESS: 'public' })).toEqual({
      ...operator,
      access: 'public',
    });
    const open = publicConfigSchema.parse({});
    expect(withAccessMode(open, { ACCESS: 'accounts' })).toEqual({ ...open, access: 'accounts' });
  });
});

describe('a server run asks our library as the viewer', () => {
  it('hands the viewer’s Authorization header to our own paths only', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    const fetch = asViewer(async (url, init) => {
      seen.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      return new Response('{}');
    }, 'Bearer viewer-token');
    await fetch('/library/streams/movie/45745');
    await fetch('https://jellyfin.example/Items', { headers: { 'x-emby-token': 'k' } });
    await fetch('//elsewhere.example/library/streams/movie/1');
    expect(seen).toEqual([
      { url: '/library/streams/movie/45745', authorization: 'Bearer viewer-token' },
      { url: 'https://jellyfin.example/Items', authorization: null },
      { url: '//elsewhere.example/library/streams/movie/1', authorization: null },
    ]);
  });
});
