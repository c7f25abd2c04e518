import { describe, expect, it } from 'vitest';
import {
  dynamicTranslationCalls,
  keyLikeLiterals,
  keyPattern,
  keysBehindDynamicCalls,
  scanTranslationKeys,
} from './i18n-key-scan.ts';

const namespaces = new Set(['common', 'home', 'player']);

function keys(source: string): string[] {
  return scanTranslationKeys(source, 'file.tsx', namespaces).map(
    (usage) => `${usage.namespace}:${usage.key}${usage.isPattern ? ' (pattern)' : ''}`,
  );
}

describe('scanTranslationKeys', () => {
  it('uses the default namespace without useTranslation', () => {
    expect(keys(`const label = t('notFound.title');`)).toEqual(['common:notFound.title']);
  });

  it('takes the namespace from the nearest useTranslation before the call', () => {
    const source = `
      function A() { const { t } = useTranslation('home'); return t("search.label"); }
      function B() { const { t } = useTranslation(['player', 'common']); return t('back'); }`;
    expect(keys(source)).toEqual(['home:search.label', 'player:back']);
  });

  it('honours ns: prefixes, { ns } options and keyPrefix', () => {
    const source = `
      const { t } = useTranslation('home', { keyPrefix: 'search' });
      t('label'); t('player:controls.play'); t('notFound.title', { ns: 'common' });`;
    expect(keys(source)).toEqual([
      'home:search.label',
      'player:controls.play',
      'common:notFound.title',
    ]);
  });

  it('reads i18n.t, i18next.t and <Trans i18nKey>', () => {
    const source = `
      i18next.t('a.b'); i18n.t("c");
      <Trans i18nKey="media.watched" ns="home" values={{ percentage }} />`;
    expect(keys(source)).toEqual(['common:a.b', 'common:c', 'home:media.watched']);
  });

  it('turns template literals into patterns and ignores look-alike calls', () => {
    const source = 'const a = split("x"); t(`greeting.${period}`); set(\'y\'); format(`z`);';
    expect(keys(source)).toEqual(['common:greeting.${period} (pattern)']);
  });

  it('matches pattern keys on any text in place of ${…}', () => {
    const pattern = keyPattern('greeting.regular.${choice.period}');
    expect(pattern.test('greeting.regular.morning')).toBe(true);
    expect(pattern.test('greeting.special.420')).toBe(false);
  });
});

describe('keys passed through variables', () => {
  const source = `
    import { x } from './errors.ts';
    // it's a comment with 'fake.key' in it
    const errorText = { a: 'errors.first', b: "ns2:errors.second" } as const;
    export function Row() {
      const { t } = useTranslation('player');
      return <p className="py-0.5">{t('title.plain')} {t(errorText[error], { n })}</p>;
    }`;
  const namespaces2 = new Set(['common', 'player', 'ns2']);

  it('finds t(expression) calls and their namespace', () => {
    expect(
      dynamicTranslationCalls(source, 'Row.tsx').map((c) => [c.expression, c.namespace]),
    ).toEqual([['errorText[error]', 'player']]);
  });

  it('reads key-like literals outside comments, module paths and t() calls', () => {
    expect(keyLikeLiterals(source).map((l) => l.text)).toEqual([
      'errors.first',
      'ns2:errors.second',
      'title.plain',
    ]);
    expect(
      keysBehindDynamicCalls(source, 'Row.tsx', namespaces2).map((u) => `${u.namespace}:${u.key}`),
    ).toEqual(['player:errors.first', 'ns2:errors.second']);
  });

  it('adds nothing for a file without such calls', () => {
    expect(keysBehindDynamicCalls(`const a = 'errors.first';`, 'a.ts', namespaces2)).toEqual([]);
  });
});
