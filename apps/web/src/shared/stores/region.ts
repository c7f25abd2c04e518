import { regionStore } from '@screenroom/core';
import type { StoredRegion } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

/** The stream region, detected or picked by hand; lastChecked in unix seconds. */
export type RegionStore = {
  region: StoredRegion;
  lastChecked: number | null;
  userPicked: boolean;
  setRegion: (region: StoredRegion, userPicked: boolean, checkedAtS: number) => void;
};

export const useRegionStore = createPersistedStore<RegionStore>()(regionStore, (set) => ({
  setRegion: (region, userPicked, lastChecked) => set({ region, userPicked, lastChecked }),
}));
