import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage } from './document-language.ts';
import { fallbackLanguage } from './languages.ts';
import type { EnglishResources } from './translation-keys.ts';
import { createLocaleBackend } from './locale-files.ts';
import { useLanguageStore } from './language.ts';

/**
 * English is the fallback. Each area of the app keeps its strings in its own namespace file,
 * `locales/{language}/{namespace}.json`; a new file is picked up here without editing this module.
 * The English namespaces the first paint uses (the frame around every page and the home page) are
 * bundled, so it needs no further request; every other file, English or not, loads when a page
 * asks for its namespace (a lazy route loads its own beside its code: `withNamespaces`).
 */
const firstPaintFiles = import.meta.glob<Record<string, unknown>>(
  '../../locales/en/{common,layout,home,discover}.json',
  { eager: true, import: 'default' },
);

const onDemandFiles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.json', '!../../locales/en/{common,layout,home,discover}.json'],
  { import: 'default' },
);

export function namespaceOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}

const english: Resource[string] = {};
for (const [file, strings] of Object.entries(firstPaintFiles)) english[namespaceOf(file)] = strings;

const initialLanguage = useLanguageStore.getState().language;

// Set before the first render, so the first paint already has the right direction.
if (typeof document !== 'undefined')
  applyDocumentLanguage(document.documentElement, initialLanguage);

void i18next
  .use(createLocaleBackend(onDemandFiles))
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: fallbackLanguage,
    load: 'currentOnly',
    defaultNS: 'common',
    ns: Object.keys(english),
    resources: { [fallbackLanguage]: english },
    // The bundled English stays; the rest comes from the lazy backend.
    partialBundledLanguages: true,
    // The first paint's English is ready without waiting, so its first render need not suspend.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // No advertisement in the viewer's console.
    showSupportNotice: false,
  });

i18next.on('languageChanged', (code) => {
  if (typeof document !== 'undefined') applyDocumentLanguage(document.documentElement, code);
});

// The store is the one place a language is chosen (settings, sync); i18next follows it.
useLanguageStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void i18next.changeLanguage(state.language);
});

/**
 * A lazy route's code together with its namespaces (in the viewer's language and English): both
 * download at once, and the page does not render, then wait for its strings. A namespace missed
 * here still loads when the page asks for it, one request later.
 */
export async function withNamespaces<T>(
  code: Promise<T>,
  namespaces: readonly (keyof EnglishResources)[],
): Promise<T> {
  const [loaded] = await Promise.all([code, i18next.loadNamespaces([...namespaces])]);
  return loaded;
}

export { i18next };
