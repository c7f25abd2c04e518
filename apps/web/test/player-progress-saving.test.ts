import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressMediaItem } from '@screenroom/core';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import {
  resumeTimeFor,
  startProgressSaving,
  type ProgressSnapshot,
} from '../src/features/player/progress-saving.ts';

const movie: PlayerMeta = { type: 'movie', tmdbId: '603', title: 'The Matrix', releaseYear: 1999 };
const show: PlayerMeta = {
  type: 'show',
  tmdbId: '1399',
  title: 'Show',
  releaseYear: 2011,
  season: { number: 1, title: 'Season 1', tmdbId: 's1' },
  episode: { number: 2, title: 'Two', tmdbId: 'e2' },
};

describe('progress saving cadence', () => {
  let snapshot: ProgressSnapshot;
  const save = vi.fn();
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    save.mockReset();
    snapshot = { meta: movie, hasPlayedOnce: false, time: 0, duration: 0 };
    stop = startProgressSaving({ read: () => snapshot, save });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('saves nothing before the first play', () => {
    snapshot = { ...snapshot, time: 5, duration: 100 };
    vi.advanceTimersByTime(9000);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves every 3 s while the time moves', () => {
    snapshot = { ...snapshot, hasPlayedOnce: true, time: 1, duration: 100 };
    vi.advanceTimersByTime(2999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith({
      meta: expect.objectContaining({
        tmdbId: '603',
        type: 'movie',
        title: 'The Matrix',
        year: 1999,
      }),
      progress: { watched: 1, duration: 100 },
    });
    snapshot = { ...snapshot, time: 4 };
    vi.advanceTimersByTime(3000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('skips a tick when neither time nor duration changed', () => {
    snapshot = { ...snapshot, hasPlayedOnce: true, time: 10, duration: 100 };
    vi.advanceTimersByTime(3000);
    vi.advanceTimersByTime(3000);
    vi.advanceTimersByTime(3000);
    expect(save).toHaveBeenCalledTimes(1);
    snapshot = { ...snapshot, duration: 101 };
    vi.advanceTimersByTime(3000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('stops when asked', () => {
    snapshot = { ...snapshot, hasPlayedOnce: true, time: 10, duration: 100 };
    stop();
    vi.advanceTimersByTime(10_000);
    expect(save).not.toHaveBeenCalled();
  });

  it('sends season and episode for a show', () => {
    snapshot = { meta: show, hasPlayedOnce: true, time: 30, duration: 1200 };
    vi.advanceTimersByTime(3000);
    expect(save.mock.calls[0]?.[0].meta).toMatchObject({
      season: { id: 's1', number: 1, title: 'Season 1' },
      episode: { id: 'e2', number: 2, title: 'Two' },
    });
  });
});

describe('resume position', () => {
  const item = (extra: Partial<ProgressMediaItem>): ProgressMediaItem => ({
    type: 'movie',
    title: 't',
    updatedAt: 1,
    seasons: {},
    episodes: {},
    ...extra,
  });

  it('resumes a movie from where it was left', () => {
    expect(
      resumeTimeFor({ '603': item({ progress: { watched: 600, duration: 5000 } }) }, movie),
    ).toBe(600);
  });

  it('starts over when the title was nearly finished', () => {
    expect(
      resumeTimeFor({ '603': item({ progress: { watched: 4950, duration: 5000 } }) }, movie),
    ).toBe(0);
  });

  it('starts at zero with nothing saved', () => {
    expect(resumeTimeFor({}, movie)).toBe(0);
  });

  it('uses the saved episode of a show', () => {
    const saved = item({
      type: 'show',
      episodes: {
        e2: {
          id: 'e2',
          number: 2,
          title: 'Two',
          seasonId: 's1',
          updatedAt: 1,
          progress: { watched: 300, duration: 1200 },
        },
      },
    });
    expect(resumeTimeFor({ '1399': saved }, show)).toBe(300);
  });
});
