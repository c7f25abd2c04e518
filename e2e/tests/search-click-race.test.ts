import type { Browser, Frame, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { DESKTOP, newPlayerPage } from '../sintel-player.ts';

const TEARS_OF_STEEL = /\/media\/tmdb-movie-133701-tears-of-steel$/;
/** Longer than the rest of the search box's pause, so the pause ends while the code loads. */
const CHUNK_DELAY_MS = 400;
/** The search box's pause after the last key before it puts the query in the address. */
const SEARCH_DEBOUNCE_MS = 300;
/** A quick typist's time between keys. */
const TYPING_DELAY_MS = 20;

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
    // A try that ends while a script is held back has already moved on to the next page.
    await route.continue().catch(() => undefined);
  };

  /**
   * Clicks until `count` tries have met the case (the click within 100 ms of the last key), each
   * from the results for "Tears of": types " Steel" (pausing `pauseBeforeLastKeyMs` before its
   * last key, a quick typist's gap unless asked otherwise), clicks the Tears of Steel result, and
   * checks it lands in the player with every key typed still in the box at the click.
   */
  async function clickRightAfterTyping(
    count: number,
    pauseBeforeLastKeyMs = TYPING_DELAY_MS,
  ): Promise<void> {
    let landed = 0;
    // Where each try's page went, so a try that does not arrive says where it ended up instead.
    let visited: string[] = [];
    const onNavigated = (frame: Frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    };
    page.on('framenavigated', onNavigated);
    // A busy machine may now and then put more than 100 ms between the last key and the click;
    // such a try is not the case under test and is made again, up to a bound.
    for (let tries = 1; landed < count; tries++) {
      expect(tries, `only ${landed} of ${count} clicks came within 100 ms`).toBeLessThanOrEqual(
        count * 3,
      );
      await page.goto(`${baseUrl}/browse/${encodeURIComponent('Tears of')}`);
      visited = [];
      const result = page.getByRole('link', { name: /Tears of Steel/ }).first();
      await result.waitFor();
      // Aimed before typing, so the click follows the last key with nothing in between.
      const box = (await result.boundingBox())!;
      await page.route('**/*.js', slowScripts);
      await page.getByRole('searchbox').focus();
      await page.evaluate(() => {
        const times = { key: 0, click: 0, typed: '' };
        (window as unknown as { __times: typeof times }).__times = times;
        document.addEventListener('keydown', (e) => (times.key = e.timeStamp), true);
        document.addEventListener(
          'click',
          (e) => {
            times.click = e.timeStamp;
            times.typed = document.querySelector<HTMLInputElement>('input[type=search]')!.value;
          },
          true,
        );
      });
      await page.keyboard.type(' Stee', { delay: TYPING_DELAY_MS });
      await page.waitForTimeout(pauseBeforeLastKeyMs);
      await page.keyboard.type('l');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const { gap, typed } = await page.evaluate(() => {
        const times = (
          window as unknown as { __times: { key: number; click: number; typed: string } }
        ).__times;
        return { gap: times.click - times.key, typed: times.typed };
      });
      // Too late a click may even miss the card, which moves once the results follow the typing.
      if (gap >= 100) {
        await page.unroute('**/*.js', slowScripts);
        continue;
      }
      expect(typed, `try ${tries}: the box at the click`).toBe('Tears of Steel');

      // With every script held back and two browser test files running beside the type check, a
      // landing took more than the default 15 s in a clean-clone run; what is under test is
      // where it lands, not how soon.
      await page.waitForURL(TEARS_OF_STEEL, { timeout: 45_000 }).catch((error: unknown) => {
        throw new Error(
          `try ${tries}, ${gap} ms: not in the player after 45 s, at ${page.url()} having been at ` +
            `${visited.join(' → ') || 'nothing since the results'}`,
          { cause: error },
        );
      });
      // Past the end of the search box's pause and the code's arrival: the player has replaced the
      // home page (whose pending update, due before the code arrives, has run or been cancelled)
      // or the viewer was sent away from it.
      await page.waitForFunction(
        ({ pause, player }) => {
          const times = (window as unknown as { __times: { key: number } }).__times;
          const paused = performance.now() > times.key + pause;
          const left = !new RegExp(player).test(location.pathname);
          return left || (paused && document.querySelector('video') !== null);
        },
        { pause: SEARCH_DEBOUNCE_MS, player: TEARS_OF_STEEL.source },
      );
      expect(new URL(page.url()).pathname, `try ${tries}, ${gap} ms`).toMatch(TEARS_OF_STEEL);
      await page.unroute('**/*.js', slowScripts);
      landed += 1;
    }
    page.off('framenavigated', onNavigated);
  }

  it('lands in the player every time, 20 times in a row', async () => {
    await clickRightAfterTyping(20);
    expect(consoleErrors).toEqual([]);
  }, 420_000);

  // A pause as long as the search box's before the last key: the address follows the box (and the
  // results start to follow the address) just as that key and the click come. The key stays in the
  // box (the page is not remounted under it) and the result stays under the pointer.
  it('lands in the player when the address follows the box just before the last key', async () => {
    await clickRightAfterTyping(5, SEARCH_DEBOUNCE_MS + 20);
    expect(consoleErrors).toEqual([]);
  }, 240_000);
});
