import { describe, expect, it } from 'vitest';
import { matchBrowserLanguage } from '../src/shared/i18n/browser-language.ts';
import {
  directionOf,
  findLanguage,
  htmlLangOf,
  languageCodes,
  languages,
  sortLanguages,
  type Language,
} from '../src/shared/i18n/languages.ts';
import { localeLanguages } from './i18n-locale-keys.ts';

function language(code: string, novelty = false): Language {
  return { code, htmlLang: code, nativeName: code, englishName: code, direction: 'ltr', novelty };
}

describe('the language list', () => {
  it('puts en, hi, fr, de, nl, pt first, then the rest, then the novelty languages', () => {
    const codes = ['tok', 'ar', 'pt', 'de', 'es', 'nl', 'pirate', 'fr', 'hi', 'en', 'pt-BR'];
    const sorted = sortLanguages(
      codes.map((code) => language(code, ['tok', 'pirate'].includes(code))),
    );
    expect(sorted.map((item) => item.code)).toEqual([
      'en',
      'hi',
      'fr',
      'de',
      'nl',
      'pt',
      'pt-BR',
      'ar',
      'es',
      'pirate',
      'tok',
    ]);
  });

  it('lists exactly the languages that have a locale folder, English first', () => {
    expect([...languageCodes].sort()).toEqual(localeLanguages().sort());
    expect(languageCodes[0]).toBe('en');
  });

  it('ships the six novelty languages', () => {
    const novelty = languages.filter((item) => item.novelty).map((item) => item.englishName);
    expect(novelty.sort()).toEqual(
      ['Elder Futhark', 'Kitty', 'Minion', 'Pirate', 'Toki Pona', 'UwU'].sort(),
    );
  });

  it('writes Arabic right to left and everything else left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(languages.filter((item) => item.direction === 'rtl').map((item) => item.code)).toEqual([
      'ar',
    ]);
    expect(directionOf('unknown')).toBe('ltr');
  });

  it('gives <html lang> a valid BCP 47 tag for every language', () => {
    for (const item of languages) {
      expect(() => Intl.getCanonicalLocales(htmlLangOf(item.code)), item.code).not.toThrow();
    }
    expect(findLanguage('futhark')?.htmlLang).toBe('en-Runr');
  });
});

describe('matchBrowserLanguage', () => {
  const shipped = ['en', 'ar', 'pirate'];

  it('takes the first preferred language we ship', () => {
    expect(matchBrowserLanguage(['de-DE', 'ar', 'en'], shipped)).toBe('ar');
  });

  it('matches a regional variant to the language', () => {
    expect(matchBrowserLanguage(['ar-EG'], shipped)).toBe('ar');
    expect(matchBrowserLanguage(['EN_gb'], shipped)).toBe('en');
  });

  it('returns null when nothing matches', () => {
    expect(matchBrowserLanguage(['de', 'fr-CA'], shipped)).toBeNull();
    expect(matchBrowserLanguage([], shipped)).toBeNull();
  });
});
