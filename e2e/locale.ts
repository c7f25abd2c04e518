import type { BrowserContext } from 'playwright-core';

/**
 * Chooses the interface language the way a returning visitor has it: the locale store
 * (`__MW::locale`, core's localeStore, version 1) is written before any script of the app runs.
 */
export async function useLanguage(context: BrowserContext, language: string): Promise<void> {
  await context.addInitScript((code) => {
    if (localStorage.getItem('__MW::locale') === null) {
      localStorage.setItem(
        '__MW::locale',
        JSON.stringify({ state: { language: code }, version: 1 }),
      );
    }
  }, language);
}
