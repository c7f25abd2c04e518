import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { useLanguage } from '../locale.ts';

/**
 * Turns the featured slider on, as the Appearance setting does, before any script of the app
 * runs (the preferences store, core's preferencesStore, version 1; later versions migrate it).
 */
async function enableFeatured(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (localStorage.getItem('__MW::preferences') === null) {
      localStorage.setItem(
        '__MW::preferences',
        JSON.stringify({ state: { enableFeatured: true }, version: 1 }),
      );
    }
  });
}

/** Waits for the slide's fade-in to end: halfway, its text is too faint for axe's contrast rule. */
async function fadedIn(slider: Locator): Promise<void> {
  await slider.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** The featured slider in the browser, against the real server and its embedded catalog. */
describe('featured slider', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    expect(consoleErrors).toEqual([]);
    await context?.close();
  });

  /** A fresh visitor with the slider on, whose page timers run on Playwright's clock. */
  async function openPage(path: string): Promise<void> {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, 'en');
    await enableFeatured(context);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    consoleErrors = collectConsoleErrors(page);
    // Seconds pass with runFor, without waiting them out.
    await page.clock.install();
    await page.goto(`${baseUrl}${path}`);
  }

  it('advances by itself and holds still while the mouse is over it', async () => {
    await openPage('/');

    const slider = page.getByRole('region', { name: 'Featured' });
    const slide = (name: string) => slider.getByRole('group', { name });
    // Home features the editor picks: 6 movies and 4 shows.
    await slide('1 of 10').waitFor();
    await slider.getByRole('link', { name: 'More Info' }).waitFor();
    await fadedIn(slider);
    expect(await findAxeViolations(page)).toEqual([]);

    await page.clock.runFor(8000);
    await slide('2 of 10').waitFor();

    await slider.hover();
    // The hold has taken effect once the slide is announced (it is only while something holds
    // it); on a loaded machine the clock could otherwise run before the page saw the pointer.
    await slider.locator('[role="group"][aria-live="polite"]').waitFor();
    await page.clock.runFor(30_000);
    expect(await slider.getByRole('group').getAttribute('aria-label')).toBe('2 of 10');

    // Below the slider; the slider runs on for what it had left before the hover.
    await page.mouse.move(640, 790);
    await page.clock.runFor(8000);
    await slide('3 of 10').waitFor();
  });

  it('follows the discover tab, and the dice open a random movie after counting down', async () => {
    await openPage('/discover');
    const slider = page.getByRole('region', { name: 'Featured' });
    await slider.getByRole('group', { name: '1 of 10' }).waitFor();
    const moreInfo = slider.getByRole('link', { name: 'More Info' });
    expect(await moreInfo.getAttribute('href')).toMatch(/details=movie-\d+$/);
    await page.getByRole('tab', { name: 'TV Shows' }).click();
    await expect.poll(() => moreInfo.getAttribute('href')).toMatch(/details=tv-\d+$/);

    await page.getByRole('button', { name: 'Watch Something Random' }).click();
    const status = page.getByText(/^Playing .+ in 5…$/);
    await status.waitFor();
    await fadedIn(slider);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.clock.runFor(5000);
    // Where the dice lead is under test here, not the player, so the wait ends at the address.
    await page.waitForURL((url) => /^\/media\/tmdb-movie-\d+-random$/.test(url.pathname), {
      waitUntil: 'commit',
    });
  });
});
