import fs from 'node:fs';
import path from 'node:path';
import type { Stream } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createTestDatabase, testConfig } from './databases.ts';

/** The bundled demo media, as scripts/make-demo-media.sh writes it. */
const demoDir = testConfig().DEMO_MEDIA_DIR;

const movies = [
  { tmdbId: 10378, folder: 'Big Buck Bunny (2008) [tmdbid-10378]', base: 'Big Buck Bunny (2008)' },
  { tmdbId: 45745, folder: 'Sintel (2010) [tmdbid-45745]', base: 'Sintel (2010)' },
  {
    tmdbId: 133701,
    folder: 'Tears of Steel (2012) [tmdbid-133701]',
    base: 'Tears of Steel (2012)',
  },
];

function demoUrl(relative: string): string {
  return `/media-files/${['demo', ...relative.split('/')].map(encodeURIComponent).join('/')}`;
}

/** The show is a parameter of the script, so the test finds it by its season folders. */
function demoShow(): { folder: string; tmdbId: number } {
  for (const folder of fs.readdirSync(demoDir)) {
    const id = /\[tmdbid-(\d+)\]$/.exec(folder)?.[1];
    if (id && fs.existsSync(path.join(demoDir, folder, 'Season 02'))) {
      return { folder, tmdbId: Number(id) };
    }
  }
  throw new Error('the demo media holds no show: run scripts/make-demo-media.sh');
}

describe('the bundled demo media', () => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: testConfig(), database: database.handle, serveWebApp: false });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  async function streams(pathname: string): Promise<Stream[]> {
    const res = await app.inject({ method: 'GET', url: pathname });
    expect(res.statusCode, pathname).toBe(200);
    return res.json<{ streams: Stream[] }>().streams;
  }

  it.each(movies)('plays $base as HLS and as MP4 in two qualities', async (movie) => {
    const [hls, file, ...rest] = await streams(`/library/streams/movie/${movie.tmdbId}`);
    expect(rest).toEqual([]);
    expect(hls).toMatchObject({ type: 'hls', playlist: demoUrl(`${movie.folder}/master.m3u8`) });
    expect(file).toMatchObject({
      type: 'file',
      qualities: {
        '1080': { type: 'mp4', url: demoUrl(`${movie.folder}/${movie.base} - 1080p.mp4`) },
        '480': { type: 'mp4', url: demoUrl(`${movie.folder}/${movie.base} - 480p.mp4`) },
      },
    });
    expect(hls?.captions.map((c) => `${c.language}.${c.type}`)).toEqual([
      'ar.srt',
      'ar.vtt',
      'en.srt',
      'en.vtt',
    ]);
  });

  it('serves a master playlist with the ladder, two audio languages and subtitles', async () => {
    const res = await app.inject({
      method: 'GET',
      url: demoUrl(`${movies[1]!.folder}/master.m3u8`),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const lines = res.body.split('\n');
    expect(
      lines
        .filter((l) => l.startsWith('#EXT-X-STREAM-INF'))
        .map((l) => /RESOLUTION=\d+x(\d+)/.exec(l)?.[1]),
    ).toEqual(['360', '480', '720', '1080']);
    expect(
      lines.filter((l) => l.includes('TYPE=AUDIO')).map((l) => /LANGUAGE="(\w+)"/.exec(l)?.[1]),
    ).toEqual(['en', 'ar']);
    expect(lines.some((l) => l.includes('TYPE=SUBTITLES'))).toBe(true);
    for (const uri of lines.filter((l) => l.endsWith('.m3u8') && !l.startsWith('#'))) {
      const variant = await app.inject({
        method: 'GET',
        url: demoUrl(`${movies[1]!.folder}/${uri}`),
      });
      expect(variant.statusCode, uri).toBe(200);
    }
  });

  it('serves a segment by range', async () => {
    const res = await app.inject({
      method: 'GET',
      url: demoUrl(`${movies[0]!.folder}/v720/seg000.ts`),
      headers: { range: 'bytes=0-187' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('video/mp2t');
    // Every MPEG-TS packet starts with the sync byte 0x47.
    expect(res.rawPayload.length).toBe(188);
    expect(res.rawPayload[0]).toBe(0x47);
  });

  it('plays every episode of two seasons of three', async () => {
    const show = demoShow();
    for (const season of [1, 2]) {
      for (const episode of [1, 2, 3]) {
        const [hls, file] = await streams(
          `/library/streams/tv/${show.tmdbId}/${season}/${episode}`,
        );
        expect(hls?.type).toBe('hls');
        expect(file?.type).toBe('file');
        expect(hls?.captions.map((c) => c.language).sort()).toEqual(['ar', 'ar', 'en', 'en']);
      }
    }
    expect(await streams(`/library/streams/tv/${show.tmdbId}/3/1`)).toEqual([]);
  });

  it('lists the three demo movies and the demo show as ready to watch', async () => {
    const res = await app.inject({ method: 'GET', url: '/library/available' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      movies: movies.map((m) => m.tmdbId).sort((a, b) => a - b),
      shows: [demoShow().tmdbId],
    });
  });
});
