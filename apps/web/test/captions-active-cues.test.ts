import { describe, expect, it } from 'vitest';
import {
  activeCuesAt,
  clampCaptionDelay,
  createCueIndex,
} from '../src/features/player/captions/active-cues.ts';
import type { CaptionCue } from '../src/shared/captions/caption-cue.ts';

const cues: CaptionCue[] = [
  { start: 1, end: 10, text: 'long' },
  { start: 2, end: 3, text: 'inside' },
  { start: 5, end: 6, text: 'also inside' },
  { start: 12, end: 13, text: 'later' },
  { start: 12, end: 14, text: 'same start' },
];
const index = createCueIndex(cues);
const textsAt = (time: number, delay = 0) => activeCuesAt(index, time, delay).map((c) => c.text);

/** The plain definition, to check the fast lookup against. */
function naive(time: number, delay: number): string[] {
  const at = time - clampCaptionDelay(delay);
  return cues.filter((cue) => cue.start <= at && at < cue.end).map((cue) => cue.text);
}

describe('activeCuesAt', () => {
  it('finds every cue showing at a time, overlapping ones included, in start order', () => {
    expect(textsAt(0)).toEqual([]);
    expect(textsAt(1)).toEqual(['long']);
    expect(textsAt(2.5)).toEqual(['long', 'inside']);
    expect(textsAt(3)).toEqual(['long']);
    expect(textsAt(5.5)).toEqual(['long', 'also inside']);
    expect(textsAt(11)).toEqual([]);
    expect(textsAt(12.5)).toEqual(['later', 'same start']);
    expect(textsAt(13.5)).toEqual(['same start']);
    expect(textsAt(20)).toEqual([]);
  });

  it('shows cues later by a positive delay and earlier by a negative one', () => {
    expect(textsAt(12.5, 0.5)).toEqual(['later', 'same start']);
    expect(textsAt(12.2, 0.5)).toEqual([]);
    expect(textsAt(11.5, -1)).toEqual(['later', 'same start']);
  });

  it('holds the delay within ±20 s', () => {
    expect(textsAt(22.5, 30)).toEqual(['long', 'inside']);
    expect(textsAt(-17.5, -30)).toEqual(['long', 'inside']);
  });

  it('agrees with the plain definition at every tenth of a second', () => {
    for (const delay of [0, 1.5, -2]) {
      for (let t = -1; t < 20; t += 0.1) expect(textsAt(t, delay)).toEqual(naive(t, delay));
    }
  });

  it('finds nothing in an empty track', () => {
    expect(activeCuesAt(createCueIndex([]), 5)).toEqual([]);
  });
});

describe('clampCaptionDelay', () => {
  it('clamps to -20..20 and keeps one decimal', () => {
    expect(clampCaptionDelay(25)).toBe(20);
    expect(clampCaptionDelay(-25)).toBe(-20);
    expect(clampCaptionDelay(1.26)).toBe(1.3);
    expect(clampCaptionDelay(Number.NaN)).toBe(0);
  });
});
