import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { movies } from '../src/catalog/data/movies.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';
import { startFakeTmdb, type FakeTmdb } from './fake-tmdb.ts';

describe.each(dialects)('catalog in the app on %s, with the shipped data', (dialect) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase(dialect);
    handle = database.handle;
    drop = database.drop;
    app = await buildApp({ config: testConfig(), database: handle, serveWebApp: false });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const get = async (url: string) => (await app.inject({ url })).json();

  it('searches the shipped catalog tolerantly', async () => {
    expect((await get('/tmdb/3/search/multi?query=amelie')).results[0]).toMatchObject({
      id: 194,
      media_type: 'movie',
    });
    expect((await get('/tmdb/3/search/multi?query=brekaing%20bad')).results[0]).toMatchObject({
      id: 1396,
      media_type: 'tv',
    });
  });

  it('discovers by a watch provider in the US only', async () => {
    const max = await get('/tmdb/3/discover/movie?with_watch_providers=1899&watch_region=US');
    const expected = movies.filter((m) => m.watchProviders.includes('Max')).map((m) => m.tmdbId);
    expect(max.total_results).toBe(expected.length);
    for (const result of max.results) expect(expected).toContain(result.id);
  });

  it('serves a season and its artwork', async () => {
    const season = await get('/tmdb/3/tv/1396/season/1');
    expect(season.episodes.length).toBeGreaterThan(0);
    const still = await app.inject({ url: `/tmdb/images/w300${season.episodes[0].still_path}` });
    expect(still.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('does not reload an unchanged catalog on the next start', async () => {
    const amelie = movies.find((m) => m.tmdbId === 194)!;
    await handle.db
      .updateTable('catalog_titles')
      .set({ document: JSON.stringify({ ...amelie, title: 'Stored Marker' }) })
      .where('media_type', '=', 'movie')
      .where('tmdb_id', '=', 194)
      .execute();
    const restarted = await buildApp({
      config: testConfig(),
      database: handle,
      serveWebApp: false,
    });
    const details = (await restarted.inject({ url: '/tmdb/3/movie/194' })).json();
    expect(details.title).toBe('Stored Marker');
    await restarted.close();
  });
});

describe('catalog in the app with TMDB_API_KEY', () => {
  let primary: FakeTmdb;
  let fallback: FakeTmdb;
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    primary = await startFakeTmdb('primary', 'configured-token');
    fallback = await startFakeTmdb('fallback', 'configured-token');
    const database = await createTestDatabase('sqlite');
    drop = database.drop;
    const config = testConfig({
      TMDB_API_KEY: 'configured-token',
      TMDB_API_URL: primary.apiUrl,
      TMDB_API_FALLBACK_URL: fallback.apiUrl,
      TMDB_IMAGE_URL: 'https://images.example/t/p',
    });
    app = await buildApp({ config, database: database.handle, serveWebApp: false });
  });
  afterAll(async () => {
    await app.close();
    await primary.close();
    await fallback.close();
    await drop();
  });

  it('forwards to the configured host with the configured token', async () => {
    const response = await app.inject({ url: '/tmdb/3/movie/550?language=en-US' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 550, overview: 'primary' });
    expect(primary.requests).toEqual([
      { url: '/3/movie/550?language=en-US', authorization: 'Bearer configured-token' },
    ]);
    primary.mode = 'error';
    const failedOver = await app.inject({ url: '/tmdb/3/movie/550?language=fr-FR' });
    expect(failedOver.json()).toMatchObject({ overview: 'fallback' });
  });
});
