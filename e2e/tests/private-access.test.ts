import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughWizard } from '../account-wizard.ts';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { startServer, type RunningServer } from '../server.ts';
import { DESKTOP, newPlayerPage, SINTEL } from '../sintel-player.ts';

/**
 * Issue 21: a server with ACCESS=accounts. A signed-out visitor is led to log in, and once signed
 * in the demo title plays from links signed for the session, every playlist, segment and caption
 * of it included; nothing of the library answers without one.
 */
describe('a private server', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ ACCESS: 'accounts' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refuses the library and its files to a request without a session', async () => {
    const base = server.baseUrl;
    const streams = await fetch(`${base}/library/streams/movie/45745`);
    expect(streams.status).toBe(401);
    const file = await fetch(
      `${base}/media-files/demo/Sintel%20(2010)%20%5Btmdbid-45745%5D/master.m3u8`,
    );
    expect(file.status).toBe(401);
    expect(file.headers.get('access-control-allow-origin')).toBeNull();
  });

  /** The passphrase of an account registered through the wizard in a browser of its own. */
  let words: string[] = [];

  async function passphrase(): Promise<string> {
    if (words.length === 0) {
      const registering = await newPlayerPage(browser, DESKTOP);
      words = await registerThroughWizard(registering.page, server.baseUrl, { device: 'Desktop' });
      await registering.context.close();
    }
    return words.join(' ');
  }

  /**
   * Opens the demo title signed out, logs in on the page it leads to, and checks that the title
   * plays from links signed for the new session only.
   */
  async function logInAndPlay(scrapeLocation: 'browser' | 'server'): Promise<string[]> {
    const base = server.baseUrl;
    const typed = await passphrase();
    const { context, page } = await newPlayerPage(browser, DESKTOP);
    await context.addInitScript((location) => {
      // The preferences store (version 2) with only the place sources run changed.
      localStorage.setItem(
        '__MW::preferences',
        JSON.stringify({ state: { scrapeLocation: location }, version: 2 }),
      );
    }, scrapeLocation);
    const consoleErrors = collectConsoleErrors(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/scrape') || pathname.startsWith('/library/streams')) {
        calls.push(`${request.method()} ${pathname}`);
      }
    });
    const media: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/media-files/')) {
        media.push({ url: `${url.pathname}${url.search}`, status: response.status() });
      }
    });

    await page.goto(`${base}/`);
    await page.getByRole('region', { name: 'This server is private' }).waitFor();

    await page.goto(`${base}${SINTEL}`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('12-word passphrase').fill(typed);
    await page.getByLabel('Device name').fill(`Sources in the ${scrapeLocation}`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${base}${SINTEL}`);

    await page.locator('video').waitFor();
    const playing = () => (document.querySelector('video')?.currentTime ?? 0) > 1;
    await page.waitForFunction(playing, null, { timeout: 30_000 });
    // The master playlist, a rendition's playlist and its segments all came through signed links.
    expect(media.length).toBeGreaterThan(2);
    for (const answer of media) {
      expect(answer.url).toMatch(/\?sig=[0-9a-f-]+\.[0-9a-z]+\.[\w-]{22}$/);
      expect([200, 206]).toContain(answer.status);
    }
    expect(media.some((answer) => answer.url.includes('/master.m3u8?'))).toBe(true);
    expect(media.some((answer) => /\.(ts|m4s|mp4)\?/.test(answer.url))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
    return calls;
  }

  it('leads a signed-out visitor to log in, then plays the title from signed links', async () => {
    const calls = await logInAndPlay('browser');
    expect(calls).toContain('GET /library/streams/movie/45745');
  });

  it('plays it as well when the sources run on the server', async () => {
    const calls = await logInAndPlay('server');
    expect(calls).toContain('POST /scrape');
    expect(calls.filter((call) => call.startsWith('GET /library/streams'))).toEqual([]);
  });
});
