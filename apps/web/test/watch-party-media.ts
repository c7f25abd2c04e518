import { vi, type Mock } from 'vitest';
import type { DisplayEvent, DisplayInterface } from '../src/features/player/display.ts';

/**
 * A display whose media has a clock of its own on the test's fake time: it plays at its speed
 * times the party's correction, a seek stands still for `seekMs` before the new frame is there,
 * and a play takes `playMs` to start. Every call is recorded.
 */
export type SimulatedMedia = DisplayInterface &
  Record<keyof DisplayInterface, Mock> & {
    position(): number;
    isPaused(): boolean;
    rate(): number;
    correction(): number;
    seekMs: number;
    playMs: number;
    /** The media stops for data (or goes on) as a slow connection would make it. */
    stall(stalled: boolean): void;
  };

export function simulatedMedia({ time = 0, duration = 3600 } = {}): SimulatedMedia {
  const listeners = new Set<(event: DisplayEvent) => void>();
  let anchorTime = time;
  let anchorAt = Date.now();
  let paused = true;
  let baseRate = 1;
  let factor = 1;
  /** The media's clock stands still until this moment (a seek or a starting play). */
  let readyAt = 0;
  let stalledByNetwork = false;

  const emit = (event: DisplayEvent) => listeners.forEach((listener) => listener(event));

  /** The position now; the clock only moves while the media plays and has its frame. */
  function position(at = Date.now()): number {
    if (paused || stalledByNetwork) return anchorTime;
    const from = Math.max(anchorAt, readyAt);
    if (at <= from) return anchorTime;
    return Math.min(duration, anchorTime + ((at - from) / 1000) * baseRate * factor);
  }
  /** Fixes the position now as the new anchor, before anything about the clock changes. */
  function anchor() {
    anchorTime = position();
    anchorAt = Date.now();
  }

  const media = {
    seekMs: 0,
    playMs: 0,
    load: vi.fn(),
    changeQuality: vi.fn(),
    play: vi.fn(() => {
      if (!paused) return;
      anchor();
      paused = false;
      readyAt = Math.max(readyAt, Date.now() + media.playMs);
      emit({ type: 'playing', playing: true });
    }),
    pause: vi.fn(() => {
      if (paused) return;
      anchor();
      paused = true;
      emit({ type: 'playing', playing: false });
    }),
    setTime: vi.fn((next: number) => {
      anchorTime = Math.min(duration, Math.max(0, next));
      anchorAt = Date.now();
      readyAt = Date.now() + media.seekMs;
      emit({ type: 'time', time: anchorTime });
    }),
    setVolume: vi.fn(),
    setPlaybackRate: vi.fn((rate: number) => {
      anchor();
      baseRate = rate;
      emit({ type: 'playbackRate', rate });
    }),
    setRateCorrection: vi.fn((next: number) => {
      anchor();
      factor = next;
    }),
    readClock: vi.fn(() => ({
      time: position(),
      paused,
      stalled: stalledByNetwork || Date.now() < readyAt,
    })),
    setSeeking: vi.fn(),
    toggleFullscreen: vi.fn(),
    changeAudioTrack: vi.fn(),
    setAudioPreference: vi.fn(),
    showCaption: vi.fn(),
    enterPictureInPicture: vi.fn(),
    exitPictureInPicture: vi.fn(),
    showAirPlayPicker: vi.fn(),
    on: vi.fn((listener: (event: DisplayEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    destroy: vi.fn(),
    position: () => position(),
    isPaused: () => paused,
    rate: () => baseRate,
    correction: () => factor,
    stall(stalled: boolean) {
      anchor();
      stalledByNetwork = stalled;
      emit({ type: 'loading', loading: stalled });
    },
  };
  return media as unknown as SimulatedMedia;
}
