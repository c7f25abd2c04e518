import { describe, expect, it } from 'vitest';
import {
  continueWatchingItems,
  episodeProgressDisplay,
  mostRecentEpisode,
  progressPercentage,
  shouldContinueWatching,
  type ProgressEpisodeItem,
  type ProgressMediaItem,
} from '../src/progress.ts';

function movie(watched: number, duration: number, updatedAt = 1): ProgressMediaItem {
  return {
    type: 'movie',
    title: 'M',
    year: 2000,
    updatedAt,
    progress: { watched, duration },
    seasons: {},
    episodes: {},
  };
}

function episode(
  id: string,
  seasonId: string,
  number: number,
  watched: number,
  updatedAt: number,
): ProgressEpisodeItem {
  return {
    id,
    number,
    title: `E${number}`,
    seasonId,
    updatedAt,
    progress: { watched, duration: 3000 },
  };
}

function show(episodes: ProgressEpisodeItem[], updatedAt = 1): ProgressMediaItem {
  return {
    type: 'show',
    title: 'S',
    updatedAt,
    seasons: {
      s1: { id: 's1', number: 1, title: 'Season 1' },
      s2: { id: 's2', number: 2, title: 'Season 2' },
    },
    episodes: Object.fromEntries(episodes.map((e) => [e.id, e])),
  };
}

describe('progressPercentage', () => {
  it('is watched over duration, clamped', () => {
    expect(progressPercentage({ watched: 30, duration: 120 })).toBe(25);
    expect(progressPercentage({ watched: 200, duration: 120 })).toBe(100);
    expect(progressPercentage({ watched: 10, duration: 0 })).toBe(0);
    expect(progressPercentage({ watched: -5, duration: 100 })).toBe(0);
  });
});

describe('episodeProgressDisplay', () => {
  it('shows 100 % above 90 % but fills the bar only above 98 %', () => {
    expect(episodeProgressDisplay({ watched: 90, duration: 100 })).toEqual({
      percentage: 90,
      barPercentage: 90,
    });
    expect(episodeProgressDisplay({ watched: 91, duration: 100 })).toEqual({
      percentage: 100,
      barPercentage: 91,
    });
    expect(episodeProgressDisplay({ watched: 98, duration: 100 })).toEqual({
      percentage: 100,
      barPercentage: 98,
    });
    expect(episodeProgressDisplay({ watched: 98.5, duration: 100 })).toEqual({
      percentage: 100,
      barPercentage: 100,
    });
  });
  it('rounds the label', () => {
    expect(episodeProgressDisplay({ watched: 1, duration: 3 }).percentage).toBe(33);
  });
});

describe('shouldContinueWatching for movies', () => {
  it('needs at least 120 s left and 20 s watched', () => {
    expect(shouldContinueWatching(movie(20, 140))).toBe(true);
    expect(shouldContinueWatching(movie(19.9, 1000))).toBe(false);
    expect(shouldContinueWatching(movie(881, 1000))).toBe(false);
    expect(shouldContinueWatching(movie(880, 1000))).toBe(true);
  });
  it('is false without progress', () => {
    expect(shouldContinueWatching({ ...movie(0, 0), progress: undefined })).toBe(false);
  });
});

describe('mostRecentEpisode', () => {
  it('takes the latest updated episode', () => {
    const item = show([
      episode('a', 's1', 2, 500, 10),
      episode('b', 's2', 1, 500, 30),
      episode('c', 's1', 3, 500, 20),
    ]);
    expect(mostRecentEpisode(item)?.id).toBe('b');
  });
  it('skips season 1 episode 1 watched under 20 s', () => {
    const item = show([episode('pilot', 's1', 1, 19, 50), episode('e2', 's1', 2, 500, 10)]);
    expect(mostRecentEpisode(item)?.id).toBe('e2');
  });
  it('keeps season 1 episode 1 once watched 20 s', () => {
    const item = show([episode('pilot', 's1', 1, 20, 50), episode('e2', 's1', 2, 500, 10)]);
    expect(mostRecentEpisode(item)?.id).toBe('pilot');
  });
  it('does not skip episode 1 of later seasons', () => {
    const item = show([episode('s2e1', 's2', 1, 5, 50), episode('e2', 's1', 2, 500, 10)]);
    expect(mostRecentEpisode(item)?.id).toBe('s2e1');
  });
  it('is null without episodes', () => {
    expect(mostRecentEpisode(show([]))).toBeNull();
    expect(mostRecentEpisode(show([episode('pilot', 's1', 1, 3, 1)]))).toBeNull();
  });
});

describe('shouldContinueWatching for shows', () => {
  it('judges the most recent episode', () => {
    expect(shouldContinueWatching(show([episode('a', 's1', 2, 500, 10)]))).toBe(true);
    expect(
      shouldContinueWatching(
        show([episode('a', 's1', 2, 500, 10), episode('b', 's1', 3, 2950, 20)]),
      ),
    ).toBe(false);
    expect(shouldContinueWatching(show([episode('pilot', 's1', 1, 10, 10)]))).toBe(false);
  });
});

describe('continueWatchingItems', () => {
  it('keeps only items in range, newest first, with the episode and season for shows', () => {
    const list = continueWatchingItems({
      '1': movie(600, 6000, 100),
      '2': movie(5, 6000, 300),
      '3': show([episode('a', 's2', 4, 700, 5)], 200),
      '4': movie(900, 1000, 400),
    });
    expect(list.map((e) => e.tmdbId)).toEqual(['3', '1']);
    expect(list[0]?.episode?.id).toBe('a');
    expect(list[0]?.season?.number).toBe(2);
    expect(list[0]?.progress).toEqual({ watched: 700, duration: 3000 });
    expect(list[1]?.episode).toBeUndefined();
  });
  it('is empty for no progress', () => {
    expect(continueWatchingItems({})).toEqual([]);
  });
});
