import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en/common.json';
import home from './locales/en/home.json';
import player from './locales/en/player.json';

/**
 * English is bundled as the fallback; every other language is loaded on demand. Each area of the
 * app keeps its strings in its own namespace file under locales/{language}/.
 */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'home', 'player'],
  resources: { en: { common, home, player } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
