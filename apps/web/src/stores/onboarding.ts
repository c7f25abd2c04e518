import { onboardingStore } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

/** Document 000 §3: whether the viewer finished the connection setup. */
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
