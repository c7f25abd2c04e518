import { describe, expect, it } from 'vitest';
import {
  CUSTOM_STREAM_ID,
  CustomStreamError,
  customStream,
  isCustomStreamType,
} from '../src/custom-stream.ts';

const PLAYLIST = 'https://media.example/film/master.m3u8';

function reasonOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof CustomStreamError ? error.reason : 'not a CustomStreamError';
  }
}

describe('customStream', () => {
  it('makes an hls stream from a playlist URL', () => {
    expect(customStream(PLAYLIST, 'hls')).toEqual({
      id: CUSTOM_STREAM_ID,
      type: 'hls',
      playlist: PLAYLIST,
      captions: [],
      flags: [],
    });
  });

  it('makes a file stream of unknown quality from an mp4 URL', () => {
    expect(customStream('http://media.example/film.mp4', 'mp4')).toEqual({
      id: CUSTOM_STREAM_ID,
      type: 'file',
      qualities: { unknown: { type: 'mp4', url: 'http://media.example/film.mp4' } },
      captions: [],
      flags: [],
    });
  });

  it('trims the space a pasted URL often carries', () => {
    expect(customStream(`  ${PLAYLIST}\n`, 'hls')).toMatchObject({ playlist: PLAYLIST });
  });

  it("refuses any other type with 'Invalid type'", () => {
    for (const type of ['avi', 'HLS', 'file', '', 'mp4 ']) {
      expect(() => customStream(PLAYLIST, type)).toThrow(new CustomStreamError('invalidType'));
      expect(reasonOf(() => customStream(PLAYLIST, type))).toBe('invalidType');
    }
    expect(new CustomStreamError('invalidType').message).toBe('Invalid type');
  });

  it('refuses an empty URL', () => {
    expect(reasonOf(() => customStream('', 'hls'))).toBe('emptyUrl');
    expect(reasonOf(() => customStream('   ', 'mp4'))).toBe('emptyUrl');
    expect(new CustomStreamError('emptyUrl').message).toBe('Stream URL is empty');
  });

  it('refuses a URL that is not http or https', () => {
    for (const url of ['ftp://media.example/a.mp4', '/media-files/a.mp4', 'media.example/a.mp4']) {
      expect(reasonOf(() => customStream(url, 'mp4'))).toBe('invalidUrl');
    }
  });

  it('checks the type before the URL', () => {
    expect(reasonOf(() => customStream('', 'avi'))).toBe('invalidType');
  });
});

describe('isCustomStreamType', () => {
  it('accepts only hls and mp4', () => {
    expect(isCustomStreamType('hls')).toBe(true);
    expect(isCustomStreamType('mp4')).toBe(true);
    expect(isCustomStreamType('file')).toBe(false);
    expect(isCustomStreamType(undefined)).toBe(false);
  });
});
