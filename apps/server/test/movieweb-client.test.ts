import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { isCrossSitePath } from '../src/http/cross-origin.ts';
import { bearer, register, type TestAccount } from './accounts-client.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';

/** What a movie-web client hosted on another site needs from our server. */

const APP_SITE = 'https://movie.example';
const METRICS_TOKEN = 'metrics-token-for-tests-1234';

type Database = Awaited<ReturnType<typeof createTestDatabase>>;

describe('CORS_ORIGINS', () => {
  it('reads comma-separated origins in the form browsers send, or `*` alone', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(
      loadConfig({
        CORS_ORIGINS: ' https://A.example , http://127.0.0.1:4173/,https://b.example:443',
      }).CORS_ORIGINS,
    ).toEqual(['https://a.example', 'http://127.0.0.1:4173', 'https://b.example']);
    expect(loadConfig({ CORS_ORIGINS: '*' }).CORS_ORIGINS).toBe('*');
    for (const refused of [
      '*,https://a.example',
      'a.example',
      'https://a.example/app',
      'ftp://a.example',
      'https://a.example?x=1',
    ]) {
      expect(() => loadConfig({ CORS_ORIGINS: refused }), refused).toThrow(/CORS_ORIGINS/);
    }
  });

  it('covers the account, sync, meta, watch-party and report routes only', () => {
    for (const path of [
      '/auth/login/start',
      '/users/@me',
      '/users/abc/progress/1',
      '/sessions/x',
      '/meta',
      '/api/player/status?roomCode=AB',
      '/metrics/providers',
    ]) {
      expect(isCrossSitePath(path), path).toBe(true);
    }
    for (const path of ['/', '/metrics', '/proxy', '/library/streams/1', '/metadata', '/usersx']) {
      expect(isCrossSitePath(path), path).toBe(false);
    }
  });
});

async function appWith(database: Database, overrides: Record<string, string> = {}) {
  return buildApp({
    config: testConfig({ METRICS_TOKEN, ...overrides }),
    database: database.handle,
    serveWebApp: false,
  });
}

describe('cross-site calls', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());
  afterEach(() => app.close());

  const preflight = (url: string, origin: string, headers = 'authorization,content-type') =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': headers,
      },
    });

  it('answers a listed site, its preflights included, and no other', async () => {
    app = await appWith(database, {
      CORS_ORIGINS: `${APP_SITE},http://127.0.0.1:4173`,
      ACCESS: 'accounts',
    });
    const account = await register(app);

    const pre = await preflight(`/users/${account.userId}/settings`, APP_SITE);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(APP_SITE);
    expect(pre.headers['access-control-allow-methods']).toContain('PUT');
    expect(pre.headers['access-control-allow-methods']).toContain('DELETE');
    expect(pre.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(pre.headers['access-control-allow-headers']).toMatch(/Content-Type/);
    expect(pre.headers.vary).toMatch(/Origin/);
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();

    const call = await app.inject({
      method: 'GET',
      url: '/users/@me',
      headers: { origin: APP_SITE, ...bearer(account.token) },
    });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(APP_SITE);
    expect(call.headers.vary).toMatch(/Origin/);
    expect(call.headers['access-control-allow-credentials']).toBeUndefined();
    // Errors carry it too, so the client can read why it was refused.
    const refused = await app.inject({
      method: 'GET',
      url: '/users/@me',
      headers: { origin: APP_SITE },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(APP_SITE);
    const meta = await app.inject({ method: 'GET', url: '/meta', headers: { origin: APP_SITE } });
    expect(meta.headers['access-control-allow-origin']).toBe(APP_SITE);

    // A site not listed learns nothing: no grant, on the preflight or the call.
    const strangerPre = await preflight('/users/@me', 'https://evil.example');
    expect(strangerPre.headers['access-control-allow-origin']).toBeUndefined();
    const stranger = await app.inject({
      method: 'GET',
      url: '/meta',
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(stranger.headers.vary).toMatch(/Origin/);

    // Media and the proxy stay same-site, preflight or not, whatever ACCESS guards them with.
    const media = await preflight('/library/streams/movie-1', APP_SITE);
    expect(media.statusCode).toBe(404);
    expect(media.headers['access-control-allow-origin']).toBeUndefined();
    const metrics = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { origin: APP_SITE, ...bearer(METRICS_TOKEN) },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers any site with a wildcard under `*`, never with credentials', async () => {
    app = await appWith(database, { CORS_ORIGINS: '*' });
    const pre = await preflight('/auth/login/start', 'https://anywhere.example', 'content-type');
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const call = await app.inject({
      method: 'GET',
      url: '/meta',
      headers: { origin: 'https://anywhere.example' },
    });
    expect(call.headers['access-control-allow-origin']).toBe('*');
    expect(call.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers no site by default, and leaves OPTIONS unrouted as before', async () => {
    app = await appWith(database);
    const pre = await preflight('/users/@me', APP_SITE);
    expect(pre.statusCode).toBe(404);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const call = await app.inject({ method: 'GET', url: '/meta', headers: { origin: APP_SITE } });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(dialects)('GET /users/{userId} on %s', (dialect) => {
  let database: Database;
  let app: FastifyInstance;
  let owner: TestAccount;
  let other: TestAccount;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = await appWith(database);
    owner = await register(app);
    other = await register(app);
  });
  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  it('answers the owner `{ user }` as /users/@me has it, and no one else', async () => {
    const me = (
      await app.inject({ method: 'GET', url: '/users/@me', headers: bearer(owner.token) })
    ).json<{ user: unknown }>();
    const own = await app.inject({
      method: 'GET',
      url: `/users/${owner.userId}`,
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ user: me.user });

    const foreign = await app.inject({
      method: 'GET',
      url: `/users/${owner.userId}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `/users/${owner.userId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 401 once the account is deleted, as its token dies with it', async () => {
    const url = `/users/${owner.userId}`;
    expect(
      (await app.inject({ method: 'DELETE', url, headers: bearer(owner.token) })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url, headers: bearer(owner.token) })).statusCode,
    ).toBe(401);
  });
});

describe('POST /metrics/providers', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    app = await appWith(database);
  });
  afterEach(() => app.close());

  const item = {
    tmdbId: '603',
    type: 'movie',
    title: 'The Matrix',
    status: 'failed',
    providerId: 'vidsrcto',
    embedId: 'filemoon',
    errorMessage: 'Error: 403',
    fullError: 'Error: 403\n\n    at scrape (index.js:1:1)',
  };
  const report = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/metrics/providers', payload: payload as object, headers });
  const metricsText = async () =>
    (await app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })).body;

  it('answers a movie-web report `true` and counts it by provider and status alone', async () => {
    const sent = await report({
      items: [
        item,
        { ...item, embedId: undefined, providerId: 'zoechip', status: 'notfound' },
        {
          ...item,
          embedId: undefined,
          providerId: 'zoechip',
          status: 'notfound',
          seasonId: '1',
          episodeId: '2',
        },
        { ...item, embedId: undefined, providerId: 'showbox', status: 'success' },
      ],
      tool: 'default',
      batchId: 'V1StGXR8_Z5jdHi6B-myTV1StGXR8_Z5j',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toBe(true);

    const text = await metricsText();
    expect(text).toContain('mw_provider_status_count{provider_id="filemoon",status="failed"} 1');
    expect(text).toContain('mw_provider_status_count{provider_id="zoechip",status="notfound"} 2');
    expect(text).toContain('mw_provider_status_count{provider_id="showbox",status="success"} 1');
    // Nothing of what was watched is kept: in no metric's name, help or labels. The samples'
    // values are left out, where the process's own figures (memory, CPU, start time) may hold
    // these digits by chance.
    const kept = text.replace(/^([^#\s{]+(?:\{.*\})?) .*$/gm, '$1');
    expect(kept).not.toContain('Matrix');
    expect(kept).not.toContain('603');
    expect(kept).not.toContain('index.js');
  });

  it('counts a provider id of any other form as `other`', async () => {
    const sent = await report({ items: [{ ...item, embedId: 'a b"c\n', status: 'success' }] });
    expect(sent.statusCode).toBe(200);
    expect(await metricsText()).toContain(
      'mw_provider_status_count{provider_id="other",status="success"} 1',
    );
  });

  it('refuses a report that is not movie-web shaped, and too long a body', async () => {
    for (const payload of [
      {},
      { items: [] },
      { items: Array.from({ length: 11 }, () => item) },
      { items: [{ ...item, status: 'broken' }] },
      { items: [{ ...item, providerId: undefined }] },
      { items: [{ ...item, tmdbId: 603 }] },
    ]) {
      const refused = await report(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ errorType: 'validation' });
    }
    const long = await report({ items: [{ ...item, fullError: 'x'.repeat(70 * 1024) }] });
    expect(long.statusCode).toBe(413);
    expect(await metricsText()).not.toContain('mw_provider_status_count{');
  });

  it('refuses a client past 60 reports in 30 minutes, and counts none of its refused ones', async () => {
    for (let i = 0; i < 60; i++) expect((await report({ items: [item] })).statusCode).toBe(200);
    const limited = await report({ items: [item] });
    expect(limited.statusCode).toBe(429);
    expect(await metricsText()).toContain(
      'mw_provider_status_count{provider_id="filemoon",status="failed"} 60',
    );
  });
});
