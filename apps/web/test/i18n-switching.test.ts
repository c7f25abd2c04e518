import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function preferBrowserLanguages(tags: string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: tags, configurable: true });
}

async function loadApp() {
  const [{ i18next }, { useLanguageStore }] = await Promise.all([
    import('../src/shared/i18n/i18n.ts'),
    import('../src/shared/i18n/language.ts'),
  ]);
  return { i18next, useLanguageStore };
}

// i18next lives outside the module registry, so one instance serves every test: wait for the
// language of this start to be in place rather than for the first initialisation.
async function settled(
  i18next: { isInitialized: boolean; resolvedLanguage?: string },
  code = 'en',
) {
  await vi.waitFor(() => {
    expect(i18next.isInitialized).toBe(true);
    expect(i18next.resolvedLanguage).toBe(code);
  });
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

afterEach(() => {
  preferBrowserLanguages(['en-US', 'en']);
});

describe('choosing the language at start', () => {
  it('falls back to English when the browser prefers nothing we ship', async () => {
    preferBrowserLanguages(['de-DE', 'fr']);
    const { i18next, useLanguageStore } = await loadApp();
    await settled(i18next);
    expect(useLanguageStore.getState().language).toBe('en');
    expect(i18next.t('home:search.label')).toBe('Search movies and TV shows');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows the browser and mirrors the page for Arabic', async () => {
    preferBrowserLanguages(['ar-SA', 'en']);
    const { i18next, useLanguageStore } = await loadApp();
    expect(useLanguageStore.getState().language).toBe('ar');
    // Direction is set before translations arrive, so the first paint is already mirrored.
    expect(document.documentElement.dir).toBe('rtl');
    await vi.waitFor(() =>
      expect(i18next.t('home:search.label')).toBe('ابحث عن الأفلام والمسلسلات'),
    );
  });

  it('prefers the stored choice over the browser', async () => {
    preferBrowserLanguages(['ar']);
    localStorage.setItem(
      '__MW::locale',
      JSON.stringify({ state: { language: 'pirate' }, version: 1 }),
    );
    const { i18next, useLanguageStore } = await loadApp();
    await settled(i18next, 'pirate');
    expect(useLanguageStore.getState().language).toBe('pirate');
    expect(document.documentElement.lang).toBe('en-x-pirate');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('ignores a stored language we no longer ship', async () => {
    preferBrowserLanguages(['en']);
    localStorage.setItem('__MW::locale', JSON.stringify({ state: { language: 'xx' }, version: 1 }));
    const { useLanguageStore } = await loadApp();
    expect(useLanguageStore.getState().language).toBe('en');
  });
});

describe('switching through the language store', () => {
  it('loads the language, flips the direction and remembers the choice', async () => {
    preferBrowserLanguages(['en']);
    const { i18next, useLanguageStore } = await loadApp();
    await settled(i18next);
    expect(i18next.hasResourceBundle('ar', 'player')).toBe(false);

    useLanguageStore.getState().setLanguage('ar');
    await vi.waitFor(() => expect(i18next.language).toBe('ar'));
    expect(i18next.t('player:controls.play')).toBe('تشغيل');
    expect(i18next.t('home:search.resultsCount', { count: 2 })).toBe('عنوانان');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(JSON.parse(localStorage.getItem('__MW::locale')!).state).toEqual({ language: 'ar' });

    useLanguageStore.getState().setLanguage('en');
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(i18next.t('player:controls.play')).toBe('Play');
  });

  it('fills keys a novelty language leaves out with English', async () => {
    preferBrowserLanguages(['en']);
    const { i18next, useLanguageStore } = await loadApp();
    useLanguageStore.getState().setLanguage('pirate');
    await vi.waitFor(() => expect(i18next.language).toBe('pirate'));
    const english = i18next.getFixedT('en', 'home');
    expect(i18next.t('home:search.label')).not.toBe(english('search.label'));
    i18next.addResourceBundle('en', 'home', { onlyInEnglish: 'English text' }, true, true);
    // A key this test adds at run time, so no locale file (and no key type) has it.
    const untypedT = i18next.t as (key: string) => string;
    expect(untypedT('home:onlyInEnglish')).toBe('English text');
  });

  it('refuses a language we do not ship', async () => {
    preferBrowserLanguages(['en']);
    const { useLanguageStore } = await loadApp();
    useLanguageStore.getState().setLanguage('klingon');
    expect(useLanguageStore.getState().language).toBe('en');
  });
});
