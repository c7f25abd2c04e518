import { onboardingStore } from '@screenroom/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { versionedPersistStorage } from '../storage/versioned-persist-storage.ts';

/** Document 000 §3: whether the viewer finished the connection setup. */
export type OnboardingStore = {
  completed: boolean;
  setCompleted: (completed: boolean) => void;
};

export const useOnboardingStore = create<OnboardingStore>()(
  persist(
    (set) => ({
      completed: false,
      setCompleted: (completed) => set({ completed }),
    }),
    {
      name: '__MW::onboarding',
      version: onboardingStore.currentVersion,
      storage: versionedPersistStorage(onboardingStore),
      partialize: (state) => ({ completed: state.completed }),
    },
  ),
);
