import { vi, type Mock } from 'vitest';
import type { PlayerCommands } from '../src/features/player/create-player.ts';
import type { DisplayInterface } from '../src/features/player/display.ts';
import { keyCommand } from '../src/features/player/player-keys.ts';

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
    setRateCorrection: vi.fn(),
    readClock: vi.fn(() => ({ time: 0, paused: true, stalled: false })),
    setSeeking: vi.fn(),
    toggleFullscreen: vi.fn(),
    changeAudioTrack: vi.fn(),
    setAudioPreference: vi.fn(),
    showCaption: vi.fn(),
    enterPictureInPicture: vi.fn(),
    exitPictureInPicture: vi.fn(),
    showAirPlayPicker: vi.fn(),
    on: vi.fn(() => () => undefined),
    destroy: vi.fn(),
  };
}

/** The commands a key runs, each as its name and arguments ("seekBy -5"), on a recording player. */
export function commandsForKey(key: string): string[] {
  const calls: string[] = [];
  const recorder = new Proxy({} as PlayerCommands, {
    get:
      (_target, name) =>
      (...args: unknown[]) =>
        calls.push([String(name), ...args.map(String)].join(' ')),
  });
  keyCommand(key)?.(recorder);
  return calls;
}
