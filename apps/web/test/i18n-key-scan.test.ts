import { describe, expect, it } from 'vitest';
import { keyPattern, scanTranslationKeys } from './i18n-key-scan.ts';

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
