import { overlayCommands } from './overlay-commands.ts';
import { playbackCommands } from './playback-commands.ts';
import { qualityCommands } from './quality-commands.ts';

/**
 * The player's one command surface. Components, keyboard shortcuts and the watch party call these;
 * only the commands talk to the display (the media element, hls.js or a cast session) and read
 * state through the player store. Each area keeps its commands in a file of its own.
 */
export const player = {
  ...playbackCommands,
  ...qualityCommands,
  ...overlayCommands,
};

export type PlayerController = typeof player;
