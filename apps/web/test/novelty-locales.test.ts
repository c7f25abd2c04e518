import { describe, expect, it } from 'vitest';
import { i18next } from '../src/shared/i18n/i18n.ts';
import { baseKey, flatten, namespacesOf, readNamespace } from './i18n-locale-keys.ts';

// The novelty languages ship their own files, written for the strings English had then. A string
// added since falls back to English until someone writes it (the last test holds that it does,
// rather than showing its key); keys that English no longer has, or a broken placeholder, fail.
const noveltyLanguages = ['pirate', 'kitty', 'uwu', 'minion', 'tok', 'futhark'];
const namespaces = namespacesOf('en');

/** `{{name}}` placeholders and `<0>`-style tags: a translation that changes them breaks the app. */
function markersOf(value: unknown): string[] {
  const texts = Array.isArray(value) ? value : [value];
  return texts
    .filter((text): text is string => typeof text === 'string')
    .flatMap((text) => [...text.matchAll(/\{\{[^}]*\}\}|<\/?\d+\s*\/?>/g)].map((match) => match[0]))
    .sort();
}

function shapeOf(value: unknown): string {
  return Array.isArray(value) ? `array of ${value.length}` : typeof value;
}

describe.each(noveltyLanguages)('the novelty language %s', (language) => {
  it('has a file for every English namespace', () => {
    expect(namespacesOf(language).sort()).toEqual(expect.arrayContaining([...namespaces].sort()));
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = flatten(readNamespace('en', namespace) ?? {});
    const strings = flatten(readNamespace(language, namespace) ?? {});

    it('has only keys English has, plural forms included', () => {
      expect([...strings.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('keeps the placeholders, tags and shape of every English value', () => {
      for (const [key, value] of english) {
        if (!strings.has(key)) continue;
        const translated = strings.get(key);
        expect(shapeOf(translated), key).toBe(shapeOf(value));
        expect(markersOf(translated), key).toEqual(markersOf(value));
        if (typeof translated === 'string') expect(translated.trim(), key).not.toBe('');
      }
    });
  });
});

describe.each(noveltyLanguages)('a string the novelty language %s lacks', (language) => {
  it('reads as English through the app’s own i18next, never as its key', async () => {
    await i18next.loadLanguages(language);
    await i18next.loadNamespaces(namespaces);
    let missing = 0;
    let ownWords = 0;
    for (const namespace of namespaces) {
      const english = flatten(readNamespace('en', namespace) ?? {});
      const own = new Set(
        [...flatten(readNamespace(language, namespace) ?? {}).keys()].map(baseKey),
      );
      // The namespace comes from the folder, so the key types cannot follow it here.
      const inEnglish = i18next.getFixedT('en', namespace as never);
      const inLanguage = i18next.getFixedT(language, namespace as never);
      for (const [key, value] of english) {
        // Plural forms and lists are asked for by their base key, as the app does.
        if (typeof value !== 'string' || baseKey(key) !== key) continue;
        if (own.has(key)) {
          if (inLanguage(key as never) !== inEnglish(key as never)) ownWords += 1;
          continue;
        }
        missing += 1;
        expect(inLanguage(key as never), `${namespace}:${key}`).toBe(inEnglish(key as never));
      }
    }
    // The language itself was loaded, and it has strings to fall back for today.
    expect(ownWords).toBeGreaterThan(0);
    expect(missing).toBeGreaterThan(0);
  });
});
