import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { DESKTOP, newPlayerPage, openSintel, SINTEL, sintelPlaying } from '../sintel-player.ts';

/**
 * Captions on the demo movie Sintel, whose folder has English and Arabic .srt and .vtt files and
 * whose HLS master has English and Arabic subtitle renditions: turn English on and read the cue
 * over the video, the same cue from the HLS rendition, an uploaded file, and axe on the menu.
 */
// The demo subtitles show cue n from 5(n-1) to 5(n-1)+4 seconds.
const SECOND_CUE = 'Sintel — English subtitle 2';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Pauses the video at `time` (seconds), so the cue on screen is known. */
async function pauseAt(page: Page, time: number): Promise<void> {
  await page.locator('video').evaluate((video: HTMLVideoElement, at: number) => {
    video.pause();
    video.currentTime = at;
  }, time);
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeCloseTo(time, 0);
}

/** The text of the cue on screen, once it has settled on `expected` (or the last seen one). */
async function expectCue(page: Page, expected: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid="caption-cue"]'), (cue) =>
          cue.textContent?.trim(),
        ).join(' | '),
      ),
    )
    .toBe(expected);
}

async function openCaptionsMenu(page: Page): Promise<void> {
  await page.mouse.move(400, 300);
  await page.mouse.move(420, 320);
  await page.getByTestId('captions-button').click();
  await page.getByRole('radiogroup', { name: 'Captions' }).waitFor();
}

describe('captions on Sintel', () => {
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    ({ context, page, consoleErrors } = await sintelPlaying(browser, baseUrl));
  });

  afterAll(async () => {
    await context?.close();
  });

  // Every test must leave the console clean; checked after each, so each one can run alone.
  afterEach(() => {
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  it('turns English on and shows the cue of the current time over the video', async () => {
    await openCaptionsMenu(page);
    await page.getByRole('radio', { name: 'English' }).click();
    await expect
      .poll(() => page.getByRole('radio', { name: 'English' }).getAttribute('aria-checked'))
      .toBe('true');
    await page.keyboard.press('Escape');
    await pauseAt(page, 6.5);
    await expectCue(page, SECOND_CUE);
    // Remembered for the next visit.
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('__MW::subtitles') ?? '{}')),
    ).toMatchObject({ state: { lastSelectedLanguage: 'en' } });
  });

  it('shows the same cue at the same time from the HLS subtitle rendition', async () => {
    await openCaptionsMenu(page);
    await page.getByRole('button', { name: /Captions of this stream/ }).click();
    const rendition = page.getByRole('radio', { name: /English.*Stream rendition/ });
    await rendition.click();
    await expect.poll(() => rendition.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await pauseAt(page, 11);
    await expectCue(page, 'Sintel — English subtitle 3');
  });

  describe('with English captions on', () => {
    // Turned on from the menu unless a test before left captions on.
    beforeEach(async () => {
      await openCaptionsMenu(page);
      if ((await page.getByTestId('caption-off').getAttribute('aria-checked')) === 'true') {
        const english = page.getByRole('radio', { name: 'English' });
        await english.click();
        await expect.poll(() => english.getAttribute('aria-checked')).toBe('true');
      }
      await page.keyboard.press('Escape');
    });

    it('shifts the captions with ] and shows the delay', async () => {
      await pauseAt(page, 9.5);
      await expect.poll(() => page.getByTestId('caption-cue').count()).toBe(0);
      await page.keyboard.press(']');
      await page.keyboard.press(']');
      expect(await page.getByTestId('subtitle-delay-overlay').textContent()).toContain('+1.0');
      await expectCue(page, SECOND_CUE);
      await page.keyboard.press('[');
      await page.keyboard.press('[');
    });
  });

  it('turns on a subtitle file the viewer uploads', async () => {
    const srt = '1\r\n00:00:20,000 --> 00:00:30,000\r\n<i>Uploaded</i> by the browser test\r\n';
    await openCaptionsMenu(page);
    await page.getByTestId('caption-upload-input').setInputFiles({
      name: 'my-captions.srt',
      mimeType: 'application/x-subrip',
      buffer: Buffer.from(srt, 'utf8'),
    });
    await expect
      .poll(() =>
        page.getByRole('radio', { name: /my-captions\.srt/ }).getAttribute('aria-checked'),
      )
      .toBe('true');
    await page.keyboard.press('Escape');
    await pauseAt(page, 25);
    expect(await page.getByTestId('caption-cue').first().innerHTML()).toBe(
      '<i>Uploaded</i> by the browser test',
    );
  });

  it('says why an uploaded file cannot be used, and playback goes on', async () => {
    await openCaptionsMenu(page);
    await page.getByTestId('caption-upload-input').setInputFiles({
      name: 'broken.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\nthis is not a cue\n', 'utf8'),
    });
    expect(await page.getByTestId('caption-upload-error').textContent()).toBe(
      'Invalid subtitle format',
    );
    await page.keyboard.press('Escape');
  });
});

describe('remembered language', () => {
  it('turns English on by itself on the next visit', async () => {
    const { context, page } = await newPlayerPage(browser, DESKTOP);
    await page.addInitScript(() => {
      const styling = {
        color: '#ffffff',
        backgroundOpacity: 0.5,
        backgroundBlur: 0.5,
        size: 1,
        bold: false,
        fontStyle: 'default',
        verticalPosition: 3,
      };
      const state = { lastSelectedLanguage: 'en', styling, delay: 0, overrideCasing: false };
      localStorage.setItem('__MW::subtitles', JSON.stringify({ state, version: 1 }));
    });
    await openSintel(page, baseUrl);
    await pauseAt(page, 1.5);
    await expectCue(page, 'Sintel — English subtitle 1');
    await context.close();
  });
});

describe.each(['en', 'ar'])('axe in %s', (language) => {
  it('finds nothing serious with the captions menus open', async () => {
    const { context, page } = await newPlayerPage(browser, DESKTOP, language);
    for (const route of ['captions', 'captions/source', 'captions/settings']) {
      await page.goto(`${baseUrl}${SINTEL}?r=/settings/${route}`);
      await page.getByTestId('settings-overlay').waitFor();
      if (route !== 'captions/settings') {
        await expect.poll(() => page.getByRole('radio').count()).toBeGreaterThan(2);
      }
      const serious = (await findAxeViolations(page)).filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious, route).toEqual([]);
    }
    await context.close();
  });
});
