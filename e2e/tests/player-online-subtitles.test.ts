import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeOpenSubtitles,
  type FakeOpenSubtitles,
} from '../../apps/server/test/fake-opensubtitles.ts';
import { launchBrowser } from '../browser.ts';
import { startServer, type RunningServer } from '../server.ts';
import { DESKTOP, newPlayerPage, openSintel } from '../sintel-player.ts';

/**
 * Online subtitles through both sides' real code: the player's menu and client, our server's
 * routes with the operator's key, and a local stand-in for OpenSubtitles on loopback.
 */
describe('online subtitles from the player', () => {
  const apiKey = 'e2e-opensubtitles-key';
  let fake: FakeOpenSubtitles;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeOpenSubtitles(apiKey);
    server = await startServer({
      OPENSUBTITLES_API_KEY: apiKey,
      OPENSUBTITLES_API_URL: fake.apiUrl,
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('searches, downloads through the server and draws the cue over the video', async () => {
    const { context, page } = await newPlayerPage(browser, DESKTOP);
    await openSintel(page, server.baseUrl);
    await page.locator('video').evaluate((video: HTMLVideoElement) => {
      video.pause();
      video.currentTime = 2;
    });
    await page.mouse.move(400, 300);
    await page.getByTestId('captions-button').click();
    await page.getByRole('button', { name: /Find subtitles online/ }).click();
    const result = page.getByRole('radio', { name: /Sintel\.2010\.Open\.Movie/ });
    await result.click();
    await expect.poll(() => result.getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(() => page.getByTestId('caption-cue').first().textContent())
      .toBe('Subtitle file 3101');
    // The key went from our server to OpenSubtitles, never through the page.
    expect(fake.requests.some((r) => r.apiKey === apiKey)).toBe(true);
    expect(page.url()).not.toContain(apiKey);
    await context.close();
  });
});
