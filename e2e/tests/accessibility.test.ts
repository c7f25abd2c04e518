import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { countTabbable, tabThrough } from '../keyboard.ts';
import { useLanguage } from '../locale.ts';
import { APP_ROUTES } from '../route-table.ts';
import { visitRoute } from '../visit-route.ts';

/** Issue 4: every route passes axe-core's WCAG 2.0/2.1 A and AA rules, in both directions. */
describe.each(['en', 'ar'])('axe-core WCAG 2.1 AA in %s', (code) => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, code);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(APP_ROUTES)('$path', async (route) => {
    await visitRoute(page, baseUrl, route, code);
    expect(await findAxeViolations(page)).toEqual([]);
  });
});

/** Every control is reachable with Tab and shows a focus ring; popups close on Escape. */
describe('keyboard', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, 'en');
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(APP_ROUTES.filter((route) => !route.path.startsWith('/media/')))(
    'tabs through every control of $path with a visible focus ring',
    async (route) => {
      await visitRoute(page, baseUrl, route, 'en');
      const tabbable = await countTabbable(page);
      const stops = await tabThrough(page, tabbable);
      const distinct = new Set(stops.map((stop) => stop.element));
      expect(stops.filter((stop) => !stop.ringVisible)).toEqual([]);
      expect(distinct.size).toBeGreaterThan(0);
      expect(stops.some((stop) => stop.element === 'body')).toBe(false);
    },
  );

  it('opens the account menu from the keyboard and closes it on Escape', async () => {
    await page.goto(`${baseUrl}/about`);
    const trigger = page.getByRole('button', { name: /account/i }).first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
