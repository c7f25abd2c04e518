import { SEEK_STEP_PAUSED_FRAME_S } from '@screenroom/core';
import { stepPlaybackSpeed } from '../playback-speed.ts';
import type { CommandContext } from './command-context.ts';
import type { PlaybackCommands } from './playback-commands.ts';

/** One frame of a 24 fps film: the step of `.` and `,` while the video plays. */
export const FRAME_STEP_S = 1 / 24;
/** How long the `r` key's roll of the picture lasts. */
export const ROLL_MS = 1000;

export function createViewCommands({ store }: CommandContext, playbackCommands: PlaybackCommands) {
  const state = () => store.getState();
  let rollTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Speed, frame steps, volume steps with their overlay, stretch and roll. Every speed change goes
   * through `setPlaybackRate`, so a watch party can lock the speed in one place.
   */
  const viewCommands = {
    /** A speed picked in the menu; the menu closes like the quality menu does. */
    choosePlaybackSpeed(rate: number): void {
      playbackCommands.setPlaybackRate(rate);
      state().closeSettings();
    },
    /** `>` and `<`: the next offered speed, confirmed by the speed overlay. */
    stepPlaybackSpeed(direction: 1 | -1): void {
      playbackCommands.setPlaybackRate(
        stepPlaybackSpeed(state().mediaPlaying.playbackRate, direction),
      );
      state().showTransientOverlay('speed');
    },
    /** `.` and `,`: about a frame while playing, a whole second while paused. */
    stepFrame(direction: 1 | -1): void {
      const step = state().mediaPlaying.isPaused ? SEEK_STEP_PAUSED_FRAME_S : FRAME_STEP_S;
      playbackCommands.seekBy(direction * step);
    },
    /** A volume key or a wheel turn; the volume overlay shows the result for 3 s. */
    stepVolume(delta: number): void {
      playbackCommands.volumeBy(delta);
      state().showTransientOverlay('volume');
    },
    toggleStretch(): void {
      state().setStretch(!state().stretch);
    },
    /** `r`: the picture turns once around, in one second. */
    roll(): void {
      clearTimeout(rollTimer);
      state().setRolling(true);
      rollTimer = setTimeout(() => state().setRolling(false), ROLL_MS);
    },
  };
  return viewCommands;
}

export type ViewCommands = ReturnType<typeof createViewCommands>;
