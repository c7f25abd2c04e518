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

/** Document 002 §5 "Playback": volume is clamped 0 to 1. */
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
