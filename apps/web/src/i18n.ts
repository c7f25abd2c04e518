import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * English is bundled as the fallback; every other language is loaded on demand. Each area of the
 * app keeps its strings in its own namespace file, `locales/{language}/{namespace}.json`; a new
 * file is picked up here without editing this module.
 */
const englishFiles = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', {
  eager: true,
  import: 'default',
});

export function namespaceOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}

const english: Resource[string] = {};
for (const [file, strings] of Object.entries(englishFiles)) english[namespaceOf(file)] = strings;

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(english),
  resources: { en: english },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
