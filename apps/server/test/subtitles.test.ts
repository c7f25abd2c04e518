import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { publicConfigSchema } from '@screenroom/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publicAccess } from '../src/accounts/access-guard.ts';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { errorHandler } from '../src/http/errors.ts';
import { MemoryRateLimiter } from '../src/rate-limit/memory-rate-limiter.ts';
import { OpenSubtitlesClient } from '../src/subtitles/opensubtitles-client.ts';
import {
  languageFromOpenSubtitles,
  languagesForOpenSubtitles,
} from '../src/subtitles/subtitle-languages.ts';
import { subtitlesRoutes } from '../src/subtitles/subtitles.routes.ts';
import { SubtitlesService } from '../src/subtitles/subtitles.service.ts';
import { createTestDatabase, testConfig } from './databases.ts';
import {
  startFakeOpenSubtitles,
  subtitleText,
  type FakeOpenSubtitles,
} from './fake-opensubtitles.ts';

const API_KEY = 'operator-opensubtitles-key-7f3a';
const episode = '/subtitles/search?tmdbId=1399&type=show&season=1&episode=2';
const movie = '/subtitles/search?tmdbId=603&type=movie&imdbId=tt0133093';

describe('online subtitles through our server', () => {
  let fake: FakeOpenSubtitles;
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;
  const extraApps: FastifyInstance[] = [];
  /** Every answer any test saw, to check that the key never left the server. */
  const answers: LightMyRequestResponse[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenSubtitles(API_KEY);
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      config: testConfig({ OPENSUBTITLES_API_KEY: API_KEY, OPENSUBTITLES_API_URL: fake.apiUrl }),
      database: database.handle,
      publicConfig: { dmcaEmail: 'dmca@example.test' },
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
    expect(answers.length).toBeGreaterThan(10);
    await app.close();
    await database.drop();
    await fake.close();
  });

  async function get(url: string, on: FastifyInstance = app): Promise<LightMyRequestResponse> {
    const answer = await on.inject({ method: 'GET', url });
    answers.push(answer);
    return answer;
  }

  /** A server whose own service is fresh (no cache) and gives up on OpenSubtitles quickly. */
  async function freshApp(timeoutMs = 10_000): Promise<FastifyInstance> {
    const extra = Fastify();
    extra.setErrorHandler(errorHandler);
    const client = new OpenSubtitlesClient({ apiKey: API_KEY, apiUrl: fake.apiUrl, timeoutMs });
    subtitlesRoutes(extra, new SubtitlesService(client), new MemoryRateLimiter(), publicAccess);
    extraApps.push(extra);
    return extra;
  }

  it('finds the subtitles of an episode, most downloaded first', async () => {
    const answer = await get(episode);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      results: [
        {
          id: '1101',
          language: 'en',
          release: 'Show.S01E02.720p.WEB',
          downloads: 5000,
          hearingImpaired: false,
        },
        {
          id: '1201',
          language: 'ar',
          release: 'Show.S01E02.1080p',
          downloads: 900,
          hearingImpaired: true,
        },
      ],
    });
    expect(fake.requests).toEqual([
      {
        method: 'GET',
        url: '/api/v1/subtitles?episode_number=2&parent_tmdb_id=1399&season_number=1&type=episode',
        apiKey: API_KEY,
        userAgent: 'Screenroom v0.1.0',
        body: '',
      },
    ]);
  });

  it('finds a movie by its IMDb id and answers ISO 639-1 languages', async () => {
    const answer = await get(movie);
    expect(answer.statusCode).toBe(200);
    const { results } = answer.json<{ results: { id: string; language: string }[] }>();
    expect(results.map((r) => `${r.id}:${r.language}`)).toEqual(['2201:en', '2101:pt', '2301:pt']);
    expect(fake.requests[0]?.url).toBe('/api/v1/subtitles?imdb_id=133093&type=movie');
  });

  it('asks for the languages wanted, in the service codes', async () => {
    const answer = await get(`${movie}&languages=pt`);
    const { results } = answer.json<{ results: { id: string }[] }>();
    expect(results.map((r) => r.id)).toEqual(['2101', '2301']);
    expect(fake.requests[0]?.url).toBe(
      '/api/v1/subtitles?imdb_id=133093&languages=pt-br%2Cpt-pt&type=movie',
    );
  });

  it('answers an empty list when there are none', async () => {
    const answer = await get('/subtitles/search?tmdbId=99000001&type=show&season=1&episode=1');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ results: [] });
  });

  it('keeps search answers: the second ask does not reach OpenSubtitles', async () => {
    const url = '/subtitles/search?tmdbId=1399&type=show&season=1&episode=2&languages=en';
    const first = await get(url);
    const second = await get(url);
    expect(second.json()).toEqual(first.json());
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses a bad search with the validation shape', async () => {
    const noEpisode = await get('/subtitles/search?tmdbId=1399&type=show&season=1');
    expect(noEpisode.statusCode).toBe(400);
    expect(noEpisode.json().errorType).toBe('validation');
    expect((await get('/subtitles/search?tmdbId=abc&type=movie')).statusCode).toBe(400);
    expect((await get('/subtitles/search?tmdbId=1&type=movie&imdbId=0133093')).statusCode).toBe(
      400,
    );
    expect(fake.requests).toEqual([]);
  });

  it('downloads a file from the link the download call gives, without the key', async () => {
    const answer = await get('/subtitles/file/1101');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe(subtitleText(1101));
    expect(fake.requests.map((r) => [r.method, r.url, r.apiKey])).toEqual([
      ['POST', '/api/v1/download', API_KEY],
      ['GET', '/files/1101.srt', undefined],
    ]);
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({ file_id: 1101 });
  });

  it('keeps downloaded files: the second ask costs no download', async () => {
    const first = await get('/subtitles/file/1201');
    const second = await get('/subtitles/file/1201');
    expect(second.body).toBe(first.body);
    expect(fake.requests.filter((r) => r.url === '/api/v1/download')).toHaveLength(1);
  });

  it('shares one download between asks that arrive together', async () => {
    const [a, b] = await Promise.all([get('/subtitles/file/3001'), get('/subtitles/file/3001')]);
    expect(a.body).toBe(subtitleText(3001));
    expect(b.body).toBe(a.body);
    expect(fake.requests.filter((r) => r.url === '/api/v1/download')).toHaveLength(1);
  });

  it('limits each client to 30 downloads the server has not kept, 10 minutes', async () => {
    const fresh = await freshApp();
    const download = (fileId: number, remoteAddress = '203.0.113.40') =>
      fresh.inject({ method: 'GET', url: `/subtitles/file/${fileId}`, remoteAddress });
    for (let fileId = 6001; fileId <= 6030; fileId++) {
      expect((await download(fileId)).statusCode, `file ${fileId}`).toBe(200);
    }
    const refused = await download(6031);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorType: 'message',
      message: expect.stringMatching(/^Too many requests, try again in \d+ seconds$/),
    });
    // A kept file costs nothing, so asking for it again is never counted.
    const kept = await download(6001);
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(subtitleText(6001));
    expect(fake.requests.filter((r) => r.url === '/api/v1/download')).toHaveLength(30);
    // Counted per client: another address still downloads.
    expect((await download(6031, '198.51.100.40')).statusCode).toBe(200);
  });

  it('says when the daily download quota is used up', async () => {
    fake.mode = 'quota';
    const answer = await get('/subtitles/file/4001');
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toMatchObject({
      errorType: 'message',
      message:
        "The server's daily subtitle download quota is used up (it renews at 2026-11-24T00:00:00.000Z)",
    });
    fake.mode = 'ok';
    expect((await get('/subtitles/file/4001')).statusCode).toBe(200);
  });

  it('says when OpenSubtitles limits requests', async () => {
    fake.mode = 'throttle';
    for (const url of [episode, '/subtitles/file/4002']) {
      const answer = await get(url.replace('episode=2', 'episode=3'));
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({
        errorType: 'message',
        message: 'OpenSubtitles is limiting requests; try again in a few seconds',
      });
    }
  });

  it('turns a server error into a 502 and keeps no failure', async () => {
    fake.mode = 'error';
    const url = '/subtitles/search?tmdbId=1399&type=show&season=1&episode=2&languages=ar';
    const answer = await get(url);
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({
      errorType: 'message',
      message: 'OpenSubtitles is unavailable (status 500)',
    });
    fake.mode = 'ok';
    expect((await get(url)).json().results).toHaveLength(1);
  });

  it('turns a web page instead of JSON into a clear 502', async () => {
    fake.mode = 'html';
    const search = await get(episode.replace('episode=2', 'episode=4'));
    expect(search.statusCode).toBe(502);
    expect(search.json().message).toBe('OpenSubtitles is unavailable (status 503)');
    const download = await get('/subtitles/file/4003');
    expect(download.statusCode).toBe(502);
    expect(download.json().errorType).toBe('message');
  });

  it('says so when a 200 answer is not JSON', async () => {
    const html = await startHtmlServer();
    const extra = Fastify();
    extra.setErrorHandler(errorHandler);
    subtitlesRoutes(
      extra,
      new SubtitlesService(new OpenSubtitlesClient({ apiKey: API_KEY, apiUrl: html.url })),
      new MemoryRateLimiter(),
      publicAccess,
    );
    extraApps.push(extra);
    const answer = await get(episode, extra);
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({
      errorType: 'message',
      message: 'OpenSubtitles answered with something other than JSON',
    });
    await html.close();
  });

  it('gives up on a service that does not answer', async () => {
    fake.mode = 'hang';
    const quick = await freshApp(300);
    const started = Date.now();
    const answer = await get(episode, quick);
    expect(answer.statusCode).toBe(504);
    expect(answer.json()).toMatchObject({
      errorType: 'message',
      message: 'OpenSubtitles did not answer in time',
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await get('/subtitles/file/4004', quick)).statusCode).toBe(504);
  });

  it('says when OpenSubtitles cannot be reached at all', async () => {
    const extra = Fastify();
    extra.setErrorHandler(errorHandler);
    const client = new OpenSubtitlesClient({
      apiKey: API_KEY,
      apiUrl: 'http://127.0.0.1:9/api/v1',
    });
    subtitlesRoutes(extra, new SubtitlesService(client), new MemoryRateLimiter(), publicAccess);
    extraApps.push(extra);
    const answer = await get(episode, extra);
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toBe('OpenSubtitles could not be reached');
  });

  it('does not echo a refused key', async () => {
    const extra = Fastify();
    extra.setErrorHandler(errorHandler);
    const wrongKey = `${API_KEY}-revoked`;
    const client = new OpenSubtitlesClient({ apiKey: wrongKey, apiUrl: fake.apiUrl });
    subtitlesRoutes(extra, new SubtitlesService(client), new MemoryRateLimiter(), publicAccess);
    extraApps.push(extra);
    const answer = await get(episode, extra);
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toBe("OpenSubtitles refused the server's API key");
    expect(answer.body).not.toContain(wrongKey);
  });

  it('tells the web app that online subtitles are on', async () => {
    const { withOnlineSubtitlesFlag } = await import('../src/subtitles/subtitles.module.ts');
    const operator = publicConfigSchema.parse({ dmcaEmail: 'dmca@example.test' });
    expect(withOnlineSubtitlesFlag(operator, { OPENSUBTITLES_API_KEY: API_KEY })).toEqual({
      ...operator,
      onlineSubtitles: true,
    });
    const on = { ...operator, onlineSubtitles: true };
    expect(withOnlineSubtitlesFlag(on, { OPENSUBTITLES_API_KEY: undefined })).toEqual(operator);
  });
});

describe('subtitle languages', () => {
  it("answers ISO 639-1 for the service's codes and variants", () => {
    expect(
      ['en', 'pt-BR', 'pt-pt', 'zh-TW', 'ze', 'ea', 'at', 'sy'].map(languageFromOpenSubtitles),
    ).toEqual(['en', 'pt', 'pt', 'zh', 'zh', 'es', 'ast', 'syr']);
    expect(languageFromOpenSubtitles(null)).toBeUndefined();
    expect(languageFromOpenSubtitles(' ')).toBeUndefined();
  });

  it('asks for every variant of a language, sorted', () => {
    expect(languagesForOpenSubtitles(['zh', 'EN', 'es', 'ast'])).toBe('at,ea,en,es,ze,zh-cn,zh-tw');
  });
});

describe('online subtitles without a key', () => {
  it('answer 404 and stay off in the web configuration', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp({
      config: testConfig(),
      database: database.handle,
      publicConfig: { onlineSubtitles: true },
      serveWebApp: false,
    });
    try {
      for (const url of [movie, '/subtitles/file/1101']) {
        const answer = await app.inject({ method: 'GET', url });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({
          errorType: 'message',
          message: 'Online subtitles are not configured',
        });
      }
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

/** Answers every request with 200 and an HTML page, as a captive portal would. */
async function startHtmlServer(): Promise<{ url: string; close(): Promise<void> }> {
  const http = await import('node:http');
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Sign in to the network</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}/api/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
