import { onboardingStore } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

/** Whether the viewer finished the connection setup (extension, proxy or default setup). */
export type OnboardingStore = {
  completed: boolean;
  setCompleted: (completed: boolean) => void;
};

export const useOnboardingStore = createPersistedStore<OnboardingStore>()(
  onboardingStore,
  (set) => ({
    setCompleted: (completed) => set({ completed }),
  }),
);
