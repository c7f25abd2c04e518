import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { useLanguage } from '../locale.ts';

const SINTEL = '/media-files/demo/Sintel%20(2010)%20%5Btmdbid-45745%5D';

/** The playhead, read from the element itself so only real playback moves it. */
function currentTime(video: Locator): Promise<number> {
  return video.evaluate((v: HTMLVideoElement) => v.currentTime);
}

/**
 * The developer test player: a preset starts the bundled sample film, a
 * typed MP4 URL plays, and a link with a type other than hls or mp4 is refused with
 * 'Invalid type'.
 */
describe('the developer test player', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, 'en');
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Every step must leave the console clean; checked after each, so each one can run alone.
  afterEach(() => {
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  const hlsPreset = `${baseUrl}/dev/video?url=${encodeURIComponent(`${baseUrl}${SINTEL}/master.m3u8`)}&type=hls`;
  const mp4 = `${baseUrl}${SINTEL}/Sintel%20(2010)%20-%20480p.mp4`;
  const avi = encodeURIComponent(`${baseUrl}${SINTEL}/master.m3u8`);

  /** Types the demo MP4's address into the form and starts it. */
  async function startTypedMp4(): Promise<void> {
    await page.getByLabel('Stream URL').fill(mp4);
    await page.getByLabel('Stream type').selectOption('mp4');
    await page.getByRole('button', { name: 'Start stream' }).click();
  }

  /** Past 4 s, so at least one 3-second progress save has had its chance. */
  async function playedPastFourSeconds(): Promise<void> {
    const video = page.getByTestId('player-video');
    await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(4);
  }

  async function openForm(): Promise<void> {
    await page.goto(`${baseUrl}/dev/video`);
    await page.getByRole('button', { name: 'Start stream' }).waitFor();
  }

  it('reaches the video tester from /dev', async () => {
    await page.goto(`${baseUrl}/dev`);
    await page.getByRole('link', { name: 'Back to home' }).waitFor();
    await page.getByRole('link', { name: 'Video tester' }).click();
    await page.waitForURL(/\/dev\/video$/);
    await page.getByRole('heading', { level: 1, name: 'Video tester' }).waitFor();
    expect(await page.title()).toBe('Video tester - Screenroom');
  });

  describe('on the form', () => {
    beforeEach(openForm);

    it('plays the HLS preset of Sintel', async () => {
      await page.getByRole('button', { name: 'Sintel (HLS)' }).click();
      await page.waitForURL(/\/dev\/video\?url=.*master\.m3u8.*&type=hls$/);
      const video = page.getByTestId('player-video');
      await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(2);
      // No title behind the stream: no title heading and no bookmark button in the top bar.
      expect(await page.getByRole('heading').count()).toBe(0);
      expect(await page.getByRole('button', { name: /bookmark/i }).count()).toBe(0);
    });
  });

  describe('playing the HLS preset', () => {
    beforeEach(async () => {
      await page.goto(hlsPreset);
      const video = page.getByTestId('player-video');
      await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(0);
    });

    it('goes back to the form from the player', async () => {
      const video = page.getByTestId('player-video');
      await video.hover();
      await page.getByRole('link', { name: 'Back to the video tester' }).click();
      await page.waitForURL(/\/dev\/video$/);
      await page.getByRole('button', { name: 'Start stream' }).waitFor();
      expect(await page.getByTestId('player-video').count()).toBe(0);
    });
  });

  describe('on the form, for a typed address', () => {
    beforeEach(openForm);

    it('plays a typed MP4 URL', async () => {
      await startTypedMp4();
      const video = page.getByTestId('player-video');
      await playedPastFourSeconds();
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe(mp4);
    });
  });

  it('refuses a link whose type is neither hls nor mp4', async () => {
    await page.goto(`${baseUrl}/dev/video?url=${avi}&type=avi`);
    await expect
      .poll(() => page.locator('form').getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Invalid type');
    expect(await page.getByTestId('player-video').count()).toBe(0);
    expect(await page.getByLabel('Stream URL').inputValue()).toBe(decodeURIComponent(avi));
    expect(await findAxeViolations(page)).toEqual([]);
  });

  describe('on the form a link of another type opened', () => {
    beforeEach(async () => {
      await page.goto(`${baseUrl}/dev/video?url=${avi}&type=avi`);
      await page.locator('form').getByRole('alert').waitFor();
    });

    it('refuses an empty URL typed into the form', async () => {
      await page.getByLabel('Stream URL').fill('');
      await page.getByLabel('Stream type').selectOption('hls');
      await page.getByRole('button', { name: 'Start stream' }).click();
      await expect
        .poll(() => page.locator('form').getByRole('alert').textContent())
        .toBe('Enter a stream URL.');
      expect(page.url()).toContain('type=avi');
    });
  });

  describe('after a stream without a title played', () => {
    beforeEach(async () => {
      await openForm();
      await startTypedMp4();
      await playedPastFourSeconds();
    });

    it('saved no watch progress for a stream without a title', async () => {
      const progress = await page.evaluate(() => localStorage.getItem('__MW::progress'));
      const items = progress ? (JSON.parse(progress) as { state?: { items?: object } }) : null;
      expect(Object.keys(items?.state?.items ?? {})).toEqual([]);
    });
  });
});
