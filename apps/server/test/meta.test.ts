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

describe.each(dialects)('meta, healthcheck and metrics on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = await buildApp({ config: testConfig(), database: database.handle, serveWebApp: false });
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

  it('is healthy with a database, and answers 503 without one', async () => {
    const ok = await app.inject({ method: 'GET', url: '/healthcheck' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ healthy: true, databaseConnected: true });

    const lost = await createTestDatabase(dialect);
    const orphan = await buildApp({
      config: testConfig(),
      database: lost.handle,
      serveWebApp: false,
    });
    await lost.handle.destroy();
    const down = await orphan.inject({ method: 'GET', url: '/healthcheck' });
    await orphan.close();
    await lost.drop();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ healthy: false, databaseConnected: false });
  });

  it('exposes request counts, latency and the user count in Prometheus text', async () => {
    await register(app);
    await register(app);
    await app.inject({ method: 'GET', url: '/meta' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
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
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('mw_provider_hostname_count{hostname="watch.example"} 2');
  });
});
