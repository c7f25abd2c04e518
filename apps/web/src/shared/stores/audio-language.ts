import { audioLanguageStore } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

/** The language of the audio track the viewer last picked; the next stream starts on it. */
export type AudioLanguageState = {
  language: string | null;
  setLanguage: (language: string | null) => void;
};

export const useAudioLanguageStore = createPersistedStore<AudioLanguageState>()(
  audioLanguageStore,
  (set) => ({
    setLanguage: (language) => set({ language }),
  }),
);
