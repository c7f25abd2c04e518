import type { Stream } from '@screenroom/core';
import { useAudioLanguageStore } from '../../../shared/stores/audio-language.ts';
import { useQualityStore } from '../../../shared/stores/quality.ts';
import type { CastApi, CastState } from '../cast/cast-api.ts';
import type { createCastDisplay } from '../cast/cast-display.ts';
import { bindDisplay } from '../display-binding.ts';
import type { DisplayInterface } from '../display.ts';
import type { CommandContext } from './command-context.ts';
import type { PlaybackCommands } from './playback-commands.ts';

export type StartCasting = {
  api: CastApi;
  container: HTMLElement;
  /** What the page's video was given; the store's source wins once it has one. */
  stream: Stream;
  /** Where the page's video started, for a session that is already on when the title opens. */
  startAt: number;
};

/**
 * The picture moving to a cast device and back. The cast session's follower (cast-switch.ts) calls
 * these; only they swap the player's display.
 */
export function createCastCommands(
  { store, display: slot }: CommandContext,
  playbackCommands: PlaybackCommands,
) {
  let cast: {
    display: DisplayInterface;
    unbind: () => void;
    local: DisplayInterface | null;
  } | null = null;
  /** The cast display's code, downloaded only where casting is offered (prepareCasting). */
  let createDisplay: typeof createCastDisplay | null = null;

  const letGo = () => {
    const binding = cast;
    cast = null;
    binding?.unbind();
    binding?.display.destroy();
    return binding;
  };

  return {
    /**
     * Downloads the cast display, which only a page that offers casting needs; the player follows
     * a cast session only once this is done (useCasting), so a device that connects is taken at
     * once.
     */
    async prepareCasting(): Promise<void> {
      createDisplay ??= (await import('../cast/cast-display.ts')).createCastDisplay;
    },

    /**
     * A device connected: the picture moves there from where the page's video is (or was to
     * start), and the page's video pauses. The speed, the captions and the audio language go
     * along; the device keeps its own volume.
     */
    startCasting({ api, container, stream, startAt }: StartCasting): void {
      if (cast || !createDisplay) return;
      const s = store.getState();
      const local = slot.current;
      // The page's video's own clock: the store's time lags it by up to one time event, which
      // right after the first frame can still be the time before the start position was applied.
      const from = s.mediaPlaying.hasPlayedOnce
        ? (local?.readClock().time ?? s.progress.time)
        : startAt;
      const display = createDisplay({
        api,
        container,
        title: () => store.getState().meta?.title ?? null,
        captions: () => {
          const now = store.getState();
          return { list: now.captionList, selectedId: now.selectedCaption?.id ?? null };
        },
      });
      cast = { display, unbind: bindDisplay(display, { store, slot }), local };
      local?.pause();
      const { automaticQuality, lastChosenQuality } = useQualityStore.getState();
      display.setPlaybackRate(s.mediaPlaying.playbackRate);
      display.setAudioPreference(useAudioLanguageStore.getState().language);
      display.load({
        source: s.source ?? stream,
        startAt: from,
        quality: { automaticQuality, lastChosenQuality },
      });
    },

    /** The device disconnected: the page's video picks up where the device stopped. */
    stopCasting(stream: Stream): void {
      const s = store.getState();
      const time = s.progress.time;
      const wasPlaying = s.mediaPlaying.isPlaying;
      const binding = letGo();
      if (!binding?.local) return;
      slot.current = binding.local;
      playbackCommands.loadStream(s.source ?? stream, time);
      if (!wasPlaying) playbackCommands.pause();
    },

    /** Leaving the title: the device's display is let go without ending the session. */
    releaseCast(): void {
      letGo();
    },

    /** The cast button's state and the connected device's name, for the button and the overlay. */
    setCastState(state: CastState | null, device: string | null): void {
      store.getState().setCastState(state, device);
    },
  };
}

export type CastCommands = ReturnType<typeof createCastCommands>;
