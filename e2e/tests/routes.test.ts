import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { useLanguage } from '../locale.ts';
import { APP_ROUTES, expectedTitle } from '../route-table.ts';
import { visitRoute } from '../visit-route.ts';

const LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
] as const;

/**
 * Issue 4: every route opens in English and in Arabic with its own title, the language's
 * direction on <html>, and nothing logged as an error.
 */
describe.each(LANGUAGES)('every route in $code', ({ code, dir }) => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, code);
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(APP_ROUTES)('$path', async (route) => {
    await visitRoute(page, baseUrl, route, code);
    expect(await page.title()).toBe(expectedTitle(route, code));
    const root = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
    }));
    expect(root).toEqual({ lang: code, dir });
    expect(consoleErrors).toEqual([]);
  });

  it('shows the refusal on /admin to a visitor without the admin role', async () => {
    await page.goto(`${baseUrl}/admin`);
    const heading = code === 'en' ? 'Admins only' : 'للمشرفين فقط';
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(
      await page.getByRole('link', { name: code === 'en' ? 'Log in' : 'تسجيل الدخول' }).count(),
    ).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
