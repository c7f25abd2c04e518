import { themeStore } from '@screenroom/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { versionedPersistStorage } from '../storage/versioned-persist-storage.ts';

/** Theme state (document 001 §3): green by default on April 20; a preview overrides the theme. */
export interface ThemeState {
  theme: string | null;
  previewTheme: string | null;
  setTheme: (theme: string | null) => void;
  setPreviewTheme: (theme: string | null) => void;
}

export const THEME_STORAGE_KEY = '__MW::theme';

/** Pure: the theme a fresh browser starts with on the given day. */
export function defaultThemeFor(date: Date): string | null {
  return date.getMonth() === 3 && date.getDate() === 20 ? 'green' : null;
}

/** Pure: the theme that is on screen; a preview wins over the chosen theme. */
export function activeTheme(state: Pick<ThemeState, 'theme' | 'previewTheme'>): string | null {
  return state.previewTheme ?? state.theme;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      theme: defaultThemeFor(new Date()),
      previewTheme: null,
      setTheme: (theme) => set({ theme }),
      setPreviewTheme: (previewTheme) => set({ previewTheme }),
    }),
    {
      name: THEME_STORAGE_KEY,
      version: themeStore.currentVersion,
      storage: versionedPersistStorage(themeStore),
      partialize: (state) => ({ theme: state.theme }),
    },
  ),
);
