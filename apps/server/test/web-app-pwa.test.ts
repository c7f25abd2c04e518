import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { publicConfigSchema } from '@screenroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/http/web-app.ts';
import { testConfig } from './databases.ts';

/** The installable app's files, as the web build writes them beside index.html. */
describe('the installable app’s files', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-pwa-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><!-- screenroom:runtime-config --></head></html>',
    );
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    fs.writeFileSync(
      path.join(dist, 'registerSW.js'),
      'navigator.serviceWorker.register("/sw.js");\n',
    );
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Screenroom"}');
    fs.writeFileSync(path.join(dist, 'pwa-192x192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    // The build compresses them too, as any text file over a kilobyte.
    for (const name of ['sw.js', 'manifest.webmanifest']) {
      const text = fs.readFileSync(path.join(dist, name));
      fs.writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
    }
    app = Fastify();
    await registerWebApp(app, dist, publicConfigSchema.parse({}), testConfig());
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the service worker and its registration script as scripts browsers revalidate every time', async () => {
    for (const url of ['/sw.js', '/registerSW.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('revalidates the service worker and the manifest when sent compressed too', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      for (const encoding of ['br', 'gzip']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
      }
    }
  });

  it('serves the manifest as a web app manifest, revalidated, and the icons as PNG', async () => {
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await app.inject({ url: '/pwa-192x192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('answers an unknown path of the extension download as a missing file, never the app', async () => {
    const res = await app.inject({ url: '/extension/other' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorType: 'message' });
  });
});
