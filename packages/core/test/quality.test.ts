import { describe, expect, it } from 'vitest';
import {
  hlsLevelHeightToQuality,
  NoQualityError,
  pickQuality,
  qualityToHlsHeight,
  qualityWeights,
  sortQualities,
} from '../src/quality.ts';
import { isValidQualityKey } from '../src/stream.ts';

const auto = { automaticQuality: true, lastChosenQuality: null };
const manual = (q: Parameters<typeof pickQuality>[1]['lastChosenQuality']) => ({
  automaticQuality: false,
  lastChosenQuality: q,
});

describe('qualityWeights', () => {
  it('ranks 1080 above 4k so the common format wins', () => {
    expect(qualityWeights).toEqual({
      unknown: 0,
      '360': 10,
      '480': 20,
      '720': 30,
      '4k': 35,
      '1080': 40,
    });
  });
});

describe('sortQualities', () => {
  it('sorts best first without touching the input', () => {
    const input = ['360', 'unknown', '4k', '1080', '720'] as const;
    expect(sortQualities(input)).toEqual(['1080', '4k', '720', '360', 'unknown']);
    expect(input[0]).toBe('360');
  });
});

describe('pickQuality', () => {
  it('takes the highest ranked in automatic mode', () => {
    expect(pickQuality(['720', '4k', '1080'], auto)).toBe('1080');
    expect(pickQuality(['720', '4k'], { automaticQuality: true, lastChosenQuality: '720' })).toBe(
      '4k',
    );
  });
  it('takes the highest ranked when the last choice is unset or unknown', () => {
    expect(pickQuality(['480', '720'], manual(null))).toBe('720');
    expect(pickQuality(['480', '720', 'unknown'], manual('unknown'))).toBe('720');
  });
  it('keeps the last choice when available', () => {
    expect(pickQuality(['480', '720', '1080'], manual('480'))).toBe('480');
  });
  it('falls back to the nearest lower-ranked quality', () => {
    expect(pickQuality(['360', '480', '1080'], manual('720'))).toBe('480');
    expect(pickQuality(['360', '4k'], manual('1080'))).toBe('4k');
  });
  it('falls back to the nearest higher-ranked quality when none is lower', () => {
    expect(pickQuality(['1080', '720'], manual('480'))).toBe('720');
    expect(pickQuality(['1080', 'unknown'], manual('360'))).toBe('unknown');
  });
  it('throws NoQualityError when nothing is available', () => {
    expect(() => pickQuality([], auto)).toThrow(NoQualityError);
    expect(() => pickQuality([], manual('720'))).toThrow(NoQualityError);
  });
});

describe('HLS levels', () => {
  it('maps the documented heights', () => {
    expect([360, 480, 720, 1080, 2160].map(hlsLevelHeightToQuality)).toEqual([
      '360',
      '480',
      '720',
      '1080',
      '4k',
    ]);
  });
  it('leaves other heights unknown', () => {
    expect(hlsLevelHeightToQuality(1072)).toBe('unknown');
    expect(hlsLevelHeightToQuality(240)).toBe('unknown');
    expect(hlsLevelHeightToQuality(Number.NaN)).toBe('unknown');
  });
  it('maps qualities back to heights', () => {
    expect(qualityToHlsHeight('4k')).toBe(2160);
    expect(qualityToHlsHeight('720')).toBe(720);
    expect(qualityToHlsHeight('unknown')).toBeNull();
  });
});

describe('isValidQualityKey', () => {
  it('accepts only the six keys', () => {
    for (const key of ['4k', '1080', '720', '480', '360', 'unknown'])
      expect(isValidQualityKey(key)).toBe(true);
    for (const key of ['2160', '1440', '4K', '', 1080, null])
      expect(isValidQualityKey(key)).toBe(false);
  });
});
