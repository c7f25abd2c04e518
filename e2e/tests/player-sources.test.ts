import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { useLanguage } from '../locale.ts';
import { brokenHlsTitle, deadTitle, twoStreamsTitle } from '../test-media.ts';

function currentTime(video: Locator): Promise<number> {
  return video.evaluate((v: HTMLVideoElement) => v.currentTime);
}

function currentSrc(video: Locator): Promise<string> {
  return video.evaluate((v: HTMLVideoElement) => v.currentSrc);
}

/**
 * Streams that fail, and the viewer's way around them: the test media of test-media.ts holds a
 * title whose HLS variant is missing beside a working MP4 (4:3, 25 fps, mono, index at the end),
 * a title with a working HLS and MP4, and a title where nothing plays.
 */
describe('player sources and failover', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openPage(language = 'en'): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, language);
    page = await context.newPage();
    return page;
  }

  afterEach(async () => {
    await context?.close();
  });

  it('falls back from the broken HLS to the MP4 by itself, quickly, and says so', async () => {
    await openPage();
    const started = Date.now();
    await page.goto(`${baseUrl}${brokenHlsTitle.route}`);
    const video = page.getByTestId('player-video');
    await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(1);
    const elapsed = Date.now() - started;
    // hls.js alone would retry the missing playlist with its back-off for over a minute.
    expect(elapsed).toBeLessThan(15_000);
    expect(await currentSrc(video)).toMatch(/Night%20of%20the%20Living%20Dead%20\(1968\)\.mp4$/);
    const notice = page.getByTestId('failover-notice');
    expect(await notice.textContent()).toContain(
      'The HLS stream stopped working, so we switched to the MP4 file.',
    );
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    // The odd shape plays as it is: 4:3 at its own size.
    expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
      480, 360,
    ]);
  });

  it('switches to the other stream from the source menu and goes on from the same point', async () => {
    await openPage();
    await page.goto(`${baseUrl}/browse/nosferatu`);
    await page
      .getByRole('link', { name: /Nosferatu/ })
      .first()
      .click();
    await page.waitForURL(/\/media\/tmdb-movie-653/);
    const video = page.getByTestId('player-video');
    await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(6);
    // HLS, although its first variant is missing: hls.js switched variants, nothing failed over.
    expect(await currentSrc(video)).toMatch(/^blob:/);
    expect(await page.getByTestId('failover-notice').count()).toBe(0);

    await video.hover();
    // The way back leads to the search results the title was opened from.
    expect(
      await page.getByRole('link', { name: 'Back to search results' }).getAttribute('href'),
    ).toBe('/browse/nosferatu');
    await page.getByTestId('settings-button').click();
    await page
      .getByTestId('settings-overlay')
      .getByRole('button', { name: /^Source/ })
      .click();
    const library = page.getByTestId('source-option-library');
    expect(await library.getAttribute('aria-current')).toBe('true');
    expect(await library.getAttribute('data-status')).toBe('success');
    const hls = page.getByTestId('stream-option-library-hls');
    expect(await hls.getAttribute('aria-current')).toBe('true');

    const before = await currentTime(video);
    await page.getByTestId('stream-option-library-file').click();
    await expect.poll(() => currentSrc(video)).toMatch(/Nosferatu%20\(1922\)%20-%20360p\.mp4$/);
    await page.getByTestId('settings-overlay').waitFor({ state: 'detached' });
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(before + 1);
    // From where the viewer was, not from the start.
    expect(Math.abs((await currentTime(video)) - before)).toBeLessThan(6);
  });

  it('leaves a stream that stops sending data after 10 s for the next one', async () => {
    await openPage();
    // The HLS segments never answer: hls.js would wait 30 s for each before retrying.
    await page.route('**/v360/seg*.ts', () => undefined);
    const started = Date.now();
    await page.goto(`${baseUrl}${twoStreamsTitle.route}`);
    const video = page.getByTestId('player-video');
    await expect.poll(() => currentSrc(video), { timeout: 25_000 }).toMatch(/\.mp4$/);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThan(9_000);
    expect(elapsed).toBeLessThan(20_000);
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await page.getByTestId('failover-notice').waitFor();
  });

  it("moves on to the MP4 when hls.js's worker does not load, which this build cannot play HLS without", async () => {
    await openPage();
    // The build leaves out hls.js's transmuxer for the page's thread (build/hls-trim.ts).
    await page.route('**/assets/hls.worker-*.js', (route) => route.fulfill({ status: 404 }));
    const started = Date.now();
    await page.goto(`${baseUrl}${twoStreamsTitle.route}`);
    const video = page.getByTestId('player-video');
    await expect.poll(() => currentSrc(video), { timeout: 20_000 }).toMatch(/\.mp4$/);
    // At once, not after the 10 s a stream without data is given.
    expect(Date.now() - started).toBeLessThan(9_000);
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await page.getByTestId('failover-notice').waitFor();
  });

  it('shows the error screen naming the title when every stream fails', async () => {
    await openPage();
    await page.goto(`${baseUrl}${deadTitle.route}`);
    const heading = page.getByRole('heading', {
      name: "We couldn't play The Cabinet of Dr. Caligari",
    });
    await heading.waitFor({ timeout: 20_000 });
    const screen = page.getByRole('alert').filter({ has: heading });
    expect(await screen.textContent()).toContain(
      'We tried every stream and source we found for it, and none of them played.',
    );
    expect(await screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await screen.getByRole('button', { name: 'Show error' }).click();
    expect(await page.getByTestId('playback-error-details').textContent()).toContain(
      'Failed to load HLS segment (HTTP 404)',
    );
    // The source list opens once by itself, and the error screen opens it again on request.
    await page.getByTestId('settings-overlay').waitFor();
    await page.getByRole('button', { name: 'Close settings' }).click();
    await screen.getByRole('button', { name: 'Try another source' }).click();
    await page.getByTestId('source-option-library').waitFor();
  });

  it.each(['en', 'ar'])(
    'has nothing serious for axe with the source menu open (%s)',
    async (code) => {
      await openPage(code);
      await page.goto(`${baseUrl}${twoStreamsTitle.route}?r=/settings/source`);
      await page.getByTestId('stream-option-library-file').waitFor({ timeout: 20_000 });
      const serious = (await findAxeViolations(page)).filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious).toEqual([]);
    },
  );
});
