import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { libraryAvailabilitySchema, type Stream } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';

const sintel = 'Sintel (2010) [tmdbid-45745]';
const show = 'Show (2020) [tmdbid-77]';
/** 1000 bytes whose every offset is recognisable, so range answers can be checked byte for byte. */
const movieBytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

let tmp: string;
let demoDir: string;
let mediaDir: string;

function put(dir: string, relative: string, content: string | Buffer = 'x'): void {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function url(root: string, relative: string): string {
  return `/media-files/${[root, ...relative.split('/')].map(encodeURIComponent).join('/')}`;
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-library-'));
  demoDir = path.join(tmp, 'demo');
  mediaDir = path.join(tmp, 'media');
  put(demoDir, `${sintel}/master.m3u8`, '#EXTM3U\n');
  put(demoDir, `${sintel}/v360/index.m3u8`, '#EXTM3U\n');
  put(demoDir, `${sintel}/v360/seg000.ts`, 'ts');
  put(demoDir, `${sintel}/v360/stray.en.srt`, 'inside the HLS folder: not a sidecar');
  put(demoDir, `${sintel}/Sintel (2010) - 1080p.mp4`, movieBytes);
  put(demoDir, `${sintel}/Sintel (2010) - 480p.mp4`, 'mp4');
  put(demoDir, `${sintel}/Sintel (2010).en.srt`, '1\n00:00:00,000 --> 00:00:01,000\nHi\n');
  put(demoDir, `${sintel}/Sintel (2010).ar.vtt`, 'WEBVTT\n');
  put(demoDir, `${sintel}/fragment.m4s`, 'm4s');
  put(demoDir, `${sintel}/notes.nfo`, 'private');
  put(demoDir, `${show}/Season 01/Show S01E02.mp4`, 'episode');
  put(demoDir, `${show}/Season 01/Show S01E02.en.srt`, 'srt');
  put(demoDir, `${show}/Season 01/Show S01E02.ar.vtt`, 'vtt');
  put(demoDir, `${show}/Season 01/Show S01E02/master.m3u8`, '#EXTM3U\n');
  put(demoDir, `${show}/Season 02/Show S02E01 - 720p.mp4`, 'episode');
  put(demoDir, 'Heat (1995) {tmdb-949}/Heat (1995).m4v', 'heat');
  put(demoDir, 'Untagged (1999)/Untagged (1999).mp4', 'untagged');
  put(mediaDir, `${sintel}/Sintel (2010) - 1080p.mp4`, 'operator copy');
  put(mediaDir, `${sintel}/HLS/master.m3u8`, '#EXTM3U\n');
  put(tmp, 'outside/secret.mp4', 'secret');
  put(tmp, 'outside/Leak (2000) [tmdbid-5]/Leak (2000).mp4', 'secret');
  fs.symlinkSync(path.join(tmp, 'outside/secret.mp4'), path.join(demoDir, 'leak.mp4'));
  fs.symlinkSync(
    path.join(tmp, 'outside/Leak (2000) [tmdbid-5]'),
    path.join(demoDir, 'Leak (2000) [tmdbid-5]'),
  );
  fs.symlinkSync(
    path.join(demoDir, `${sintel}/Sintel (2010) - 480p.mp4`),
    path.join(demoDir, 'inside-link.mp4'),
  );
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.each(dialects)('library on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;

  async function start(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
    return buildApp({
      config: testConfig({ DEMO_MEDIA_DIR: demoDir, MEDIA_DIR: mediaDir, ...overrides }),
      database: database.handle,
      serveWebApp: false,
    });
  }

  async function streams(pathname: string): Promise<Stream[]> {
    const res = await app.inject({ method: 'GET', url: pathname });
    expect(res.statusCode).toBe(200);
    return res.json<{ streams: Stream[] }>().streams;
  }

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = await start();
  });

  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  it('answers a movie with its HLS folders first, then one file stream', async () => {
    const captions = [
      {
        id: url('demo', `${sintel}/Sintel (2010).ar.vtt`),
        language: 'ar',
        url: url('demo', `${sintel}/Sintel (2010).ar.vtt`),
        type: 'vtt',
        hasCorsRestrictions: false,
      },
      {
        id: url('demo', `${sintel}/Sintel (2010).en.srt`),
        language: 'en',
        url: url('demo', `${sintel}/Sintel (2010).en.srt`),
        type: 'srt',
        hasCorsRestrictions: false,
      },
    ];
    expect(await streams('/library/streams/movie/45745')).toEqual([
      {
        id: 'library-hls',
        type: 'hls',
        playlist: url('media', `${sintel}/HLS/master.m3u8`),
        captions,
        flags: ['cors-allowed'],
      },
      {
        id: 'library-hls-2',
        type: 'hls',
        playlist: `/media-files/demo/Sintel%20(2010)%20%5Btmdbid-45745%5D/master.m3u8`,
        captions,
        flags: ['cors-allowed'],
      },
      {
        id: 'library-file',
        type: 'file',
        qualities: {
          '1080': { type: 'mp4', url: url('media', `${sintel}/Sintel (2010) - 1080p.mp4`) },
          '480': { type: 'mp4', url: url('demo', `${sintel}/Sintel (2010) - 480p.mp4`) },
        },
        captions,
        flags: ['cors-allowed'],
      },
    ]);
  });

  it('answers episodes from the season folders', async () => {
    const [hls, file] = await streams('/library/streams/tv/77/1/2');
    expect(hls).toMatchObject({
      type: 'hls',
      playlist: url('demo', `${show}/Season 01/Show S01E02/master.m3u8`),
    });
    expect(file).toMatchObject({
      type: 'file',
      qualities: {
        unknown: { type: 'mp4', url: url('demo', `${show}/Season 01/Show S01E02.mp4`) },
      },
    });
    expect(hls?.captions.map((c) => [c.language, c.type])).toEqual([
      ['ar', 'vtt'],
      ['en', 'srt'],
    ]);
    const second = await streams('/library/streams/tv/77/2/1');
    expect(second).toEqual([
      {
        id: 'library-file',
        type: 'file',
        qualities: {
          '720': { type: 'mp4', url: url('demo', `${show}/Season 02/Show S02E01 - 720p.mp4`) },
        },
        captions: [],
        flags: ['cors-allowed'],
      },
    ]);
  });

  it('reads the Plex tag and leaves untagged folders out', async () => {
    const heat = await streams('/library/streams/movie/949');
    expect(heat[0]).toMatchObject({ type: 'file', qualities: { unknown: { type: 'mp4' } } });
    expect(await streams('/library/streams/movie/1999')).toEqual([]);
  });

  // A title without a file is an ordinary answer, so browsers log no failed request for it.
  it('answers 200 with no streams when a title has no file', async () => {
    for (const pathname of [
      '/library/streams/movie/123',
      '/library/streams/tv/77/1/3',
      '/library/streams/tv/45745/0/0',
      '/library/streams/movie/77',
    ]) {
      const res = await app.inject({ method: 'GET', url: pathname });
      expect(res.statusCode, pathname).toBe(200);
      expect(res.json()).toEqual({ streams: [] });
    }
  });

  it('lists the movies and shows that have a playable file', async () => {
    const res = await app.inject({ method: 'GET', url: '/library/available' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    // Untagged folders, symbolic links leaving the folder and lone subtitles count for nothing.
    expect(libraryAvailabilitySchema.parse(res.json())).toEqual({
      movies: [949, 45745],
      shows: [77],
    });
  });

  it('answers 400 for ids that are not numbers', async () => {
    const res = await app.inject({ method: 'GET', url: '/library/streams/movie/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorType: 'validation' });
  });

  it('does not follow a symbolic link out of the folder while scanning', async () => {
    expect(await streams('/library/streams/movie/5')).toEqual([]);
  });

  it('replaces the index on a rescan', async () => {
    put(demoDir, 'New (2024) [tmdbid-4242]/New (2024) - 360p.mp4', 'new');
    fs.renameSync(path.join(demoDir, 'Heat (1995) {tmdb-949}'), path.join(tmp, 'heat-away'));
    try {
      await app.close();
      app = await start();
      expect((await streams('/library/streams/movie/4242'))[0]).toMatchObject({
        qualities: { '360': { type: 'mp4' } },
      });
      expect(await streams('/library/streams/movie/949')).toEqual([]);
      const available = await app.inject({ method: 'GET', url: '/library/available' });
      expect(available.json()).toEqual({ movies: [4242, 45745], shows: [77] });
    } finally {
      fs.rmSync(path.join(demoDir, 'New (2024) [tmdbid-4242]'), { recursive: true });
      fs.renameSync(path.join(tmp, 'heat-away'), path.join(demoDir, 'Heat (1995) {tmdb-949}'));
    }
  });

  it('serves a whole file with its length and range support', async () => {
    const res = await app.inject({
      method: 'GET',
      url: url('demo', `${sintel}/Sintel (2010) - 1080p.mp4`),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(movieBytes)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=900-', 900, 999],
    ['bytes=-100', 900, 999],
    ['bytes=990-5000', 990, 999],
  ])('answers %s with 206 and the right bytes', async (range, start, end) => {
    const res = await app.inject({
      method: 'GET',
      url: url('demo', `${sintel}/Sintel (2010) - 1080p.mp4`),
      headers: { range },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(movieBytes.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=1000-', 'bytes=5-2', 'bytes=abc', 'bytes=-0'])(
    'answers %s with 416',
    async (range) => {
      const res = await app.inject({
        method: 'GET',
        url: url('demo', `${sintel}/Sintel (2010) - 1080p.mp4`),
        headers: { range },
      });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */1000');
    },
  );

  it.each([
    [`${sintel}/master.m3u8`, 'application/vnd.apple.mpegurl'],
    [`${sintel}/v360/seg000.ts`, 'video/mp2t'],
    [`${sintel}/fragment.m4s`, 'video/iso.segment'],
    [`${sintel}/Sintel (2010) - 480p.mp4`, 'video/mp4'],
    [`${sintel}/Sintel (2010).ar.vtt`, 'text/vtt; charset=utf-8'],
    [`${sintel}/Sintel (2010).en.srt`, 'application/x-subrip; charset=utf-8'],
  ])('serves %s as %s', async (relative, type) => {
    const res = await app.inject({ method: 'GET', url: url('demo', relative) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
  });

  it('keeps other files private and answers 404 for missing ones', async () => {
    for (const relative of [`${sintel}/notes.nfo`, `${sintel}/missing.mp4`, sintel]) {
      const res = await app.inject({ method: 'GET', url: url('demo', relative) });
      expect(res.statusCode, relative).toBe(404);
    }
  });

  it.each([
    ['dot-dot', '/media-files/demo/../outside/secret.mp4'],
    [
      'dot-dot after a folder',
      `/media-files/demo/${encodeURIComponent(sintel)}/../../outside/secret.mp4`,
    ],
    ['encoded dot-dot', '/media-files/demo/%2e%2e/outside/secret.mp4'],
    ['upper-case encoded dot-dot', '/media-files/demo/%2E%2E/outside/secret.mp4'],
    ['encoded slashes', '/media-files/demo/..%2f..%2foutside%2fsecret.mp4'],
    ['encoded backslashes', '/media-files/demo/..%5c..%5coutside%5csecret.mp4'],
    ['backslashes', '/media-files/demo/..\\outside\\secret.mp4'],
    ['an unknown root', '/media-files/outside/secret.mp4'],
    ['a symbolic link pointing outside', '/media-files/demo/leak.mp4'],
    [
      'a file under a linked folder outside',
      '/media-files/demo/Leak%20(2000)%20%5Btmdbid-5%5D/Leak%20(2000).mp4',
    ],
  ])('refuses %s', async (_name, target) => {
    const res = await app.inject({ method: 'GET', url: target });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('secret');
  });

  it('reads the extension after decoding', async () => {
    const res = await app.inject({ method: 'GET', url: '/media-files/demo/inside-link%2Emp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: url('demo', `${sintel}/Sintel (2010) - 1080p.mp4`),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.body).toBe('');
  });

  it('follows a symbolic link that stays inside the folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/media-files/demo/inside-link.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('mp4');
  });
});
