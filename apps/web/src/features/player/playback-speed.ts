import { PLAYBACK_SPEEDS } from '@screenroom/core';

/**
 * Pure: the next offered speed up (1) or down (-1) from `current`. A rate that is not one of the
 * offered speeds moves to the nearest offered one in that direction; the ends stay where they are.
 */
export function stepPlaybackSpeed(current: number, direction: 1 | -1): number {
  const speeds = direction === 1 ? PLAYBACK_SPEEDS : [...PLAYBACK_SPEEDS].reverse();
  const next = speeds.find((speed) => (direction === 1 ? speed > current : speed < current));
  return next ?? (speeds[speeds.length - 1] as number);
}

/** Pure: 1.5 → "1.5×", 0.25 → "0.25×". */
export function formatPlaybackSpeed(speed: number): string {
  return `${speed}×`;
}
