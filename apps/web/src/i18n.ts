import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en/common.json';

/**
 * English is bundled as the fallback; every other language is loaded on demand. Each area of the
 * app keeps its strings in its own namespace file under locales/{language}/.
 */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
