import { subtitlesStore } from '@screenroom/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { versionedPersistStorage } from '../storage/versioned-persist-storage.ts';

export const subtitleFontStyles = [
  'default',
  'raised',
  'depressed',
  'uniform',
  'dropShadow',
] as const;
export type SubtitleFontStyle = (typeof subtitleFontStyles)[number];

/** Subtitle styling (document 002 §3). */
export interface SubtitleStyling {
  /** Hex colour, lower-cased. */
  color: string;
  backgroundOpacity: number;
  backgroundBlur: number;
  /** Multiplier of the base caption size. */
  size: number;
  bold: boolean;
  fontStyle: SubtitleFontStyle;
  /** Distance from the bottom of the video, in percent. */
  verticalPosition: number;
}

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

export const SUBTITLES_STORAGE_KEY = '__MW::subtitles';

export const defaultSubtitleStyling: Readonly<SubtitleStyling> = Object.freeze({
  color: '#ffffff',
  backgroundOpacity: 0.5,
  backgroundBlur: 0.5,
  size: 1,
  bold: false,
  fontStyle: 'default',
  verticalPosition: 3,
});

/** Document 000 §5 "Subtitle styling clamps". */
export const subtitleLimits = {
  backgroundOpacity: { min: 0, max: 1 },
  backgroundBlur: { min: 0, max: 1 },
  size: { min: 0.01, max: 10 },
  verticalPosition: { min: 0, max: 100 },
  delay: { min: -500, max: 500 },
} as const;

function clamp(value: number, limits: { min: number; max: number }): number {
  if (Number.isNaN(value)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, value));
}

/** Pure: a styling change with every number held within its limits and the colour lower-cased. */
export function clampStyling(partial: Partial<SubtitleStyling>): Partial<SubtitleStyling> {
  const next: Partial<SubtitleStyling> = { ...partial };
  if (partial.color !== undefined) next.color = partial.color.toLowerCase();
  if (partial.backgroundOpacity !== undefined)
    next.backgroundOpacity = clamp(partial.backgroundOpacity, subtitleLimits.backgroundOpacity);
  if (partial.backgroundBlur !== undefined)
    next.backgroundBlur = clamp(partial.backgroundBlur, subtitleLimits.backgroundBlur);
  if (partial.size !== undefined) next.size = clamp(partial.size, subtitleLimits.size);
  if (partial.verticalPosition !== undefined)
    next.verticalPosition = clamp(partial.verticalPosition, subtitleLimits.verticalPosition);
  if (partial.fontStyle !== undefined && !subtitleFontStyles.includes(partial.fontStyle))
    delete next.fontStyle;
  return next;
}

export function clampDelay(delay: number): number {
  return clamp(delay, subtitleLimits.delay);
}

export const useSubtitleStore = create<SubtitleState>()(
  persist(
    (set) => ({
      lastSelectedLanguage: null,
      styling: { ...defaultSubtitleStyling },
      delay: 0,
      overrideCasing: false,
      setLanguage: (lastSelectedLanguage) => set({ lastSelectedLanguage }),
      updateStyling: (partial) =>
        set((state) => ({ styling: { ...state.styling, ...clampStyling(partial) } })),
      resetStyling: () => set({ styling: { ...defaultSubtitleStyling } }),
      setDelay: (delay) => set({ delay: clampDelay(delay) }),
      setOverrideCasing: (overrideCasing) => set({ overrideCasing }),
    }),
    {
      name: SUBTITLES_STORAGE_KEY,
      version: subtitlesStore.currentVersion,
      storage: versionedPersistStorage(subtitlesStore),
      partialize: (state) => ({
        lastSelectedLanguage: state.lastSelectedLanguage,
        styling: state.styling,
        delay: state.delay,
        overrideCasing: state.overrideCasing,
      }),
    },
  ),
);
