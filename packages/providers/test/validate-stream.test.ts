import type { Stream } from '@screenroom/core';
import { describe, expect, it } from 'vitest';
import { validateStream, validateStreams } from '../src/validate-stream.ts';
import { file, hls } from './helpers.ts';

describe('validateStream', () => {
  it('keeps a good HLS stream', () => {
    const warnings: string[] = [];
    expect(validateStream(hls('a'), (m) => warnings.push(m))).toEqual(hls('a'));
    expect(warnings).toEqual([]);
  });
  it('drops an HLS stream without a playlist', () => {
    expect(validateStream(hls('a', ''), () => undefined)).toBeNull();
  });
  it('skips unknown quality keys and non-mp4 files with a warning', () => {
    const warnings: string[] = [];
    const stream = {
      id: 'f',
      type: 'file',
      qualities: {
        '1080': { type: 'mp4', url: '/a.mp4' },
        '2160': { type: 'mp4', url: '/b.mp4' },
        '720': { type: 'mkv', url: '/c.mkv' },
        '480': { type: 'mp4', url: '' },
      },
      captions: [],
      flags: [],
    } as unknown as Stream;
    expect(validateStream(stream, (m) => warnings.push(m))).toEqual({
      ...stream,
      qualities: { '1080': { type: 'mp4', url: '/a.mp4' } },
    });
    expect(warnings).toHaveLength(3);
    expect(warnings.filter((w) => w.includes("'2160'"))).toHaveLength(1);
  });
  it('drops a file stream with no playable quality', () => {
    const stream = {
      ...file('f'),
      qualities: { '8k': { type: 'mp4', url: '/x' } },
    } as unknown as Stream;
    expect(validateStream(stream, () => undefined)).toBeNull();
  });
  it('drops unknown stream types with a warning', () => {
    const warnings: string[] = [];
    expect(
      validateStream({ id: 'x', type: 'dash' } as unknown as Stream, (m) => warnings.push(m)),
    ).toBeNull();
    expect(warnings).toHaveLength(1);
  });
  it('fills missing captions and flags', () => {
    const stream = { id: 'h', type: 'hls', playlist: '/p.m3u8' } as unknown as Stream;
    expect(validateStream(stream, () => undefined)).toEqual({ ...stream, captions: [], flags: [] });
  });
});

describe('validateStreams', () => {
  it('keeps order and removes unplayable streams', () => {
    expect(
      validateStreams([file('1'), hls('2', ''), hls('3')], () => undefined).map((s) => s.id),
    ).toEqual(['1', '3']);
    expect(validateStreams(undefined, () => undefined)).toEqual([]);
  });
});
