import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesWithPreloads, registerWebApp } from '../src/http/web-app.ts';
import { testConfig } from './databases.ts';

const script = 'export const answer = 42;\n'.repeat(100);

describe('web app assets', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><!-- screenroom:runtime-config --></head></html>',
    );
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({ '/about': ['/assets/AboutPage-c3.js'] }),
    );
    const file = path.join(dist, 'assets/index-abc.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, gzipSync(script));
    app = Fastify();
    await registerWebApp(app, dist, {}, testConfig());
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const fetchAsset = (acceptEncoding?: string) =>
    app.inject({
      url: '/assets/index-abc.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('answers the brotli copy to browsers that take it, cached for good', async () => {
    const res = await fetchAsset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.byteLength).toBeLessThan(script.length / 10);
  });

  it('hints the page chunk when a deep link opens the app', async () => {
    const hint = '<link rel="modulepreload" crossorigin href="/assets/AboutPage-c3.js">';
    expect((await app.inject({ url: '/about' })).body).toContain(hint);
    expect((await app.inject({ url: '/about/' })).body).toContain(hint);
    expect((await app.inject({ url: '/' })).body).not.toContain(hint);
    expect((await app.inject({ url: '/browse/x' })).body).not.toContain(hint);
  });

  it('answers gzip, then the plain file, to browsers that take less', async () => {
    expect((await fetchAsset('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await fetchAsset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('deep-link pages', () => {
  it('hint the chunks of their page and nothing that is not a built script', () => {
    const pages = pagesWithPreloads('<html><head><title>x</title></head></html>', {
      '/settings': ['/assets/SettingsPage-a1.js', '/assets/picker-b2.js', '"><script>'],
    });
    expect(pages.get('/settings')).toBe(
      '<html><head><title>x</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/SettingsPage-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/picker-b2.js"></head></html>',
    );
    expect(pages.get('/')).toBeUndefined();
  });
});
