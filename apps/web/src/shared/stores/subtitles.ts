import {
  clampDelay,
  clampStyling,
  defaultSubtitleStyling,
  subtitlesStore,
  type SubtitleStyling,
} from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

/** The viewer's caption language, look and timing; styling and its limits are core's. */
export interface SubtitleState {
  lastSelectedLanguage: string | null;
  styling: SubtitleStyling;
  /** Seconds the captions are shifted by. */
  delay: number;
  overrideCasing: boolean;
  setLanguage: (language: string | null) => void;
  updateStyling: (partial: Partial<SubtitleStyling>) => void;
  resetStyling: () => void;
  setDelay: (delay: number) => void;
  setOverrideCasing: (overrideCasing: boolean) => void;
}

export const useSubtitleStore = createPersistedStore<SubtitleState>()(subtitlesStore, (set) => ({
  setLanguage: (lastSelectedLanguage) => set({ lastSelectedLanguage }),
  updateStyling: (partial) =>
    set((state) => ({ styling: { ...state.styling, ...clampStyling(partial) } })),
  resetStyling: () => set({ styling: { ...defaultSubtitleStyling } }),
  setDelay: (delay) => set({ delay: clampDelay(delay) }),
  setOverrideCasing: (overrideCasing) => set({ overrideCasing }),
}));
