import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSkipTime, IntroMarkers, introEndOf } from '../src/intro-skip/intro-markers.ts';
import { readChapters, type Chapter } from '../src/library/chapters.ts';
import { makeChapterFiles, type ChapterFiles } from './chapter-files.ts';

const expected: Chapter[] = [
  { title: 'Intro', startSeconds: 0 },
  { title: 'Épisode', startSeconds: 2.5 },
];

let tmp: string;
let files: ChapterFiles;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-chapters-'));
  files = await makeChapterFiles(tmp);
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('reading chapter markers from MP4 files', () => {
  it('reads the Nero chapter list when moov follows the media data', async () => {
    expect(await readChapters(files.moovAtEnd)).toEqual(expected);
  });

  it('reads it when moov comes first (faststart)', async () => {
    expect(await readChapters(files.faststart)).toEqual(expected);
  });

  it('falls back to the QuickTime chapter track when there is no Nero list', async () => {
    const bytes = fs.readFileSync(files.chapterTrackOnly);
    expect(bytes.includes('chpl')).toBe(false);
    expect(await readChapters(files.chapterTrackOnly)).toEqual(expected);
  });

  it('finds none in a file without chapters', async () => {
    expect(await readChapters(files.noChapters)).toEqual([]);
  });

  it.each([
    ['a truncated file', () => files.truncated],
    ['a file that is not an MP4', () => files.notMp4],
    ['an empty file', () => files.empty],
    ['a missing file', () => path.join(tmp, 'missing.mp4')],
    ['a folder', () => tmp],
  ])('finds none in %s, without throwing', async (_name, file) => {
    await expect(readChapters(file())).resolves.toEqual([]);
  });

  it('stops at a chapter list that claims more entries than it holds', async () => {
    const bytes = Buffer.from(fs.readFileSync(files.faststart));
    const at = bytes.indexOf('chpl');
    // version (1), flags (3), reserved (4), then the count.
    bytes[at + 4 + 8] = 9;
    const damaged = path.join(tmp, 'damaged-count.mp4');
    fs.writeFileSync(damaged, bytes);
    expect(await readChapters(damaged)).toEqual(expected);
  });

  it('reads only box headers and small boxes, not the media data', async () => {
    // A moov-at-end file with 64 MB of media data before it reads as fast as a small one.
    const big = path.join(tmp, 'big.mp4');
    const small = fs.readFileSync(files.moovAtEnd);
    const mdatAt = small.indexOf('mdat') - 4;
    const mdatSize = small.readUInt32BE(mdatAt);
    const padding = 64 * 1024 * 1024;
    const header = Buffer.from(small.subarray(0, mdatAt + mdatSize));
    header.writeUInt32BE(mdatSize + padding, mdatAt);
    const handle = fs.openSync(big, 'w');
    fs.writeSync(handle, header);
    fs.writeSync(handle, Buffer.alloc(1), 0, 1, header.length + padding - 1);
    fs.writeSync(handle, small.subarray(mdatAt + mdatSize), 0, undefined, header.length + padding);
    fs.closeSync(handle);
    // The media data moved, so the sample offsets are wrong, but chpl does not depend on them.
    const started = process.memoryUsage().rss;
    expect(await readChapters(big)).toEqual(expected);
    expect(process.memoryUsage().rss - started).toBeLessThan(32 * 1024 * 1024);
  });
});

describe('the intro marker', () => {
  const chapters = (...list: [string, number][]): Chapter[] =>
    list.map(([title, startSeconds]) => ({ title, startSeconds }));

  it('ends where the chapter after the first Intro or Opening starts', () => {
    expect(introEndOf(chapters(['Intro', 0], ['Episode', 45]))).toBe(45);
    expect(introEndOf(chapters(['Recap', 0], [' opening ', 30], ['Part 1', 95.5]))).toBe(95.5);
    expect(introEndOf(chapters(['INTRO', 0], ['Act 1', 8], ['Opening', 60], ['x', 90]))).toBe(8);
  });

  it('is missing without such a chapter, or when nothing follows it', () => {
    expect(introEndOf([])).toBeNull();
    expect(introEndOf(chapters(['Introduction to Part 2', 0], ['Part 2', 40]))).toBeNull();
    expect(introEndOf(chapters(['Episode', 0], ['Intro', 50]))).toBeNull();
    expect(introEndOf(chapters(['Intro', 10], ['Episode', 10]))).toBeNull();
  });

  it('is written as the intro-skip service writes it', () => {
    expect(formatSkipTime(45)).toBe('45s');
    expect(formatSkipTime(8.5)).toBe('8.5s');
    expect(formatSkipTime(20.0004)).toBe('20s');
  });

  it('is read once per file until the file changes', async () => {
    const file = path.join(tmp, 'cached.mp4');
    fs.copyFileSync(files.faststart, file);
    const reads: string[] = [];
    const markers = new IntroMarkers(async (f) => {
      reads.push(f);
      return readChapters(f);
    });
    expect(await markers.introEnd(file)).toBe(2.5);
    expect(await markers.introEnd(file)).toBe(2.5);
    expect(reads).toHaveLength(1);

    await files.withChapters(file, [
      { title: 'Opening', startMs: 0, endMs: 4000 },
      { title: 'Story', startMs: 4000, endMs: 6000 },
    ]);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await markers.introEnd(file)).toBe(4);
    expect(reads).toHaveLength(2);
    expect(await markers.introEnd(path.join(tmp, 'gone.mp4'))).toBeNull();
  });
});
