import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { HttpError } from '../src/http/errors.ts';
import { IntroSkipRemote } from '../src/intro-skip/intro-skip-remote.ts';
import { makeChapterFiles, type ChapterFiles } from './chapter-files.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';

/** Breaking Bad is in the embedded catalog with its IMDb id; Homemade is not. */
const BB_IMDB = 'tt0903747';
const bb = 'Breaking Bad (2008) [tmdbid-1396]/Season 01';
const homemade = 'Homemade (2020) [tmdbid-88888888]/Season 01';
const noMarker = { introSkipTime: null };

interface FakeIntroSkip {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/** The intro-skip service's shape: `GET /{imdbId}/{season}/{episode}` → `{ introSkipTime }`. */
async function startFakeIntroSkip(): Promise<FakeIntroSkip> {
  const requests: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    requests.push(url);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url === `/${BB_IMDB}/1/2`) return json(200, { introSkipTime: '45s' });
    if (url === `/${BB_IMDB}/1/6`) return json(500, { error: 'database down' });
    if (url === `/${BB_IMDB}/1/7`) {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    if (url === `/${BB_IMDB}/1/8`) return json(200, { introSkipTime: 'soon' });
    if (url === `/${BB_IMDB}/1/9`) return void hanging.add(response);
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let tmp: string;
let demoDir: string;
let mediaDir: string;
let files: ChapterFiles;
let fake: FakeIntroSkip;

function place(root: string, relative: string, source: string): void {
  const target = path.join(root, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(source, target);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-intro-skip-'));
  demoDir = path.join(tmp, 'demo');
  mediaDir = path.join(tmp, 'media');
  files = await makeChapterFiles(path.join(tmp, 'made'));
  const opening = path.join(tmp, 'made', 'opening.mp4');
  await files.withChapters(opening, [
    { title: 'OPENING', startMs: 0, endMs: 4000 },
    { title: 'Story', startMs: 4000, endMs: 6000 },
  ]);
  const credits = path.join(tmp, 'made', 'credits.mp4');
  await files.withChapters(credits, [
    { title: 'Episode', startMs: 0, endMs: 5000 },
    { title: 'Credits', startMs: 5000, endMs: 6000 },
  ]);
  place(demoDir, `${bb}/Breaking Bad S01E01.mp4`, files.moovAtEnd);
  place(demoDir, `${bb}/Breaking Bad S01E02.mp4`, files.noChapters);
  // Two qualities: the first has chapters but no intro, the second marks one.
  place(demoDir, `${bb}/Breaking Bad S01E03 - 1080p.mp4`, credits);
  place(demoDir, `${bb}/Breaking Bad S01E03 - 720p.mp4`, files.faststart);
  // The operator's folder wins over the demo media.
  place(demoDir, `${bb}/Breaking Bad S01E04.mp4`, files.moovAtEnd);
  place(mediaDir, `${bb}/Breaking Bad S01E04.mp4`, opening);
  place(demoDir, `${bb}/Breaking Bad S01E05.mp4`, files.truncated);
  place(demoDir, `${homemade}/Homemade S01E01.mp4`, files.chapterTrackOnly);
  fake = await startFakeIntroSkip();
});

afterAll(async () => {
  await fake.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.each(dialects)('intro-skip on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await buildApp({
      config: testConfig({
        DEMO_MEDIA_DIR: demoDir,
        MEDIA_DIR: mediaDir,
        INTRO_SKIP_URL: `${fake.url}/`,
      }),
      database: database.handle,
      serveWebApp: false,
    });
  });

  afterEach(() => {
    fake.requests.length = 0;
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const ask = (url: string) => app.inject({ method: 'GET', url });

  it('answers the end of the Intro chapter of a library file, by movie database id', async () => {
    const answer = await ask('/intro-skip/tmdb-1396/1/1');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ introSkipTime: '2.5s' });
    expect(fake.requests).toEqual([]);
  });

  it('finds the title of an IMDb id through the catalog', async () => {
    expect((await ask(`/intro-skip/${BB_IMDB}/1/1`)).json()).toEqual({ introSkipTime: '2.5s' });
  });

  it('uses the movie database id the player adds for a title the catalog lacks', async () => {
    const answer = await ask('/intro-skip/tt7777777/1/1?tmdbId=88888888');
    expect(answer.json()).toEqual({ introSkipTime: '2.5s' });
    expect((await ask('/intro-skip/tmdb-88888888/1/1')).json()).toEqual({
      introSkipTime: '2.5s',
    });
  });

  it('takes the first file of the episode that marks an intro', async () => {
    expect((await ask('/intro-skip/tmdb-1396/1/3')).json()).toEqual({ introSkipTime: '2.5s' });
  });

  it("prefers the operator's file to the demo media", async () => {
    expect((await ask('/intro-skip/tmdb-1396/1/4')).json()).toEqual({ introSkipTime: '4s' });
  });

  it('asks the intro-skip service, by IMDb id, for an episode without a marker', async () => {
    const answer = await ask('/intro-skip/tmdb-1396/1/2');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ introSkipTime: '45s' });
    expect(fake.requests).toEqual([`/${BB_IMDB}/1/2`]);
    // Remembered: the service is not asked again.
    expect((await ask(`/intro-skip/${BB_IMDB}/1/2`)).json()).toEqual({ introSkipTime: '45s' });
    expect(fake.requests).toHaveLength(1);
  });

  it('answers a null time when neither the file nor the service knows one', async () => {
    for (const url of ['/intro-skip/tmdb-1396/1/5', `/intro-skip/${BB_IMDB}/1/8`]) {
      const answer = await ask(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json()).toEqual(noMarker);
    }
    expect(fake.requests).toEqual([`/${BB_IMDB}/1/5`, `/${BB_IMDB}/1/8`]);
    // No IMDb id to ask the service by, and no file.
    expect((await ask('/intro-skip/tmdb-99999999/1/1')).json()).toEqual(noMarker);
    expect(fake.requests).toHaveLength(2);
  });

  it("passes the service's 500 on, so the player retries it", async () => {
    const answer = await ask(`/intro-skip/${BB_IMDB}/1/6`);
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({
      errorType: 'message',
      message: 'The intro-skip service failed',
    });
    await ask(`/intro-skip/${BB_IMDB}/1/6`);
    expect(fake.requests).toHaveLength(2);
  });

  it('turns a page that is not JSON into a 502', async () => {
    const answer = await ask(`/intro-skip/${BB_IMDB}/1/7`);
    expect(answer.statusCode).toBe(502);
    expect(answer.json().errorType).toBe('message');
  });

  it('refuses an id that is neither an IMDb id nor tmdb-{id}', async () => {
    for (const url of ['/intro-skip/1396/1/1', '/intro-skip/tmdb-x/1/1', '/intro-skip/tt1/a/1']) {
      const answer = await ask(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().errorType).toBe('validation');
    }
  });
});

describe('intro-skip without a service configured', () => {
  it('answers only from the library', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp({
      config: testConfig({ DEMO_MEDIA_DIR: demoDir }),
      database: database.handle,
      serveWebApp: false,
    });
    try {
      expect((await app.inject({ url: '/intro-skip/tmdb-1396/1/1' })).json()).toEqual({
        introSkipTime: '2.5s',
      });
      const answer = await app.inject({ url: '/intro-skip/tmdb-1396/1/2' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(noMarker);
      expect(fake.requests).toEqual([]);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('gives up on a service that does not answer within its time', async () => {
    const remote = new IntroSkipRemote({ baseUrl: fake.url, timeoutMs: 200 });
    const failure = await remote.skipTime(BB_IMDB, 1, 9).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      statusCode: 504,
      message: 'The intro-skip service did not answer in time',
    });
    const unreachable = new IntroSkipRemote({ baseUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.skipTime(BB_IMDB, 1, 2)).rejects.toMatchObject({ statusCode: 502 });
  });
});

describe('the bundled demo media', () => {
  it('marks the intro of the test card S01E02, and of no other episode', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp({
      config: testConfig(),
      database: database.handle,
      serveWebApp: false,
    });
    try {
      const answer = await app.inject({ url: '/intro-skip/tmdb-99000001/1/2' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ introSkipTime: '20s' });
      expect((await app.inject({ url: '/intro-skip/tmdb-99000001/1/1' })).json()).toEqual(noMarker);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
