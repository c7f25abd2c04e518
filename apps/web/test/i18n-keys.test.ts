import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseKeys,
  interpolations,
  localeLanguages,
  namespacesOf,
  readNamespace,
  webSource,
} from './i18n-locale-keys.ts';

const namespaces = new Set(namespacesOf('en'));
const realTranslations = ['en', 'ar'];
const noveltyLanguages = localeLanguages().filter((code) => !realTranslations.includes(code));

function keysOf(language: string, namespace: string): Map<string, Set<string>> {
  return baseKeys(readNamespace(language, namespace) ?? {});
}

/** Each namespace of the key types, with the English file its type is imported from. */
function typedNamespaces(): { namespace: string; file: string | undefined }[] {
  const source = readFileSync(join(webSource, 'shared', 'i18n', 'translation-keys.ts'), 'utf8');
  const imports = /^import type (\w+) from '(?:\.\.\/)+locales\/en\/(\w+)\.json';$/gm;
  const files = new Map([...source.matchAll(imports)].map(([, name, file]) => [name, file]));
  const members = /^ {2}(\w+): typeof (\w+);$/gm;
  return [...source.matchAll(members)].map(([, namespace, name]) => ({
    namespace: namespace!,
    file: files.get(name!),
  }));
}

// tsc checks every key the code passes to t() against the English files (shared/i18n/translation-keys.ts);
// these tests check that the types see every file and that the other languages match English.
describe('the translation key types', () => {
  it('are built from every English namespace file, each under its own name', () => {
    const typed = typedNamespaces();
    expect(typed.filter(({ namespace, file }) => namespace !== file)).toEqual([]);
    expect(typed.map(({ namespace }) => namespace).sort()).toEqual([...namespaces].sort());
  });

  it('let tsc reject a key no English file has', async () => {
    const { i18next } = await import('../src/shared/i18n/i18n.ts');
    const t = i18next.getFixedT('en', 'player');
    expect(t('controls.play')).toBe('Play');
    // @ts-expect-error: player.json has no such key; typecheck fails once the types allow it.
    expect(t('controls.noSuchKey')).toBe('controls.noSuchKey');
  });
});

describe.each([...namespaces])('the Arabic translation of %s', (namespace) => {
  const english = readNamespace('en', namespace) ?? {};
  const arabic = readNamespace('ar', namespace);

  it('exists', () => {
    expect(arabic).toBeDefined();
  });

  it('has exactly the English keys', () => {
    const englishKeys = [...baseKeys(english).keys()].sort();
    const arabicKeys = [...baseKeys(arabic ?? {}).keys()].sort();
    expect(arabicKeys).toEqual(englishKeys);
  });

  it('has every Arabic plural form where English has plurals', () => {
    const arabicForms = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
    const arabicKeys = baseKeys(arabic ?? {});
    for (const [key, forms] of baseKeys(english)) {
      if (forms.size === 0) continue;
      expect([...(arabicKeys.get(key) ?? [])].sort(), key).toEqual([...arabicForms].sort());
    }
  });

  it('uses the same interpolation variables as English', () => {
    const englishNames = interpolations(english);
    for (const [key, names] of interpolations(arabic ?? {})) {
      expect([...names].sort(), key).toEqual([...(englishNames.get(key) ?? [])].sort());
    }
  });
});

describe.each(noveltyLanguages)('the novelty language %s', (language) => {
  const files = namespacesOf(language);

  it('covers at least the common, home and player namespaces', () => {
    expect(files).toEqual(expect.arrayContaining(['common', 'home', 'player']));
  });

  it.each(files)('only translates keys English has, with its variables (%s)', (namespace) => {
    const strings = readNamespace(language, namespace) ?? {};
    const englishKeys = keysOf('en', namespace);
    const englishNames = interpolations(readNamespace('en', namespace) ?? {});
    for (const [key, names] of interpolations(strings)) {
      expect(englishKeys.has(key), `${namespace}:${key}`).toBe(true);
      expect([...names].sort(), key).toEqual([...(englishNames.get(key) ?? [])].sort());
    }
  });
});
