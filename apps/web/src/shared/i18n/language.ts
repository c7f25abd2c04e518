import { localeStore } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';
import { defaultLanguage } from './browser-language.ts';
import { isShippedLanguage, languageCodes } from './languages.ts';

/**
 * The interface language. Only the chosen code is kept; the text direction follows from it
 * (`directionOf` in i18n/languages.ts), so the two can never disagree.
 */
export type LanguageStore = {
  language: string;
  setLanguage: (code: string) => void;
};

export const useLanguageStore = createPersistedStore<LanguageStore>()(
  localeStore,
  (set) => ({
    setLanguage: (code) => {
      if (isShippedLanguage(code)) set({ language: code });
    },
  }),
  {
    // Until the visitor picks one, the browser's preference decides.
    initial: () => ({ language: defaultLanguage(languageCodes) }),
    // A stored language we no longer ship must not leave the app without translations.
    merge: (persisted, current) => {
      const language = (persisted as { language?: unknown } | undefined)?.language;
      return isShippedLanguage(language) ? { ...current, language } : current;
    },
  },
);
