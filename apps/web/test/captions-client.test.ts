import './vtt-cue-polyfill.ts';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTION_CACHE_MS } from '@screenroom/core';
import {
  CAPTION_FETCH_FAILED,
  CaptionFetchError,
  createCaptionClient,
  type CaptionFetch,
} from '../src/shared/clients/captions.ts';
import {
  readTimestampMap,
  timestampBase,
  timestampMapOffset,
} from '../src/shared/captions/timestamp-map.ts';
import { subtitleSegmentUrls } from '../src/shared/captions/hls-subtitle-playlist.ts';

// jsdom rewrites import.meta.url to an http address; the folder path stays a file path.
const fixtures = join(import.meta.dirname, 'fixtures', 'subtitles');

/** A caption host on loopback: the fixture files, and 404 for anything else. */
let server: Server;
let base: string;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(path);
    try {
      const body = readFileSync(join(fixtures, normalize(path).replace(/^(\.\.[/\\])+/, '')));
      response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Node's own fetch, not jsdom's: the test talks to a real server on loopback.
const nodeFetch: CaptionFetch = (url, init) => fetch(url, init);

describe('caption client', () => {
  it('fetches a caption file as bytes', async () => {
    const client = createCaptionClient({ fetch: nodeFetch });
    const bytes = await client.fetchCaptionBytes(`${base}/utf8-bom.srt`);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes).toEqual(new Uint8Array(readFileSync(join(fixtures, 'utf8-bom.srt'))));
  });

  it('keeps what it fetched for 24 hours and asks again after', async () => {
    let clock = 0;
    let calls = 0;
    const client = createCaptionClient({
      fetch: async (url, init) => {
        calls++;
        return nodeFetch(url, init);
      },
      now: () => clock,
    });
    await client.fetchCaptionBytes(`${base}/crlf.srt`);
    await client.fetchCaptionBytes(`${base}/crlf.srt`);
    clock = CAPTION_CACHE_MS - 1;
    await client.fetchCaptionBytes(`${base}/crlf.srt`);
    expect(calls).toBe(1);
    clock = CAPTION_CACHE_MS;
    await client.fetchCaptionBytes(`${base}/crlf.srt`);
    expect(calls).toBe(2);
  });

  it('asks once for the same address requested twice at the same time', async () => {
    let calls = 0;
    const client = createCaptionClient({
      fetch: async (url, init) => {
        calls++;
        return nodeFetch(url, init);
      },
    });
    await Promise.all([
      client.fetchCaptionBytes(`${base}/crlf.srt`),
      client.fetchCaptionBytes(`${base}/crlf.srt`),
    ]);
    expect(calls).toBe(1);
  });

  it('fails with the caption-data message and the status for a missing file, and retries', async () => {
    let calls = 0;
    const client = createCaptionClient({
      fetch: async (url, init) => {
        calls++;
        return nodeFetch(url, init);
      },
    });
    const failure = client.fetchCaptionBytes(`${base}/missing.srt`);
    await expect(failure).rejects.toThrow(CAPTION_FETCH_FAILED);
    await expect(failure).rejects.toMatchObject({ status: 404 });
    await expect(client.fetchCaptionBytes(`${base}/missing.srt`)).rejects.toBeInstanceOf(
      CaptionFetchError,
    );
    expect(calls).toBe(2);
  });

  it('fails with the caption-data message when the host cannot be reached', async () => {
    const client = createCaptionClient({
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(client.fetchCaptionBytes(`${base}/crlf.srt`)).rejects.toMatchObject({
      message: CAPTION_FETCH_FAILED,
      status: null,
    });
  });

  it('merges the WebVTT segments of an HLS rendition on the player timeline', async () => {
    const client = createCaptionClient({ fetch: nodeFetch });
    requests.length = 0;
    const cues = await client.fetchHlsSubtitleCues(`${base}/hls/subs.m3u8`);
    // Segment addresses resolve against the playlist's, including a sub-folder.
    expect(requests).toEqual(['/hls/subs.m3u8', '/hls/seg0.vtt', '/hls/segments/seg1.vtt']);
    // The cue repeated across the boundary is shown once.
    expect(cues).toEqual([
      { start: 1, end: 3, text: 'First segment' },
      { start: 9, end: 11, text: 'Across the boundary' },
      { start: 12, end: 14, text: 'Second segment' },
    ]);
  });

  it('shifts segment cues by the timestamp map against the video start when it is known', async () => {
    const client = createCaptionClient({ fetch: nodeFetch });
    // The video starts 2 s (180,000 ticks) before the segments' MPEG-TS time.
    const cues = await client.fetchHlsSubtitleCues(`${base}/hls/subs.m3u8`, {
      timestampBase: 900_000 - 180_000,
    });
    expect(cues.map((cue) => cue.start)).toEqual([3, 11, 14]);
  });

  it('reports a missing segment as a caption-data failure', async () => {
    const playlist = '#EXTM3U\n#EXTINF:10,\nseg0.vtt\n#EXTINF:10,\ngone.vtt\n#EXT-X-ENDLIST\n';
    const client = createCaptionClient({
      fetch: async (url, init) =>
        url.endsWith('.m3u8') ? new Response(playlist) : nodeFetch(url, init),
    });
    await expect(client.fetchHlsSubtitleCues(`${base}/hls/list.m3u8`)).rejects.toMatchObject({
      message: CAPTION_FETCH_FAILED,
      status: 404,
    });
  });
});

describe('HLS subtitle helpers', () => {
  it('lists segment addresses, resolved, skipping tags and comments', () => {
    const playlist =
      '#EXTM3U\r\n#EXTINF:6,\r\na.vtt\r\n# comment\r\n\r\n/abs/b.vtt\r\nhttps://cdn.test/c.vtt\r\n';
    expect(subtitleSegmentUrls(playlist, 'http://host.test/subs/en/index.m3u8')).toEqual([
      'http://host.test/subs/en/a.vtt',
      'http://host.test/abs/b.vtt',
      'https://cdn.test/c.vtt',
    ]);
    expect(() => subtitleSegmentUrls('WEBVTT\n', 'http://host.test/x.m3u8')).toThrow(
      'Not an HLS playlist',
    );
  });

  it('reads X-TIMESTAMP-MAP from the header only', () => {
    expect(
      readTimestampMap(
        'WEBVTT\nX-TIMESTAMP-MAP=LOCAL:00:00:01.500,MPEGTS:133500\n\n00:01.000 --> 00:02.000\nx',
      ),
    ).toEqual({ mpegTs: 133_500, local: 1.5 });
    expect(readTimestampMap('WEBVTT\n\nX-TIMESTAMP-MAP=MPEGTS:1,LOCAL:00:00:00.000\n')).toBeNull();
    expect(readTimestampMap('WEBVTT\n\n00:01.000 --> 00:02.000\nx')).toBeNull();
  });

  it('puts cues on the player timeline from the first mapped segment', () => {
    const maps = [null, { mpegTs: 900_000, local: 0 }, { mpegTs: 1_440_000, local: 0 }];
    const zero = timestampBase(maps);
    expect(zero).toBe(900_000);
    expect(maps.map((map) => timestampMapOffset(map, zero))).toEqual([0, 0, 6]);
    expect(timestampMapOffset({ mpegTs: 900_000, local: 10 }, 900_000)).toBe(-10);
  });
});
