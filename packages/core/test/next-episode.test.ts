import { describe, expect, it } from 'vitest';
import {
  nextEpisodeVisibility,
  parseSkipTime,
  shouldAutoplayNext,
  skipIntroVisibility,
} from '../src/next-episode.ts';

describe('nextEpisodeVisibility', () => {
  it('is always shown in the last 30 s', () => {
    expect(nextEpisodeVisibility(3570, 3600)).toBe('always');
    expect(nextEpisodeVisibility(100, 120)).toBe('always');
  });
  it('shows on hover from 93 %', () => {
    expect(nextEpisodeVisibility(3348, 3600)).toBe('hover');
    expect(nextEpisodeVisibility(3347, 3600)).toBe('none');
  });
  it('is hidden without a duration', () => {
    expect(nextEpisodeVisibility(0, 0)).toBe('none');
    expect(nextEpisodeVisibility(0, Number.NaN)).toBe('none');
  });
});

describe('shouldAutoplayNext', () => {
  it('fires at the end, or within 1 % with skip-credits', () => {
    expect(shouldAutoplayNext(1000, 1000, false)).toBe(true);
    expect(shouldAutoplayNext(990, 1000, false)).toBe(false);
    expect(shouldAutoplayNext(990, 1000, true)).toBe(true);
    expect(shouldAutoplayNext(989, 1000, true)).toBe(false);
    expect(shouldAutoplayNext(0, 0, true)).toBe(false);
  });
});

describe('skipIntroVisibility', () => {
  it('is always shown in the first 10 s, then on hover until the skip time', () => {
    expect(skipIntroVisibility(9.9, 45, true)).toBe('always');
    expect(skipIntroVisibility(10, 45, true)).toBe('hover');
    expect(skipIntroVisibility(45, 45, true)).toBe('none');
  });
  it('is hidden while not playing or without a skip time', () => {
    expect(skipIntroVisibility(2, 45, false)).toBe('none');
    expect(skipIntroVisibility(2, null, true)).toBe('none');
  });
});

describe('parseSkipTime', () => {
  it('reads a number followed by s', () => {
    expect(parseSkipTime('45s')).toBe(45);
    expect(parseSkipTime('12.5s')).toBe(12.5);
  });
  it('rejects anything else', () => {
    for (const value of ['45', 's', '-3s', '45 s', '', null, 45])
      expect(parseSkipTime(value)).toBeNull();
  });
});
