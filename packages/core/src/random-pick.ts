import { RANDOM_PICK_COUNTDOWN_S } from './constants.ts';
import type { RandomSource } from './editor-picks.ts';
import { isReleased, type ReleaseInfo } from './released.ts';

/** Idle, or counting down from RANDOM_PICK_COUNTDOWN_S towards playing `title`. */
export type RandomPick<T> = { phase: 'idle' } | { phase: 'counting'; title: T; startedAt: number };

export const RANDOM_PICK_IDLE: RandomPick<never> = { phase: 'idle' };

/** A released title chosen at random, or null when none is released. */
export function chooseRandomTitle<T extends ReleaseInfo>(
  titles: readonly T[],
  random: RandomSource,
  now: Date = new Date(),
): T | null {
  const released = titles.filter((title) => isReleased(title, now));
  if (released.length === 0) return null;
  return released[Math.min(released.length - 1, Math.floor(random() * released.length))] ?? null;
}

/**
 * The dice: a click while idle starts the countdown for the chosen title (none stays idle);
 * a click during the countdown cancels it.
 */
export function toggleRandomPick<T>(
  state: RandomPick<T>,
  chosen: T | null,
  now: number,
): RandomPick<T> {
  if (state.phase === 'counting' || chosen === null) return { phase: 'idle' };
  return { phase: 'counting', title: chosen, startedAt: now };
}

/** The number the countdown shows, 5 down to 1; 0 once it is time to open the title. */
export function countdownSecondsLeft(startedAt: number, now: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return Math.max(0, RANDOM_PICK_COUNTDOWN_S - Math.floor(elapsed / 1000));
}
