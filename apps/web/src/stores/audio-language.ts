import { audioLanguageStore } from '@screenroom/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { versionedPersistStorage } from '../storage/versioned-persist-storage.ts';

/** The language of the audio track the viewer last picked; the next stream starts on it. */
export type AudioLanguageState = {
  language: string | null;
  setLanguage: (language: string | null) => void;
};

export const useAudioLanguageStore = create<AudioLanguageState>()(
  persist(
    (set) => ({
      language: null,
      setLanguage: (language) => set({ language }),
    }),
    {
      name: audioLanguageStore.key,
      version: audioLanguageStore.currentVersion,
      storage: versionedPersistStorage(audioLanguageStore),
      partialize: (state) => ({ language: state.language }),
    },
  ),
);
