import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { publicConfigSchema } from '@screenroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hintedPage, playerPreloads, type ViteManifest } from '../src/http/page-hints.ts';
import { registerWebApp } from '../src/http/web-app.ts';
import { testConfig } from './databases.ts';

const script = 'export const answer = 42;\n'.repeat(100);

/** The shape of the web build's manifest: the player page, its view, and hls.js on demand. */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_shared-e1.js'],
    dynamicImports: ['src/features/player/PlayerPage.tsx', 'src/locales/en/player.json'],
  },
  '_shared-e1.js': { file: 'assets/shared-e1.js' },
  'src/features/player/PlayerPage.tsx': {
    file: 'assets/PlayerPage-p1.js',
    imports: ['index.html', '_PlayerView-v1.js'],
  },
  '_PlayerView-v1.js': {
    file: 'assets/PlayerView-v1.js',
    imports: ['index.html', '_shared-e1.js'],
    dynamicImports: ['../../node_modules/hls.js/dist/hls.mjs', 'src/player/captions/cues.ts'],
  },
  '../../node_modules/hls.js/dist/hls.mjs': { file: 'assets/hls-h1.js' },
  'src/player/captions/cues.ts': { file: 'assets/cues-c1.js' },
  'src/locales/en/player.json': { file: 'assets/player-l1.js' },
};
const playerHints = ['/assets/PlayerPage-p1.js', '/assets/PlayerView-v1.js', '/assets/hls-h1.js'];

describe('web app assets', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><!-- screenroom:runtime-config -->' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-s1.css"></head></html>',
    );
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/about': ['/assets/AboutPage-c3.js'],
        '/media/*': ['/assets/player-l1.js'],
      }),
    );
    const file = path.join(dist, 'assets/index-abc.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, gzipSync(script));
    app = Fastify();
    await registerWebApp(app, dist, publicConfigSchema.parse({}), testConfig());
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

  it('hints the player and hls.js on a title or an episode, in the page and its Link header', async () => {
    for (const url of ['/media/tmdb-movie-45745-sintel', '/media/tmdb-tv-77-show/1/2']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      for (const hint of [...playerHints, '/assets/player-l1.js']) {
        expect(res.body, url).toContain(`<link rel="modulepreload" crossorigin href="${hint}">`);
        expect(res.headers.link, url).toContain(`<${hint}>; rel=modulepreload; crossorigin`);
      }
      expect(res.headers.link).toContain('</assets/index-abc.js>; rel=modulepreload; crossorigin');
      expect(res.headers.link).toContain('</assets/index-s1.css>; rel=preload; as=style');
    }
    const home = await app.inject({ url: '/' });
    expect(home.headers.link).toBe(
      '</assets/index-abc.js>; rel=modulepreload; crossorigin, ' +
        '</assets/index-s1.css>; rel=preload; as=style; crossorigin',
    );
    for (const url of ['/', '/about', '/media', '/media/a/b']) {
      expect((await app.inject({ url })).body, url).not.toContain('hls-h1.js');
      expect((await app.inject({ url })).body, url).not.toContain('player-l1.js');
    }
  });

  it('sends a page compressed as the client takes it, the same page in each encoding', async () => {
    const url = '/media/tmdb-movie-45745-sintel';
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('</head>');
    expect(brotli.headers['content-security-policy']).toBe(
      plain.headers['content-security-policy'],
    );
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
    const page = hintedPage('<html><head><title>x</title></head></html>', [
      '/assets/SettingsPage-a1.js',
      '/assets/picker-b2.js',
      '"><script>',
    ]);
    expect(page.html).toBe(
      '<html><head><title>x</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/SettingsPage-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/picker-b2.js"></head></html>',
    );
    expect(page.link).toBe(
      '</assets/SettingsPage-a1.js>; rel=modulepreload; crossorigin, ' +
        '</assets/picker-b2.js>; rel=modulepreload; crossorigin',
    );
  });

  it('hint the player page, its view and hls.js on a player route, not what the entry loads', () => {
    expect(playerPreloads(manifest)).toEqual(playerHints);
    expect(
      playerPreloads({ 'index.html': { file: 'assets/index-abc.js', isEntry: true } }),
    ).toEqual([]);
  });
});
