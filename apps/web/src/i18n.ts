import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage } from './i18n/document-language.ts';
import { fallbackLanguage } from './i18n/languages.ts';
import { createLocaleBackend } from './i18n/locale-files.ts';
import { useLanguageStore } from './stores/language.ts';

/**
 * English is bundled as the fallback; every other language is loaded on demand. Each area of the
 * app keeps its strings in its own namespace file, `locales/{language}/{namespace}.json`; a new
 * file is picked up here without editing this module.
 */
const englishFiles = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', {
  eager: true,
  import: 'default',
});

const otherLanguageFiles = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/en/*.json'],
  { import: 'default' },
);

export function namespaceOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}

const english: Resource[string] = {};
for (const [file, strings] of Object.entries(englishFiles)) english[namespaceOf(file)] = strings;

const initialLanguage = useLanguageStore.getState().language;

// Set before React renders, so the first paint already has the right direction.
if (typeof document !== 'undefined')
  applyDocumentLanguage(document.documentElement, initialLanguage);

void i18next
  .use(createLocaleBackend(otherLanguageFiles))
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: fallbackLanguage,
    load: 'currentOnly',
    defaultNS: 'common',
    ns: Object.keys(english),
    resources: { [fallbackLanguage]: english },
    // The bundled English stays; only the other languages come from the lazy backend.
    partialBundledLanguages: true,
    // English is ready without waiting, so the first render need not suspend for it.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18next.on('languageChanged', (code) => {
  if (typeof document !== 'undefined') applyDocumentLanguage(document.documentElement, code);
});

// The store is the one place a language is chosen (settings, sync); i18next follows it.
useLanguageStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void i18next.changeLanguage(state.language);
});

export { i18next };
