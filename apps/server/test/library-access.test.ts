import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Stream } from '@screenroom/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { errorHandler } from '../src/http/errors.ts';
import { MEDIA_LINK_LIFETIME_MS, MediaLinks } from '../src/library/media-links.ts';
import { registerLibrary } from '../src/library/library.module.ts';
import { bearer, register, type TestAccount } from './accounts-client.ts';
import { createTestDatabase, dialects, testConfig, testContext } from './databases.ts';

const SECRET = 'library-access-test-secret';
const sintel = 'Sintel (2010) [tmdbid-45745]';
const show = 'Show (2020) [tmdbid-77]';
const mp4Bytes = Buffer.from(Array.from({ length: 500 }, (_, i) => i % 251));

const master = [
  '#EXTM3U',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",URI="audio-en/index.m3u8"',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",URI="subs-en/index.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=200000,AUDIO="aud",SUBTITLES="subs"',
  'v360/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=400000',
  'https://cdn.example/elsewhere/index.m3u8',
  '',
].join('\n');
const variant = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:4.0,',
  'seg000.ts',
  '#EXTINF:4.0,',
  '../v360/seg001.ts',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

let tmp: string;
let demoDir: string;
let mediaDir: string;

function put(dir: string, relative: string, content: string | Buffer): void {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function plainUrl(root: string, relative: string): string {
  return `/media-files/${[root, ...relative.split('/')].map(encodeURIComponent).join('/')}`;
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-library-access-'));
  demoDir = path.join(tmp, 'demo');
  mediaDir = path.join(tmp, 'media');
  put(demoDir, `${sintel}/master.m3u8`, master);
  put(demoDir, `${sintel}/v360/index.m3u8`, variant);
  put(demoDir, `${sintel}/v360/init.mp4`, 'init');
  put(demoDir, `${sintel}/v360/seg000.ts`, 'segment zero');
  put(demoDir, `${sintel}/v360/seg001.ts`, 'segment one');
  put(demoDir, `${sintel}/audio-en/index.m3u8`, '#EXTM3U\n#EXTINF:4.0,\na.ts\n');
  put(demoDir, `${sintel}/subs-en/index.m3u8`, '#EXTM3U\n#EXTINF:60.0,\nsubs.vtt\n');
  put(demoDir, `${sintel}/Sintel (2010) - 1080p.mp4`, mp4Bytes);
  put(demoDir, `${sintel}/Sintel (2010).en.srt`, '1\n00:00:00,000 --> 00:00:01,000\nHi\n');
  put(demoDir, `${show}/Season 01/Show S01E02.mp4`, 'episode');
  put(mediaDir, 'Heat (1995) [tmdbid-949]/Heat (1995).mp4', 'operator file');
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The signed link's parts, from `?sig={session}.{expiry}.{mac}`. */
function signatureOf(url: string): { session: string; expiry: string; mac: string; value: string } {
  const value = new URL(url, 'http://x').searchParams.get('sig') ?? '';
  const [session = '', expiry = '', mac = ''] = value.split('.');
  return { session, expiry, mac, value };
}

/** Every URI of a playlist: its non-comment lines and its URI="…" attributes. */
function playlistUris(text: string): string[] {
  const uris: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (!line.startsWith('#')) uris.push(line);
    for (const match of line.matchAll(/URI="([^"]*)"/g)) uris.push(match[1]!);
  }
  return uris;
}

describe.each(dialects)('library access on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;

  async function start(access: 'public' | 'accounts'): Promise<FastifyInstance> {
    return buildApp({
      config: testConfig({
        ACCESS: access,
        TOKEN_SECRET: SECRET,
        DEMO_MEDIA_DIR: demoDir,
        MEDIA_DIR: mediaDir,
      }),
      database: database.handle,
      serveWebApp: false,
    });
  }

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });

  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  describe('under ACCESS=accounts', () => {
    let viewer: TestAccount;

    beforeEach(async () => {
      app = await start('accounts');
      viewer = await register(app);
    });

    async function movieStreams(): Promise<Stream[]> {
      const response = await app.inject({
        method: 'GET',
        url: '/library/streams/movie/45745',
        headers: bearer(viewer.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ streams: Stream[] }>().streams;
    }

    async function signedFileUrl(): Promise<string> {
      const file = (await movieStreams()).find((s) => s.type === 'file');
      if (file?.type !== 'file') throw new Error('no file stream');
      return file.qualities['1080']!.url;
    }

    it.each([
      '/library/available',
      '/library/streams/movie/45745',
      '/library/streams/tv/77/1/2',
      '/availability?titles=movie-45745',
      '/availability/may-play?kind=movie',
      plainUrl('demo', `${sintel}/Sintel (2010) - 1080p.mp4`),
    ])('answers %s with 401 without a session, 400 for a malformed token', async (url) => {
      const none = await app.inject({ method: 'GET', url });
      expect(none.statusCode).toBe(401);
      expect(none.headers['access-control-allow-origin']).toBeUndefined();
      const malformed = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        errorType: 'message',
        message: 'Invalid authentication',
      });
    });

    it('answers the availability list to a session, for that viewer only', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/library/available',
        headers: bearer(viewer.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ movies: [949, 45745], shows: [77] });
      expect(response.headers['cache-control']).toBe('private, max-age=5');
    });

    it('answers streams whose every URL is signed for the session, captions keeping plain ids', async () => {
      const before = Date.now();
      const [hls, file] = await movieStreams();
      if (hls?.type !== 'hls' || file?.type !== 'file') throw new Error('unexpected streams');
      const urls = [hls.playlist, file.qualities['1080']!.url, ...hls.captions.map((c) => c.url)];
      for (const url of urls) {
        expect(url).toMatch(/^\/media-files\/demo\/[^?]+\?sig=[^&]+$/);
        const signature = signatureOf(url);
        expect(signature.session).toBe(viewer.sessionId);
        const expiresAt = parseInt(signature.expiry, 36) * 1000;
        expect(expiresAt).toBeGreaterThanOrEqual(before + MEDIA_LINK_LIFETIME_MS);
        expect(expiresAt).toBeLessThanOrEqual(Date.now() + MEDIA_LINK_LIFETIME_MS + 3_600_000);
      }
      expect(hls.playlist.split('?')[0]).toBe(plainUrl('demo', `${sintel}/master.m3u8`));
      expect(hls.captions[0]!.id).toBe(plainUrl('demo', `${sintel}/Sintel (2010).en.srt`));
    });

    it('serves a signed file to a media element without a header, ranges included, without wildcard CORS', async () => {
      const url = await signedFileUrl();
      const whole = await app.inject({ method: 'GET', url });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(mp4Bytes)).toBe(true);
      expect(whole.headers['access-control-allow-origin']).toBeUndefined();
      expect(whole.headers['cache-control']).toBe('private, max-age=3600');
      const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(mp4Bytes.subarray(10, 20))).toBe(true);
    });

    it('revalidates a signed file: 304 to its ETag or date, ranges held to the same copy by If-Range', async () => {
      const url = await signedFileUrl();
      const whole = await app.inject({ method: 'GET', url });
      const etag = whole.headers.etag;
      const lastModified = whole.headers['last-modified'];
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(typeof lastModified).toBe('string');
      for (const headers of [
        { 'if-none-match': etag },
        { 'if-none-match': `"other", W/${etag}` },
        { 'if-modified-since': lastModified },
      ]) {
        const again = await app.inject({ method: 'GET', url, headers });
        expect(again.statusCode, JSON.stringify(headers)).toBe(304);
        expect(again.rawPayload.byteLength).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('private, max-age=3600');
      }
      const changed = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"x"' } });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.equals(mp4Bytes)).toBe(true);

      const sameCopy = await app.inject({
        method: 'GET',
        url,
        headers: { range: 'bytes=10-19', 'if-range': etag },
      });
      expect(sameCopy.statusCode).toBe(206);
      expect(sameCopy.rawPayload.equals(mp4Bytes.subarray(10, 20))).toBe(true);
      for (const ifRange of ['"another-copy"', `W/${etag}`, 'Tue, 01 Jan 2019 00:00:00 GMT']) {
        const otherCopy = await app.inject({
          method: 'GET',
          url,
          headers: { range: 'bytes=10-19', 'if-range': ifRange },
        });
        expect(otherCopy.statusCode, ifRange).toBe(200);
        expect(otherCopy.rawPayload.equals(mp4Bytes)).toBe(true);
      }
      // A link of another session learns nothing by its validators: it is refused first.
      const { expiry, mac } = signatureOf(url);
      const forged = await app.inject({
        method: 'GET',
        url: `${url.split('?')[0]}?sig=nobody.${expiry}.${mac}`,
        headers: { 'if-none-match': etag },
      });
      expect(forged.statusCode).toBe(403);
    });

    it('revalidates a signed playlist by a tag of the signed text', async () => {
      const hls = (await movieStreams()).find((s) => s.type === 'hls');
      if (hls?.type !== 'hls') throw new Error('no HLS stream');
      const first = await app.inject({ method: 'GET', url: hls.playlist });
      expect(first.headers.etag).toMatch(/^"[^"]+"$/);
      const again = await app.inject({
        method: 'GET',
        url: hls.playlist,
        headers: { 'if-none-match': first.headers.etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // Another session's copy names other links, so it is another version.
      const other = await register(app, 'Other device');
      const otherStreams = await app.inject({
        method: 'GET',
        url: '/library/streams/movie/45745',
        headers: bearer(other.token),
      });
      const otherHls = otherStreams.json<{ streams: Stream[] }>().streams[0];
      if (otherHls?.type !== 'hls') throw new Error('no HLS stream');
      const otherAnswer = await app.inject({
        method: 'GET',
        url: otherHls.playlist,
        headers: { 'if-none-match': first.headers.etag },
      });
      expect(otherAnswer.statusCode).toBe(200);
      expect(otherAnswer.headers.etag).not.toBe(first.headers.etag);
    });

    it('serves a file to a bearer token without a link', async () => {
      const response = await app.inject({
        method: 'GET',
        url: plainUrl('demo', `${sintel}/Sintel (2010) - 1080p.mp4`),
        headers: bearer(viewer.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(mp4Bytes)).toBe(true);
    });

    it('refuses an expired link', async () => {
      const dayAgo = new MediaLinks(SECRET, () => Date.now() - 24 * 60 * 60 * 1000);
      const url = dayAgo.url(
        'demo',
        `${sintel}/Sintel (2010) - 1080p.mp4`,
        dayAgo.grantFor(viewer.sessionId),
      );
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        errorType: 'message',
        message: 'The media link has expired',
      });
    });

    it('refuses a tampered link: another session, a later expiry, a changed signature', async () => {
      const url = await signedFileUrl();
      const { session, expiry, mac } = signatureOf(url);
      const base = url.split('?')[0];
      const other = await register(app, 'Other device');
      const later = (parseInt(expiry, 36) + 86_400).toString(36);
      const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
      for (const sig of [
        `${other.sessionId}.${expiry}.${mac}`,
        `${session}.${later}.${mac}`,
        `${session}.${expiry}.${flipped}`,
        'garbage',
      ]) {
        const response = await app.inject({ method: 'GET', url: `${base}?sig=${sig}` });
        expect(response.statusCode, sig).toBe(403);
        expect(response.json()).toMatchObject({
          errorType: 'message',
          message: 'The media link is not valid for this file',
        });
      }
    });

    it('refuses a link signed for another file', async () => {
      const { value } = signatureOf(await signedFileUrl());
      const response = await app.inject({
        method: 'GET',
        url: `${plainUrl('demo', `${show}/Season 01/Show S01E02.mp4`)}?sig=${value}`,
      });
      expect(response.statusCode).toBe(403);
    });

    it('closes the links of a session once it is logged out', async () => {
      const url = await signedFileUrl();
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      const logout = await app.inject({
        method: 'DELETE',
        url: `/sessions/${viewer.sessionId}`,
        headers: bearer(viewer.token),
      });
      expect(logout.statusCode).toBe(200);
      const after = await app.inject({ method: 'GET', url });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ errorType: 'message', message: 'Not logged in' });
    });

    it('signs every URI of the HLS playlists it serves, down to the segments', async () => {
      const hls = (await movieStreams()).find((s) => s.type === 'hls');
      if (hls?.type !== 'hls') throw new Error('no HLS stream');
      const grant = signatureOf(hls.playlist);
      const masterAnswer = await app.inject({ method: 'GET', url: hls.playlist });
      expect(masterAnswer.statusCode).toBe(200);
      expect(masterAnswer.headers['content-type']).toMatch(/mpegurl/i);
      expect(masterAnswer.headers['access-control-allow-origin']).toBeUndefined();
      const masterUris = playlistUris(masterAnswer.body);
      expect(masterUris.map((u) => u.split('?')[0])).toEqual([
        plainUrl('demo', `${sintel}/audio-en/index.m3u8`),
        plainUrl('demo', `${sintel}/subs-en/index.m3u8`),
        plainUrl('demo', `${sintel}/v360/index.m3u8`),
        'https://cdn.example/elsewhere/index.m3u8',
      ]);
      // Our own files carry the playlist's own grant; another host's URI is left alone.
      for (const uri of masterUris.slice(0, 3)) {
        expect(signatureOf(uri).value).not.toBe(grant.value);
        expect(signatureOf(uri)).toMatchObject({ session: grant.session, expiry: grant.expiry });
      }
      expect(masterUris[3]).toBe('https://cdn.example/elsewhere/index.m3u8');

      const variantAnswer = await app.inject({ method: 'GET', url: masterUris[2]! });
      expect(variantAnswer.statusCode).toBe(200);
      const segments = playlistUris(variantAnswer.body);
      expect(segments.map((u) => u.split('?')[0])).toEqual([
        plainUrl('demo', `${sintel}/v360/init.mp4`),
        plainUrl('demo', `${sintel}/v360/seg000.ts`),
        plainUrl('demo', `${sintel}/v360/seg001.ts`),
      ]);
      const bodies = await Promise.all(
        segments.map(async (url) => (await app.inject({ method: 'GET', url })).body),
      );
      expect(bodies).toEqual(['init', 'segment zero', 'segment one']);
      // The plain path of a segment is refused: only the signed one opens it.
      const unsigned = await app.inject({ method: 'GET', url: segments[1]!.split('?')[0]! });
      expect(unsigned.statusCode).toBe(401);
    });
  });

  describe('under ACCESS=public', () => {
    beforeEach(async () => {
      app = await start('public');
    });

    it('serves everything without a session, by plain paths, with CORS open', async () => {
      const streams = await app.inject({ method: 'GET', url: '/library/streams/movie/45745' });
      expect(streams.statusCode).toBe(200);
      const [hls] = streams.json<{ streams: Stream[] }>().streams;
      expect(hls).toMatchObject({ playlist: plainUrl('demo', `${sintel}/master.m3u8`) });
      const available = await app.inject({ method: 'GET', url: '/library/available' });
      expect(available.statusCode).toBe(200);
      expect(available.headers['cache-control']).toBe('public, max-age=5');
      const playlist = await app.inject({
        method: 'GET',
        url: plainUrl('demo', `${sintel}/master.m3u8`),
      });
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['access-control-allow-origin']).toBe('*');
      expect(playlist.headers['cache-control']).toBe('public, max-age=3600');
      // Served as stored, byte for byte.
      expect(playlist.body).toBe(master);
    });

    it('revalidates public files and playlists, with CORS open on the 304 too', async () => {
      const url = plainUrl('demo', `${sintel}/master.m3u8`);
      const first = await app.inject({ method: 'GET', url });
      expect(first.headers.etag).toMatch(/^"[^"]+"$/);
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': first.headers.etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['access-control-allow-origin']).toBe('*');
      expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
      const later = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
      });
      expect(later.statusCode).toBe(304);
      const earlier = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-modified-since': 'Tue, 01 Jan 2019 00:00:00 GMT' },
      });
      expect(earlier.statusCode).toBe(200);
      expect(earlier.body).toBe(master);
    });
  });
});

describe('the start-up warning about a public media folder', () => {
  async function warningsFor(overrides: Record<string, string>): Promise<string[]> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    app.setErrorHandler(errorHandler);
    const database = await createTestDatabase('sqlite');
    const config = testConfig({ DEMO_MEDIA_DIR: demoDir, ...overrides });
    await registerLibrary(app, testContext(app, config, database.handle));
    await app.close();
    await database.drop();
    return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  }

  it('warns when MEDIA_DIR is set and access is public', async () => {
    expect(await warningsFor({ MEDIA_DIR: mediaDir })).toEqual([
      `MEDIA_DIR is set and ACCESS is public: anyone who can reach this server can read every file in ${mediaDir}. Set ACCESS=accounts to require a signed-in session.`,
    ]);
  });

  it('says nothing when access needs accounts, or when only the demo media is served', async () => {
    expect(await warningsFor({ MEDIA_DIR: mediaDir, ACCESS: 'accounts' })).toEqual([]);
    expect(await warningsFor({})).toEqual([]);
  });
});
