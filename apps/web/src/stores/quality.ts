import { qualityStore } from '@screenroom/core';
import type { QualityKey } from '@screenroom/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { versionedPersistStorage } from '../storage/versioned-persist-storage.ts';

/** Document 002 §3 "Quality preference": automatic until the viewer picks one by hand. */
export type QualityStore = {
  automaticQuality: boolean;
  lastChosenQuality: QualityKey | null;
  setAutomaticQuality: (automatic: boolean) => void;
  setLastChosenQuality: (quality: QualityKey | null) => void;
};

export const useQualityStore = create<QualityStore>()(
  persist(
    (set) => ({
      automaticQuality: true,
      lastChosenQuality: null,
      setAutomaticQuality: (automaticQuality) => set({ automaticQuality }),
      setLastChosenQuality: (lastChosenQuality) => set({ lastChosenQuality }),
    }),
    {
      name: '__MW::quality',
      version: qualityStore.currentVersion,
      storage: versionedPersistStorage(qualityStore),
      partialize: (state) => ({
        automaticQuality: state.automaticQuality,
        lastChosenQuality: state.lastChosenQuality,
      }),
    },
  ),
);
