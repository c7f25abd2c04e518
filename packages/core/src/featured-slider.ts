import {
  FEATURED_AFTER_MANUAL_MS,
  FEATURED_AUTO_ADVANCE_MS,
  SWIPE_THRESHOLD_PX,
} from './constants.ts';
import { shuffle, type RandomSource } from './editor-picks.ts';

/**
 * Why the slider is holding still: the pointer is over it, focus is inside it, the viewer pressed
 * its pause button, or it is out of view (scrolled away or the page is hidden).
 */
export type SliderHold = 'hover' | 'focus' | 'button' | 'offscreen';

/**
 * The featured slider's clock. While running, `dueAt` is when the next slide comes; while held,
 * `remainingMs` keeps what was left, so leaving the slider does not restart a long wait.
 */
export interface SliderState {
  index: number;
  count: number;
  holds: readonly SliderHold[];
  dueAt: number | null;
  remainingMs: number;
}

/** The index `index` lands on in a ring of `count` slides. */
export function wrapSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

function schedule(state: SliderState, waitMs: number, now: number): SliderState {
  return state.holds.length > 0
    ? { ...state, dueAt: null, remainingMs: waitMs }
    : { ...state, dueAt: now + waitMs, remainingMs: waitMs };
}

/** A slider of `count` slides on its first one, running unless some hold is already on. */
export function startSlider(
  count: number,
  now: number,
  holds: readonly SliderHold[] = [],
): SliderState {
  return schedule(
    { index: 0, count, holds, dueAt: null, remainingMs: 0 },
    FEATURED_AUTO_ADVANCE_MS,
    now,
  );
}

/** Milliseconds until the next automatic slide, or null while held or with one slide at most. */
export function msUntilAdvance(state: SliderState, now: number): number | null {
  if (state.count < 2 || state.dueAt === null) return null;
  return Math.max(0, state.dueAt - now);
}

/** The next slide once its time has come (wrapping round), then the usual wait again. */
export function advanceIfDue(state: SliderState, now: number): SliderState {
  const wait = msUntilAdvance(state, now);
  if (wait === null || wait > 0) return state;
  return schedule(
    { ...state, index: wrapSlide(state.index + 1, state.count) },
    FEATURED_AUTO_ADVANCE_MS,
    now,
  );
}

/** The viewer moved to slide `index` (an arrow, a dot or a swipe): the next comes sooner. */
export function goToSlide(state: SliderState, index: number, now: number): SliderState {
  return schedule(
    { ...state, index: wrapSlide(index, state.count) },
    FEATURED_AFTER_MANUAL_MS,
    now,
  );
}

/** Adds a hold; the time left is kept for when the last hold goes. */
export function holdSlider(state: SliderState, hold: SliderHold, now: number): SliderState {
  if (state.holds.includes(hold)) return state;
  const remainingMs = state.dueAt === null ? state.remainingMs : Math.max(0, state.dueAt - now);
  return { ...state, holds: [...state.holds, hold], dueAt: null, remainingMs };
}

/** Takes a hold off; with none left the slider runs on for the time it had left. */
export function releaseSlider(state: SliderState, hold: SliderHold, now: number): SliderState {
  if (!state.holds.includes(hold)) return state;
  const holds = state.holds.filter((h) => h !== hold);
  if (holds.length > 0) return { ...state, holds };
  return { ...state, holds, dueAt: now + state.remainingMs };
}

/**
 * A finished horizontal swipe: +1 (next) or -1 (previous) once it covers the threshold, else 0.
 * A leftward swipe means next in left-to-right text and previous in right-to-left text.
 */
export function swipeStep(deltaX: number, rtl: boolean): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD_PX) return 0;
  const towardStart = deltaX < 0;
  return towardStart !== rtl ? 1 : -1;
}

/** The slider holds still once the page is scrolled this far, as it is then mostly out of view. */
export const FEATURED_VISIBLE_SCROLL_PX = 600;

/** Featured titles shown for the movies or TV tab: 10, drawn from the first 20 popular ones. */
export const FEATURED_COUNT = 10;
export const FEATURED_POPULAR_POOL = 20;
/** The editor picks' slider: 6 movies and 4 shows chosen at random. */
export const FEATURED_EDITOR_MOVIES = 6;
export const FEATURED_EDITOR_SHOWS = 4;

/** Up to FEATURED_COUNT of the first FEATURED_POPULAR_POOL popular ids, in a random order. */
export function featuredFromPopular(ids: readonly number[], random: RandomSource): number[] {
  return shuffle(ids.slice(0, FEATURED_POPULAR_POOL), random).slice(0, FEATURED_COUNT);
}

/** The editor picks' slider: random movies, then random shows, from the two pick lists. */
export function featuredFromEditorPicks(
  movieIds: readonly number[],
  showIds: readonly number[],
  random: RandomSource,
): { movies: number[]; shows: number[] } {
  return {
    movies: shuffle(movieIds, random).slice(0, FEATURED_EDITOR_MOVIES),
    shows: shuffle(showIds, random).slice(0, FEATURED_EDITOR_SHOWS),
  };
}
