import { describe, expect, it } from 'vitest';
import { playLabel, releaseBadge } from '../src/released.ts';

const now = new Date('2024-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('releaseBadge', () => {
  it('is HD two days after the digital release', () => {
    expect(releaseBadge('movie', { digitalReleaseDate: daysAgo(2) }, now)).toBe('HD');
    expect(
      releaseBadge(
        'movie',
        { digitalReleaseDate: daysAgo(1.9), theatricalReleaseDate: daysAgo(10) },
        now,
      ),
    ).toBe('CAM');
  });
  it('goes by the theatrical release otherwise', () => {
    expect(releaseBadge('movie', { theatricalReleaseDate: daysAgo(45) }, now)).toBe('HD');
    expect(releaseBadge('movie', { theatricalReleaseDate: daysAgo(44) }, now)).toBe('CAM');
    expect(releaseBadge('movie', { theatricalReleaseDate: '2024-06-10' }, now)).toBe('CAM');
  });
  it('gives no badge to shows, future or unknown releases', () => {
    expect(releaseBadge('show', { digitalReleaseDate: daysAgo(100) }, now)).toBeNull();
    expect(releaseBadge('movie', {}, now)).toBeNull();
    expect(releaseBadge('movie', { theatricalReleaseDate: daysAgo(-3) }, now)).toBeNull();
    expect(
      releaseBadge('movie', { theatricalReleaseDate: 'n/a', digitalReleaseDate: null }, now),
    ).toBeNull();
  });
});

describe('playLabel', () => {
  it('labels unreleased movies, then resume or play', () => {
    expect(playLabel({ type: 'movie', released: false, hasProgress: true })).toBe('unreleased');
    expect(playLabel({ type: 'movie', released: true, hasProgress: true })).toBe('resume');
    expect(playLabel({ type: 'movie', released: true, hasProgress: false })).toBe('play');
    expect(playLabel({ type: 'show', released: false, hasProgress: false })).toBe('play');
  });
});
