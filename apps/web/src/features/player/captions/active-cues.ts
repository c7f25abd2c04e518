import { SUBTITLE_DELAY_MAX_S, SUBTITLE_DELAY_MIN_S } from '@screenroom/core';
import type { CaptionCue } from '../../../shared/captions/caption-cue.ts';

/** Pure: a caption delay held within ±20 s and kept to one decimal. */
export function clampCaptionDelay(delay: number): number {
  if (!Number.isFinite(delay)) return 0;
  const clamped = Math.min(SUBTITLE_DELAY_MAX_S, Math.max(SUBTITLE_DELAY_MIN_S, delay));
  return Math.round(clamped * 10) / 10;
}

/** Cues sorted by start, with what makes looking them up by time fast. */
export interface CueIndex<T extends CaptionCue> {
  cues: readonly T[];
  /** The latest end among the cues up to each position: overlapping cues stay findable. */
  latestEnd: Float64Array;
}

/** Pure: an index over cues that are already sorted by start (as the parser returns them). */
export function createCueIndex<T extends CaptionCue>(cues: readonly T[]): CueIndex<T> {
  const latestEnd = new Float64Array(cues.length);
  let latest = Number.NEGATIVE_INFINITY;
  cues.forEach((cue, i) => {
    latest = Math.max(latest, cue.end);
    latestEnd[i] = latest;
  });
  return { cues, latestEnd };
}

/**
 * Pure: the cues on screen at `time` (seconds), in start order. A positive delay shows every cue
 * that much later. Binary search finds the last cue to have started; walking back stops as soon
 * as no earlier cue can still be showing.
 */
export function activeCuesAt<T extends CaptionCue>(
  index: CueIndex<T>,
  time: number,
  delay = 0,
): T[] {
  const at = time - clampCaptionDelay(delay);
  const { cues, latestEnd } = index;
  let low = 0;
  let high = cues.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (cues[middle]!.start <= at) low = middle + 1;
    else high = middle;
  }
  const active: T[] = [];
  for (let i = low - 1; i >= 0 && latestEnd[i]! > at; i--) {
    if (cues[i]!.end > at) active.push(cues[i]!);
  }
  return active.reverse();
}
