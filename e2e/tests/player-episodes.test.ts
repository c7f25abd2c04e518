import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { useLanguage } from '../locale.ts';
import { startServer, type RunningServer } from '../server.ts';

/**
 * The episodes of the demo show "Screenroom Test Card" (two seasons of three one-minute episodes):
 * the episodes overlay switches episodes without reloading the page, the next-episode button and
 * autoplay move on at the end, the next season follows the last episode of a season, and the
 * Intro chapter of S01E02 can be skipped.
 */
const SHOW = '/media/tmdb-tv-99000001-screenroom-test-card';

type Marked = Window & { __episodesMarker?: string };

const overlayParam = (page: Page) => new URL(page.url()).searchParams.get('r');
const videoTime = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

async function waitUntilPlaying(page: Page, after = 0.5): Promise<void> {
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(after);
}

/** Jumps close to the end the way a viewer dragging the seek bar would end up there. */
async function seekToEnd(page: Page, secondsLeft: number): Promise<void> {
  await page.locator('video').evaluate((video: HTMLVideoElement, left) => {
    video.currentTime = Math.max(0, video.duration - left);
  }, secondsLeft);
}

async function episodePath(page: Page, season: number, episode: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === `${SHOW}/${season}/${episode}`, {
    timeout: 20_000,
  });
}

describe('episodes of a show', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('console', (message) => {
      // The intro-skip route answers 404 for an episode without intro markers, which the browser
      // logs as a failed resource; the player reads that as "no skip time".
      const noSkipTime = /\/intro-skip\//.test(message.location().url);
      if (message.type() === 'error' && !noSkipTime) consoleErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Every test must leave the console clean; checked after each, so each one can run alone.
  afterEach(() => {
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  /**
   * Each test starts playing the episode the one before it ends on; it is opened unless a test
   * before left it so.
   */
  async function playingEpisode(season: number, episode: number): Promise<void> {
    if (new URL(page.url()).pathname === `${SHOW}/${season}/${episode}`) return;
    await page.goto(`${baseUrl}${SHOW}/${season}/${episode}`);
    await waitUntilPlaying(page);
  }

  /** Marks the page, so a later look proves it was not loaded again. */
  async function markPage(): Promise<void> {
    await page.evaluate(() => {
      (window as Marked).__episodesMarker ??= 'same page';
    });
  }

  it('picks S01E03 in the episodes overlay and plays it without reloading the page', async () => {
    await page.goto(`${baseUrl}${SHOW}/1/1`);
    await waitUntilPlaying(page);
    await page.evaluate(() => {
      (window as Marked).__episodesMarker = 'same page';
    });
    await page.locator('video').hover();
    await page.getByRole('button', { name: 'Episodes' }).click();
    const overlay = page.getByTestId('episodes-overlay');
    await overlay.waitFor();
    await expect.poll(() => overlayParam(page)).toBe('/episodes/1');
    expect(await overlay.getAttribute('data-layout')).toBe('carousel');
    const current = overlay.getByRole('button', { name: /^Episode 1\s*Colour Bars\s*Now playing/ });
    expect(await current.getAttribute('aria-current')).toBe('true');

    await overlay.getByRole('button', { name: /^Episode 3\s*Two Languages/ }).click();
    await episodePath(page, 1, 3);
    await expect.poll(() => overlayParam(page)).toBeNull();
    await expect.poll(() => page.getByTestId('episodes-overlay').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Two Languages');
    await waitUntilPlaying(page);
    expect(await page.evaluate(() => (window as Marked).__episodesMarker)).toBe('same page');
  });

  describe('playing S01E03', () => {
    beforeEach(async () => {
      await playingEpisode(1, 3);
      await markPage();
    });

    it('offers the next season at the end of S01E03 and starts S02E01 from the beginning', async () => {
      await seekToEnd(page, 8);
      const next = page.getByTestId('next-episode-button');
      await next.waitFor();
      expect(await next.textContent()).toContain('Next season');
      expect(await next.textContent()).toContain('S2 E1 · The Ladder');
      await next.click();
      await episodePath(page, 2, 1);
      await waitUntilPlaying(page);
      expect(await videoTime(page)).toBeLessThan(15);
      expect(await page.evaluate(() => (window as Marked).__episodesMarker)).toBe('same page');
    });
  });

  describe('playing S02E01', () => {
    beforeEach(() => playingEpisode(2, 1));

    it('moves on to the next episode at the end of S02E01', async () => {
      await seekToEnd(page, 8);
      const next = page.getByRole('button', { name: /Next episode/ });
      await next.waitFor();
      await next.click();
      await episodePath(page, 2, 2);
      await waitUntilPlaying(page);
      expect(await videoTime(page)).toBeLessThan(15);
    });
  });

  describe('playing S02E02', () => {
    beforeEach(() => playingEpisode(2, 2));

    it('goes back to S01E02 through the season list and skips its intro', async () => {
      await page.locator('video').hover();
      await page.keyboard.press('e');
      const overlay = page.getByTestId('episodes-overlay');
      await overlay.waitFor();
      await overlay.getByRole('button', { name: 'Back to seasons' }).click();
      await expect.poll(() => overlayParam(page)).toBe('/episodes');
      await overlay.getByRole('button', { name: /^Season 1/ }).click();
      await expect.poll(() => overlayParam(page)).toBe('/episodes/1');
      await overlay.getByRole('button', { name: /^Episode 2\s*Tone and Timecode/ }).click();
      await episodePath(page, 1, 2);

      const skip = page.getByRole('button', { name: 'Skip intro' });
      await skip.waitFor();
      expect(await videoTime(page)).toBeLessThan(10);
      await skip.click();
      // The demo file's Intro chapter ends at 20 s.
      await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(19.5);
      await expect.poll(() => skip.count()).toBe(0);
    });
  });

  describe('playing S01E02', () => {
    beforeEach(() => playingEpisode(1, 2));

    it('closes the overlay with Escape and with Back', async () => {
      await page.locator('video').hover();
      await page.getByRole('button', { name: 'Episodes' }).click();
      await page.getByTestId('episodes-overlay').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('episodes-overlay').count()).toBe(0);
      // The store closes the overlay first; the address follows in the next effect.
      await expect.poll(() => overlayParam(page)).toBeNull();

      await page.locator('video').hover();
      await page.getByRole('button', { name: 'Episodes' }).click();
      await page.getByTestId('episodes-overlay').waitFor();
      await page.goBack();
      await expect.poll(() => page.getByTestId('episodes-overlay').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`${SHOW}/1/2`);
    });
  });
});

/**
 * Autoplay on a default install: a fresh server with only the demo media, a viewer with nothing
 * set up (no extension, no proxy workers) and the default settings. The demo show plays from the
 * library, which needs no proxy, so the next episode starts by itself.
 */
describe('autoplay on a default install', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('runs S01E01 to its end and starts S01E02 by itself, telling the system what plays', async () => {
    await page.goto(`${server.baseUrl}${SHOW}/1/1`);
    await waitUntilPlaying(page);
    // The lock screen and media keys know the title while it plays.
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(
      'Screenroom Test Card',
    );
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.artist)).toBe(
      'S1 E1 · Colour Bars',
    );
    await seekToEnd(page, 2);
    await episodePath(page, 1, 2);
    await waitUntilPlaying(page);
    expect(await videoTime(page)).toBeLessThan(15);
    await expect
      .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.artist))
      .toBe('S1 E2 · Tone and Timecode');
  });
});

describe.each(['en', 'ar'])('episodes overlay accessibility in %s', (code) => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, code);
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['the episode carousel', '/episodes/1'],
    ['the season list and go-to form', '/episodes'],
  ])('axe finds nothing with %s open', async (_name, route) => {
    await page.goto(`${baseUrl}${SHOW}/1/1?r=${route}`);
    const overlay = page.getByTestId('episodes-overlay');
    await overlay.waitFor();
    await overlay.locator('ul button').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(
      code === 'ar' ? 'rtl' : 'ltr',
    );
    expect(await findAxeViolations(page)).toEqual([]);
  });

  it('axe finds nothing with the keyboard shortcuts dialog open', async () => {
    await page.goto(`${baseUrl}${SHOW}/1/1`);
    await waitUntilPlaying(page);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', {
      name: code === 'ar' ? 'اختصارات لوحة المفاتيح' : 'Keyboard shortcuts',
    });
    await dialog.getByTestId('shortcuts-list').waitFor();
    await expect.poll(() => overlayParam(page)).toBe('/settings/shortcuts');
    expect(await findAxeViolations(page)).toEqual([]);
  });
});
