export type TextDirection = 'ltr' | 'rtl';

export type Language = {
  /** The code i18next, the language store and the synced `applicationLanguage` setting use. */
  code: string;
  /** The BCP 47 tag for `<html lang>`, so screen readers and fonts pick the right voice and script. */
  htmlLang: string;
  /** The name in the language itself, which is how people look for their language in a list. */
  nativeName: string;
  /** The English name, shown next to the native one when they differ. */
  englishName: string;
  direction: TextDirection;
  /** Joke languages (pirate, uwu and the like) are listed after the real ones. */
  novelty: boolean;
};

export const fallbackLanguage = 'en';

/** The language list starts with these, in this order. */
export const languagePriority: readonly string[] = ['en', 'hi', 'fr', 'de', 'nl', 'pt'];

// Every language with a folder in src/locales; a test keeps the two in step.
const shipped: readonly Language[] = [
  {
    code: 'en',
    htmlLang: 'en',
    nativeName: 'English',
    englishName: 'English',
    direction: 'ltr',
    novelty: false,
  },
  {
    code: 'ar',
    htmlLang: 'ar',
    nativeName: 'العربية',
    englishName: 'Arabic',
    direction: 'rtl',
    novelty: false,
  },
  {
    code: 'pirate',
    htmlLang: 'en-x-pirate',
    nativeName: 'Pirate',
    englishName: 'Pirate',
    direction: 'ltr',
    novelty: true,
  },
  {
    code: 'kitty',
    htmlLang: 'en-x-kitty',
    nativeName: 'Kitty',
    englishName: 'Kitty',
    direction: 'ltr',
    novelty: true,
  },
  {
    code: 'uwu',
    htmlLang: 'en-x-uwu',
    nativeName: 'UwU',
    englishName: 'UwU',
    direction: 'ltr',
    novelty: true,
  },
  {
    code: 'minion',
    htmlLang: 'art-x-minion',
    nativeName: 'Minionese',
    englishName: 'Minion',
    direction: 'ltr',
    novelty: true,
  },
  {
    code: 'tok',
    htmlLang: 'tok',
    nativeName: 'toki pona',
    englishName: 'Toki Pona',
    direction: 'ltr',
    novelty: true,
  },
  {
    code: 'futhark',
    htmlLang: 'en-Runr',
    nativeName: 'ᛖᛚᛞᛖᚱ ᚠᚢᚦᚨᚱᚲ',
    englishName: 'Elder Futhark',
    direction: 'ltr',
    novelty: true,
  },
];

function priorityOf(code: string): number {
  const index = languagePriority.findIndex(
    (first) => code === first || code.startsWith(`${first}-`),
  );
  return index === -1 ? languagePriority.length : index;
}

/**
 * Priority languages first in `languagePriority` order, then the other real languages, then the
 * novelty ones; alphabetical by code within a group so the list never reshuffles.
 */
export function compareLanguages(a: Language, b: Language): number {
  if (a.novelty !== b.novelty) return a.novelty ? 1 : -1;
  return priorityOf(a.code) - priorityOf(b.code) || compareCodes(a.code, b.code);
}

/**
 * Codes are ASCII tags, so code-unit order is their alphabetical order. `localeCompare` would
 * build an ICU collator on its first call, which this module's top-level sort makes part of every
 * start: tens of milliseconds before the first paint on a slow phone.
 */
function compareCodes(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function sortLanguages(list: readonly Language[]): Language[] {
  return [...list].sort(compareLanguages);
}

/** The languages we ship, in the order a language picker shows them. */
export const languages: readonly Language[] = sortLanguages(shipped);

export const languageCodes: readonly string[] = languages.map((language) => language.code);

export function findLanguage(code: string): Language | undefined {
  return languages.find((language) => language.code === code);
}

export function isShippedLanguage(code: unknown): code is string {
  return typeof code === 'string' && findLanguage(code) !== undefined;
}

export function directionOf(code: string): TextDirection {
  return findLanguage(code)?.direction ?? 'ltr';
}

export function htmlLangOf(code: string): string {
  return findLanguage(code)?.htmlLang ?? code;
}
