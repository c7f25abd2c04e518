import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { useLanguage } from '../locale.ts';

interface Palette {
  theme: string | null;
  background: string;
  accent: string;
}

// The active theme's button is named with its badge too ('Blue Active'), hence the patterns.

/** What is on screen: the theme mark on <html>, the page's colour and the accent variable. */
function palette(page: Page): Promise<Palette> {
  return page.evaluate(() => {
    const root = document.documentElement;
    return {
      theme: root.dataset.theme ?? null,
      background: getComputedStyle(document.body).backgroundColor,
      accent: getComputedStyle(root).getPropertyValue('--color-accent').trim(),
    };
  });
}

/** Issue 4: choosing a theme on /settings recolours the app, and the choice survives a reload. */
describe('themes', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let original: Palette;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, 'en');
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    consoleErrors = collectConsoleErrors(page);
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Blue\b/ }).waitFor();
    original = await palette(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Every test must leave the console clean; checked after each, so each one can run alone.
  afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('starts on the violet default', () => {
    expect(original).toEqual({ theme: null, background: 'rgb(13, 10, 26)', accent: '#8356e7' });
  });

  it('previews a theme while it has keyboard focus and drops the preview on leaving it', async () => {
    const blue = page.getByRole('button', { name: /^Blue\b/ });
    await blue.focus();
    await expect.poll(() => palette(page).then((p) => p.theme)).toBe('blue');
    await blue.blur();
    await expect.poll(() => palette(page)).toEqual(original);
  });

  it('recolours the page when a theme is chosen', async () => {
    const blue = page.getByRole('button', { name: /^Blue\b/ });
    await blue.press('Enter');
    await expect.poll(() => blue.getAttribute('aria-pressed')).toBe('true');
    await page.mouse.move(0, 0);
    const chosen = await palette(page);
    expect(chosen.theme).toBe('blue');
    expect(chosen.background).toBe('rgb(10, 16, 31)');
    expect(chosen.accent).not.toBe(original.accent);
  });

  describe('with Blue chosen', () => {
    beforeEach(async () => {
      const blue = page.getByRole('button', { name: /^Blue\b/ });
      if ((await blue.getAttribute('aria-pressed')) === 'true') return;
      await blue.click();
      await expect.poll(() => blue.getAttribute('aria-pressed')).toBe('true');
    });

    it('keeps the chosen theme after a reload', async () => {
      await page.reload();
      await page.getByRole('button', { name: /^Blue\b/ }).waitFor();
      expect((await palette(page)).background).toBe('rgb(10, 16, 31)');
      expect(await page.getByRole('button', { name: /^Blue\b/ }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    });

    it('returns to the default theme', async () => {
      await page.getByRole('button', { name: /^Default\b/ }).click();
      await page.mouse.move(0, 0);
      await expect.poll(() => palette(page)).toEqual(original);
      await page.reload();
      await page.getByRole('button', { name: /^Default\b/ }).waitFor();
      expect(await palette(page)).toEqual(original);
    });
  });
});
