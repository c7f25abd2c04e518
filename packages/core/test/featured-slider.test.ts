import { describe, expect, it } from 'vitest';
import {
  advanceIfDue,
  featuredFromEditorPicks,
  featuredFromPopular,
  goToSlide,
  holdSlider,
  msUntilAdvance,
  releaseSlider,
  startSlider,
  swipeStep,
  wrapSlide,
} from '../src/featured-slider.ts';

/** Repeats 0.5, which keeps a Fisher–Yates shuffle's order predictable but not the identity. */
const half = () => 0.5;

describe('featured slider timing', () => {
  it('advances 8 s after the start, then every 8 s, wrapping round', () => {
    let state = startSlider(3, 1000);
    expect(msUntilAdvance(state, 1000)).toBe(8000);
    expect(advanceIfDue(state, 8999)).toBe(state);
    state = advanceIfDue(state, 9000);
    expect(state.index).toBe(1);
    expect(msUntilAdvance(state, 9000)).toBe(8000);
    state = advanceIfDue(advanceIfDue(state, 17_000), 25_000);
    expect(state.index).toBe(0);
  });

  it('comes 5 s after a manual move', () => {
    let state = startSlider(4, 0);
    state = goToSlide(state, 3, 6000);
    expect(state.index).toBe(3);
    expect(msUntilAdvance(state, 6000)).toBe(5000);
    state = advanceIfDue(state, 11_000);
    expect(state.index).toBe(0);
    expect(msUntilAdvance(state, 11_000)).toBe(8000);
  });

  it('keeps the time left through a hold and runs on when the last hold goes', () => {
    let state = startSlider(3, 0);
    state = holdSlider(state, 'hover', 3000);
    expect(msUntilAdvance(state, 3000)).toBeNull();
    expect(advanceIfDue(state, 60_000).index).toBe(0);
    state = holdSlider(state, 'focus', 4000);
    state = releaseSlider(state, 'hover', 50_000);
    expect(msUntilAdvance(state, 50_000)).toBeNull();
    state = releaseSlider(state, 'focus', 60_000);
    expect(msUntilAdvance(state, 60_000)).toBe(5000);
    expect(advanceIfDue(state, 65_000).index).toBe(1);
  });

  it('waits the manual time after a move made while held', () => {
    let state = holdSlider(startSlider(3, 0), 'focus', 7000);
    state = goToSlide(state, -1, 7500);
    expect(state.index).toBe(2);
    expect(msUntilAdvance(state, 7500)).toBeNull();
    state = releaseSlider(state, 'focus', 20_000);
    expect(msUntilAdvance(state, 20_000)).toBe(5000);
  });

  it('ignores a hold given twice and a release of a hold not given', () => {
    const state = holdSlider(startSlider(3, 0), 'button', 1000);
    expect(holdSlider(state, 'button', 2000)).toBe(state);
    expect(releaseSlider(state, 'hover', 2000)).toBe(state);
  });

  it('starts held when a hold is already on, and never advances one slide', () => {
    expect(msUntilAdvance(startSlider(3, 0, ['offscreen']), 0)).toBeNull();
    const single = startSlider(1, 0);
    expect(msUntilAdvance(single, 0)).toBeNull();
    expect(advanceIfDue(single, 100_000)).toBe(single);
  });

  it('wraps indexes both ways', () => {
    expect(wrapSlide(-1, 10)).toBe(9);
    expect(wrapSlide(10, 10)).toBe(0);
    expect(wrapSlide(3, 0)).toBe(0);
  });
});

describe('featured slider swipes', () => {
  it('needs 50 px and follows the reading direction', () => {
    expect(swipeStep(-49, false)).toBe(0);
    expect(swipeStep(49, true)).toBe(0);
    expect(swipeStep(-50, false)).toBe(1);
    expect(swipeStep(80, false)).toBe(-1);
    expect(swipeStep(-50, true)).toBe(-1);
    expect(swipeStep(80, true)).toBe(1);
  });
});

describe('featured titles', () => {
  it('takes 10 of the first 20 popular titles in a random order', () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    const chosen = featuredFromPopular(ids, half);
    expect(chosen).toHaveLength(10);
    expect(new Set(chosen).size).toBe(10);
    expect(chosen.every((id) => id <= 20)).toBe(true);
    expect(chosen).not.toEqual(ids.slice(0, 10));
    expect(featuredFromPopular([7, 8], half).toSorted()).toEqual([7, 8]);
  });

  it('takes 6 editor-picked movies and 4 shows', () => {
    const movies = Array.from({ length: 31 }, (_, i) => 100 + i);
    const shows = Array.from({ length: 16 }, (_, i) => 500 + i);
    const picked = featuredFromEditorPicks(movies, shows, Math.random);
    expect(picked.movies).toHaveLength(6);
    expect(picked.shows).toHaveLength(4);
    expect(picked.movies.every((id) => movies.includes(id))).toBe(true);
    expect(picked.shows.every((id) => shows.includes(id))).toBe(true);
  });
});
