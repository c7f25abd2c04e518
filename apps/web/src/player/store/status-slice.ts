import type { StateCreator } from 'zustand';
import type { PlaybackError } from '../playback-error.ts';
import { initialProgress } from './progress-slice.ts';
import type { PlayerState } from './player-store.ts';

export type PlayerStatus = 'idle' | 'scraping' | 'playing' | 'scrapeNotFound' | 'playbackError';

export type StatusSlice = {
  status: PlayerStatus;
  error: PlaybackError | null;
  setStatus: (status: PlayerStatus) => void;
  setPlaybackError: (error: PlaybackError) => void;
  reset: () => void;
};

export const createStatusSlice: StateCreator<PlayerState, [], [], StatusSlice> = (set, get) => ({
  status: 'idle',
  error: null,
  setStatus: (status) => set({ status }),
  // Document 002 §2: a playback error opens the settings overlay once, on the source list.
  setPlaybackError: (error) =>
    set({
      status: 'playbackError',
      error,
      settingsRoute: get().status === 'playbackError' ? get().settingsRoute : '/source',
    }),
  reset: () =>
    set((s) => ({
      status: 'idle',
      error: null,
      meta: null,
      source: null,
      sourceId: null,
      qualities: [],
      currentQuality: null,
      settingsRoute: null,
      progress: { ...s.progress, time: initialProgress.time, duration: initialProgress.duration },
      mediaPlaying: { ...s.mediaPlaying, isPlaying: false, isPaused: true, hasPlayedOnce: false },
    })),
});
