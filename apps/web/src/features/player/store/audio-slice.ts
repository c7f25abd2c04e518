import type { StateCreator } from 'zustand';
import type { AudioTrack } from '../display.ts';
import type { PlayerState } from './player-store.ts';

/** A rendition that could not be loaded, and the one playback went on with. */
export type AudioTrackNotice = { failed: AudioTrack; fallback: AudioTrack };

export type AudioState = {
  audioTracks: AudioTrack[];
  /** The track the viewer hears, as the display last reported it. */
  currentAudioTrack: AudioTrack | null;
  /** Tracks of this stream that failed to load; the audio menu marks them. */
  unavailableAudioTrackIds: string[];
  audioNotice: AudioTrackNotice | null;
};

export type AudioSlice = AudioState & {
  setAudioTracks: (tracks: AudioTrack[]) => void;
  setCurrentAudioTrack: (id: string | null) => void;
  audioTrackFailed: (notice: AudioTrackNotice) => void;
  dismissAudioNotice: () => void;
};

export const initialAudioState: AudioState = {
  audioTracks: [],
  currentAudioTrack: null,
  unavailableAudioTrackIds: [],
  audioNotice: null,
};

/** Tracks belong to the stream; the next title brings its own. */
export const resetAudioSlice = (): Partial<PlayerState> => initialAudioState;

export const createAudioSlice: StateCreator<PlayerState, [], [], AudioSlice> = (set) => ({
  ...initialAudioState,
  // A new list (another stream, or another rendition group) keeps only what still applies.
  setAudioTracks: (audioTracks) =>
    set((s) => {
      const ids = new Set(audioTracks.map((track) => track.id));
      const current = s.currentAudioTrack;
      return {
        audioTracks,
        currentAudioTrack: current && ids.has(current.id) ? current : null,
        unavailableAudioTrackIds: s.unavailableAudioTrackIds.filter((id) => ids.has(id)),
        audioNotice: audioTracks.length === 0 ? null : s.audioNotice,
      };
    }),
  setCurrentAudioTrack: (id) =>
    set((s) => ({ currentAudioTrack: s.audioTracks.find((track) => track.id === id) ?? null })),
  audioTrackFailed: (notice) =>
    set((s) => ({
      audioNotice: notice,
      unavailableAudioTrackIds: s.unavailableAudioTrackIds.includes(notice.failed.id)
        ? s.unavailableAudioTrackIds
        : [...s.unavailableAudioTrackIds, notice.failed.id],
    })),
  dismissAudioNotice: () => set({ audioNotice: null }),
});
