import { captionCommands } from './caption-commands.ts';
import { episodeCommands } from './episode-commands.ts';
import { overlayCommands } from './overlay-commands.ts';
import { playbackCommands } from './playback-commands.ts';
import { presentationCommands } from './presentation-commands.ts';
import { qualityCommands } from './quality-commands.ts';
import { sourceCommands } from './source-commands.ts';
import { trackCommands } from './track-commands.ts';
import { viewCommands } from './view-commands.ts';
import { watchPartyCommands } from './watch-party-commands.ts';

/**
 * The player's one command surface. Components, keyboard shortcuts and the watch party call these;
 * only the commands talk to the display (the media element, hls.js or a cast session) and read
 * state through the player store. Each area keeps its commands in a file of its own.
 */
export const player = {
  ...playbackCommands,
  ...qualityCommands,
  ...sourceCommands,
  ...trackCommands,
  ...captionCommands,
  ...viewCommands,
  ...overlayCommands,
  ...episodeCommands,
  ...presentationCommands,
  ...watchPartyCommands,
};

export type PlayerController = typeof player;
