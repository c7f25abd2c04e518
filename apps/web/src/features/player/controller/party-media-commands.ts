import type { DisplayClock } from '../display.ts';
import type { CommandContext } from './command-context.ts';

/**
 * What the watch party does to the media. A guest's own play, pause, seek and speed are refused
 * by the playback commands; the party moves its media through these instead, so the display is
 * still reached only from command files.
 */
export type PartyMedia = {
  /** Whether a display shows the title now; the others do nothing without one. */
  attached(): boolean;
  readClock(): DisplayClock;
  play(): void;
  pause(): void;
  setTime(time: number): void;
  /** The party's speed (the host's), which the viewer sees as the speed. */
  setPlaybackRate(rate: number): void;
  /** A passing multiplier on the speed while a guest eases towards its host; 1 ends it. */
  setRateCorrection(factor: number): void;
};

const STILL: DisplayClock = { time: 0, paused: true, stalled: false };

export function createPartyMediaCommands({ display: slot }: CommandContext): PartyMedia {
  const display = () => slot.current;
  return {
    attached: () => display() !== null,
    readClock: () => display()?.readClock() ?? STILL,
    play: () => display()?.play(),
    pause: () => display()?.pause(),
    setTime: (time) => display()?.setTime(time),
    setPlaybackRate: (rate) => display()?.setPlaybackRate(rate),
    setRateCorrection: (factor) => display()?.setRateCorrection(factor),
  };
}
