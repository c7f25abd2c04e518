import {
  apiAreas,
  routeMethods,
  routePath,
  watchPartyRoutes,
  type RouteSpec,
} from '@screenroom/core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/api-reference/openapi-document.ts';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { checkedAnswers } from './answer-check-setup.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';

const key = (method: string, path: string) => `${method} ${path}`;
const entries: RouteSpec[] = Object.values(apiAreas).flatMap((table) => Object.values(table));
const tableKeys = entries.flatMap((route) =>
  routeMethods(route).map((method) => key(method, route.path)),
);

/** The app as a test builds it, and what it registered (HEAD routes Fastify adds for GETs aside). */
async function appWithRoutes(
  database: DatabaseHandle,
  overrides: Record<string, string> = {},
): Promise<{ app: FastifyInstance; registered: string[] }> {
  const seen: RouteOptions[] = [];
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    serveWebApp: false,
    onRoute: (route) => void seen.push(route),
  });
  await app.ready();
  const registered = seen.flatMap((route) =>
    [route.method]
      .flat()
      .map((method) => key(method, route.url))
      // A HEAD of its own only where the table states one (the proxy's relay).
      .filter((name) => !name.startsWith('HEAD ') || tableKeys.includes(name)),
  );
  return { app, registered };
}

describe('the API tables', () => {
  it('name each method and path once', () => {
    expect(new Set(tableKeys).size).toBe(tableKeys.length);
  });
});

describe.each(dialects)('the API contract on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;
  let registered: string[];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    ({ app, registered } = await appWithRoutes(database.handle, {
      MEDIA_DIR: '/nonexistent-screenroom-media',
      LIBRARY_WATCH: 'off',
    }));
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('registers every route of the tables, and no route outside them', async () => {
    // With the operator's movie database key, `/tmdb/3/*` relays instead of the local catalog.
    const relaying = await appWithRoutes(database.handle, { TMDB_API_KEY: 'test-key' });
    await relaying.app.close();
    const union = new Set([...registered, ...relaying.registered]);
    expect([...union].sort()).toEqual([...tableKeys].sort());
    expect(relaying.registered).toContain('GET /tmdb/3/*');
    expect(registered).toContain('GET /tmdb/3/movie/:id');
  });

  it('describes every route in /openapi.json', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = entries.flatMap((route) =>
      routeMethods(route).map((method) => key(method, openApiPath(route.path))),
    );
    expect(documented.sort()).toEqual(expected.sort());
    expect(documented.length).toBeGreaterThan(70);
  });

  it('answers each area in the shapes its table states', async () => {
    const headers = { 'user-agent': 'vitest', 'sec-fetch-site': 'same-origin' };
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    };
    for (const url of [
      '/meta',
      '/livez',
      '/readyz',
      '/healthcheck',
      '/openapi.json',
      '/tmdb/3/search/multi?query=the',
      '/tmdb/3/movie/238?append_to_response=credits,images',
      '/tmdb/3/tv/1399',
      '/tmdb/3/tv/1399/season/1',
      '/tmdb/3/find/tt0068646?external_source=imdb_id',
      '/tmdb/3/movie/now_playing',
      '/tmdb/3/tv/on_the_air',
      '/library/available',
      '/library/streams/movie/238',
      '/library/streams/tv/1399/1/1',
      '/availability?titles=movie-238,show-1399',
      '/intro-skip/tmdb-1399/1/1',
      '/lists/4k',
      '/letterboxd',
      '/echo?screenroom-proxy-test=1',
      '/extension/info',
      '/proxy/token',
      '/scrape/sources',
      '/api/player/clock',
    ]) {
      await get(url);
    }
    for (const media of ['movie', 'tv']) {
      const id = media === 'movie' ? 238 : 1399;
      for (const path of ['images', 'credits', 'recommendations', 'watch/providers']) {
        await get(`/tmdb/3/${media}/${id}/${path}`);
      }
      for (const path of [`${media}/popular`, `${media}/top_rated`, `discover/${media}`]) {
        await get(`/tmdb/3/${path}`);
      }
      await get(`/tmdb/3/genre/${media}/list`);
      await get(`/tmdb/3/watch/providers/${media}`);
    }

    const created = await app.inject({
      method: 'POST',
      url: watchPartyRoutes.createRoom.path,
      headers,
      payload: { userId: 'host-1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { roomCode } = created.json<{ roomCode: string; hostKey: string }>();
    await get(`${watchPartyRoutes.room.path}?roomCode=${roomCode}`);
    const left = await app.inject({
      method: 'POST',
      url: routePath(watchPartyRoutes.leaveRoom.path, { code: roomCode }),
      headers,
      payload: { userId: 'host-1', hostKey: created.json<{ hostKey: string }>().hostKey },
    });
    expect(left.statusCode, left.body).toBe(204);
    const report = await app.inject({
      method: 'POST',
      url: '/metrics/providers',
      headers,
      payload: {
        items: [{ tmdbId: '238', type: 'movie', title: 'A', providerId: 'x', status: 'success' }],
      },
    });
    expect(report.statusCode, report.body).toBe(200);

    // Each of these answers went through the check of its entry (the setup's hook).
    for (const name of [
      'GET /meta 200',
      'GET /tmdb/3/movie/:id 200',
      'GET /tmdb/3/tv/:id/season/:season 200',
      'GET /library/streams/tv/:tmdbId/:season/:episode 200',
      'GET /availability 200',
      'GET /intro-skip/:id/:season/:episode 200',
      'GET /proxy/token 200',
      'POST /api/player/rooms 201',
      'GET /api/player/status 200',
      'POST /metrics/providers 200',
    ]) {
      expect(checkedAnswers, name).toContain(name);
    }
  });
});
