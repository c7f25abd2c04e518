import { describe, expect, it, vi } from 'vitest';
import type { DisplayEvent } from '../src/features/player/display.ts';
import { createVideoDisplay } from '../src/features/player/video-display.ts';
import { player } from './test-player.tsx';

function setup() {
  const video = document.createElement('video');
  // Plain properties: jsdom has no media engine behind the element.
  Object.defineProperty(video, 'playbackRate', { value: 1, writable: true });
  Object.defineProperty(video, 'preservesPitch', { value: false, writable: true });
  const display = createVideoDisplay({
    video,
    container: document.createElement('div'),
    loadHls: vi.fn(),
  });
  const events: DisplayEvent[] = [];
  display.on((event) => events.push(event));
  return { video, display, events };
}

describe('the party’s speed correction on the video display', () => {
  it('plays faster or slower with the pitch kept, and reports only the chosen speed', () => {
    const { video, display, events } = setup();
    display.setPlaybackRate(1.5);
    display.setRateCorrection(1.04);
    expect(video.playbackRate).toBeCloseTo(1.56);
    expect(video.preservesPitch).toBe(true);
    // The element's own event for the corrected speed still says the chosen one.
    video.dispatchEvent(new Event('ratechange'));
    const rates = events.filter((event) => event.type === 'playbackRate');
    expect(rates).toEqual([
      { type: 'playbackRate', rate: 1.5 },
      { type: 'playbackRate', rate: 1.5 },
    ]);
  });

  it('keeps the correction when the speed changes, and drops it when ended', () => {
    const { video, display } = setup();
    display.setRateCorrection(0.95);
    display.setPlaybackRate(2);
    expect(video.playbackRate).toBeCloseTo(1.9);
    display.setRateCorrection(1);
    expect(video.playbackRate).toBe(2);
  });

  it('takes a speed it did not set as the new speed, without the correction', () => {
    const { video, display, events } = setup();
    display.setRateCorrection(1.05);
    video.playbackRate = 1.25;
    video.dispatchEvent(new Event('ratechange'));
    expect(events.at(-1)).toEqual({ type: 'playbackRate', rate: 1.25 });
    display.setRateCorrection(1.02);
    expect(video.playbackRate).toBeCloseTo(1.275);
  });

  it('never shows the correction as the speed in the store', () => {
    player.store.getState().reset();
    const { video, display } = setup();
    const unbind = player.attachDisplay(display);
    display.setPlaybackRate(1.25);
    display.setRateCorrection(0.92);
    video.dispatchEvent(new Event('ratechange'));
    expect(player.store.getState().mediaPlaying.playbackRate).toBe(1.25);
    unbind();
  });

  it('reads the media clock as it is now', () => {
    const { video, display } = setup();
    Object.defineProperty(video, 'currentTime', { value: 12.345, writable: true });
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    Object.defineProperty(video, 'readyState', { value: 4, configurable: true });
    Object.defineProperty(video, 'seeking', { value: false, configurable: true });
    expect(display.readClock()).toEqual({ time: 12.345, paused: false, stalled: false });
    Object.defineProperty(video, 'readyState', { value: 2, configurable: true });
    expect(display.readClock().stalled).toBe(true);
    Object.defineProperty(video, 'paused', { value: true, configurable: true });
    expect(display.readClock().stalled).toBe(false);
    Object.defineProperty(video, 'seeking', { value: true, configurable: true });
    expect(display.readClock().stalled).toBe(true);
  });
});
