import { describe, expect, it } from 'vitest';
import { isEpisodeReleased, isReleased } from '../src/released.ts';

const now = new Date('2024-06-15T12:00:00Z');

describe('isReleased', () => {
  it('is released when the year is at most the current year', () => {
    expect(isReleased({ year: 2024 }, now)).toBe(true);
    expect(isReleased({ year: 1999 }, now)).toBe(true);
  });
  it('is not released for a future year without a past date', () => {
    expect(isReleased({ year: 2025 }, now)).toBe(false);
    expect(isReleased({ year: 2025, releaseDate: '2025-01-10' }, now)).toBe(false);
  });
  it('is released when the release date has passed', () => {
    expect(isReleased({ releaseDate: '2024-06-14' }, now)).toBe(true);
    expect(isReleased({ releaseDate: new Date('2024-06-15T11:59:59Z') }, now)).toBe(true);
    expect(isReleased({ year: 2025, releaseDate: '2024-01-01' }, now)).toBe(true);
  });
  it('is not released with nothing known or an unreadable date', () => {
    expect(isReleased({}, now)).toBe(false);
    expect(isReleased({ year: null, releaseDate: null }, now)).toBe(false);
    expect(isReleased({ releaseDate: '' }, now)).toBe(false);
    expect(isReleased({ releaseDate: 'soon' }, now)).toBe(false);
  });
});

describe('isEpisodeReleased', () => {
  it('needs a passed air date', () => {
    expect(isEpisodeReleased('2024-06-01', now)).toBe(true);
    expect(isEpisodeReleased('2024-07-01', now)).toBe(false);
    expect(isEpisodeReleased(null, now)).toBe(false);
    expect(isEpisodeReleased(undefined, now)).toBe(false);
    expect(isEpisodeReleased('', now)).toBe(false);
  });
});
