import { volumeStore } from '@screenroom/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { versionedPersistStorage } from '../storage/versioned-persist-storage.ts';

/** The player's volume, remembered across visits so a title never starts louder than the last. */
export type VolumeState = {
  volume: number;
  /** What unmuting returns to; for this visit only. */
  volumeBeforeMute: number;
  setVolume: (volume: number) => void;
  setVolumeBeforeMute: (volume: number) => void;
};

export const useVolumeStore = create<VolumeState>()(
  persist(
    (set) => ({
      volume: 1,
      volumeBeforeMute: 1,
      setVolume: (volume) => set({ volume }),
      setVolumeBeforeMute: (volumeBeforeMute) => set({ volumeBeforeMute }),
    }),
    {
      name: volumeStore.key,
      version: volumeStore.currentVersion,
      storage: versionedPersistStorage(volumeStore),
      partialize: (state) => ({ volume: state.volume }),
    },
  ),
);
