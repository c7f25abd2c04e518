import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extensionInfoSchema } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createTestDatabase, testConfig } from './databases.ts';

const manifest = {
  manifest_version: 3,
  name: 'Screenroom',
  version: '1.1.0',
  content_scripts: [
    {
      matches: ['http://localhost:8080/*', 'https://screenroom.example/*'],
      js: ['content.js'],
    },
  ],
};

/** What `npm run build -w apps/extension` leaves, in a folder of the test's own. */
function writeBuild(dir: string, version = manifest.version) {
  fs.mkdirSync(path.join(dir, 'icons'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, version }));
  fs.writeFileSync(path.join(dir, 'background.js'), 'console.log("background");\n'.repeat(50));
  fs.writeFileSync(path.join(dir, 'icons', 'note.txt'), 'nested');
}

describe('the extension download', () => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-extension-'));
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      config: testConfig({ EXTENSION_DIST: path.join(dir, 'dist') }),
      database: database.handle,
      serveWebApp: false,
    });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // Each test starts with no build, as a server whose extension was never built.
  beforeEach(() => {
    fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  });

  it('says it is not built and offers no zip when the build folder is missing', async () => {
    const info = await app.inject({ url: '/extension/info' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ available: false });
    expect(info.headers['cache-control']).toBe('no-cache');
    const zip = await app.inject({ url: '/extension/screenroom-extension.zip' });
    expect(zip.statusCode).toBe(404);
    expect(zip.json()).toMatchObject({
      errorType: 'message',
      message: expect.stringMatching(/not built on this server: run `npm run build`/),
    });
  });

  it('offers the build as a zip of one folder, with the origins it was built for', async () => {
    writeBuild(path.join(dir, 'dist'));
    const info = extensionInfoSchema.parse((await app.inject({ url: '/extension/info' })).json());
    expect(info).toEqual({
      available: true,
      version: '1.1.0',
      origins: ['http://localhost:8080', 'https://screenroom.example'],
      fileName: 'screenroom-extension-1.1.0.zip',
      downloadUrl: '/extension/screenroom-extension.zip',
    });

    const res = await app.inject({ url: '/extension/screenroom-extension.zip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="screenroom-extension-1.1.0.zip"',
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const files = unzipSync(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'screenroom-extension/background.js',
      'screenroom-extension/icons/note.txt',
      'screenroom-extension/manifest.json',
    ]);
    expect(
      JSON.parse(Buffer.from(files['screenroom-extension/manifest.json']!).toString()),
    ).toEqual(manifest);
    // Another reader than the one that wrote it checks every entry's CRC.
    const file = path.join(dir, 'download.zip');
    fs.writeFileSync(file, res.rawPayload);
    expect(execFileSync('python3', ['-m', 'zipfile', '-t', file]).toString()).toMatch(
      /Done testing/,
    );
  });

  it('answers an unchanged zip with 304 and a rebuilt one anew', async () => {
    writeBuild(path.join(dir, 'dist'));
    const first = await app.inject({ url: '/extension/screenroom-extension.zip' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      url: '/extension/screenroom-extension.zip',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);

    fs.rmSync(path.join(dir, 'dist'), { recursive: true });
    writeBuild(path.join(dir, 'dist'), '1.2.0');
    const rebuilt = await app.inject({
      url: '/extension/screenroom-extension.zip',
      headers: { 'if-none-match': etag },
    });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.headers.etag).not.toBe(etag);
    expect(rebuilt.headers['content-disposition']).toMatch(/screenroom-extension-1\.2\.0\.zip/);
  });
});
