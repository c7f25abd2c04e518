import type { MovieList, MovieLists } from '@screenroom/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_MAX_ANSWER_BYTES, HttpCaptchaVerifier } from '../src/accounts/captcha.ts';
import { TMDB_MAX_ANSWER_BYTES, TmdbProxy } from '../src/catalog/tmdb-proxy.ts';
import { BodyTooLargeError, readCappedBytes, readCappedText } from '../src/http/capped-body.ts';
import {
  INTRO_SKIP_MAX_ANSWER_BYTES,
  IntroSkipRemote,
} from '../src/intro-skip/intro-skip-remote.ts';
import { LISTS_MAX_ANSWER_BYTES, ListsRemote } from '../src/lists/lists-remote.ts';
import { ListsService } from '../src/lists/lists.service.ts';
import { OMDB_MAX_ANSWER_BYTES, OmdbClient } from '../src/ratings/omdb-client.ts';
import {
  MAX_JSON_BYTES,
  MAX_SUBTITLE_BYTES,
  OpenSubtitlesClient,
} from '../src/subtitles/opensubtitles-client.ts';
import {
  BOMB_DECODED_BYTES,
  countingFetch,
  startFakeGzipBomb,
  type FakeGzipBomb,
} from './fake-gzip-bomb.ts';
import { startFakeOpenSubtitles, type FakeOpenSubtitles } from './fake-opensubtitles.ts';

/** `fetch` hands decoded bodies over 16 KiB at a time, so a read stops within a chunk of its cap. */
const CHUNK_SLACK = 64 * 1024;

/** A body handed over in pieces, counting what its reader has taken. */
function pieces(sizes: number[], headers: Record<string, string> = {}) {
  const taken = { bytes: 0 };
  let next = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = sizes[next++];
        if (size === undefined) return controller.close();
        taken.bytes += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { response: new Response(body, { headers }), taken };
}

describe('readCappedBytes', () => {
  it('reads a body of exactly the cap whole, in whatever pieces it comes', async () => {
    const { response } = pieces([3, 4, 3]);
    expect(await readCappedText(response, 10)).toBe('a'.repeat(10));
  });

  it('stops at the first piece past the cap', async () => {
    const { response, taken } = pieces([4, 4, 4, 4, 4]);
    const failure = await readCappedBytes(response, 10).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BodyTooLargeError);
    expect(failure).toMatchObject({ limit: 10 });
    expect(taken.bytes).toBe(12);
  });

  it('refuses an unencoded body announced longer than the cap without reading it', async () => {
    const { response, taken } = pieces([20], { 'content-length': '20' });
    await expect(readCappedBytes(response, 10)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(taken.bytes).toBe(0);
  });

  it('counts the decoded bytes of an encoded body, whatever length it announces', async () => {
    const headers = { 'content-encoding': 'gzip', 'content-length': '5' };
    const { response, taken } = pieces([8, 8, 8], headers);
    await expect(readCappedBytes(response, 10)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(taken.bytes).toBe(16);
    // An encoded body announced longer than the cap may still decode to less: it is read.
    const small = pieces([6], { 'content-encoding': 'gzip', 'content-length': '40' });
    expect(await readCappedText(small.response, 10)).toBe('a'.repeat(6));
  });
});

/**
 * Every outside service the server reads answers into memory from, each faced with a gzip bomb:
 * the read must stop just past the service's cap (never near the bomb's 64 MiB) and end as that
 * service's own failure.
 */
describe.each([
  ['with a small Content-Length', true],
  ['chunked, with no length', false],
])('a gzip bomb %s', (_case, announceLength) => {
  let bomb: FakeGzipBomb;
  let opensubtitles: FakeOpenSubtitles;
  const OPENSUBTITLES_KEY = 'operator-opensubtitles-key';

  beforeAll(async () => {
    [bomb, opensubtitles] = await Promise.all([
      startFakeGzipBomb(),
      startFakeOpenSubtitles(OPENSUBTITLES_KEY),
    ]);
    bomb.announceLength = announceLength;
  });

  beforeEach(() => {
    bomb.requests.length = 0;
    opensubtitles.linkBase = bomb.url;
  });

  afterAll(async () => {
    await Promise.all([bomb.close(), opensubtitles.close()]);
  });

  /** Each answer's read stopped just past the cap. */
  function expectCutOff(reads: number[], cap: number, answers = 1): void {
    expect(reads).toHaveLength(answers);
    expect(cap + CHUNK_SLACK).toBeLessThan(BOMB_DECODED_BYTES / 8);
    for (const read of reads) {
      expect(read).toBeGreaterThan(cap);
      expect(read).toBeLessThanOrEqual(cap + CHUNK_SLACK);
    }
  }

  it('OMDb: a 502 saying it answered too much', async () => {
    const counting = countingFetch();
    const client = new OmdbClient({ apiKey: 'k', apiUrl: `${bomb.url}/`, fetch: counting.fetch });
    await expect(client.ratings('tt0133093')).rejects.toMatchObject({
      statusCode: 502,
      message: 'OMDb answered with too much data',
    });
    expectCutOff(counting.reads, OMDB_MAX_ANSWER_BYTES);
  });

  it('OpenSubtitles search: a 502 saying it answered too much', async () => {
    const counting = countingFetch();
    const client = new OpenSubtitlesClient({
      apiKey: OPENSUBTITLES_KEY,
      apiUrl: `${bomb.url}/api/v1`,
      fetch: counting.fetch,
    });
    await expect(client.search(new URLSearchParams({ imdb_id: '133093' }))).rejects.toMatchObject({
      statusCode: 502,
      message: 'OpenSubtitles answered with too much data',
    });
    expectCutOff(counting.reads, MAX_JSON_BYTES);
  });

  it('OpenSubtitles file: a 502 saying the file is too large', async () => {
    const counting = countingFetch();
    const client = new OpenSubtitlesClient({
      apiKey: OPENSUBTITLES_KEY,
      apiUrl: opensubtitles.apiUrl,
      fetch: counting.fetch,
    });
    await expect(client.download(1101)).rejects.toMatchObject({
      statusCode: 502,
      message: 'The subtitle file is too large',
    });
    expect(bomb.requests).toEqual(['/files/1101.srt']);
    // The download call's own answer is small and read whole; the file is cut off.
    expect(counting.reads).toHaveLength(2);
    expect(counting.reads[0]).toBeLessThan(1024);
    expectCutOff(counting.reads.slice(1), MAX_SUBTITLE_BYTES);
  });

  it('lists: our own lists instead, with the reason logged', async () => {
    const counting = countingFetch();
    const curated: MovieLists = { lists: [{ listName: 'Ours', listUrl: '/ours', tmdbMovies: [] }] };
    const fourK: MovieList = { listName: '4K', listUrl: '/4k', tmdbMovies: [] };
    const warnings: string[] = [];
    const lists = new ListsService({
      curated,
      fourK,
      remote: new ListsRemote({ url: `${bomb.url}/letterboxd`, fetch: counting.fetch }),
      warn: (message) => warnings.push(message),
    });
    expect(await lists.lists()).toEqual(curated);
    expect(warnings).toEqual([
      `The lists service answered more than ${LISTS_MAX_ANSWER_BYTES} bytes; serving our own lists`,
    ]);
    expectCutOff(counting.reads, LISTS_MAX_ANSWER_BYTES);
  });

  it('the movie database: the alternate host, then its offline answer', async () => {
    const counting = countingFetch();
    const proxy = new TmdbProxy({
      apiKey: 'token',
      primaryUrl: `${bomb.url}/3`,
      fallbackUrl: `${bomb.url}/alternate/3`,
      fetch: counting.fetch,
    });
    const answer = await proxy.forward('/movie/550');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, status_code: 9 });
    expect(bomb.requests).toEqual(['/3/movie/550', '/alternate/3/movie/550']);
    expectCutOff(counting.reads, TMDB_MAX_ANSWER_BYTES, 2);
  });

  it('intro-skip: a 502 saying it answered too much', async () => {
    const counting = countingFetch();
    const remote = new IntroSkipRemote({ baseUrl: bomb.url, fetch: counting.fetch });
    await expect(remote.skipTime('tt0903747', 1, 2)).rejects.toMatchObject({
      statusCode: 502,
      message: 'The intro-skip service answered with too much data',
    });
    expectCutOff(counting.reads, INTRO_SKIP_MAX_ANSWER_BYTES);
  });

  it('the captcha check: failed', async () => {
    const counting = countingFetch();
    const verifier = new HttpCaptchaVerifier(`${bomb.url}/recaptcha/api/siteverify`, 'secret', {
      fetch: counting.fetch,
    });
    expect(await verifier.verify('token', '127.0.0.1')).toBe(false);
    expect(bomb.requests).toEqual(['/recaptcha/api/siteverify']);
    expectCutOff(counting.reads, CAPTCHA_MAX_ANSWER_BYTES);
  });
});
