import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { collectConsoleErrors } from './console-errors.ts';
import { useLanguage } from './locale.ts';

/** The demo movie Sintel's player route: HLS with two audio renditions, and caption files. */
export const SINTEL = '/media/tmdb-movie-45745-sintel';
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * A page in a fresh browser context with the app in `language`, waiting 30 s at most by default:
 * a click that starts a load (a caption file, the next episode) took over 15 s in clean-clone runs
 * with the type-check and the server tests beside the browser.
 */
export async function newPlayerPage(
  browser: Browser,
  options: BrowserContextOptions,
  language = 'en',
) {
  const context = await browser.newContext(options);
  await useLanguage(context, language);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/** Opens Sintel (with `query` on its address) and waits until the video really plays. */
export async function openSintel(page: Page, baseUrl: string, query = ''): Promise<void> {
  await page.goto(`${baseUrl}${SINTEL}${query}`);
  await page.locator('video').waitFor();
  const playing = () => (document.querySelector('video')?.currentTime ?? 0) > 0.5;
  await page.waitForFunction(playing, null, { timeout: 30_000 });
}

/** A desktop page playing Sintel, and the errors its console logs from the start. */
export async function sintelPlaying(browser: Browser, baseUrl: string) {
  const { context, page } = await newPlayerPage(browser, DESKTOP);
  const consoleErrors = collectConsoleErrors(page);
  await openSintel(page, baseUrl);
  return { context, page, consoleErrors };
}
