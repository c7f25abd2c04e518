import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captchaConfigured } from '../src/accounts/captcha.ts';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { register } from './accounts-client.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';

describe('the captcha key pair', () => {
  it('refuses to start with only half of the captcha key pair', () => {
    expect(() => testConfig({ CAPTCHA_SECRET: 'secret' })).toThrow(
      /CAPTCHA_CLIENT_KEY: must be set together with CAPTCHA_SECRET/,
    );
    expect(() => testConfig({ CAPTCHA_CLIENT_KEY: 'site-key' })).toThrow(
      /CAPTCHA_SECRET: must be set together with CAPTCHA_CLIENT_KEY/,
    );
    expect(captchaConfigured(testConfig())).toBe(false);
  });

  it('reports the captcha only with both keys, whatever the config object says', () => {
    const half = { ...testConfig(), CAPTCHA_SECRET: 'secret' };
    expect(captchaConfigured(half)).toBe(false);
    expect(captchaConfigured({ ...half, CAPTCHA_CLIENT_KEY: 'site-key' })).toBe(true);
  });
});

const METRICS_TOKEN = 'metrics-scraper-token-5e1d';
const scrape = {
  method: 'GET' as const,
  url: '/metrics',
  headers: { authorization: `Bearer ${METRICS_TOKEN}` },
};

describe.each(dialects)('meta and metrics on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = await buildApp({
      config: testConfig({ METRICS_TOKEN }),
      database: database.handle,
      serveWebApp: false,
    });
  });

  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  it('describes the server with a watch-party capable version', async () => {
    const body = (await app.inject({ method: 'GET', url: '/meta' })).json();
    expect(body).toEqual({
      name: 'Screenroom',
      description: 'A self-hosted Screenroom server.',
      version: '2.0.1',
      hasCaptcha: false,
      registration: 'open',
    });
  });

  it('reports the captcha when configured', async () => {
    const withCaptcha = await buildApp({
      config: testConfig({ CAPTCHA_SECRET: 'secret', CAPTCHA_CLIENT_KEY: 'site-key' }),
      database: database.handle,
      serveWebApp: false,
    });
    const body = (await withCaptcha.inject({ method: 'GET', url: '/meta' })).json();
    await withCaptcha.close();
    expect(body).toMatchObject({ hasCaptcha: true, captchaClientKey: 'site-key' });
  });

  it('exposes request counts, latency and the user count in Prometheus text', async () => {
    await register(app);
    await register(app);
    await app.inject({ method: 'GET', url: '/meta' });
    const response = await app.inject(scrape);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toContain('mw_user_count{namespace="screenroom"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/meta",status_code="200"} 1');
    expect(text).toContain(
      'http_requests_total{method="POST",route="/auth/register/complete",status_code="200"} 2',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/meta",status_code="200"\} 1/,
    );
    // Label order carries no meaning in the text format (prom-client writes `le` first).
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*le="\+Inf"[^}]*\} \d+/);
  });

  it('counts the library stream lookups by the hostname the site was reached at', async () => {
    const lookup = { method: 'GET' as const, url: '/library/streams/movie/999999' };
    await app.inject({ ...lookup, headers: { host: 'watch.example:8080' } });
    await app.inject({ ...lookup, headers: { host: 'watch.example:8080' } });
    await app.inject({ method: 'GET', url: '/meta', headers: { host: 'watch.example' } });
    const text = (await app.inject(scrape)).body;
    expect(text).toContain('mw_provider_hostname_count{hostname="watch.example"} 2');
  });
});

describe('who may read the metrics', () => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  const apps: FastifyInstance[] = [];

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database.drop();
  });

  async function appWith(overrides: Record<string, string>): Promise<FastifyInstance> {
    const app = await buildApp({
      config: testConfig(overrides),
      database: database.handle,
      serveWebApp: false,
    });
    apps.push(app);
    return app;
  }

  it('are off without a token: the route answers as if it did not exist', async () => {
    const app = await appWith({});
    for (const headers of [{}, scrape.headers, { authorization: 'Bearer ' }]) {
      const answer = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('mw_user_count');
    }
  });

  it('refuses a missing or wrong token with 401 and no figures', async () => {
    const app = await appWith({ METRICS_TOKEN });
    for (const authorization of [
      undefined,
      '',
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(0, -1)}`,
      `Basic ${METRICS_TOKEN}`,
      METRICS_TOKEN,
    ]) {
      const answer = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(answer.json()).toMatchObject({
        errorType: 'message',
        message: 'The metrics token is missing or wrong',
      });
    }
  });

  it('answers the token with the request metrics and the process metrics beside them', async () => {
    const app = await appWith({ METRICS_TOKEN });
    await app.inject({ method: 'GET', url: '/meta' });
    const answer = await app.inject({
      ...scrape,
      headers: { authorization: `bearer  ${METRICS_TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    const text = answer.body;
    expect(text).toContain('http_requests_total{method="GET",route="/meta",status_code="200"} 1');
    expect(text).toContain('# TYPE mw_user_count gauge');
    for (const metric of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
      'nodejs_active_handles_total',
    ]) {
      expect(text).toContain(`# TYPE ${metric} `);
    }
  });

  it('shows the process metrics once in each app, however many the process builds', async () => {
    const first = await appWith({ METRICS_TOKEN });
    const second = await appWith({ METRICS_TOKEN });
    await second.inject({ method: 'GET', url: '/meta' });
    const [one, two] = await Promise.all([first.inject(scrape), second.inject(scrape)]);
    for (const text of [one.body, two.body]) {
      expect(text.match(/^# TYPE nodejs_heap_size_used_bytes /gm)).toHaveLength(1);
    }
    // Each app still counts its own requests.
    expect(one.body).not.toContain('route="/meta"');
    expect(two.body).toContain('route="/meta"');
  });

  it('refuses to start with a token short enough to guess', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short-token' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });
});
