import { themeStore } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

/** Theme state: green by default on April 20; a preview overrides the theme. */
export interface ThemeState {
  theme: string | null;
  previewTheme: string | null;
  setTheme: (theme: string | null) => void;
  setPreviewTheme: (theme: string | null) => void;
}

/** Pure: the theme a fresh browser starts with on the given day. */
export function defaultThemeFor(date: Date): string | null {
  return date.getMonth() === 3 && date.getDate() === 20 ? 'green' : null;
}

/** Pure: the theme that is on screen; a preview wins over the chosen theme. */
export function activeTheme(state: Pick<ThemeState, 'theme' | 'previewTheme'>): string | null {
  return state.previewTheme ?? state.theme;
}

export const useThemeStore = createPersistedStore<ThemeState>()(
  themeStore,
  (set) => ({
    previewTheme: null,
    setTheme: (theme) => set({ theme }),
    setPreviewTheme: (previewTheme) => set({ previewTheme }),
  }),
  { initial: () => ({ theme: defaultThemeFor(new Date()) }) },
);
