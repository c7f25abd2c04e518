import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { useLanguage } from '../locale.ts';

/** The demo show: two seasons of three one-minute episodes, with library media. */
const SHOW_ID = 99000001;
const SHOW = `/media/tmdb-tv-${SHOW_ID}-screenroom-test-card`;
const SHOW_TITLE = 'Screenroom Test Card';

/**
 * Turns the details window on, as the Appearance setting does, and the Plays here filter off (this
 * server plays few titles, so it would start on and hide the rows and results these tests open),
 * before any script of the app runs (core's preferencesStore, version 3).
 */
async function enableDetailsWindow(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (localStorage.getItem('__MW::preferences') === null) {
      localStorage.setItem(
        '__MW::preferences',
        JSON.stringify({
          state: { enableDetailsModal: true, playsHereFilter: false },
          version: 3,
        }),
      );
    }
  });
}

const search = (page: Page) => new URL(page.url()).search;
const pathname = (page: Page) => new URL(page.url()).pathname;

/** The details window in the browser, against the real server and its embedded catalog. */
describe('details window', () => {
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

  /** A fresh visitor with the window turned on, in `language`, at `width` CSS pixels. */
  async function openContext(language = 'en', width = 1280): Promise<void> {
    context = await browser.newContext({ viewport: { width, height: 800 } });
    await useLanguage(context, language);
    await enableDetailsWindow(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    consoleErrors = collectConsoleErrors(page);
  }

  // Every test must leave the console clean; checked after each, so each one can run alone.
  afterEach(async () => {
    expect(consoleErrors).toEqual([]);
    await context?.close();
  });

  const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });

  it('opens from a discover card and closes on Escape, keeping the page behind', async () => {
    await openContext();
    await page.goto(`${baseUrl}/discover`);
    const topRated = page.getByRole('region', { name: 'Top rated movies' });
    await topRated.scrollIntoViewIfNeeded();
    await topRated.getByRole('link', { name: /The Shawshank Redemption/ }).click();
    const details = dialog('The Shawshank Redemption');
    await details.waitFor();
    expect(pathname(page)).toBe('/discover');
    expect(search(page)).toMatch(/^\?details=movie-\d+$/);
    // The logo stands for the title, with the facts beside it; nothing here plays this film, so
    // the window says so instead of offering Play.
    await details.getByRole('img', { name: 'The Shawshank Redemption' }).waitFor();
    await details.getByText(/^No source here has this title/).waitFor();
    expect(await details.getByRole('link', { name: 'Play' }).count()).toBe(0);
    await details.getByRole('region', { name: 'Cast' }).waitFor();
    // No trailer: the embedded catalog records none for this title.
    expect(await details.getByRole('button', { name: 'Watch trailer' }).count()).toBe(0);
    // Focus is inside, and Tab stays there.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await details.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(pathname(page)).toBe('/discover');
    expect(search(page)).toBe('');
    await topRated.getByRole('link', { name: /The Shawshank Redemption/ }).waitFor();
  });

  it('opens from a search result on home and Back closes it', async () => {
    await openContext();
    await page.goto(`${baseUrl}/browse/matrix`);
    await page
      .getByRole('link', { name: /The Matrix/ })
      .first()
      .click();
    const details = dialog('The Matrix');
    await details.waitFor();
    expect(pathname(page)).toBe('/browse/matrix');
    await page.goBack();
    await details.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}/browse/matrix`);
  });

  it('opens from its address, and season 2 episode 3 starts playing that episode', async () => {
    await openContext();
    await page.goto(`${baseUrl}/?details=tv-${SHOW_ID}`);
    const details = dialog(SHOW_TITLE);
    await details.waitFor();
    await details.getByRole('combobox', { name: 'Season' }).selectOption('2');
    await details.getByRole('list', { name: 'Season 2' }).waitFor();
    await details.getByRole('link', { name: 'Play episode 3: Switching Lanes' }).click();
    await page.waitForURL((url) => url.pathname === `${SHOW}/2/3`);
    await page.locator('video').waitFor();
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0.2);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("opens from the player's top bar and closes back to the player", async () => {
    await openContext();
    await page.goto(`${baseUrl}${SHOW}/1/1`);
    await page.locator('video').waitFor();
    await page.mouse.move(640, 300);
    await page.getByRole('button', { name: `Details of ${SHOW_TITLE}` }).click();
    const details = dialog(SHOW_TITLE);
    await details.waitFor();
    expect(pathname(page)).toBe(`${SHOW}/1/1`);
    expect(search(page)).toBe(`?details=tv-${SHOW_ID}`);
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}${SHOW}/1/1`);
  });

  it("offers no trailer when the trailer's host cannot be reached", async () => {
    await openContext();
    // Interstellar records trailers, but here the browser cannot reach YouTube: the harness sends
    // every request that leaves this machine to a dead loopback proxy, the trailer's still among
    // them.
    const still = 'https://i.ytimg.com/vi/LY19rHKAaAg/mqdefault.jpg';
    const probe = page.waitForEvent('requestfailed', (request) => request.url() === still);
    const report = page.waitForEvent('console', (message) => message.location().url === still);
    await page.goto(`${baseUrl}/?details=movie-157336`);
    const details = dialog('Interstellar');
    // The window has settled once it gives the title's verdict: no source on this server has
    // Interstellar. (Play shows only until that verdict arrives, so it is no sign of anything.)
    await details.getByRole('status').getByText('No source here has this title.').waitFor();
    expect((await probe).failure()?.errorText).toBe('net::ERR_PROXY_CONNECTION_FAILED');
    expect(await details.getByRole('button', { name: 'Watch trailer' }).count()).toBe(0);
    // The browser reports the failed still as it would offline; that one line is expected.
    const reported = `${page.url()}: ${(await report).text()}`;
    expect(consoleErrors).toEqual([reported]);
    consoleErrors.length = 0;
  });

  it('copies the link to the window', async () => {
    await openContext();
    await page.goto(`${baseUrl}/?details=tv-${SHOW_ID}`);
    const details = dialog(SHOW_TITLE);
    await details.getByRole('button', { name: 'Share' }).click();
    await details.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl}/?details=tv-${SHOW_ID}`,
    );
  });

  it('fits a 390 px wide phone', async () => {
    await openContext('en', 390);
    await page.goto(`${baseUrl}/?details=tv-${SHOW_ID}`);
    const details = dialog(SHOW_TITLE);
    await details.getByRole('list', { name: 'Season 1' }).waitFor();
    const box = await details.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await details.getByRole('button', { name: 'Close details' }).click();
    await details.waitFor({ state: 'detached' });
  });

  it.each([
    ['en', SHOW_TITLE, 'Season 1'],
    ['ar', SHOW_TITLE, 'Season 1'],
  ])('passes axe with the window open in %s', async (language, title, seasonList) => {
    await openContext(language);
    await page.goto(`${baseUrl}/?details=tv-${SHOW_ID}`);
    const details = page.getByRole('dialog');
    await details.getByRole('list', { name: seasonList }).waitFor();
    await details.getByRole('img', { name: title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(
      language === 'ar' ? 'rtl' : 'ltr',
    );
    expect(await findAxeViolations(page)).toEqual([]);
  });

  it.each(['en', 'ar'])(
    'passes axe with a movie window opened from the lists page in %s',
    async (language) => {
      await openContext(language);
      await page.goto(`${baseUrl}/discover/all`);
      const blender = page.getByRole('region', { name: 'Blender open movies' });
      await blender.getByRole('link', { name: /Sintel/ }).click();
      const details = dialog('Sintel');
      await details
        .getByRole('region', { name: language === 'ar' ? 'طاقم التمثيل' : 'Cast' })
        .waitFor();
      expect(pathname(page)).toBe('/discover/all');
      expect(search(page)).toBe('?details=movie-45745');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      expect(await findAxeViolations(page)).toEqual([]);
    },
  );
});
