import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PROXY_TOKEN_HEADER } from '@screenroom/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { pagePolicy } from '../src/http/page-policy.ts';
import { operatorPublicConfig, runtimeConfigScript } from '../src/http/public-config.ts';
import { withRuntimeConfig } from '../src/http/web-app.ts';
import type { Resolver } from '../src/proxy/safe-request.ts';
import { createTestDatabase, testConfig } from './databases.ts';
import { startFakeOpenSubtitles, type FakeOpenSubtitles } from './fake-opensubtitles.ts';

const OPENSUBTITLES_KEY = 'page-defenses-opensubtitles-key';

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The hash source of the one inline script a page carries. */
function inlineScriptHash(html: string): string {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  expect(scripts).toHaveLength(1);
  const digest = crypto
    .createHash('sha256')
    .update(scripts[0] ?? '')
    .digest('base64');
  return `'sha256-${digest}'`;
}

function builtWebApp(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><!-- screenroom:runtime-config --><script type="module" src="/assets/index-a1.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets/index-a1.js'), 'export {};\n');
  fs.writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({ '/settings': ['/assets/SettingsPage-b2.js'] }),
  );
  return dist;
}

const withoutKeys: Pick<Config, 'CAPTCHA_CLIENT_KEY' | 'TMDB_API_KEY' | 'TMDB_IMAGE_URL'> = {
  CAPTCHA_CLIENT_KEY: undefined,
  TMDB_API_KEY: undefined,
  TMDB_IMAGE_URL: 'https://image.tmdb.org/t/p',
};

describe('the page policy', () => {
  const inlineScript = runtimeConfigScript(operatorPublicConfig({}));
  const hash = `'sha256-${crypto.createHash('sha256').update(inlineScript).digest('base64')}'`;

  it('lets only our scripts run, and nothing frame the app, with nothing configured', () => {
    expect(
      pagePolicy({ inlineScript, config: withoutKeys, publicConfig: operatorPublicConfig({}) }),
    ).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${hash}`,
        "style-src 'self'",
        "img-src 'self' data: https://i.ytimg.com",
        "media-src 'self' data: blob: http: https:",
        "connect-src 'self' http: https: ws: wss:",
        'frame-src https://www.youtube-nocookie.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it("names reCAPTCHA's hosts only with a captcha site key", () => {
    const policy = directives(
      pagePolicy({
        inlineScript,
        config: { ...withoutKeys, CAPTCHA_CLIENT_KEY: 'site-key' },
        publicConfig: operatorPublicConfig({}),
      }),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      hash,
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policy.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('names the Cast sender host only with a receiver application', () => {
    const senderOnly = { VITE_CAST_SENDER_URL: 'https://cast.example/sender.js' };
    const policy = (environment: Record<string, string>, script = inlineScript) =>
      directives(
        pagePolicy({
          inlineScript: script,
          config: withoutKeys,
          publicConfig: operatorPublicConfig(environment),
        }),
      ).get('script-src');
    expect(policy(senderOnly)).toEqual(["'self'", hash]);

    const receiver = { VITE_CAST_RECEIVER_APP_ID: 'CC1AD845' };
    const googles = runtimeConfigScript(operatorPublicConfig(receiver));
    expect(policy(receiver, googles)).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-/),
      'https://www.gstatic.com',
    ]);

    const own = { ...receiver, ...senderOnly };
    expect(policy(own)).toEqual([
      "'self'",
      hash,
      'https://cast.example',
      'https://www.gstatic.com',
    ]);
  });

  it("names the movie database's image host when the server sends images on to it", () => {
    const images = (config: typeof withoutKeys, environment: Record<string, string> = {}) =>
      directives(
        pagePolicy({ inlineScript, config, publicConfig: operatorPublicConfig(environment) }),
      ).get('img-src');
    expect(images(withoutKeys)).toEqual(["'self'", 'data:', 'https://i.ytimg.com']);
    expect(images({ ...withoutKeys, TMDB_API_KEY: 'key' })).toEqual([
      "'self'",
      'data:',
      'https://i.ytimg.com',
      'https://image.tmdb.org',
    ]);
    expect(images(withoutKeys, { VITE_TMDB_IMAGE_URL: 'https://images.example:8443/t/p' })).toEqual(
      ["'self'", 'data:', 'https://i.ytimg.com', 'https://images.example:8443'],
    );
    expect(images(withoutKeys, { VITE_TMDB_IMAGE_URL: '/tmdb/images' })).toEqual([
      "'self'",
      'data:',
      'https://i.ytimg.com',
    ]);
  });

  it('frames the ad slots only while ads are on', () => {
    const ads = { VITE_AD_CONTENT_URL: 'https://ads.example/a.html, https://other.example/b' };
    const frames = (environment: Record<string, string>) =>
      directives(
        pagePolicy({
          inlineScript,
          config: withoutKeys,
          publicConfig: operatorPublicConfig(environment),
        }),
      ).get('frame-src');
    expect(frames(ads)).toEqual(['https://www.youtube-nocookie.com']);
    expect(frames({ ...ads, VITE_SHOW_AD: 'true' })).toEqual([
      'https://www.youtube-nocookie.com',
      'https://ads.example',
      'https://other.example',
    ]);
  });

  it('writes a configuration holding `$` patterns as it is, so its hash holds', () => {
    const publicConfig = operatorPublicConfig({ VITE_DMCA_EMAIL: "a$&b$'c$`d</script>" });
    const html = withRuntimeConfig('<head><!-- screenroom:runtime-config --></head>', publicConfig);
    expect(html).toBe(`<head><script>${runtimeConfigScript(publicConfig)}</script></head>`);
    expect(html).not.toContain('</script>d');
  });
});

describe('headers on every answer', () => {
  let dist: string;
  let fake: FakeOpenSubtitles;
  let upstream: http.Server;
  let upstreamPort: number;
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = builtWebApp();
    fake = await startFakeOpenSubtitles(OPENSUBTITLES_KEY);
    // A destination that would loosen our policies if the proxy passed its headers on.
    upstream = http.createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html',
        'content-security-policy': 'script-src *',
        'referrer-policy': 'unsafe-url',
        'x-content-type-options': 'sniff',
      });
      response.end('<script>alert(1)</script>');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamPort = (upstream.address() as AddressInfo).port;
    const resolver: Resolver = (hostname) =>
      hostname === 'upstream.test'
        ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
        : Promise.reject(new Error(`ENOTFOUND ${hostname}`));
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      config: testConfig({
        WEB_DIST: dist,
        OPENSUBTITLES_API_KEY: OPENSUBTITLES_KEY,
        OPENSUBTITLES_API_URL: fake.apiUrl,
        PROXY_ALLOWED_HOSTS: `127.0.0.1:${upstreamPort},upstream.test:${upstreamPort}`,
        PROXY_ALLOWED_PORTS: String(upstreamPort),
      }),
      database: database.handle,
      publicConfig: { dmcaEmail: 'dmca@example.test' },
      resolver,
    });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    await fake.close();
    await new Promise((resolve) => upstream.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  function expectAnswerHeaders(answer: LightMyRequestResponse, url: string): void {
    expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
    expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  }

  it.each([
    '/',
    '/settings',
    '/settings/',
    '/browse/some%20film',
    '/media/tmdb-movie-45745-sintel',
  ])('answers the page %s with the page policy, its inline script allowed by hash', async (url) => {
    const answer = await get(url, { accept: 'text/html' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expectAnswerHeaders(answer, url);
    const policy = directives(String(answer.headers['content-security-policy']));
    expect(policy.get('script-src')).toEqual(["'self'", inlineScriptHash(answer.body)]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it.each([
    ['a built script', '/assets/index-a1.js', 200],
    ['an API answer', '/meta', 200],
    ['an API error', '/users/@me', 401],
    ['a route nobody answers', '/api/nothing-here', 404],
    ['a validation error', '/subtitles/search?tmdbId=x', 400],
    ['a catalog answer', '/tmdb/3/movie/45745', 200],
    ['a catalog error', '/tmdb/3/movie/999999999', 404],
    ['a library lookup', '/library/streams/movie/45745', 200],
    ['a subtitle file', '/subtitles/file/1101', 200],
    [
      'a media file',
      `/media-files/demo/${encodeURIComponent('Sintel (2010) [tmdbid-45745]')}/${encodeURIComponent('Sintel (2010).en.vtt')}`,
      200,
    ],
    ['the metrics route, off', '/metrics', 404],
  ])('answers %s with nosniff and the referrer policy', async (_what, url, status) => {
    const answer = await get(url);
    expect(answer.statusCode, url).toBe(status);
    expectAnswerHeaders(answer, url);
    // The page policy is for pages: other answers do not carry it.
    expect(answer.headers['content-security-policy'], url).toBeUndefined();
  });

  it('never answers the built index.html as a plain file, without its policy', async () => {
    const answer = await get('/index.html', { accept: 'text/html' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('<html>');
    expectAnswerHeaders(answer, '/index.html');
  });

  it('answers a range of a media file with the same headers', async () => {
    const url = `/media-files/demo/${encodeURIComponent('Sintel (2010) [tmdbid-45745]')}/${encodeURIComponent('Sintel (2010) - 480p.mp4')}`;
    const answer = await get(url, { range: 'bytes=0-99' });
    expect(answer.statusCode).toBe(206);
    expectAnswerHeaders(answer, url);
  });

  it("keeps the proxy's sandbox on a proxied answer, with our nosniff and referrer policy", async () => {
    const token = (await get('/proxy/token', { 'sec-fetch-site': 'same-origin' })).json<{
      token: string;
    }>().token;
    const destination = `http://upstream.test:${upstreamPort}/page`;
    const answer = await get(`/proxy/?destination=${encodeURIComponent(destination)}`, {
      [PROXY_TOKEN_HEADER]: token,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expectAnswerHeaders(answer, destination);
  });
});
