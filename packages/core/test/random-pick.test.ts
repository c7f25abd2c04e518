import { describe, expect, it } from 'vitest';
import {
  RANDOM_PICK_IDLE,
  chooseRandomTitle,
  countdownSecondsLeft,
  toggleRandomPick,
} from '../src/random-pick.ts';

const now = new Date('2026-06-01T12:00:00Z');
const titles = [
  { id: 1, year: 1999 },
  { id: 2, year: 2030, releaseDate: '2030-01-01' },
  { id: 3, releaseDate: '2020-05-05' },
];

describe('random pick', () => {
  it('chooses among released titles only, by the random source', () => {
    expect(chooseRandomTitle(titles, () => 0, now)?.id).toBe(1);
    expect(chooseRandomTitle(titles, () => 0.99, now)?.id).toBe(3);
    expect(chooseRandomTitle(titles, () => 1, now)?.id).toBe(3);
    expect(chooseRandomTitle([titles[1]!], () => 0, now)).toBeNull();
    expect(chooseRandomTitle([], () => 0, now)).toBeNull();
  });

  it('starts counting on a click and cancels on the next', () => {
    const counting = toggleRandomPick(RANDOM_PICK_IDLE, 'Heat', 1000);
    expect(counting).toEqual({ phase: 'counting', title: 'Heat', startedAt: 1000 });
    expect(toggleRandomPick(counting, 'Alien', 2000)).toEqual({ phase: 'idle' });
  });

  it('stays idle when there is nothing to choose', () => {
    expect(toggleRandomPick(RANDOM_PICK_IDLE, null, 1000)).toEqual({ phase: 'idle' });
  });

  it('counts 5 down to 1, then 0 when the title opens', () => {
    expect(countdownSecondsLeft(1000, 1000)).toBe(5);
    expect(countdownSecondsLeft(1000, 1999)).toBe(5);
    expect(countdownSecondsLeft(1000, 2000)).toBe(4);
    expect(countdownSecondsLeft(1000, 5999)).toBe(1);
    expect(countdownSecondsLeft(1000, 6000)).toBe(0);
    expect(countdownSecondsLeft(1000, 90_000)).toBe(0);
    expect(countdownSecondsLeft(1000, 0)).toBe(5);
  });
});
