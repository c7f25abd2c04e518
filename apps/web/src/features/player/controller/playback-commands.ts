import { prepareStream, streamNeedsHeaders } from '../../../shared/clients/extension.ts';
import { useQualityStore } from '../../../shared/stores/quality.ts';
import { useVolumeStore } from '../../../shared/stores/volume.ts';
import type { LoadOptions } from '../display.ts';
import { clampVolume } from '../store/playing-slice.ts';
import type { CommandContext } from './command-context.ts';
import { selectInControl } from '../store/watch-party-slice.ts';

export function createPlaybackCommands({ store, display: slot }: CommandContext) {
  const state = () => store.getState();
  const display = () => slot.current;
  /**
   * A watch party's guest follows its host: its own play, pause, seek and speed are refused here,
   * and the party moves its media directly.
   */
  const inControl = () => selectInControl(state());

  /** Seeking never leaves the media: below zero is the start, past the end is the end. */
  function withinMedia(time: number): number {
    const { duration } = state().progress;
    const upper = duration > 0 ? duration : Math.max(0, time);
    return Math.min(upper, Math.max(0, time));
  }

  let loadToken = 0;

  function startLoad(source: LoadOptions['source'], startAt: number): void {
    const target = display();
    if (!target) return;
    const { automaticQuality, lastChosenQuality } = useQualityStore.getState();
    target.load({ source, startAt, quality: { automaticQuality, lastChosenQuality } });
    target.setVolume(useVolumeStore.getState().volume);
    target.setPlaybackRate(state().mediaPlaying.playbackRate);
    target.play();
  }

  /** Play, pause, seek, volume and speed: what every player has. */
  const playbackCommands = {
    /**
     * Starts a stream on the current display at `startAt`, with the viewer's remembered quality
     * choice, volume and speed.
     */
    loadStream(source: LoadOptions['source'], startAt: number): void {
      const token = ++loadToken;
      if (!display()) return;
      if (!streamNeedsHeaders(source)) return startLoad(source, startAt);
      // The browser extension must set the stream's headers before the first request goes out;
      // a stream chosen meanwhile wins.
      void prepareStream(source).then(() => {
        if (token === loadToken) startLoad(source, startAt);
      });
    },
    play(): void {
      if (inControl()) display()?.play();
    },
    pause(): void {
      if (inControl()) display()?.pause();
    },
    togglePlay(): void {
      if (state().mediaPlaying.isPlaying) playbackCommands.pause();
      else playbackCommands.play();
    },
    seekTo(time: number): void {
      if (inControl()) display()?.setTime(withinMedia(time));
    },
    seekBy(seconds: number): void {
      playbackCommands.seekTo(state().progress.time + seconds);
    },
    /** Dragging the seek bar pauses playback until the thumb is let go. */
    startScrub(time: number): void {
      if (!inControl()) return;
      const s = state();
      s.setSeeking(true);
      s.setDraggingTime(withinMedia(time));
      slot.current?.setSeeking(true);
    },
    scrubTo(time: number): void {
      if (state().isSeeking) state().setDraggingTime(withinMedia(time));
    },
    endScrub(time: number): void {
      const s = state();
      if (!s.isSeeking) return;
      const target = withinMedia(time);
      s.setSeeking(false);
      slot.current?.setTime(target);
      s.setTime(target);
      slot.current?.setSeeking(false);
    },
    /** The volume is remembered across visits. */
    setVolume(volume: number): void {
      const clamped = clampVolume(volume);
      display()?.setVolume(clamped);
      useVolumeStore.getState().setVolume(clamped);
    },
    volumeBy(delta: number): void {
      playbackCommands.setVolume(state().mediaPlaying.volume + delta);
    },
    /** Unmuting returns to the volume before the mute, not to full volume. */
    toggleMute(): void {
      const volume = state().mediaPlaying.volume;
      const volumes = useVolumeStore.getState();
      if (volume > 0) {
        volumes.setVolumeBeforeMute(volume);
        playbackCommands.setVolume(0);
      } else {
        playbackCommands.setVolume(volumes.volumeBeforeMute || 1);
      }
    },
    setPlaybackRate(rate: number): void {
      if (inControl()) display()?.setPlaybackRate(rate);
    },
  };
  return playbackCommands;
}

export type PlaybackCommands = ReturnType<typeof createPlaybackCommands>;
