import type { Stream } from '@screenroom/core';
import { bindDisplay } from '../display-binding.ts';
import type { DisplayInterface } from '../display.ts';
import { watchPlayback } from '../playback-recovery.ts';
import { createVideoDisplay } from '../video-display.ts';
import type { CommandContext } from './command-context.ts';
import type { PlaybackCommands } from './playback-commands.ts';
import type { SourceCommands } from './source-commands.ts';
import type { TrackCommands } from './track-commands.ts';

export type AttachVideo = {
  video: HTMLVideoElement;
  container: HTMLElement;
  stream: Stream;
  startAt: number;
};

/** The page's video element as this player's display, from the moment it mounts until it goes. */
export function createDisplayCommands(
  { store, display: slot }: CommandContext,
  commands: { playback: PlaybackCommands; source: SourceCommands; track: TrackCommands },
) {
  return {
    /**
     * Makes `display` the one this player shows and mirrors its reports into the store, until the
     * returned function runs; a display another has replaced meanwhile stays bound but unheard.
     */
    attachDisplay(display: DisplayInterface): () => void {
      return bindDisplay(display, { store, slot });
    },
    /**
     * Shows `stream` from `startAt` in `video` (hls.js or a plain file), mirrors what it reports
     * into the store, and hands its failures and stalls to the failover. The returned function
     * lets go of the video.
     */
    attachVideo({ video, container, stream, startAt }: AttachVideo): () => void {
      const display = createVideoDisplay({ video, container });
      const unbind = bindDisplay(display, { store, slot });
      // A failing or stalled stream hands over to the next one; the error screen comes last.
      const unwatch = watchPlayback(display, {
        store,
        recover: (error) => void commands.source.recoverPlayback(error),
      });
      commands.track.applyAudioPreference();
      commands.playback.loadStream(stream, startAt);
      return () => {
        unwatch();
        unbind();
        display.destroy();
      };
    },
  };
}
