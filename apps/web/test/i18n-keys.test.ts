import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dynamicTranslationCalls,
  keyPattern,
  keysBehindDynamicCalls,
  scanTranslationKeys,
  type KeyUsage,
} from './i18n-key-scan.ts';
import {
  baseKeys,
  hasKey,
  interpolations,
  localeLanguages,
  namespacesOf,
  readNamespace,
  sourceFiles,
  webSource,
} from './i18n-locale-keys.ts';

const namespaces = new Set(namespacesOf('en'));
const realTranslations = ['en', 'ar'];
const noveltyLanguages = localeLanguages().filter((code) => !realTranslations.includes(code));

function usagesInCode(): KeyUsage[] {
  return sourceFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const name = relative(webSource, file);
    return [
      ...scanTranslationKeys(source, name, namespaces),
      ...keysBehindDynamicCalls(source, name, namespaces),
    ];
  });
}

/** t(expression) calls whose file spells out no key the expression could hold. */
function dynamicCallsWithoutKeys(): string[] {
  return sourceFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const name = relative(webSource, file);
    const keys = keysBehindDynamicCalls(source, name, namespaces);
    return dynamicTranslationCalls(source, name)
      .filter((call) => !keys.some((usage) => usage.namespace === call.namespace))
      .map((call) => `t(${call.expression}) (${call.file}:${call.line})`);
  });
}

function keysOf(language: string, namespace: string): Map<string, Set<string>> {
  return baseKeys(readNamespace(language, namespace) ?? {});
}

function describeUsage(usage: KeyUsage): string {
  return `${usage.namespace}:${usage.key} (${usage.file}:${usage.line})`;
}

/** The usages whose key (or, for patterns, every key the pattern could mean) `language` lacks. */
function missingIn(language: string, usages: KeyUsage[]): string[] {
  return usages
    .filter((usage) => {
      const keys = keysOf(language, usage.namespace);
      if (!usage.isPattern) return !hasKey(keys, usage.key);
      const pattern = keyPattern(usage.key);
      const englishMatches = [...keysOf('en', usage.namespace).keys()].filter((key) =>
        pattern.test(key),
      );
      if (englishMatches.length === 0) return true;
      return englishMatches.some((key) => !keys.has(key));
    })
    .map(describeUsage);
}

describe('translation keys used in code', () => {
  const usages = usagesInCode();

  it('finds the keys the existing pages use', () => {
    expect(usages.length).toBeGreaterThan(50);
    expect(usages.map((usage) => `${usage.namespace}:${usage.key}`)).toEqual(
      expect.arrayContaining(['home:search.label', 'player:controls.play']),
    );
  });

  it('finds keys passed through variables in the literals of the same file', () => {
    expect(usages.map((usage) => `${usage.namespace}:${usage.key}`)).toEqual(
      expect.arrayContaining([
        'layout:watchParty.emptyRoom',
        'settings:connections.proxy.duplicate',
        'admin:errors.workerStatus',
      ]),
    );
  });

  it('can see the keys of every t() call that takes its key from a variable', () => {
    // Spell such keys out as literals in the calling file (a map or a union type).
    expect(dynamicCallsWithoutKeys()).toEqual([]);
  });

  it('only names namespaces that have an English file', () => {
    const unknown = usages.filter((usage) => !namespaces.has(usage.namespace));
    expect(unknown.map(describeUsage)).toEqual([]);
  });

  it('reports a key missing from a map behind t(variable)', () => {
    const source = `
      const errorText = { gone: 'connections.noSuchKey', ok: 'connections.invalidUrl' } as const;
      function Row() { const { t } = useTranslation('settings'); return t(errorText[error]); }`;
    const mapped = keysBehindDynamicCalls(source, 'Row.tsx', namespaces);
    expect(missingIn('en', mapped)).toEqual(['settings:connections.noSuchKey (Row.tsx:2)']);
    expect(missingIn('ar', mapped)).toEqual(['settings:connections.noSuchKey (Row.tsx:2)']);
  });

  it.each(realTranslations)('exist in %s', (language) => {
    expect(missingIn(language, usages)).toEqual([]);
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
