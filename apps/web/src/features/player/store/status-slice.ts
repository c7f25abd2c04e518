import type { StateCreator } from 'zustand';
import type { PlaybackError } from '../playback-error.ts';
import type { PlayerState } from './player-store.ts';

export type PlayerStatus = 'idle' | 'scraping' | 'playing' | 'scrapeNotFound' | 'playbackError';

export type StatusState = { status: PlayerStatus; error: PlaybackError | null };

export type StatusSlice = StatusState & {
  setStatus: (status: PlayerStatus) => void;
  setPlaybackError: (error: PlaybackError) => void;
};

export const initialStatusState: StatusState = { status: 'idle', error: null };

export const resetStatusSlice = (): Partial<PlayerState> => initialStatusState;

export const createStatusSlice: StateCreator<PlayerState, [], [], StatusSlice> = (set, get) => ({
  ...initialStatusState,
  setStatus: (status) => set({ status }),
  // A playback error opens the settings overlay once, on the source list, so another source is
  // one click away.
  setPlaybackError: (error) =>
    set({
      status: 'playbackError',
      error,
      settingsRoute: get().status === 'playbackError' ? get().settingsRoute : '/source',
    }),
});
