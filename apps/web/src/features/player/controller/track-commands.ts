import { useAudioLanguageStore } from '../../../shared/stores/audio-language.ts';
import type { CommandContext } from './command-context.ts';

export function createTrackCommands({ store, display: slot }: CommandContext) {
  const state = () => store.getState();

  /** The audio track: picked from the menu, remembered by language for the streams that follow. */
  const trackCommands = {
    /** Switches the track, remembers its language for the next stream, and closes the menu. */
    chooseAudioTrack(id: string): void {
      const s = state();
      const track = s.audioTracks.find((candidate) => candidate.id === id);
      if (!track) return;
      slot.current?.changeAudioTrack(id);
      if (track.language) {
        useAudioLanguageStore.getState().setLanguage(track.language);
        slot.current?.setAudioPreference(track.language);
      }
      s.closeSettings();
    },
    /** Hands the remembered language to the display before a stream loads. */
    applyAudioPreference(): void {
      slot.current?.setAudioPreference(useAudioLanguageStore.getState().language);
    },
    dismissAudioNotice(): void {
      state().dismissAudioNotice();
    },
  };
  return trackCommands;
}

export type TrackCommands = ReturnType<typeof createTrackCommands>;
