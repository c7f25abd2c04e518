import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { DESKTOP, newPlayerPage } from '../sintel-player.ts';

const TEARS_OF_STEEL = /\/media\/tmdb-movie-133701-tears-of-steel$/;
/** Longer than the rest of the search box's pause, so the pause ends while the code loads. */
const CHUNK_DELAY_MS = 400;

/**
 * A quick keyboard user: types, and clicks a result before the address has caught up with the
 * typing. The player's code loads on demand; while it does, the home page is still mounted and its
 * pending search-address update must not send the viewer back to the results.
 */
describe('a result clicked right after typing', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPlayerPage(browser, DESKTOP));
    consoleErrors = collectConsoleErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Every later script (the player's chunks) arrives late, as on a slow connection, so the race
  // is met every time rather than now and then.
  const slowScripts = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    await route.continue();
  };

  it('lands in the player every time, 20 times in a row', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      await page.goto(`${baseUrl}/browse/${encodeURIComponent('Tears of')}`);
      const result = page.getByRole('link', { name: /Tears of Steel/ }).first();
      await result.waitFor();
      // Aimed before typing, so the click follows the last key with nothing in between.
      const box = (await result.boundingBox())!;
      await page.route('**/*.js', slowScripts);
      await page.getByRole('searchbox').focus();
      await page.evaluate(() => {
        const times = { key: 0, click: 0 };
        (window as unknown as { __times: typeof times }).__times = times;
        document.addEventListener('keydown', (e) => (times.key = e.timeStamp), true);
        document.addEventListener('click', (e) => (times.click = e.timeStamp), true);
      });
      await page.keyboard.type(' Steel', { delay: 20 });
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const gap = await page.evaluate(() => {
        const times = (window as unknown as { __times: { key: number; click: number } }).__times;
        return times.click - times.key;
      });
      expect(gap, `attempt ${attempt}: clicked ${gap} ms after the last key`).toBeLessThan(100);

      await page.waitForURL(TEARS_OF_STEEL);
      // Past the end of the search box's pause and the code's arrival: still in the player.
      await page.waitForTimeout(CHUNK_DELAY_MS + 300);
      expect(new URL(page.url()).pathname, `attempt ${attempt}`).toMatch(TEARS_OF_STEEL);
      await page.unroute('**/*.js', slowScripts);
    }
    expect(consoleErrors).toEqual([]);
  });
});
