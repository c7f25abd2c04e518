import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { openSintel, SINTEL } from '../sintel-player.ts';

/**
 * Issue 2's path through every layer: search the offline catalog, open a title, the library
 * source finds the bundled demo media, the video plays, the quality menu switches the HLS level,
 * and the title comes back in Continue Watching after a reload.
 */
describe('find a title and play it', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    // The scraping screen gives way to the player as soon as a stream is found, often within a
    // frame: record every status the library source shows instead of polling for it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __librarySourceStatuses: string[] }).__librarySourceStatuses = seen;
      new MutationObserver(() => {
        const status = document
          .querySelector('[data-testid="source-library"]')
          ?.getAttribute('data-status');
        if (status && seen[seen.length - 1] !== status) seen.push(status);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Every step must leave the console clean; checked after each, so each one can run alone.
  afterEach(() => {
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  /** Each player step starts with Sintel playing; it is opened unless a step before left it so. */
  async function playingSintel(): Promise<void> {
    if (page.url().includes(SINTEL)) return;
    await openSintel(page, baseUrl);
  }

  it('searches the catalog from the home page', async () => {
    await page.goto(baseUrl);
    const search = page.getByRole('searchbox');
    await search.waitFor();
    await page.keyboard.press('/');
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await search.fill('sintel');
    await page.waitForURL(/\/browse\/sintel/);
    const card = page.getByRole('link', { name: /Sintel/ }).first();
    await card.waitFor();
    expect(await card.getAttribute('href')).toMatch(/^\/media\/tmdb-movie-45745-sintel/);
  });

  describe('from the search results', () => {
    beforeEach(async () => {
      await page.goto(`${baseUrl}/browse/sintel`);
    });

    it('opens the title, finds the library stream and plays it', async () => {
      await page
        .getByRole('link', { name: /Sintel/ })
        .first()
        .click();
      await page.waitForURL(/\/media\/tmdb-movie-45745/);
      const video = page.locator('video');
      await video.waitFor();
      const statuses = await page.evaluate(
        () => (window as unknown as { __librarySourceStatuses: string[] }).__librarySourceStatuses,
      );
      expect(statuses).toContain('success');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
        .toBeGreaterThan(3);
      expect(await page.title()).toBe('Sintel - Screenroom');
    });
  });

  describe('with the title playing', () => {
    beforeEach(playingSintel);

    it('switches to 480p from the quality menu', async () => {
      const video = page.locator('video');
      await video.hover();
      await page.getByTestId('settings-button').click();
      await page
        .getByTestId('settings-overlay')
        .getByRole('button', { name: /quality/i })
        .click();
      await page.getByTestId('quality-480').click();
      // The demo media's pictures are 854×480 at that rung, so the decoded size proves the switch.
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 20_000 })
        .toBe(480);
      expect(
        await page.evaluate(() => JSON.parse(localStorage.getItem('__MW::quality') ?? '{}')),
      ).toMatchObject({ state: { automaticQuality: false, lastChosenQuality: '480' } });
    });

    it('lists the title in Continue Watching after a reload of the home page', async () => {
      // Continue Watching needs 20 s watched: skip ahead 30 s with the l key,
      // then wait for the next 3-second save to store that position.
      const video = page.locator('video');
      await page.keyboard.press('Escape');
      for (let i = 0; i < 3; i++) await page.keyboard.press('l');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(25);
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const saved = JSON.parse(localStorage.getItem('__MW::progress') ?? '{}') as {
                state?: { items?: Record<string, { progress?: { watched: number } }> };
              };
              return saved.state?.items?.['45745']?.progress?.watched ?? 0;
            }),
          { timeout: 10_000 },
        )
        .toBeGreaterThan(25);
      await page.goto(baseUrl);
      const section = page.getByRole('region', { name: /continue watching/i });
      await section.waitFor();
      await expect.poll(() => section.getByRole('link', { name: /Sintel/ }).count()).toBe(1);
    });
  });
});
