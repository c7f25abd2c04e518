import { vi, type Mock } from 'vitest';
import type { DisplayInterface } from '../src/player/display.ts';

export type FakeDisplay = DisplayInterface & Record<keyof DisplayInterface, Mock>;

/** A display that records what the controller asks of it; add a method here with the interface. */
export function fakeDisplay(): FakeDisplay {
  return {
    load: vi.fn(),
    changeQuality: vi.fn(),
    play: vi.fn(),
    pause: vi.fn(),
    setTime: vi.fn(),
    setVolume: vi.fn(),
    setPlaybackRate: vi.fn(),
    setSeeking: vi.fn(),
    toggleFullscreen: vi.fn(),
    changeAudioTrack: vi.fn(),
    setAudioPreference: vi.fn(),
    enterPictureInPicture: vi.fn(),
    exitPictureInPicture: vi.fn(),
    showAirPlayPicker: vi.fn(),
    on: vi.fn(() => () => undefined),
    destroy: vi.fn(),
  };
}
