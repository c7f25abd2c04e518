import { qualityStore } from '@screenroom/core';
import type { QualityKey } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

/** Quality preference: automatic until the viewer picks one by hand. */
export type QualityStore = {
  automaticQuality: boolean;
  lastChosenQuality: QualityKey | null;
  setAutomaticQuality: (automatic: boolean) => void;
  setLastChosenQuality: (quality: QualityKey | null) => void;
};

export const useQualityStore = createPersistedStore<QualityStore>()(qualityStore, (set) => ({
  setAutomaticQuality: (automaticQuality) => set({ automaticQuality }),
  setLastChosenQuality: (lastChosenQuality) => set({ lastChosenQuality }),
}));
