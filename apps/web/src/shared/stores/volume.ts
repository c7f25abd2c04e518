import { volumeStore } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

/** The player's volume, remembered across visits so a title never starts louder than the last. */
export type VolumeState = {
  volume: number;
  /** What unmuting returns to; for this visit only. */
  volumeBeforeMute: number;
  setVolume: (volume: number) => void;
  setVolumeBeforeMute: (volume: number) => void;
};

export const useVolumeStore = createPersistedStore<VolumeState>()(volumeStore, (set) => ({
  volumeBeforeMute: 1,
  setVolume: (volume) => set({ volume }),
  setVolumeBeforeMute: (volumeBeforeMute) => set({ volumeBeforeMute }),
}));
