import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { DESKTOP, newPlayerPage, openSintel } from '../sintel-player.ts';

/**
 * A viewer who chose "On this server": the page POSTs the scrape to our server, replays the
 * streamed lines into the scraping screen, and plays what the server's library source found.
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
});
