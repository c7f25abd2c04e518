import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { DESKTOP, newPlayerPage, openSintel } from '../sintel-player.ts';

/**
 * A viewer who chose "On this server": the page POSTs the scrape to our server, replays the
 * streamed lines into the scraping screen, and plays what the server's library source found; when
 * nothing plays and a source failed, the screen says per source why, in the viewer's language.
 */
describe('sources run on our server', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const scrapeCalls: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const opened = await newPlayerPage(browser, DESKTOP);
    page = opened.page;
    await opened.context.addInitScript(() => {
      // The preferences store (version 2) with only the place changed; the rest are defaults.
      localStorage.setItem(
        '__MW::preferences',
        JSON.stringify({ state: { scrapeLocation: 'server' }, version: 2 }),
      );
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/scrape') || pathname.startsWith('/library/streams')) {
        scrapeCalls.push(`${request.method()} ${pathname}`);
      }
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('plays the library stream the server found', async () => {
    await openSintel(page, baseUrl);
    // The library was read by the server in process, never by the page.
    expect(scrapeCalls).toContain('POST /scrape');
    expect(scrapeCalls.filter((call) => call.includes('/library/streams'))).toEqual([]);
    const src = await page.locator('video').evaluate((video: HTMLVideoElement) => video.src);
    expect(src).not.toBe('');
  });

  /**
   * The Matrix, which no library folder holds, with the viewer's Jellyfin at a name that never
   * resolves (`.invalid`): the library answers not found, Jellyfin cannot be reached.
   */
  async function matrixWithUnreachableJellyfin(language: string): Promise<Page> {
    const opened = await newPlayerPage(browser, DESKTOP, language);
    await opened.context.addInitScript(() => {
      localStorage.setItem(
        '__MW::preferences',
        JSON.stringify({ state: { scrapeLocation: 'server' }, version: 2 }),
      );
      localStorage.setItem(
        '__screenroom::source-credentials',
        JSON.stringify({
          state: {
            credentials: { jellyfin: { url: 'http://jellyfin.invalid', apiKey: 'e2e-key' } },
          },
          version: 0,
        }),
      );
    });
    await opened.page.goto(`${baseUrl}/media/tmdb-movie-603-the-matrix`);
    return opened.page;
  }

  const statusOf = (page: Page, id: string) =>
    page.getByTestId(`source-${id}`).locator('span').last().textContent();

  it('says per source why nothing played when a source failed', async () => {
    const failing = await matrixWithUnreachableJellyfin('en');
    await failing
      .getByRole('alert')
      .getByText('Nothing here could play this: some sources could not be asked.', {
        exact: false,
      })
      .waitFor();
    expect(await statusOf(failing, 'library')).toBe('Not found');
    expect(await statusOf(failing, 'jellyfin')).toBe('Could not be reached');
    await failing.context().close();

    const arabic = await matrixWithUnreachableJellyfin('ar');
    const alert = arabic.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'لا شيء هنا يمكنه تشغيل هذا: تعذّر سؤال بعض المصادر. يذكر كل مصدر السبب أدناه. أعد التحميل للمحاولة مرة أخرى.',
    );
    expect(await statusOf(arabic, 'library')).toBe('غير موجود');
    expect(await statusOf(arabic, 'jellyfin')).toBe('تعذّر الوصول إليه');
    expect(await findAxeViolations(arabic)).toEqual([]);
    await arabic.context().close();
  });
});
