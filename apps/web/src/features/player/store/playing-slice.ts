import type { StateCreator } from 'zustand';
import type { PlayerState } from './player-store.ts';

export type MediaPlaying = {
  isPlaying: boolean;
  isPaused: boolean;
  isLoading: boolean;
  hasPlayedOnce: boolean;
  volume: number;
  playbackRate: number;
};

export type PlayingSlice = {
  mediaPlaying: MediaPlaying;
  setPlaying: (playing: boolean) => void;
  setLoading: (loading: boolean) => void;
  setVolume: (volume: number) => void;
  setPlaybackRate: (rate: number) => void;
};

export const initialMediaPlaying: MediaPlaying = {
  isPlaying: false,
  isPaused: true,
  isLoading: false,
  hasPlayedOnce: false,
  volume: 1,
  playbackRate: 1,
};

/** Volume and speed are the viewer's, not the title's: they carry over to the next one. */
export const resetPlayingSlice = (state: PlayerState): Partial<PlayerState> => ({
  mediaPlaying: {
    ...initialMediaPlaying,
    volume: state.mediaPlaying.volume,
    playbackRate: state.mediaPlaying.playbackRate,
  },
});

/** Volume is a fraction from 0 to 1; anything else is held to that range. */
export function clampVolume(volume: number): number {
  if (Number.isNaN(volume)) return 0;
  return Math.min(1, Math.max(0, volume));
}

export const createPlayingSlice: StateCreator<PlayerState, [], [], PlayingSlice> = (set) => ({
  mediaPlaying: initialMediaPlaying,
  setPlaying: (playing) =>
    set((s) => ({
      mediaPlaying: {
        ...s.mediaPlaying,
        isPlaying: playing,
        isPaused: !playing,
        hasPlayedOnce: s.mediaPlaying.hasPlayedOnce || playing,
        isLoading: playing ? s.mediaPlaying.isLoading : false,
      },
    })),
  setLoading: (isLoading) => set((s) => ({ mediaPlaying: { ...s.mediaPlaying, isLoading } })),
  setVolume: (volume) =>
    set((s) => ({ mediaPlaying: { ...s.mediaPlaying, volume: clampVolume(volume) } })),
  setPlaybackRate: (playbackRate) =>
    set((s) => ({ mediaPlaying: { ...s.mediaPlaying, playbackRate } })),
});
