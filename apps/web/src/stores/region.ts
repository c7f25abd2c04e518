import { regionStore } from '@screenroom/core';
import type { StoredRegion } from '@screenroom/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { versionedPersistStorage } from '../storage/versioned-persist-storage.ts';

/** Document 002 §3 "Region": store version 4; lastChecked in unix seconds. */
export type RegionStore = {
  region: StoredRegion;
  lastChecked: number | null;
  userPicked: boolean;
  setRegion: (region: StoredRegion, userPicked: boolean, checkedAtS: number) => void;
};

export const useRegionStore = create<RegionStore>()(
  persist(
    (set) => ({
      region: 'unknown',
      lastChecked: null,
      userPicked: false,
      setRegion: (region, userPicked, lastChecked) => set({ region, userPicked, lastChecked }),
    }),
    {
      name: '__MW::region',
      version: regionStore.currentVersion,
      storage: versionedPersistStorage(regionStore),
      partialize: (s) => ({
        region: s.region,
        lastChecked: s.lastChecked,
        userPicked: s.userPicked,
      }),
    },
  ),
);
