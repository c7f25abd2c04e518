import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogRepository } from '../src/catalog/catalog.repository.ts';
import { catalogRoutes } from '../src/catalog/catalog.routes.ts';
import { CatalogService } from '../src/catalog/catalog.service.ts';
import { TmdbProxy } from '../src/catalog/tmdb-proxy.ts';
import { fixtureCatalog } from './catalog-fixture.ts';
import { createTestDatabase } from './databases.ts';
import { startFakeTmdb, type FakeTmdb } from './fake-tmdb.ts';

const TOKEN = 'server-side-token';

describe('catalog proxy to the real movie database', () => {
  let primary: FakeTmdb;
  let fallback: FakeTmdb;
  let drop: () => Promise<void>;
  let service: CatalogService;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    primary = await startFakeTmdb('primary', TOKEN);
    fallback = await startFakeTmdb('fallback', TOKEN);
    const database = await createTestDatabase('sqlite');
    drop = database.drop;
    service = new CatalogService(createCatalogRepository(database.handle), fixtureCatalog);
    await service.init();
  });
  afterEach(async () => {
    primary.mode = 'ok';
    fallback.mode = 'ok';
    primary.requests.length = 0;
    fallback.requests.length = 0;
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  afterAll(async () => {
    await primary.close();
    await fallback.close();
    await drop();
  });

  async function proxyApp(apiKey = TOKEN): Promise<FastifyInstance> {
    const proxy = new TmdbProxy({
      apiKey,
      primaryUrl: primary.apiUrl,
      fallbackUrl: fallback.apiUrl,
      primaryTimeoutMs: 300,
      fallbackTimeoutMs: 2000,
    });
    const app = Fastify();
    await app.register(catalogRoutes, { service, proxy, imageUrl: 'https://image.example/t/p' });
    apps.push(app);
    return app;
  }

  it('forwards path and query with the bearer token and caches the answer', async () => {
    const app = await proxyApp();
    const url = '/tmdb/3/search/multi?query=fight%20club&include_adult=false&page=1&language=de-DE';
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.json().results[0]).toMatchObject({ id: 550, media_type: 'movie' });
    expect(first.json().results[0].overview).toBe('Answer from primary for fight club in de-DE');
    expect(primary.requests).toEqual([
      {
        url: '/3/search/multi?query=fight+club&include_adult=false&page=1&language=de-DE',
        authorization: `Bearer ${TOKEN}`,
      },
    ]);
    const second = await app.inject({ url });
    expect(second.json()).toEqual(first.json());
    expect(primary.requests).toHaveLength(1);
    const otherLanguage = await app.inject({ url: url.replace('de-DE', 'fr-FR') });
    expect(otherLanguage.json().results[0].overview).toContain('fr-FR');
    expect(primary.requests).toHaveLength(2);
  });

  it('never passes a browser-supplied key on and never returns ours', async () => {
    const app = await proxyApp();
    const response = await app.inject({ url: '/tmdb/3/movie/550?api_key=browser-key' });
    expect(response.statusCode).toBe(200);
    expect(primary.requests[0]!.url).toBe('/3/movie/550');
    expect(response.body).not.toContain(TOKEN);
  });

  it('moves to the fallback host when the first one times out or fails', async () => {
    const app = await proxyApp();
    primary.mode = 'hang';
    const slow = await app.inject({ url: '/tmdb/3/movie/550' });
    expect(slow.statusCode).toBe(200);
    expect(slow.json().overview).toBe('fallback');
    primary.mode = 'error';
    const broken = await app.inject({ url: '/tmdb/3/movie/550?language=en-US' });
    expect(broken.json().overview).toBe('fallback');
    expect(fallback.requests.map((r) => r.url)).toEqual([
      '/3/movie/550',
      '/3/movie/550?language=en-US',
    ]);
  });

  it('passes the real service errors through and answers 503 when both hosts are down', async () => {
    const app = await proxyApp();
    const missing = await app.inject({ url: '/tmdb/3/movie/1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, status_code: 34 });
    expect(fallback.requests).toHaveLength(0);
    const badKey = await (await proxyApp('wrong')).inject({ url: '/tmdb/3/movie/550' });
    expect(badKey.statusCode).toBe(401);
    expect(badKey.json().status_code).toBe(7);
    primary.mode = 'error';
    fallback.mode = 'error';
    const down = await app.inject({ url: '/tmdb/3/movie/551' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, status_code: 9 });
  });

  it('serves our artwork and redirects other images to the real image host', async () => {
    const app = await proxyApp();
    const ours = await app.inject({ url: '/tmdb/images/w342/movie-194-poster.svg' });
    expect(ours.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const theirs = await app.inject({ url: '/tmdb/images/w342/real-poster.jpg' });
    expect(theirs.statusCode).toBe(302);
    expect(theirs.headers.location).toBe('https://image.example/t/p/w342/real-poster.jpg');
  });
});
