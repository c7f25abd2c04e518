import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { libraryScanStatusSchema } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { bearer, newKeys, register } from './accounts-client.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';
import { waitUntil } from './processes.ts';

/**
 * The library follows MEDIA_DIR without a restart, and an admin can ask for a scan. The media are
 * real files made by ffmpeg, in shapes the scanner's authors did not start from: an upper-case
 * M4V container, a name full of accents and brackets, an HLS folder written segment by segment.
 */

let tmp: string;
let made: { m4v: string; hlsDir: string };

function ffmpeg(args: string[]): void {
  execFileSync('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-follow-'));
  const source = ['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10', '-t', '1'];
  made = { m4v: path.join(tmp, 'clip.M4V'), hlsDir: path.join(tmp, 'hls') };
  ffmpeg([...source, '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-f', 'mp4', made.m4v]);
  fs.mkdirSync(made.hlsDir);
  ffmpeg([
    ...source,
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-f',
    'hls',
    '-hls_time',
    '1',
    '-hls_list_size',
    '0',
    path.join(made.hlsDir, 'master.m3u8'),
  ]);
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.each(dialects)('library following its folders on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> } | undefined;
  let app: FastifyInstance | undefined;
  let mediaDir: string;

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await database?.drop();
    database = undefined;
  });

  async function start(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
    mediaDir = fs.mkdtempSync(path.join(tmp, 'media-'));
    database = await createTestDatabase(dialect);
    app = await buildApp({
      config: testConfig({
        MEDIA_DIR: mediaDir,
        DEMO_MEDIA_DIR: path.join(tmp, 'no-demo'),
        LIBRARY_RESCAN_INTERVAL_S: '0',
        ...overrides,
      }),
      database: database.handle,
      serveWebApp: false,
    });
    return app;
  }

  async function available(server: FastifyInstance) {
    return (await server.inject({ url: '/library/available' })).json<{
      movies: number[];
      shows: number[];
    }>();
  }

  it('picks up new, renamed and removed files within seconds, with no restart', async () => {
    const server = await start();
    expect(await available(server)).toEqual({ movies: [], shows: [] });

    const folder = path.join(mediaDir, 'Ça — «Film» [x] (2021) {tmdb-4242}');
    fs.mkdirSync(folder);
    fs.copyFileSync(made.m4v, path.join(folder, 'Ça — «Film» (2021) 720p.M4V'));
    await waitUntil(
      async () => (await available(server)).movies.includes(4242),
      10_000,
      'the copied movie becomes available',
    );
    const streams = await server.inject({ url: '/library/streams/movie/4242' });
    expect(streams.json<{ streams: { type: string }[] }>().streams).toHaveLength(1);

    // An HLS title arriving as a whole folder in a new season folder of a new show.
    const season = path.join(mediaDir, 'Ünïcode Show [tmdbid-9001]', 'Season 01', 'Ep S01E03');
    fs.mkdirSync(path.dirname(season), { recursive: true });
    fs.cpSync(made.hlsDir, season, { recursive: true });
    await waitUntil(
      async () => (await available(server)).shows.includes(9001),
      10_000,
      'the copied HLS episode becomes available',
    );

    fs.renameSync(folder, path.join(mediaDir, 'Renamed (2021) [tmdbid-4343]'));
    await waitUntil(
      async () => {
        const { movies } = await available(server);
        return movies.includes(4343) && !movies.includes(4242);
      },
      10_000,
      'the renamed folder moves the movie to its new id',
    );

    fs.rmSync(path.join(mediaDir, 'Ünïcode Show [tmdbid-9001]'), { recursive: true });
    await waitUntil(
      async () => !(await available(server)).shows.includes(9001),
      10_000,
      'the removed show is no longer available',
    );
    const gone = await server.inject({ url: '/library/streams/tv/9001/1/3' });
    expect(gone.json()).toEqual({ streams: [] });
  });

  it('with watching off, finds nothing new until a scan', async () => {
    const server = await start({ LIBRARY_WATCH: 'off' });
    fs.mkdirSync(path.join(mediaDir, 'Late [tmdbid-77]'));
    fs.copyFileSync(made.m4v, path.join(mediaDir, 'Late [tmdbid-77]', 'late.mp4'));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await available(server)).movies).toEqual([]);
  });
});

describe('POST /admin/library/scan', () => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> } | undefined;
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await database?.drop();
    database = undefined;
  });

  it('scans for an admin, refuses everyone else, and is rate-limited', async () => {
    const mediaDir = fs.mkdtempSync(path.join(tmp, 'admin-media-'));
    const admin = newKeys();
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      config: testConfig({
        MEDIA_DIR: mediaDir,
        DEMO_MEDIA_DIR: path.join(tmp, 'no-demo'),
        ADMIN_PUBLIC_KEYS: admin.publicKey,
        LIBRARY_WATCH: 'off',
        LIBRARY_RESCAN_INTERVAL_S: '0',
      }),
      database: database.handle,
      serveWebApp: false,
    });
    const adminToken = (await register(app, 'Desk', admin)).token;
    const viewerToken = (await register(app)).token;

    const anonymous = await app.inject({ method: 'POST', url: '/admin/library/scan' });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await app.inject({
      method: 'POST',
      url: '/admin/library/scan',
      headers: bearer(viewerToken),
    });
    expect(viewer.statusCode).toBe(403);
    const viewerStatus = await app.inject({
      url: '/admin/library/scan',
      headers: bearer(viewerToken),
    });
    expect(viewerStatus.statusCode).toBe(403);

    const before = await app.inject({ url: '/admin/library/scan', headers: bearer(adminToken) });
    expect(libraryScanStatusSchema.parse(before.json())).toMatchObject({
      scanning: false,
      watching: false,
      intervalSeconds: 0,
      last: { trigger: 'start', files: 0, movies: 0 },
    });

    fs.mkdirSync(path.join(mediaDir, 'Odd.Name.2020.[tmdbid-31337]'));
    fs.copyFileSync(made.m4v, path.join(mediaDir, 'Odd.Name.2020.[tmdbid-31337]', 'x.M4V'));
    const scanned = await app.inject({
      method: 'POST',
      url: '/admin/library/scan',
      headers: bearer(adminToken),
    });
    expect(scanned.statusCode).toBe(200);
    expect(libraryScanStatusSchema.parse(scanned.json()).last).toMatchObject({
      trigger: 'admin',
      files: 1,
      movies: 1,
      shows: 0,
    });
    expect((await app.inject({ url: '/library/available' })).json()).toEqual({
      movies: [31337],
      shows: [],
    });

    let last = scanned;
    for (let i = 0; i < 10 && last.statusCode === 200; i++) {
      last = await app.inject({
        method: 'POST',
        url: '/admin/library/scan',
        headers: bearer(adminToken),
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json<{ message: string }>().message).toMatch(/^Too many requests/);
  });
});
