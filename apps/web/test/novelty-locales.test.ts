import { describe, expect, it } from 'vitest';
import { flatten, namespacesOf, readNamespace } from './i18n-locale-keys.ts';

// The novelty languages ship their own files. They cover every English string
// today; a string added later falls back to English until someone writes it, so only keys that
// English no longer has, or a broken placeholder, fail here.
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
